#!/usr/bin/env python3
"""Writes a deterministic synthetic VIPER app with N modules in mixed styles.

Each module has 6 to 8 files of realistic size (long presenters and view controllers, doc
comments, multi-line strings, closures, #if blocks) and about one module in seven plants a
violation. N=2000 gives roughly one million lines. Usage: generate.py N DIR
"""
import os
import random
import sys

STYLES = ["wireframe", "rambler", "infinum", "mfr", "objcio"]
WORDS = ["Login", "Profile", "Settings", "Cart", "Order", "Feed", "Search", "Detail", "Inbox", "Wallet",
         "Map", "Chat", "Photo", "Album", "Review", "Invoice", "Ticket", "Event", "Report", "Stats"]


def body_methods(rng, prefix, count, receiver):
    out = []
    for k in range(count):
        out.append(f"""
    /// Handles step {k} of the {prefix} flow.
    /// - Parameter value: the value the user entered.
    func handleStep{k}(value: Int, label: String) {{
        let adjusted = value * {k + 1} + label.count
        guard adjusted > {rng.randint(0, 50)} else {{
            {receiver}.showMessage("value \\(adjusted) is too small for step {k}")
            return
        }}
        let items = (0..<adjusted % 7).map {{ index in "item-\\(index)-{k}" }}
        DispatchQueue.main.async {{ [weak self] in
            self?.apply(items: items, step: {k})
        }}
    }}
""")
    return "".join(out)


