import Foundation

/// The repository, found from this file's location (`Tests/PackagingTests/`).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// A checked-in file's text, by its path in the repository.
func repositoryText(_ relative: String) throws -> String {
    try String(contentsOfFile: repositoryRoot + "/" + relative, encoding: .utf8)
}
