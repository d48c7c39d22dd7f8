//
//  HUD.swift
//  Bookshelf
//

import UIKit

/// A full-screen activity indicator. `show()`/`dismiss()` are not navigation.
enum HUD {
    private static var overlay: UIView?

    static func show() {
        guard overlay == nil,
              let window = UIApplication.shared.connectedScenes
                .compactMap({ ($0 as? UIWindowScene)?.keyWindow })
                .first else { return }
        let view = UIView(frame: window.bounds)
        view.backgroundColor = UIColor.black.withAlphaComponent(0.3)
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.center = view.center
        spinner.startAnimating()
        view.addSubview(spinner)
        window.addSubview(view)
        overlay = view
    }

    static func dismiss() {
        overlay?.removeFromSuperview()
        overlay = nil
    }
}
