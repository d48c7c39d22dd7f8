//
//  OnboardingViewController.swift
//  Pantry
//

import UIKit

final class OnboardingViewController: UIPageViewController {

    // MARK: - Public properties -

    var presenter: OnboardingPresenterInterface!

    // MARK: - Private properties -

    private var pageControllers: [UIViewController] = []
    private let continueButton = UIButton(type: .system)

    // MARK: - Lifecycle -

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        view.backgroundColor = .systemBackground
        continueButton.addTarget(self, action: #selector(didTapContinue), for: .touchUpInside)
        continueButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(continueButton)
        NSLayoutConstraint.activate([
            continueButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            continueButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24)
        ])
        presenter.viewDidLoad()
    }

    @objc private func didTapContinue() {
        presenter.didTapContinue()
    }

    private func makePage(_ page: OnboardingPageViewModel) -> UIViewController {
        let controller = UIViewController()
        let imageView = UIImageView(image: UIImage(named: page.imageName))
        let headline = UILabel()
        headline.text = page.headline
        headline.font = .preferredFont(forTextStyle: .title1)
        let body = UILabel()
        body.text = page.body
        body.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [imageView, headline, body])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = controller.view.bounds.insetBy(dx: 24, dy: 120)
        controller.view.addSubview(stack)
        return controller
    }
}

// MARK: - Extensions -

extension OnboardingViewController: OnboardingViewInterface {

    func configure(pages: [OnboardingPageViewModel]) {
        pageControllers = pages.map(makePage)
    }

    /// Paging inside the page view controller; this is not navigation between screens.
    func showPage(at index: Int, forward: Bool) {
        guard pageControllers.indices.contains(index) else { return }
        setViewControllers([pageControllers[index]], direction: forward ? .forward : .reverse, animated: true, completion: nil)
    }

    func setContinueTitle(_ title: String) {
        continueButton.setTitle(title, for: .normal)
    }
}

extension OnboardingViewController: UIPageViewControllerDataSource, UIPageViewControllerDelegate {

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pageControllers.firstIndex(of: viewController), index > 0 else { return nil }
        return pageControllers[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pageControllers.firstIndex(of: viewController), index + 1 < pageControllers.count else { return nil }
        return pageControllers[index + 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController],
                            transitionCompleted completed: Bool) {
        guard completed, let current = viewControllers?.first, let index = pageControllers.firstIndex(of: current) else { return }
        presenter.didSwipe(toPage: index)
    }
}
