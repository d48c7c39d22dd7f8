import SwiftParser
import SwiftSyntax

/// Turns swift-syntax's token stream into the product tokenizer's significant tokens.
///
/// Merges (so each becomes ONE token, as the product reports it):
/// - a string literal (`StringLiteralExprSyntax`, `SimpleStringLiteralExprSyntax`) from its
///   opening `#`s/quote through its closing quote/`#`s, interpolations included;
/// - a regex literal (`RegexLiteralExprSyntax`) from its opening `#`s/slash through the closing;
/// - `@` immediately followed (no trivia) by a word into `attribute` (`@objc`);
/// - `#` immediately followed by a word into `pound` (`#selector`); swift-syntax already has
///   single tokens for `#if`, `#else`, `#elseif`, `#endif`, `#available`, `#unavailable`,
///   `#sourceLocation`.
/// - the first two numbers of a version tuple (`macOS 10.15.4`) into the float `10.15`.
/// Trivia, the end-of-file token and missing (parser-inserted) tokens are skipped.
enum SyntaxTokenMapper {
    static func tokens(of bytes: [UInt8]) -> [OracleToken] {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let all = Array(tree.tokens(viewMode: .sourceAccurate))
        var out: [OracleToken] = []
        out.reserveCapacity(all.count)
        var index = 0
        var mergedEnd = AbsolutePosition(utf8Offset: -1)

        func text(from start: AbsolutePosition, to end: AbsolutePosition) -> String {
            let lower = max(0, min(start.utf8Offset, bytes.count))
            let upper = max(lower, min(end.utf8Offset, bytes.count))
            return String(decoding: bytes[lower..<upper], as: UTF8.self)
        }
        func emit(_ kind: String, from start: AbsolutePosition, to end: AbsolutePosition) {
            let location = converter.location(for: start)
            out.append(OracleToken(line: location.line, column: location.column, kind: kind,
                                   text: text(from: start, to: end)))
        }

        while index < all.count {
            let token = all[index]
            index += 1
            let start = token.positionAfterSkippingLeadingTrivia
            let end = token.endPositionBeforeTrailingTrivia
            if start < mergedEnd { continue }  // inside a literal already emitted whole
            if case .endOfFile = token.tokenKind { continue }
            if case .shebang = token.tokenKind { continue }
            if start == end { continue }

            if let literal = enclosingLiteral(of: token) {
                let literalEnd = literal.node.endPositionBeforeTrailingTrivia
                emit(literal.kind, from: start, to: max(end, literalEnd))
                mergedEnd = max(end, literalEnd)
                continue
            }
            if let literalEnd = strayStringEnd(all, opening: index - 1) {
                emit("string", from: start, to: literalEnd)
                mergedEnd = literalEnd
                continue
            }

            switch token.tokenKind {
            case .atSign, .pound:
                if index < all.count, token.trailingTrivia.isEmpty {
                    let next = all[index]
                    if next.leadingTrivia.isEmpty, isWord(next.tokenKind),
                       next.positionAfterSkippingLeadingTrivia == end {
                        let kind = token.tokenKind == .atSign ? "attribute" : "pound"
                        emit(kind, from: start, to: next.endPositionBeforeTrailingTrivia)
                        index += 1
                        continue
                    }
                }
                emit("punctuation", from: start, to: end)
            case .integerLiteral where token.parent?.is(VersionTupleSyntax.self) == true:
                // The parser splits a version's `13.0` into `13` `.` `0`; the compiler's lexer
                // (and so the product) sees the float `13.0`, then `.4` as `.` `4`.
                if index + 1 < all.count, case .period = all[index].tokenKind,
                   case .integerLiteral = all[index + 1].tokenKind,
                   all[index].positionAfterSkippingLeadingTrivia == end,
                   all[index + 1].positionAfterSkippingLeadingTrivia == all[index].endPositionBeforeTrailingTrivia {
                    emit("float", from: start, to: all[index + 1].endPositionBeforeTrailingTrivia)
                    index += 2
                    continue
                }
                emit("integer", from: start, to: end)
            default:
                emit(kind(of: token), from: start, to: end)
            }
        }
        return out
    }

    private static func isWord(_ kind: TokenKind) -> Bool {
        switch kind {
        case .identifier, .keyword, .dollarIdentifier, .wildcard: return true
        default: return false
        }
    }

    /// The outermost-first literal a literal-delimiting token opens; the first token of a
    /// literal we meet is its opening delimiter, so the nearest literal ancestor is the one.
    private static func enclosingLiteral(of token: TokenSyntax) -> (node: Syntax, kind: String)? {
        switch token.tokenKind {
        case .stringQuote, .multilineStringQuote, .singleQuote, .rawStringPoundDelimiter,
             .stringSegment, .regexSlash, .regexPoundDelimiter, .regexLiteralPattern:
            break
        default:
            return nil
        }
        var node = token.parent
        while let current = node {
            if current.is(StringLiteralExprSyntax.self) || current.is(SimpleStringLiteralExprSyntax.self) {
                return (current, "string")
            }
            if current.is(RegexLiteralExprSyntax.self) { return (current, "regex") }
            node = current.parent
        }
        return nil
    }

    /// Where a string ends whose tokens the parser's error recovery put outside any literal
    /// node (seen after `Swift::reduce(...)`, a module selector swift-syntax 602 doesn't know):
    /// through the next quote of the same kind and its closing `#`s.
    private static func strayStringEnd(_ all: [TokenSyntax], opening: Int) -> AbsolutePosition? {
        guard opening >= 0, opening < all.count else { return nil }
        var i = opening
        var pounds = false
        if case .rawStringPoundDelimiter = all[i].tokenKind { pounds = true; i += 1 }
        guard i < all.count else { return nil }
        let quote = all[i].tokenKind
        switch quote {
        case .stringQuote, .multilineStringQuote, .singleQuote: break
        default: return nil
        }
        i += 1
        while i < all.count, all[i].tokenKind != quote {
            if case .endOfFile = all[i].tokenKind { return nil }
            i += 1
        }
        guard i < all.count else { return nil }
        if pounds, i + 1 < all.count, case .rawStringPoundDelimiter = all[i + 1].tokenKind { i += 1 }
        return all[i].endPositionBeforeTrailingTrivia
    }

    private static func kind(of token: TokenSyntax) -> String {
        switch token.tokenKind {
        case .dollarIdentifier, .wildcard:
            return "identifier"
        case .identifier, .keyword:
            // By text: the parser remaps reserved words used as names (`x.default`) to
            // identifiers, a lexer can't.
            return ReservedWords.all.contains(token.text) ? "keyword" : "identifier"
        case .integerLiteral: return "integer"
        case .floatLiteral: return "float"
        case .arrow, .ellipsis, .equal, .exclamationMark, .infixQuestionMark,
             .postfixQuestionMark, .prefixAmpersand, .binaryOperator, .prefixOperator,
             .postfixOperator, .leftAngle, .rightAngle:
            return "operator"
        case .poundAvailable, .poundUnavailable, .poundElse, .poundElseif, .poundEndif,
             .poundIf, .poundSourceLocation:
            return "pound"
        case .stringQuote, .multilineStringQuote, .singleQuote, .rawStringPoundDelimiter,
             .stringSegment:
            return "string"  // only outside any literal node, i.e. in broken code
        case .regexSlash, .regexPoundDelimiter, .regexLiteralPattern:
            return "regex"
        case .unknown:
            return "error"
        default:
            return "punctuation"  // ( ) [ ] { } , : ; . @ # ` \
        }
    }
}
