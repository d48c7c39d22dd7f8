//
//  SearchViewController.swift
//  Rambler Feed
//

import UIKit

/// The initial controller of Search.storyboard. It configures its own module in
/// awakeFromNib: the Search module has no assembly or configurator.
final class SearchViewController: UITableViewController, SearchViewInput, UISearchResultsUpdating {

    var output: SearchViewOutput!

    private var results: [SearchResultViewModel] = []
    private let searchController = UISearchController(searchResultsController: nil)

    override func awakeFromNib() {
        super.awakeFromNib()
        let presenter = SearchPresenter()
        let interactor = SearchInteractor()
        let router = SearchRouter()
        presenter.view = self
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        interactor.postService = PostServiceImplementation.shared
        router.transitionHandler = self
        output = presenter
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
        searchController.searchResultsUpdater = self
        navigationItem.searchController = searchController
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Filters", style: .plain, target: self, action: #selector(didTapFilters))
    }

    @objc private func didTapFilters() {
        output.didTapFilters()
    }

    func updateSearchResults(for searchController: UISearchController) {
        output.didChangeQuery(searchController.searchBar.text ?? "")
    }

    // MARK: - SearchViewInput

    func show(results: [SearchResultViewModel]) {
        self.results = results
        tableView.reloadData()
    }

    func show(message: String) {
        navigationItem.prompt = message
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ResultCell") ?? UITableViewCell(style: .default, reuseIdentifier: "ResultCell")
        cell.textLabel?.text = results[indexPath.row].title
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let (post, input) = PostAssembly.createModule(output: nil)
        input.configure(withPostID: results[indexPath.row].postID)
        show(post, sender: self)
    }
}
