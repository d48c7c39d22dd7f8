//
//  LoadingDisplayable.swift
//  Unified VIPER
//

import UIKit

/// A dimmed spinner over the screen, shared by composition instead of a base class.
protocol LoadingDisplayable {
    var waitingView: WaitingView { get }

    func startLoadingAnimation()
    func stopLoadingAnimation()
}

extension LoadingDisplayable where Self: UIViewController {

    func startLoadingAnimation() {
        if waitingView.superview == nil {
            waitingView.alpha = 0
            waitingView.frame = view.bounds
            view.addSubview(waitingView)
        }
        waitingView.startAnimating()
        UIView.animate(withDuration: 0.2) { [waitingView] in
            waitingView.alpha = 1
        }
    }

    func stopLoadingAnimation() {
        UIView.animate(withDuration: 0.2, animations: { [waitingView] in
            waitingView.alpha = 0
        }, completion: { [waitingView] _ in
            waitingView.stopAnimating()
            waitingView.removeFromSuperview()
        })
    }
}

final class WaitingView: UIView {
    private let spinner = UIActivityIndicatorView(style: .large)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.systemBackground.withAlphaComponent(0.6)
        spinner.autoresizingMask = [.flexibleTopMargin, .flexibleBottomMargin, .flexibleLeftMargin, .flexibleRightMargin]
        addSubview(spinner)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    func startAnimating() { spinner.startAnimating() }
    func stopAnimating() { spinner.stopAnimating() }
}

/// Error display shared by every listener view. `show(_:)` is not `show(_:sender:)`.
extension UIViewController {

    func show(_ error: Error) {
        let banner = UILabel()
        banner.text = error.localizedDescription
        banner.backgroundColor = .systemRed
        banner.textColor = .white
        banner.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: 44)
        view.addSubview(banner)
        DispatchQueue.main.asyncAfter(deadline: .now() + 3) { [weak banner] in
            banner?.removeFromSuperview()
        }
    }
}
