//
//  FeedViewOutput.swift
//  Rambler Feed
//

import Foundation

protocol FeedViewOutput {
    func viewIsReady()
    func didTriggerRefresh()
    func didSelectItem(at index: Int)
    func didTapCompose()
    func didTapSearch()
}
