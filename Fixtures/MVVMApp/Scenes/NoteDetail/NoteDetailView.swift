//
//  NoteDetailView.swift
//  Notes
//

import UIKit

protocol NoteDetailViewDelegate: AnyObject {
    func noteDetailView(_ view: NoteDetailView, didChangeText text: String)
    func noteDetailViewDidTapSave(_ view: NoteDetailView)
}

final class NoteDetailView: UIView {

    weak var delegate: NoteDetailViewDelegate?

    private lazy var textView: UITextView = {
        let textView = UITextView()
        textView.font = .preferredFont(forTextStyle: .body)
        textView.delegate = self
        textView.translatesAutoresizingMaskIntoConstraints = false
        return textView
    }()

    private lazy var countLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    private lazy var saveButton: UIButton = {
        let button = UIButton(configuration: .filled())
        button.setTitle("Save", for: .normal)
        button.addTarget(self, action: #selector(onTapSaveButton), for: .touchUpInside)
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupUI()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(text: String) {
        if textView.text != text {
            textView.text = text
        }
    }

    func update(characterCount: String, canSave: Bool) {
        countLabel.text = characterCount
        saveButton.isEnabled = canSave
    }

    @objc private func onTapSaveButton() {
        delegate?.noteDetailViewDidTapSave(self)
    }
}

extension NoteDetailView: ViewCode {

    func addSubviews() {
        addSubview(textView)
        addSubview(countLabel)
        addSubview(saveButton)
    }

    func setupConstraints() {
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 8),
            textView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            textView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            countLabel.topAnchor.constraint(equalTo: textView.bottomAnchor, constant: 8),
            countLabel.leadingAnchor.constraint(equalTo: textView.leadingAnchor),
            saveButton.centerYAnchor.constraint(equalTo: countLabel.centerYAnchor),
            saveButton.trailingAnchor.constraint(equalTo: textView.trailingAnchor),
            saveButton.bottomAnchor.constraint(equalTo: keyboardLayoutGuide.topAnchor, constant: -12)
        ])
    }

    func setupStyle() {
        backgroundColor = .systemBackground
    }
}

extension NoteDetailView: UITextViewDelegate {

    func textViewDidChange(_ textView: UITextView) {
        delegate?.noteDetailView(self, didChangeText: textView.text)
    }
}
