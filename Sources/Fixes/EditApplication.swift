import ViperLintCore

/// Applies edits to a file's bytes. Every byte outside the edited ranges is kept as it was (line
/// endings, a byte-order mark, invalid UTF-8), so a fix changes exactly what its edits say.
public enum EditApplication {
    public struct Conflict: Error, Equatable {
        public var first: TextEdit
        public var second: TextEdit
    }

    /// The bytes with `edits` applied (identical edits once); edits must not conflict
    /// (`TextEdit.conflicts(with:)`) and must lie inside the bytes.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) throws(Conflict) -> [UInt8] {
        var unique: [TextEdit] = []
        var seen: Set<TextEdit> = []
        for edit in edits where seen.insert(edit).inserted { unique.append(edit) }
        // By start; at one offset an insertion goes before a replacement that starts there.
        unique.sort { a, b in
            if a.start.offset != b.start.offset { return a.start.offset < b.start.offset }
            return a.end.offset < b.end.offset
        }
        for (a, b) in zip(unique, unique.dropFirst()) where a.conflicts(with: b) || a.end.offset > b.start.offset {
            throw Conflict(first: a, second: b)
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + unique.reduce(0) { $0 + $1.replacement.utf8.count })
        var cursor = 0
        for edit in unique {
            let start = min(max(edit.start.offset, cursor), bytes.count)
            result.append(contentsOf: bytes[cursor..<start])
            result.append(contentsOf: edit.replacement.utf8)
            cursor = min(max(edit.end.offset, start), bytes.count)
        }
        result.append(contentsOf: bytes[cursor...])
        return result
    }
}
