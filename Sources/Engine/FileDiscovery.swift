import ViperLintCore
import ViperLintTokenizer
import ViperLintFacts
import ViperLintConfig
import ViperLintModel
import ViperLintRules
import ViperLintReporters
/// A path that could not be used, reported instead of thrown so the rest still gets linted
/// (exit code 2 marks the run incomplete).
public struct DiscoveryProblem: Hashable, Sendable, CustomStringConvertible {
    /// As the user would write it (relative to the current folder when given relative).
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}

/// One file to lint.
public struct DiscoveredFile: Hashable, Sendable {
    /// For output: the command-line argument joined with the path below it, normalized
    /// (`Sources/Login/LoginPresenter.swift`; absolute only when the argument was).
    public var path: String
    /// Absolute and normalized; symbolic links are kept as written, not resolved.
    public var absolutePath: String

    public init(path: String, absolutePath: String) {
        self.path = path
        self.absolutePath = absolutePath
    }
}

public struct DiscoveryResult: Sendable {
    /// Sorted by `path`, each file once.
    public var files: [DiscoveredFile]
    public var problems: [DiscoveryProblem]
}

/// Decides which files and folders discovery keeps; the configuration resolver is the real one.
public protocol DiscoveryFilter {
    /// The effective configuration for entries of `folder` (absolute).
    func configuration(forFolder folder: String) throws(ConfigurationError) -> EffectiveConfiguration
    /// The same, told whether the folder's listing holds a configuration file (false: no need to
    /// look for one there).
    func configuration(forFolder folder: String, holdsConfigurationFile: Bool) throws(ConfigurationError)
        -> EffectiveConfiguration
}

extension DiscoveryFilter {
    public func configuration(forFolder folder: String, holdsConfigurationFile: Bool) throws(ConfigurationError)
        -> EffectiveConfiguration {
        try configuration(forFolder: folder)
    }
}

extension ConfigurationResolver: DiscoveryFilter {}

/// Expands command-line paths into the `.swift` files to lint.
///
/// - A folder is walked recursively for `*.swift`, skipping `.build`, `.build-*`, `.git`, `Pods`,
///   `Carthage`, `DerivedData`, `.swiftpm` and folders matched by an `exclude` glob.
/// - A file named explicitly is linted whatever its extension (the user asked for it), but the
///   configuration's `include` / `exclude` still apply, so a pre-commit hook passing changed files
///   sees exactly what linting their folder sees. Named folders are walked even if their name is
///   one of the skipped ones.
/// - Symbolic links to folders are followed, but a real folder is walked at most once, so links
///   that loop terminate. Entries are visited in sorted order, so which of two paths to the same
///   folder is used is deterministic.
/// - Missing paths, unreadable folders and files, dangling `.swift` links and bad configuration
///   files become `DiscoveryProblem`s; discovery itself never throws.
public struct FileDiscovery {
    public static let skippedFolderNames: Set<String> = [".build", ".git", "Pods", "Carthage", "DerivedData", ".swiftpm"]

    private let filter: DiscoveryFilter
    private let currentDirectory: String

    public init(filter: DiscoveryFilter, currentDirectory: String) {
        self.filter = filter
        self.currentDirectory = PathText.normalize(currentDirectory)
    }

    public static func isSkippedFolder(_ name: String) -> Bool {
        skippedFolderNames.contains(name) || name.hasPrefix(".build-")
    }

    /// `requiringSwiftFiles`: named folders that must hold at least one Swift file to lint (a
    /// mistyped source folder in CI is a problem, not "no findings in 0 files").
    public func discover(_ arguments: [String], requiringSwiftFiles required: Set<String> = []) -> DiscoveryResult {
        var walk = Walk(filter: filter)
        var namedFolders: [(absolute: String, shown: String)] = []
        for argument in arguments {
            let absolute = PathText.absolute(argument, base: currentDirectory)
            let shown = PathText.normalize(argument)
            switch FileSystemCalls.targetKind(absolute) {
            case .failure(let failure):
                let message = failure.isMissing && FileSystemCalls.linkKind(absolute) == .success(.symbolicLink)
                    ? "broken symbolic link" : failure.message
                walk.problem(shown.isEmpty ? "." : shown, message)
            case .success(.folder):
                walk.visitFolder(absolute, shown: shown)
                if required.contains(argument) { namedFolders.append((absolute, shown)) }
            case .success:
                walk.visitFile(absolute, shown: shown, explicit: true)
            }
        }
        for folder in namedFolders {
            let prefix = folder.absolute.hasSuffix("/") ? folder.absolute : folder.absolute + "/"
            if !walk.files.contains(where: { $0.absolutePath.hasPrefix(prefix) }) {
                walk.problem(folder.shown.isEmpty ? "." : folder.shown, "holds no Swift file to lint")
            }
        }
        let files = walk.files.sorted { PathText.precedes($0.path, $1.path) }
        return DiscoveryResult(files: files, problems: walk.problems)
    }
}

