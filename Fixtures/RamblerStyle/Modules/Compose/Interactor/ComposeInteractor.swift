//
//  ComposeInteractor.swift
//  Rambler Feed
//

import Foundation

final class ComposeInteractor: ComposeInteractorInput {

    weak var output: ComposeInteractorOutput!
    var postService: PostService!

    private let draftURL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("draft.json")

    func restoreDraft() {
        let draft = (try? Data(contentsOf: draftURL)).flatMap { try? JSONDecoder().decode(DraftEntity.self, from: $0) }
        output.didRestore(draft: draft ?? DraftEntity())
    }

    func saveDraft(title: String, body: String) {
        let draft = DraftEntity(title: title, body: body, updatedAt: Date())
        try? JSONEncoder().encode(draft).write(to: draftURL, options: .atomic)
    }

    func publish(title: String, body: String) {
        postService.publish(title: title, body: body) { [weak self] error in
            guard let self = self else { return }
            if let error = error {
                self.output.didFailToPublish(error)
            } else {
                try? FileManager.default.removeItem(at: self.draftURL)
                self.output.didPublish()
            }
        }
    }
}
