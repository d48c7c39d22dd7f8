//
//  ListPresenter.swift
//  VIPER TODO
//

import Foundation

/// Prepares upcoming items for display and decides when to navigate; the wireframe knows how.
final class ListPresenter: ListModuleInterface {
    var listInteractor: ListInteractorInput?
    var listWireframe: ListWireframe?
    weak var userInterface: ListViewInterface?

    private var displayData: UpcomingDisplayData?
    private let dueDateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.setLocalizedDateFormatFromTemplate("EEEE")
        return formatter
    }()

    // MARK: - ListModuleInterface

    func updateView() {
        listInteractor?.findUpcomingItems()
    }

    /// The objc.io original: `[self.listWireframe presentAddInterface];`
    func addNewEntry() {
        listWireframe?.presentAddInterface()
    }

    func showDetail(forItemAt indexPath: IndexPath) {
        guard let item = displayData?.item(at: indexPath) else { return }
        listWireframe?.presentDetailInterface(forItemID: item.itemID)
    }

    // MARK: - Display data

    private func displayData(from upcomingItems: [UpcomingItem]) -> UpcomingDisplayData {
        let grouped = Dictionary(grouping: upcomingItems, by: \.dateRelation)
        let sections = NearTermDateRelation.allCases.compactMap { relation -> UpcomingDisplaySection? in
            guard relation != .outOfRange, let items = grouped[relation], !items.isEmpty else { return nil }
            return UpcomingDisplaySection(name: sectionTitle(for: relation),
                                          imageName: sectionImageName(for: relation),
                                          items: items.map(displayItem(from:)))
        }
        return UpcomingDisplayData(sections: sections)
    }

    private func displayItem(from upcomingItem: UpcomingItem) -> UpcomingDisplayItem {
        return UpcomingDisplayItem(itemID: upcomingItem.itemID,
                                   title: upcomingItem.title,
                                   dueDate: dueDateFormatter.string(from: upcomingItem.dueDate))
    }

    private func sectionTitle(for relation: NearTermDateRelation) -> String {
        switch relation {
        case .today: return "Today"
        case .tomorrow: return "Tomorrow"
        case .laterThisWeek: return "Later This Week"
        case .nextWeek: return "Next Week"
        case .outOfRange: return "Unknown"
        }
    }

    private func sectionImageName(for relation: NearTermDateRelation) -> String {
        switch relation {
        case .today: return "check"
        case .tomorrow: return "alarm"
        case .laterThisWeek: return "circle"
        case .nextWeek, .outOfRange: return "calendar"
        }
    }
}

// MARK: - ListInteractorOutput

extension ListPresenter: ListInteractorOutput {

    func foundUpcomingItems(_ upcomingItems: [UpcomingItem]) {
        if upcomingItems.isEmpty {
            userInterface?.showNoContentMessage()
        } else {
            let data = displayData(from: upcomingItems)
            displayData = data
            userInterface?.showUpcomingDisplayData(data)
        }
    }
}

// MARK: - AddModuleDelegate

extension ListPresenter: AddModuleDelegate {

    func addModuleDidCancelAddAction() {
        // Nothing changed; the add wireframe already dismissed its screen.
    }

    func addModuleDidSaveAddAction() {
        updateView()
    }
}
