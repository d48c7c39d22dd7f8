//
//  NoteDetailViewModel.swift
//  Notes
//

import Foundation

final class NoteDetailViewModel {

    let text: Box<String>
    let characterCount = Box<String>("")
    let canSave = Box<Bool>(false)

    var onSave: (() -> Void)?

    private let store: NoteStore
    private let noteID: UUID?
    private let originalText: String

    init(noteID: UUID?, store: NoteStore) {
        self.noteID = noteID
        self.store = store
        let existing = noteID.flatMap { id in store.load().first { $0.id == id } }
        originalText = existing?.text ?? ""
        text = Box(originalText)
        updateDerivedState()
    }

    func changeText(_ newText: String) {
        text.value = newText
        updateDerivedState()
    }

    func save() {
        var notes = store.load()
        let note = Note(id: noteID ?? UUID(), text: text.value, editedAt: Date())
        if let index = notes.firstIndex(where: { $0.id == note.id }) {
            notes[index] = note
        } else {
            notes.append(note)
        }
        store.save(notes)
        onSave?()
    }

    private func updateDerivedState() {
        let count = text.value.count
        characterCount.value = count == 1 ? "1 character" : "\(count) characters"
        canSave.value = !text.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && text.value != originalText
    }
}