/// The mutable state of one discovery run.
private struct Walk {
    let filter: DiscoveryFilter
    var files: [DiscoveredFile] = []
    var problems: [DiscoveryProblem] = []
    /// Absolute paths of files already kept, for files reached twice. Only a file named on the
    /// command line can be: a walk visits each real folder once, so two walked files never share
    /// a path. So the set holds the named files, and the walked ones (`files[..<indexedFiles]`)
    /// are added only when a named file is checked, not hashed one by one as they are found.
    private var seenFiles: Set<String> = []
    private var indexedFiles = 0
    private var hasNamedFiles = false
    private var seenRealFolders: Set<FileSystemCalls.FileIdentity> = []
    private var seenProblems: Set<DiscoveryProblem> = []

    init(filter: DiscoveryFilter) {
        self.filter = filter
    }

    mutating func problem(_ path: String, _ message: String) {
        let problem = DiscoveryProblem(path: path, message: message)
        if seenProblems.insert(problem).inserted { problems.append(problem) }
    }

    /// The configuration for a folder's entries, or nil after reporting why there is none.
    private mutating func configuration(forFolder folder: String, shown: String,
                                        holdsConfigurationFile: Bool = true) -> EffectiveConfiguration? {
        do {
            return try filter.configuration(forFolder: folder, holdsConfigurationFile: holdsConfigurationFile)
        } catch {
            for item in error.problems {
                let place = item.line.map { "\(item.path):\($0):\(item.column ?? 1)" } ?? item.path
                problem(place, item.message)
            }
            return nil
        }
    }

    /// A file named on the command line: linted whatever its extension, checked for readability now.
    mutating func visitFile(_ absolute: String, shown: String, explicit: Bool) {
        guard explicit || absolute.hasSuffix(".swift") else { return }
        while indexedFiles < files.count {
            seenFiles.insert(files[indexedFiles].absolutePath)
            indexedFiles += 1
        }
        guard !seenFiles.contains(absolute) else { return }
        guard let configuration = configuration(forFolder: PathText.parent(absolute), shown: shown),
              configuration.admitsFile(absolute) else { return }
        seenFiles.insert(absolute)
        hasNamedFiles = true
        // Files found by walking are checked when they are read (one system call fewer each);
        // a file named on the command line is checked now, so a typo is reported early.
        if explicit, case .failure(let failure) = FileSystemCalls.isReadable(absolute) {
            problem(shown, "cannot read file: \(failure.message)")
            return
        }
        files.append(DiscoveredFile(path: shown, absolutePath: absolute))
    }

