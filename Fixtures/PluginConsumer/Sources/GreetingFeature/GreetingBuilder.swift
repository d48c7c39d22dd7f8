/// Assembles the module, so `module-has-builder` has nothing to report.
public enum GreetingBuilder {
    public static func build(name: String) -> GreetingView {
        let view = GreetingView()
        let presenter = GreetingPresenter(name: name)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
