//
//  NoteListViewModel.swift
//  Notes
//

import Foundation

/// The list screen's state and logic; no UIKit here.
final class NoteListViewModel {

    struct Row: Equatable {
        let id: UUID
        let title: String
        let subtitle: String
    }

    let rows = Box<[Row]>([])
    let emptyMessage = Box<String?>(nil)

    private let store: NoteStore
    private var notes: [Note] = []
    private let formatter: RelativeDateTimeFormatter = {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .short
        return formatter
    }()

    init(store: NoteStore) {
        self.store = store
    }

    func reload() {
        notes = store.load().sorted { $0.editedAt > $1.editedAt }
        rows.value = notes.map { note in
            let firstLine = note.text.split(separator: "\n").first.map(String.init) ?? "New note"
            return Row(id: note.id, title: firstLine, subtitle: formatter.localizedString(for: note.editedAt, relativeTo: Date()))
        }
        emptyMessage.value = notes.isEmpty ? "No notes yet. Tap + to write one." : nil
    }

    func noteID(at index: Int) -> UUID? {
        rows.value.indices.contains(index) ? rows.value[index].id : nil
    }

    func deleteNote(at index: Int) {
        guard let id = noteID(at: index) else { return }
        notes.removeAll { $0.id == id }
        store.save(notes)
        reload()
    }
}