    /// Iterative (an explicit stack), so folder depth cannot exhaust the call stack.
    mutating func visitFolder(_ absolute: String, shown: String) {
        var pending: [(absolute: String, shown: String)] = [(absolute, shown)]
        while let (folder, folderShown) = pending.popLast() {
            let listing: FileSystemCalls.FolderListing
            switch FileSystemCalls.listFolder(folder, keptFileSuffix: ".swift",
                                              configurationFileName: ConfigurationResolver.fileName) {
            case .success(let listed):
                guard seenRealFolders.insert(listed.identity).inserted else { continue }
                listing = listed
            case .failure(let listFailure):
                // Why it could not be listed: a folder that cannot be reached ("file name too
                // long" tells the user what to do) or one that cannot be read.
                switch FileSystemCalls.identity(folder) {
                case .failure(let failure):
                    problem(folderShown.isEmpty ? "." : folderShown, "cannot resolve folder: \(failure.message)")
                case .success(let identity):
                    if seenRealFolders.insert(identity).inserted {
                        problem(folderShown.isEmpty ? "." : folderShown, "cannot read folder: \(listFailure.message)")
                    }
                }
                continue
            }
            guard let configuration = configuration(forFolder: folder, shown: folderShown,
                                                    holdsConfigurationFile: listing.holdsConfigurationFile) else { continue }
            // Asked once per folder: most projects exclude nothing, and then no entry needs a glob test.
            let filtersPaths = configuration.filtersPaths
            var subfolders: [(absolute: String, shown: String)] = []
            for (name, listedKind) in listing.entries {
                // Most entries are plain files or folders the listing already named: no lstat.
                // (Plain files whose bytes lack the suffix were left out of the listing.)
                let isSwift = Walk.hasSwiftSuffix(name)
                if listedKind == .file && !isSwift { continue }
                let childAbsolute = PathText.join(folder, name)
                let childShown = PathText.join(folderShown, name)
                var kind = listedKind.map { Result<FileSystemCalls.EntryKind, FileSystemCalls.Failure>.success($0) }
                    ?? FileSystemCalls.linkKind(childAbsolute)
                if kind == .success(.symbolicLink) {
                    kind = FileSystemCalls.targetKind(childAbsolute)
                    if case .failure = kind, isSwift { problem(childShown, "broken symbolic link") }
                }
                switch kind {
                case .success(.folder):
                    if FileDiscovery.isSkippedFolder(name) || (filtersPaths && configuration.excludesFolder(childAbsolute)) {
                        continue
                    }
                    subfolders.append((childAbsolute, childShown))
                case .success(.file):
                    guard isSwift, !hasNamedFiles || !seenFiles.contains(childAbsolute),
                          !filtersPaths || configuration.admitsFile(childAbsolute) else { continue }
                    files.append(DiscoveredFile(path: childShown, absolutePath: childAbsolute))
                case .failure(let failure) where !failure.isMissing:
                    problem(childShown, failure.message)
                default:
                    continue
                }
            }
            // Reversed so that popping visits subfolders in sorted order.
            pending.append(contentsOf: subfolders.reversed())
        }
    }

    /// `name.hasSuffix(".swift")`, answered from the bytes when they settle it: without the suffix
    /// bytes it is false; with them and an ASCII byte (or nothing) before, the `.` starts a
    /// character of its own, so it is true. Otherwise the comparison by characters decides.
    static func hasSwiftSuffix(_ name: String) -> Bool {
        let utf8 = name.utf8
        let suffix: StaticString = ".swift"
        let length = suffix.utf8CodeUnitCount
        guard utf8.count >= length else { return false }
        let start = utf8.index(utf8.endIndex, offsetBy: -length)
        var index = start
        for offset in 0..<length {
            if utf8[index] != suffix.utf8Start[offset] { return false }
            index = utf8.index(after: index)
        }
        if start == utf8.startIndex || utf8[utf8.index(before: start)] < 0x80 { return true }
        return name.hasSuffix(".swift")
    }
}

/// Discovery that keeps going when a configuration file is bad: the problem is recorded (the run
/// is incomplete, exit 2) and the folder is walked with the configuration above it, so every
/// readable file is still linted.
public final class LenientDiscoveryFilter: DiscoveryFilter, Sendable {
    private let inner: ConfigurationResolver
    private let recorded = Locked<[ConfigurationError]>([])

    public init(_ inner: ConfigurationResolver) { self.inner = inner }

    /// The bad configuration files met so far, each once, in the order met.
    public var errors: [ConfigurationError] {
        recorded.withLock { $0 }
    }

    public func configuration(forFolder folder: String) throws(ConfigurationError) -> EffectiveConfiguration {
        try configuration(forFolder: folder, holdsConfigurationFile: true)
    }

    public func configuration(forFolder folder: String, holdsConfigurationFile: Bool) throws(ConfigurationError)
        -> EffectiveConfiguration {
        do {
            return try inner.configuration(forFolder: folder, holdsConfigurationFile: holdsConfigurationFile)
        } catch {
            recorded.withLock { errors in
                if !errors.contains(error) { errors.append(error) }
            }
            return EffectiveConfiguration()
        }
    }
}
