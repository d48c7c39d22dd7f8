/// The one planted finding: the presenter holds its view strongly (a retain cycle, since the
/// view owns the presenter). `weak-view-reference` must report `view` at line 5, column 9.
final class GreetingPresenter {
    private let name: String
    var view: GreetingViewInput?

    init(name: String) {
        self.name = name
    }

    func viewDidAppear() {
        view?.show(greeting: "Hello, \(name)!")
    }
}
