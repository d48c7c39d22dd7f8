//
//  PostViewOutput.swift
//  Rambler Feed
//

import Foundation

protocol PostViewOutput {
    func viewIsReady()
    func didTapLike()
    func didTapDelete()
}
