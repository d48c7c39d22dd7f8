//
//  MFRVIPERBuilder.swift
//  MFRBaseArchitecture
//

import UIKit

/// Where a module's view comes from.
public enum MFRViewUIType {
    case storyboard(name: String, bundle: Bundle?)
    case nib(name: String, bundle: Bundle?)
    case none
}

/// Creates and wires one module. Subclass it once per module and name the five layers
/// in the generic arguments.
open class MFRVIPERBuilder<View, Presenter, Interactor, Router, Entity>
where View: UIViewController & MFRViewVIPER,
      Presenter: MFRPresenterVIPER,
      Interactor: MFRInteractorInputVIPER,
      Router: MFRRouterVIPER,
      Entity: MFREntityVIPER {

    /// Override to load the view from a storyboard or a nib.
    open class var defaultViewUIType: MFRViewUIType {
        return .none
    }

    // MARK: - Building

    public class func build() -> (UIViewController, Presenter) {
        return buildWith(viewUIType: defaultViewUIType) { _ in }
    }

    public class func build(viewUIType: MFRViewUIType) -> (UIViewController, Presenter) {
        return buildWith(viewUIType: viewUIType) { _ in }
    }

    /// Builds the module after letting the caller fill in its entity.
    public class func buildWith(viewUIType: MFRViewUIType? = nil,
                                _ configure: (Entity) -> Void) -> (UIViewController, Presenter) {
        let view = makeView(viewUIType ?? defaultViewUIType)
        let presenter = Presenter()
        let interactor = Interactor()
        let router = Router()
        let entity = Entity()
        configure(entity)

        view.presenter = presenter as? View.Presenter
        presenter.view = view as? Presenter.View
        presenter.interactor = interactor as? Presenter.Interactor
        presenter.router = router as? Presenter.Router
        interactor.interactorOutput = presenter as? Interactor.InteractorOutput
        interactor.prepare(with: entity)
        router.viewController = view
        return (view, presenter)
    }

    // MARK: - View loading

    private class func makeView(_ uiType: MFRViewUIType) -> View {
        switch uiType {
        case let .storyboard(name, bundle):
            let storyboard = UIStoryboard(name: name, bundle: bundle)
            guard let view = storyboard.instantiateInitialViewController() as? View else {
                preconditionFailure("The initial view controller of \(name).storyboard is not a \(View.self)")
            }
            return view
        case let .nib(name, bundle):
            return View(nibName: name, bundle: bundle)
        case .none:
            return View()
        }
    }
}
