//
//  AppDelegate.swift
//  VIPER TODO
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    private let appDependencies = AppDependencies()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        appDependencies.installRootViewControllerIntoWindow(window)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
