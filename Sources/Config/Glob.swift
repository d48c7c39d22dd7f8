import ViperLintCore
/// A path pattern for `include` / `exclude`, matched against a `/`-separated path relative to the
/// folder of the configuration that declared it.
///
/// - `*` matches any run of characters within one path component (never `/`),
/// - `?` matches exactly one character (one Unicode scalar) other than `/`,
/// - `[abc]`, `[a-z]`, `[!abc]` / `[^abc]` match one character from (or not from) a set,
/// - a whole component `**` matches any number of components, zero included,
///   so `Generated/**` matches the folder `Generated` and everything under it,
/// - `\` escapes the next character.
/// A pattern is anchored at both ends: `*.swift` matches `A.swift` but not `Sources/A.swift`;
/// write `**/*.swift` for any depth. A leading `./` and a trailing `/` are ignored.
/// Matching is a two-pointer backtracking walk (no regular expressions, no exponential cases).
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    package enum Element: Hashable, Sendable {
        case literal(Unicode.Scalar)
        case anyOne
        case anyRun
        case set([ClosedRange<UInt32>], negated: Bool)
    }

    package enum Component: Hashable, Sendable {
        case anyComponents   // "**"
        case pattern([Element])
    }

    public let pattern: String
    let components: [Component]

    public var description: String { pattern }

    /// Why a pattern is not a glob: an unterminated `[` or a trailing `\`.
    public struct SyntaxError: Error, Equatable, Sendable {
        public var reason: String
    }

    public init(_ pattern: String) throws(SyntaxError) {
        self.pattern = pattern
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.count > 1 && text.hasSuffix("/") { text = text.dropLast() }
        var components: [Component] = []
        for part in text.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "**" {
                // Consecutive "**" components mean the same as one.
                if components.last != .anyComponents { components.append(.anyComponents) }
            } else {
                components.append(.pattern(try Glob.parseComponent(part)))
            }
        }
        self.components = components
    }

    private static func parseComponent(_ text: Substring) throws(SyntaxError) -> [Element] {
        let scalars = Array(text.unicodeScalars)
        var elements: [Element] = []
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            switch scalar {
            case "*":
                if elements.last != .anyRun { elements.append(.anyRun) }
                i += 1
            case "?":
                elements.append(.anyOne)
                i += 1
            case "\\":
                guard i + 1 < scalars.count else { throw SyntaxError(reason: "trailing \"\\\"") }
                elements.append(.literal(scalars[i + 1]))
                i += 2
            case "[":
                var j = i + 1
                var negated = false
                if j < scalars.count && (scalars[j] == "!" || scalars[j] == "^") {
                    negated = true
                    j += 1
                }
                var ranges: [ClosedRange<UInt32>] = []
                var first = true
                while j < scalars.count && (scalars[j] != "]" || first) {
                    first = false
                    let low = scalars[j].value
                    if j + 2 < scalars.count && scalars[j + 1] == "-" && scalars[j + 2] != "]" {
                        let high = scalars[j + 2].value
                        ranges.append(min(low, high)...max(low, high))
                        j += 3
                    } else {
                        ranges.append(low...low)
                        j += 1
                    }
                }
                guard j < scalars.count else { throw SyntaxError(reason: "unterminated \"[\"") }
                elements.append(.set(ranges, negated: negated))
                i = j + 1
            default:
                elements.append(.literal(scalar))
                i += 1
            }
        }
        return elements
    }

    /// Whether the whole relative path matches. `path` uses `/` separators and no leading `./`.
    public func matches(_ path: String) -> Bool {
        var text = Substring(path)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        let parts = text.split(separator: "/", omittingEmptySubsequences: true)
        // At the component level "**" is the star.
        return Glob.wildcardMatch(patternCount: components.count, textCount: parts.count,
                                  isStar: { components[$0] == .anyComponents }) { p, s in
            guard case .pattern(let elements) = components[p] else { return false }
            return Glob.matchComponent(elements, Array(parts[s].unicodeScalars))
        }
    }

    /// The same walk within one component, with `*` as the star.
    static func matchComponent(_ elements: [Element], _ scalars: [Unicode.Scalar]) -> Bool {
        wildcardMatch(patternCount: elements.count, textCount: scalars.count,
                      isStar: { elements[$0] == .anyRun }) { p, s in matchOne(elements[p], scalars[s]) }
    }

    /// The classic wildcard walk, one star remembered for backtracking: used for `*` within a
    /// component and for `**` across components.
    static func wildcardMatch(patternCount: Int, textCount: Int, isStar: (Int) -> Bool,
                              matches: (Int, Int) -> Bool) -> Bool {
        var p = 0, s = 0
        var starP = -1, starS = 0
        while s < textCount {
            if p < patternCount, !isStar(p), matches(p, s) {
                p += 1
                s += 1
            } else if p < patternCount, isStar(p) {
                starP = p
                starS = s
                p += 1
            } else if starP >= 0 {
                p = starP + 1
                starS += 1
                s = starS
            } else {
                return false
            }
        }
        while p < patternCount && isStar(p) { p += 1 }
        return p == patternCount
    }

    private static func matchOne(_ element: Element, _ scalar: Unicode.Scalar) -> Bool {
        switch element {
        case .literal(let expected): return expected == scalar
        case .anyOne: return true
        case .anyRun: return true
        case .set(let ranges, let negated):
            let inSet = ranges.contains { $0.contains(scalar.value) }
            return inSet != negated
        }
    }
}
