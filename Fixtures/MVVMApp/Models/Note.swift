//
//  Note.swift
//  Notes
//

import Foundation

struct Note: Codable, Equatable, Identifiable {
    let id: UUID
    var text: String
    var editedAt: Date
}