def module(rng, name, style, violate):
    files = {}
    v_proto = f"{name}ViewInput" if style == "rambler" else f"{name}ViewProtocol"
    p_proto = f"{name}ViewOutput" if style == "rambler" else f"{name}PresenterProtocol"
    i_proto = f"{name}InteractorInput"
    o_proto = f"{name}InteractorOutput"
    r_proto = f"{name}WireframeInterface" if style == "infinum" else f"{name}RouterInput"
    router = f"{name}Wireframe" if style in ("infinum", "objcio", "wireframe") else f"{name}Router"
    view_ref = "var view" if violate == "weak-view" else "weak var view"
    output_ref = "var output" if violate == "weak-output" else "weak var output"
    files[f"{name}Protocols.swift"] = f"""//
//  {name}Protocols.swift
//  Generated benchmark app
//

import UIKit

/// What the presenter tells the {name} screen.
protocol {v_proto}: AnyObject {{
    func showMessage(_ text: String)
    func display(rows: [{name}Row])
    func setLoading(_ isLoading: Bool)
}}

/// What the {name} screen tells its presenter.
protocol {p_proto}: AnyObject {{
    func viewDidLoad()
    func didSelectRow(at index: Int)
    func didTapRetry()
}}

protocol {i_proto}: AnyObject {{
    func fetchItems(page: Int)
    func save(title: String, completion: @escaping (Result<Void, Error>) -> Void)
}}

protocol {o_proto}: AnyObject {{
    func didFetch(rows: [{name}Row])
    func didFail(with error: Error)
}}

protocol {r_proto}: AnyObject {{
    func openDetail(id: String)
    func close()
}}

/// A display row: plain data, safe to hand to the view.
struct {name}Row: Equatable {{
    let id: String
    let title: String
    let subtitle: String?
}}
"""
    entity_use = f"    private var cache: [{name}Entity] = []\n" if violate == "entity" else ""
    files[f"{name}Presenter.swift"] = f"""//
//  {name}Presenter.swift
//

import Foundation

final class {name}Presenter: {p_proto}, {o_proto} {{

    // MARK: - Properties

    {view_ref}: {v_proto}?
    var interactor: {i_proto}?
    var router: {r_proto}?
{entity_use}    private var rows: [{name}Row] = []
    private let helpText = \"\"\"
        This screen shows the {name} list.
        Pull to refresh; tap a row to open it.
        \"\"\"

    // MARK: - {p_proto}

    func viewDidLoad() {{
        view?.setLoading(true)
        interactor?.fetchItems(page: 0)
    }}

    func didSelectRow(at index: Int) {{
        guard rows.indices.contains(index) else {{ return }}
        router?.openDetail(id: rows[index].id)
    }}

    func didTapRetry() {{
        interactor?.fetchItems(page: 0)
    }}

    // MARK: - {o_proto}

    func didFetch(rows: [{name}Row]) {{
        self.rows = rows
        view?.setLoading(false)
        view?.display(rows: rows)
    }}

    func didFail(with error: Error) {{
        view?.setLoading(false)
        view?.showMessage("Could not load: \\(error.localizedDescription)")
    }}

    private func apply(items: [String], step: Int) {{
        rows = items.map {{ {name}Row(id: $0, title: $0.uppercased(), subtitle: step > 2 ? nil : "step \\(step)") }}
    }}
{body_methods(rng, name, rng.randint(7, 12), "view?")}}}
"""
    nav = "        navigationController?.pushViewController(UIViewController(), animated: true)\n" if violate == "navigation" else ""
    files[f"{name}ViewController.swift"] = f"""//
//  {name}ViewController.swift
//

import UIKit

final class {name}ViewController: UIViewController, {v_proto} {{
    var presenter: {p_proto}!
    @IBOutlet private weak var tableView: UITableView!
    private var rows: [{name}Row] = []

    override func viewDidLoad() {{
        super.viewDidLoad()
        title = "{name}"
        presenter.viewDidLoad()
#if DEBUG
        print("{name} loaded")
#endif
    }}

    func showMessage(_ text: String) {{
        let alert = UIAlertController(title: "{name}", message: text, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }}

    func display(rows: [{name}Row]) {{
        self.rows = rows
        tableView.reloadData()
{nav}    }}

    func setLoading(_ isLoading: Bool) {{
        view.isUserInteractionEnabled = !isLoading
    }}

    private func apply(items: [String], step: Int) {{
        _ = items.count + step
    }}
{body_methods(rng, name + "View", rng.randint(5, 9), "self")}}}

extension {name}ViewController: UITableViewDataSource, UITableViewDelegate {{
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {{ rows.count }}

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {{
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row].title
        return cell
    }}

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {{
        presenter.didSelectRow(at: indexPath.row)
    }}
}}
"""
    files[f"{name}Interactor.swift"] = f"""//
//  {name}Interactor.swift
//

import Foundation

final class {name}Interactor: {i_proto} {{
    {output_ref}: {o_proto}?
    private let service: {name}Service
    private var entities: [{name}Entity] = []

    init(service: {name}Service) {{
        self.service = service
    }}

    func fetchItems(page: Int) {{
        service.load(page: page) {{ [weak self] result in
            switch result {{
            case .success(let entities):
                self?.entities = entities
                self?.output?.didFetch(rows: entities.map {{ {name}Row(id: $0.id, title: $0.name, subtitle: nil) }})
            case .failure(let error):
                self?.output?.didFail(with: error)
            }}
        }}
    }}

    func save(title: String, completion: @escaping (Result<Void, Error>) -> Void) {{
        service.save({name}Entity(id: UUID().uuidString, name: title), completion: completion)
    }}
}}

final class {name}Service {{
    func load(page: Int, completion: @escaping (Result<[{name}Entity], Error>) -> Void) {{
        completion(.success((0..<20).map {{ {name}Entity(id: "\\(page)-\\($0)", name: "Item \\($0)") }}))
    }}

    func save(_ entity: {name}Entity, completion: @escaping (Result<Void, Error>) -> Void) {{
        completion(.success(()))
    }}
}}
"""
    files[f"{name}Entity.swift"] = f"""import Foundation

/// The stored model of the {name} module.
struct {name}Entity: Codable, Equatable {{
    let id: String
    let name: String
}}
"""
    files[f"{router}.swift"] = f"""//
//  {router}.swift
//

import UIKit

final class {router}: {r_proto} {{
    weak var viewController: UIViewController?

    func openDetail(id: String) {{
        let detail = UIViewController()
        detail.title = id
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }}

    func close() {{
        viewController?.dismiss(animated: true)
    }}
}}
"""
    if violate != "builder":
        files[f"{name}Builder.swift"] = f"""import UIKit

/// Creates the {name} module and wires its parts.
enum {name}Builder {{
    static func build() -> UIViewController {{
        let view = {name}ViewController()
        let presenter = {name}Presenter()
        let interactor = {name}Interactor(service: {name}Service())
        let router = {router}()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        router.viewController = view
        return view
    }}
}}
"""
    return files


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: generate.py N DIR")
    count, root = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(42)
    violations = ["weak-view", "weak-output", "entity", "navigation", "builder"]
    for n in range(count):
        name = f"{WORDS[n % len(WORDS)]}{n}"
        style = STYLES[n % len(STYLES)]
        violate = violations[(n // 7) % len(violations)] if n % 7 == 3 else None
        folder = os.path.join(root, "Modules", name)
        os.makedirs(folder, exist_ok=True)
        for file_name, text in module(rng, name, style, violate).items():
            with open(os.path.join(folder, file_name), "w") as handle:
                handle.write(text)


if __name__ == "__main__":
    main()
