import ViperLintCore
/// "did you mean" for mistyped keys, rule ids and directives: the closest candidate by edit
/// distance, offered only when it is close enough to be a plausible typo.
public enum Suggestion {
    /// The candidate nearest to `word` (Levenshtein distance over Unicode scalars, ties broken by
    /// candidate order), or nil when none is within `max(2, word.count / 3)` edits. A candidate
    /// that `word` (3+ characters) abbreviates always qualifies: "warn" suggests "warning".
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let target = Array(word.unicodeScalars)
        let limit = max(2, target.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.unicodeScalars))
            let abbreviates = target.count >= 3 && candidate.unicodeScalars.starts(with: target)
            if (distance <= limit || abbreviates) && distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// `, did you mean "severity"?` or the empty string.
    static func didYouMean(_ word: String, among candidates: [String]) -> String {
        guard let match = closest(to: word, among: candidates) else { return "" }
        return ", did you mean \"\(match)\"?"
    }
}
