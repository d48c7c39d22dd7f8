/// Pluralises a count for human-facing lines: `1 file`, `2 files`, `0 warnings`.
package func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : (plural ?? singular + "s"))"
}
