//
//  OnboardingPresenter.swift
//  Pantry
//

import Foundation

final class OnboardingPresenter {

    // MARK: - Private properties -

    private weak var view: OnboardingViewInterface?
    private let interactor: OnboardingInteractorInterface
    private let wireframe: OnboardingWireframeInterface

    private var currentIndex = 0
    private let pages = [
        OnboardingPageViewModel(imageName: "basket", headline: "Order in seconds",
                                body: "Your usual groceries, one tap away."),
        OnboardingPageViewModel(imageName: "truck", headline: "Track every order",
                                body: "See when your order is packed, shipped and at your door."),
        OnboardingPageViewModel(imageName: "leaf", headline: "Less waste",
                                body: """
                                      We pack with paper, not plastic,
                                      and take the bags back next time.
                                      """)
    ]

    // MARK: - Lifecycle -

    init(view: OnboardingViewInterface, interactor: OnboardingInteractorInterface, wireframe: OnboardingWireframeInterface) {
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
    }

    private func updateContinueTitle() {
        view?.setContinueTitle(currentIndex == pages.count - 1 ? "Start shopping" : "Next")
    }
}

// MARK: - Extensions -

extension OnboardingPresenter: OnboardingPresenterInterface {

    func viewDidLoad() {
        view?.configure(pages: pages)
        view?.showPage(at: 0, forward: true)
        updateContinueTitle()
    }

    func didTapContinue() {
        guard currentIndex < pages.count - 1 else {
            interactor.markOnboardingSeen()
            wireframe.showOrders()
            return
        }
        currentIndex += 1
        view?.showPage(at: currentIndex, forward: true)
        updateContinueTitle()
    }

    func didSwipe(toPage index: Int) {
        currentIndex = index
        updateContinueTitle()
    }
}
