import ViperLintCore

/// Finds the configuration for any path: `.viper-lint.json` in the path's folder and in every
/// parent up to the filesystem root, merged parent-first (see `EffectiveConfiguration`); or, when
/// an explicit `--config FILE` is given, that file alone, its globs relative to its own folder.
/// A file's configuration is its folder's, so linting one file sees what linting its folder sees.
/// Parsed files and merged results are cached per folder; safe to call from several threads.
public final class ConfigurationResolver: Sendable {
    public static let fileName = ".viper-lint.json"

    private let validator: ConfigurationValidator
    private let explicitFile: String?
    private let currentDirectory: String
    private struct Cache {
        var effectiveByFolder: [String: Result<EffectiveConfiguration, ConfigurationError>] = [:]
        var explicitResult: Result<EffectiveConfiguration, ConfigurationError>?
    }
    /// Held while a folder's configuration is read and merged, so each file is parsed once.
    private let cache = Locked(Cache())

    /// `explicitFile` and relative paths given later are resolved against `currentDirectory`.
    public init(validator: ConfigurationValidator, explicitFile: String? = nil, currentDirectory: String) {
        self.validator = validator
        self.currentDirectory = PathText.normalize(currentDirectory)
        self.explicitFile = explicitFile.map { PathText.absolute($0, base: currentDirectory) }
    }

    public func configuration(forFile path: String) throws(ConfigurationError) -> EffectiveConfiguration {
        try configuration(forFolder: PathText.parent(PathText.absolute(path, base: currentDirectory)))
    }

    public func configuration(forFolder path: String) throws(ConfigurationError) -> EffectiveConfiguration {
        try configuration(forFolder: path, holdsConfigurationFile: true)
    }

    /// `holdsConfigurationFile`: false when the caller has just listed the folder and saw no
    /// `.viper-lint.json` (in any letter case), so looking for one (an `open` that fails) is skipped.
    /// Folders above are looked up as usual.
    public func configuration(forFolder path: String, holdsConfigurationFile: Bool) throws(ConfigurationError)
        -> EffectiveConfiguration {
        let folder = PathText.absolute(path, base: currentDirectory)
        return try cache.withLock { cache in
            if let explicitFile {
                let result = cache.explicitResult ?? load(explicitFile, required: true).map {
                    EffectiveConfiguration(layers: $0.map { [$0] } ?? [])
                }
                cache.explicitResult = result
                return result
            }
            return effective(folder, &cache, holdsOwnFile: holdsConfigurationFile)
        }.get()
    }

    /// Every configuration file read so far (the explicit one included), sorted: with their stat
    /// signatures they tell whether a cached result still holds.
    public var configurationFiles: [String] {
        cache.withLock { cache in
            var files: Set<String> = explicitFile.map { [$0] } ?? []
            for case .success(let configuration) in cache.effectiveByFolder.values {
                for layer in configuration.layers { files.insert(layer.file) }
            }
            return files.sorted()
        }
    }

    /// Whether the folder's own `.viper-lint.json` declares `"root": true`: false when there is none
    /// or it is broken (the broken file is reported when its folder is linted).
    public func declaresRoot(folder path: String) -> Bool {
        let folder = PathText.absolute(path, base: currentDirectory)
        let result = cache.withLock { effective(folder, &$0) }
        guard case .success(let configuration) = result, let first = configuration.layers.first else { return false }
        return first.folder == folder && first.configuration.isRoot
    }

    /// Walks up until a cached folder, then merges back down.
    private func effective(_ folder: String, _ cache: inout Cache,
                           holdsOwnFile: Bool = true) -> Result<EffectiveConfiguration, ConfigurationError> {
        if let cached = cache.effectiveByFolder[folder] { return cached }
        // This folder's own file first: one that declares `"root": true` ignores every file above.
        let own = holdsOwnFile ? load(PathText.join(folder, Self.fileName), required: false) : .success(nil)
        let result = own.flatMap { layer in
            if let layer, layer.configuration.isRoot { return .success(EffectiveConfiguration(layers: [layer])) }
            let parentResult: Result<EffectiveConfiguration, ConfigurationError> =
                folder == "/" ? .success(EffectiveConfiguration()) : effective(PathText.parent(folder), &cache)
            return parentResult.map { parent in layer.map(parent.refined(by:)) ?? parent }
        }
        cache.effectiveByFolder[folder] = result
        return result
    }

    /// nil when the file does not exist and is not required.
    private func load(_ file: String, required: Bool) -> Result<ConfigurationLayer?, ConfigurationError> {
        let shownPath = displayPath(file)
        switch FileSystemCalls.readFile(file) {
        case .failure(let failure):
            if failure.isMissing && !required { return .success(nil) }
            return .failure(ConfigurationError(problems: [
                ConfigurationProblem(path: shownPath, line: nil, column: nil,
                                     message: "cannot read configuration: \(failure.message)"),
            ]))
        case .success(let bytes):
            do {
                let configuration = try validator.decode(bytes, path: shownPath)
                return .success(ConfigurationLayer(file: file, folder: PathText.parent(file), configuration: configuration))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Messages name a configuration file relative to the current folder when it lies inside it.
    private func displayPath(_ file: String) -> String {
        guard let relative = PathText.relative(file, to: currentDirectory), !relative.isEmpty else { return file }
        return relative
    }
}
