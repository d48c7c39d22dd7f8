//
//  Interfaces.swift
//  Pantry
//

import UIKit

protocol WireframeInterface: AnyObject { }

protocol ViewInterface: AnyObject { }

protocol PresenterInterface: AnyObject {
    func viewDidLoad()
    func viewWillAppear(animated: Bool)
}

/// Presenters implement only the lifecycle calls they need.
extension PresenterInterface {
    func viewDidLoad() { }
    func viewWillAppear(animated: Bool) { }
}

protocol InteractorInterface: AnyObject { }
