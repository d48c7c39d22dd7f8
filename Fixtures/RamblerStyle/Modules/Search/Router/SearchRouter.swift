//
//  SearchRouter.swift
//  Rambler Feed
//

import UIKit

protocol SearchRouterInput {
	func openFilters()
}

final class SearchRouter: SearchRouterInput {

	var transitionHandler: UIViewController!

	func openFilters() {
		let filters = UIAlertController(title: "Filters", message: "Coming soon", preferredStyle: .actionSheet)
		filters.addAction(UIAlertAction(title: "OK", style: .cancel))
		transitionHandler.present(filters, animated: true)
	}
}
