import Foundation

/// Expands command-line paths into `.swift` files: a file is taken as given, a directory is
/// walked recursively (hidden entries such as `.build` and `.git` skipped) and its files sorted.
enum SwiftFileList {
    static func expand(_ paths: [String]) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                FileHandle.standardError.write(Data("syntax-oracle: no such file: \(path)\n".utf8))
                continue
            }
            if !isDirectory.boolValue {
                files.append(path)
                continue
            }
            let root = URL(fileURLWithPath: path)
            guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: nil,
                                                  options: [.skipsHiddenFiles]) else { continue }
            var found: [String] = []
            let prefix = path.hasSuffix("/") ? path : path + "/"
            let rootPath = root.standardizedFileURL.path
            for case let url as URL in walker where url.pathExtension == "swift" {
                var relative = url.standardizedFileURL.path
                if relative.hasPrefix(rootPath + "/") {
                    relative = String(relative.dropFirst(rootPath.count + 1))
                }
                found.append(prefix + relative)
            }
            files += found.sorted()
        }
        return files
    }
}
