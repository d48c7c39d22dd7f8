//
//  SearchViewOutput.swift
//  Rambler Feed
//

import Foundation

protocol SearchViewOutput {
    func didChangeQuery(_ query: String)
    func didTapFilters()
}
