//
//  ViewCode.swift
//  Notes
//

import UIKit

/// Layout in code, in three steps. Conforming views call `setupUI()` from their initializer.
protocol ViewCode {
    func addSubviews()
    func setupConstraints()
    func setupStyle()
}

extension ViewCode {

    func setupUI() {
        addSubviews()
        setupConstraints()
        setupStyle()
    }

    func setupStyle() { }
}
