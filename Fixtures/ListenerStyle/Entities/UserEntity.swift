//
//  UserEntity.swift
//  Unified VIPER
//

import Foundation

struct UserEntity: Codable {
    let id: String
    var displayName: String
    var email: String
    var createdAt: Date
    var isVerified: Bool
}
