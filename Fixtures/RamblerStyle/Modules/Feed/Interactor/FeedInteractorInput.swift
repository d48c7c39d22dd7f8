//
//  FeedInteractorInput.swift
//  Rambler Feed
//

import Foundation

protocol FeedInteractorInput {
    func obtainFeed()
}
