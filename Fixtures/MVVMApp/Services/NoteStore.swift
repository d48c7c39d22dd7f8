//
//  NoteStore.swift
//  Notes
//

import Foundation

/// Notes saved as one JSON file in the documents folder.
final class NoteStore {
    static let shared = NoteStore()

    private let fileURL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("notes.json")

    func load() -> [Note] {
        guard let data = try? Data(contentsOf: fileURL),
              let notes = try? JSONDecoder().decode([Note].self, from: data) else {
            return []
        }
        return notes
    }

    func save(_ notes: [Note]) {
        try? JSONEncoder().encode(notes).write(to: fileURL, options: .atomic)
    }
}
