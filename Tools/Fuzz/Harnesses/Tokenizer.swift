// Tokenizer: tokens (trivia included) tile the input exactly, every token's line and column
// match an independent count of line breaks, the work stays linear in the input, and the fact
// extractor's significant-only scan is exactly the token list filtered.
import ViperLintTokenizer

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokenizer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let (tokens, lookahead) = Tokenizer.tokenizeCountingLookahead(bytes)
    // Every token is non-empty, so there are at most as many tokens as bytes.
    check(tokens.count <= bytes.count, "\(tokens.count) tokens for \(bytes.count) bytes")
    // Speculative look-ahead is bounded: linear work. Failed regex scans and raw-string line
    // scans each cover the input about once, and a regex scan that succeeds is counted too, so
    // 3n (the robustness tests see at most 2n on their inputs; a fuzzed 576-byte input reached
    // 1188, and repeating it 16 times did not raise the ratio: a constant, not a growth).
    check(lookahead <= 3 * bytes.count + 64, "look-ahead examined \(lookahead) bytes of \(bytes.count)")
    let starts = lineStarts(bytes)
    var offset = 0
    var lineIndex = 0 // index into `starts` of the line holding `offset`
    for token in tokens {
        check(token.start == offset, "token \(token) does not continue at \(offset)")
        check(token.end > token.start && token.end <= bytes.count, "token \(token) is empty or runs past the end")
        while lineIndex + 1 < starts.count && starts[lineIndex + 1] <= token.start { lineIndex += 1 }
        check(Int(token.line) == lineIndex + 1 && Int(token.column) == token.start - starts[lineIndex] + 1,
              "token \(token) should be at \(lineIndex + 1):\(token.start - starts[lineIndex] + 1)")
        offset = token.end
    }
    // Contiguous non-empty tokens from 0 to the end: their bytes, concatenated, are the input.
    check(offset == bytes.count, "tokens cover \(offset) of \(bytes.count) bytes")
    checkSignificantScan(bytes, tokens)
    return 0
}

/// `Tokenizer.significantTokens` against the whole list filtered.
func checkSignificantScan(_ bytes: [UInt8], _ tokens: [Token]) {
    let scan = Tokenizer.significantTokens(bytes)
    let filtered = Tokenizer.significantTokens(filtering: tokens, of: bytes)
    check(scan.tokens == filtered.tokens, "significant scan: \(scan.tokens.count) tokens, filtered: \(filtered.tokens.count)")
    check(scan.newlineBefore == filtered.newlineBefore, "significant scan: newline flags differ")
    check(scan.comments == filtered.comments, "significant scan: comments differ")
}
