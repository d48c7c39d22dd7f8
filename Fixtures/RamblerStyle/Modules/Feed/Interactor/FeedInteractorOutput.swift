//
//  FeedInteractorOutput.swift
//  Rambler Feed
//

import Foundation

protocol FeedInteractorOutput: AnyObject {
    func didObtainFeed(_ items: [FeedItem])
    func didFailToObtainFeed(_ error: Error)
}
