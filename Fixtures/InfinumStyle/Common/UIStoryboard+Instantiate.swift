//
//  UIStoryboard+Instantiate.swift
//  Pantry
//

import UIKit

extension UIStoryboard {

    /// Instantiates the controller whose storyboard identifier is its class name.
    func instantiateViewController<T: UIViewController>(ofType type: T.Type) -> T {
        let identifier = String(describing: type)
        guard let viewController = instantiateViewController(withIdentifier: identifier) as? T else {
            preconditionFailure("\(identifier) is missing from the \(self) storyboard or has the wrong class")
        }
        return viewController
    }
}
