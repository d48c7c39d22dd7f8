//
//  AppDelegate.swift
//  Rambler Feed
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    /// The feed comes from Main.storyboard, where FeedModuleInitializer configures it.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        #if DEBUG
        if ProcessInfo.processInfo.arguments.contains("-compose") {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = UINavigationController(rootViewController: ComposeAssembly.createModule(output: nil))
            window.makeKeyAndVisible()
            self.window = window
        }
        #endif
        return true
    }
}
