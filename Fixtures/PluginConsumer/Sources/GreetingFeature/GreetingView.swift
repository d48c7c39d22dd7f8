/// What the presenter may ask of the screen.
public protocol GreetingViewInput: AnyObject {
    func show(greeting: String)
}

/// The screen; it owns its presenter.
public final class GreetingView: GreetingViewInput {
    var presenter: GreetingPresenter?
    public private(set) var shownText = ""

    public init() {}

    public func show(greeting: String) {
        shownText = greeting
    }

    public func didAppear() {
        presenter?.viewDidAppear()
    }
}
