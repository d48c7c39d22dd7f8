import ViperLintCore
import ViperLintTokenizer
/// The last few closed brackets, as (close token, open token) pairs. Walking a receiver chain
/// backwards (`a.b(...).c { ... }.d()`) meets closing brackets in the reverse order of their
/// closing, so the most recent handful is enough, and a lookup costs a constant.
package struct RecentlyClosedBrackets {
    private static let capacity = 16
    private var closes = [Int](repeating: -1, count: RecentlyClosedBrackets.capacity)
    private var opens = [Int](repeating: -1, count: RecentlyClosedBrackets.capacity)
    private var next = 0

    mutating func record(close: Int, open: Int) {
        guard open >= 0 else { return }
        closes[next] = close
        opens[next] = open
        next = (next + 1) % RecentlyClosedBrackets.capacity
    }

    /// The opening token of the bracket closed at `close`, if it is among the recent ones.
    func open(matching close: Int) -> Int? {
        var k = 0
        while k < RecentlyClosedBrackets.capacity {
            if closes[k] == close { return opens[k] }
            k += 1
        }
        return nil
    }
}
