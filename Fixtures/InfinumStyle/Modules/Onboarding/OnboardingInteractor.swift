//
//  OnboardingInteractor.swift
//  Pantry
//

import Foundation

final class OnboardingInteractor {
    private let defaults = UserDefaults.standard
}

// MARK: - Extensions -

extension OnboardingInteractor: OnboardingInteractorInterface {

    func markOnboardingSeen() {
        defaults.set(true, forKey: "hasSeenOnboarding")
    }
}
