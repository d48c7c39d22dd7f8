//
//  OnboardingInterfaces.swift
//  Pantry
//

import UIKit

struct OnboardingPageViewModel: Equatable {
    let imageName: String
    let headline: String
    let body: String
}

protocol OnboardingWireframeInterface: WireframeInterface {
    func showOrders()
}

protocol OnboardingViewInterface: ViewInterface {
    func configure(pages: [OnboardingPageViewModel])
    func showPage(at index: Int, forward: Bool)
    func setContinueTitle(_ title: String)
}

protocol OnboardingPresenterInterface: PresenterInterface {
    func didTapContinue()
    func didSwipe(toPage index: Int)
}

protocol OnboardingInteractorInterface: InteractorInterface {
    func markOnboardingSeen()
}
