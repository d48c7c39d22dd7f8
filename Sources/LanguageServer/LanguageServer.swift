import ViperLintCore
import ViperLintConfig
import ViperLintEngine

/// The Language Server Protocol 3.17 server behind `viper-lint lsp`: lifecycle, text
/// synchronization (full and incremental, UTF-16 positions), diagnostics for every file of the
/// workspace, file watching and configuration reload. Messages are handled one at a time by
/// `handle(_:)`; `settle()` brings findings up to date and publishes what changed. The run loop
/// (`LanguageServer.run`) calls `settle()` whenever no message is waiting, so edits that arrive
/// while a recomputation runs are applied together; a request first settles earlier changes, so
/// its answer reflects them.
public final class LanguageServer {
    public struct Options: Sendable {
        public var jobs: Int
        /// `--config FILE` (absolute or relative to `currentDirectory`).
        public var configFile: String?
        public var noCache: Bool
        public var cachePath: String?
        /// Where relative option paths start.
        public var currentDirectory: String
        /// `HOME`, `XDG_CACHE_HOME` (the cache folder), `VIPER_LINT_TIMING`, `VIPER_LINT_LSP_VERIFY`.
        public var environment: [String: String]

        public init(jobs: Int = ProcessorCount.active, configFile: String? = nil, noCache: Bool = false, cachePath: String? = nil,
                    currentDirectory: String, environment: [String: String] = [:]) {
            self.jobs = max(1, jobs)
            self.configFile = configFile
            self.noCache = noCache
            self.cachePath = cachePath
            self.currentDirectory = currentDirectory
            self.environment = environment
        }
    }

    private enum Phase { case waitingForInitialize, running, shutDown }

    private struct OpenDocument {
        var document: TextDocument
        /// nil for URIs that name no file (`untitled:`).
        var path: String?
    }

    private let options: Options
    private let codeActionProvider: (any CodeActionProvider)?
    /// Writes one message body (the transport adds the header); false when the client is gone.
    private let write: ([UInt8]) -> Bool
    /// Server-side log (standard error): timing lines.
    private let log: (String) -> Void
    private let timing: Bool
    private let verify: Bool

    private var phase = Phase.waitingForInitialize
    /// Set by `exit`, the end of the input or a client that stopped reading: the run is over.
    public private(set) var exitCode: Int32?
    private var documents: [String: OpenDocument] = [:]
    private var uriByPath: [String: String] = [:]
    private var workspaceFolders: [String] = []
    private var projects: [IncrementalProject] = []
    private var needsLoad = false
    /// What was last published for each file (absolute path): the URI used and the message body.
    private var published: [String: (uri: String, body: [UInt8])] = [:]
    /// Configuration files with diagnostics, per project root.
    private var configurationDiagnostics: [String: Set<String>] = [:]
    /// Documents edited since the last publish: their diagnostics go out with their version.
    private var edited: [String] = []
    private var supportsRelatedInformation = true
    private var supportsWatcherRegistration = false
    private var nextRequestId = 1
    /// Problems already shown to the user (each once).
    private var reportedProblems: Set<String> = []

    public init(options: Options, codeActions: (any CodeActionProvider)? = nil,
                write: @escaping ([UInt8]) -> Bool, log: @escaping (String) -> Void = { _ in }) {
        self.options = options
        self.codeActionProvider = codeActions
        self.write = write
        self.log = log
        self.timing = options.environment["VIPER_LINT_TIMING"] == "1"
        self.verify = options.environment["VIPER_LINT_LSP_VERIFY"] == "1"
    }

    // MARK: - Messages

    /// Handles one frame from the transport.
    public func handle(_ frame: IncomingFrame) {
        guard exitCode == nil else { return }
        switch frame {
        case .endOfInput:
            // The client is gone: end quietly (0 only after an orderly shutdown).
            exitCode = phase == .shutDown ? 0 : 1
        case .malformed(let reason):
            send(OutgoingMessage.error(id: .null, code: .parseError, message: "parse error: \(reason)"))
        case .message(let body):
            switch IncomingMessage.parse(body) {
            case .failure(let failure):
                if failure.isNotification {
                    logMessage(.warning, "ignored a malformed notification: \(failure.message)")
                } else {
                    send(OutgoingMessage.error(id: failure.id, code: failure.code, message: failure.message))
                }
            case .success(.request(let id, let method, let params)):
                if hasPendingWork { settle() }
                handleRequest(id: id, method: method, params: params)
            case .success(.notification(let method, let params)):
                handleNotification(method: method, params: params)
            case .success(.response):
                break  // the client answering `client/registerCapability`
            }
        }
    }

    private func handleRequest(id: JSONValue, method: String, params: JSONNode?) {
        switch phase {
        case .waitingForInitialize where method != "initialize":
            send(OutgoingMessage.error(id: id, code: .serverNotInitialized, message: "the server is not initialized: send initialize first"))
            return
        case .shutDown:
            send(OutgoingMessage.error(id: id, code: .invalidRequest, message: "the server is shut down: only exit is accepted"))
            return
        default:
            break
        }
        switch method {
        case "initialize":
            guard phase == .waitingForInitialize else {
                send(OutgoingMessage.error(id: id, code: .invalidRequest, message: "initialize was already sent"))
                return
            }
            initialize(id: id, params: params)
        case "shutdown":
            phase = .shutDown
            send(OutgoingMessage.response(id: id, result: .null))
        case "textDocument/codeAction" where codeActionProvider != nil:
            codeAction(id: id, params: params)
        case "viper-lint/status":
            send(OutgoingMessage.response(id: id, result: status()))
        default:
            send(OutgoingMessage.error(id: id, code: .methodNotFound, message: "method not found: \(method)"))
        }
    }

    private func handleNotification(method: String, params: JSONNode?) {
        if method == "exit" {
            exitCode = phase == .shutDown ? 0 : 1
            return
        }
        // Before initialize, notifications are dropped; after shutdown, only exit counts.
        guard phase == .running else { return }
        switch method {
        case "initialized":
            registerWatchers()
        case "textDocument/didOpen":
            didOpen(params)
        case "textDocument/didChange":
            didChange(params)
        case "textDocument/didSave":
            didSave(params)
        case "textDocument/didClose":
            didClose(params)
        case "workspace/didChangeWatchedFiles":
            didChangeWatchedFiles(params)
        case "workspace/didChangeWorkspaceFolders":
            didChangeWorkspaceFolders(params)
        default:
            break  // `$/cancelRequest`, `$/setTrace`, `workspace/didChangeConfiguration`, ...
        }
    }

    // MARK: - Lifecycle

    private func initialize(id: JSONValue, params: JSONNode?) {
        var folders: [String] = []
        if let list = params?["workspaceFolders"]?.arrayValue {
            folders = list.compactMap { $0["uri"]?.stringValue.flatMap(DocumentURI.path(of:)) }
        }
        if folders.isEmpty, let uri = params?["rootUri"]?.stringValue, let path = DocumentURI.path(of: uri) {
            folders = [path]
        }
        if folders.isEmpty, let path = params?["rootPath"]?.stringValue, path.hasPrefix("/") {
            folders = [PathText.normalize(path)]
        }
        workspaceFolders = folders
        let capabilities = params?["capabilities"]
        supportsRelatedInformation = capabilities?["textDocument"]?["publishDiagnostics"]?["relatedInformation"]?.boolValue ?? true
        supportsWatcherRegistration = capabilities?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue ?? false
        var serverCapabilities: [(key: String, value: JSONValue)] = [
            ("positionEncoding", .string("utf-16")),
            ("textDocumentSync", .object([
                ("openClose", .bool(true)),
                ("change", .int(2)),  // TextDocumentSyncKind.Incremental
                ("save", .object([("includeText", .bool(false))])),
            ])),
            ("workspace", .object([("workspaceFolders", .object([("supported", .bool(true)), ("changeNotifications", .bool(true))]))])),
        ]
        if codeActionProvider != nil {
            serverCapabilities.append(("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])))
        }
        phase = .running
        needsLoad = true
        send(OutgoingMessage.response(id: id, result: .object([
            ("capabilities", .object(serverCapabilities)),
            ("serverInfo", .object([("name", .string("viper-lint")), ("version", .string(ViperLintVersion.current))])),
        ])))
    }

    private func registerWatchers() {
        guard supportsWatcherRegistration else { return }
        let watchers: JSONValue = .array([
            .object([("globPattern", .string("**/*.swift"))]),
            .object([("globPattern", .string("**/" + ConfigurationResolver.fileName))]),
        ])
        let registration: JSONValue = .object([
            ("id", .string("viper-lint-watched-files")), ("method", .string("workspace/didChangeWatchedFiles")),
            ("registerOptions", .object([("watchers", watchers)])),
        ])
        send(OutgoingMessage.request(id: .string("viper-lint-\(nextRequestId)"), method: "client/registerCapability",
                                     params: .object([("registrations", .array([registration]))])))
        nextRequestId += 1
    }

    // MARK: - Documents

    private func textDocumentURI(_ params: JSONNode?, _ method: String) -> String? {
        guard let uri = params?["textDocument"]?["uri"]?.stringValue else {
            logMessage(.warning, "\(method): no textDocument.uri; ignored")
            return nil
        }
        return uri
    }

    private func didOpen(_ params: JSONNode?) {
        guard let uri = textDocumentURI(params, "textDocument/didOpen") else { return }
        guard let text = params?["textDocument"]?["text"]?.stringValue else {
            logMessage(.warning, "textDocument/didOpen \(uri): no text; ignored")
            return
        }
        let version = params?["textDocument"]?["version"]?.intValue ?? 0
        let path = DocumentURI.path(of: uri)
        documents[uri] = OpenDocument(document: TextDocument(uri: uri, version: version, text: Array(text.utf8)), path: path)
        guard let path else { return }
        if let previous = uriByPath[path], previous != uri { documents[previous] = nil }
        uriByPath[path] = uri
        documentChanged(path, uri: uri)
    }

    private func didChange(_ params: JSONNode?) {
        guard let uri = textDocumentURI(params, "textDocument/didChange") else { return }
        guard var open = documents[uri] else {
            logMessage(.error, "textDocument/didChange for \(uri), which is not open (send didOpen first); ignored")
            return
        }
        guard let changes = params?["contentChanges"]?.arrayValue else {
            logMessage(.warning, "textDocument/didChange \(uri): no contentChanges; ignored")
            return
        }
        for change in changes {
            guard let text = change["text"]?.stringValue else {
                logMessage(.warning, "textDocument/didChange \(uri): a change without text; skipped")
                continue
            }
            var range: (start: LSPPosition, end: LSPPosition)?
            if let rangeNode = change["range"] {
                guard let start = Self.position(rangeNode["start"]), let end = Self.position(rangeNode["end"]) else {
                    logMessage(.warning, "textDocument/didChange \(uri): a malformed range; change skipped")
                    continue
                }
                range = (start, end)
            }
            if let warning = open.document.apply(range: range, text: Array(text.utf8)) {
                logMessage(.warning, "textDocument/didChange \(uri): \(warning)")
            }
        }
        if let version = params?["textDocument"]?["version"]?.intValue { open.document.version = version }
        documents[uri] = open
        if let path = open.path { documentChanged(path, uri: uri) }
    }

    private func didSave(_ params: JSONNode?) {
        guard let uri = textDocumentURI(params, "textDocument/didSave"), let path = DocumentURI.path(of: uri) else { return }
        if PathText.lastComponent(path) == ConfigurationResolver.fileName {
            configurationChanged(path)
        } else if documents[uri] == nil {
            owner(of: path)?.diskChanged([path])
        }
    }

    private func didClose(_ params: JSONNode?) {
        guard let uri = textDocumentURI(params, "textDocument/didClose") else { return }
        guard let open = documents.removeValue(forKey: uri) else { return }
        guard let path = open.path else { return }
        uriByPath[path] = nil
        edited.removeAll { $0 == path }
        if let project = owner(of: path), project.contains(path) {
            project.closeFile(path)
            // A file outside the workspace folders was shown only while open.
            if !isReported(path) { clear(path) }
        } else {
            clear(path)
        }
    }

    private func documentChanged(_ path: String, uri: String) {
        guard let text = documents[uri]?.document.bytes else { return }
        if !edited.contains(path) { edited.append(path) }
        if needsLoad { return }  // the load reads open documents
        let project = owner(of: path) ?? loadProject(for: path)
        project.setText(text, ofFile: path)
    }

    private func didChangeWatchedFiles(_ params: JSONNode?) {
        guard let changes = params?["changes"]?.arrayValue else {
            logMessage(.warning, "workspace/didChangeWatchedFiles: no changes; ignored")
            return
        }
        var byProject: [ObjectIdentifier: (IncrementalProject, [String])] = [:]
        for change in changes {
            guard let uri = change["uri"]?.stringValue, let path = DocumentURI.path(of: uri) else { continue }
            if PathText.lastComponent(path) == ConfigurationResolver.fileName {
                configurationChanged(path)
                continue
            }
            guard let project = owner(of: path) else { continue }
            byProject[ObjectIdentifier(project), default: (project, [])].1.append(path)
        }
        for (project, paths) in byProject.values { project.diskChanged(paths) }
    }

    /// A `.viper-lint.json` changed: every project it can apply to reads its configuration again
    /// (a file above a project's root configures it too).
    private func configurationChanged(_ path: String) {
        let folder = PathText.parent(path)
        for project in projects where project.root == folder || project.root.hasPrefix(folder == "/" ? "/" : folder + "/")
            || PathText.relative(path, to: project.root) != nil {
            project.diskChanged([path])
        }
    }

    private func didChangeWorkspaceFolders(_ params: JSONNode?) {
        let event = params?["event"]
        let added = event?["added"]?.arrayValue?.compactMap { $0["uri"]?.stringValue.flatMap(DocumentURI.path(of:)) } ?? []
        let removed = Set(event?["removed"]?.arrayValue?.compactMap { $0["uri"]?.stringValue.flatMap(DocumentURI.path(of:)) } ?? [])
        workspaceFolders = workspaceFolders.filter { !removed.contains($0) } + added.filter { !workspaceFolders.contains($0) }
        // Diagnostics of files no longer in any folder go away; new folders' projects load.
        for path in published.keys where !isReported(path) { clear(path) }
        projects.removeAll { project in
            !workspaceFolders.contains { PathText.relative($0, to: project.root) != nil || PathText.relative(project.root, to: $0) != nil }
                && !documents.values.contains { $0.path.map { PathText.relative($0, to: project.root) != nil } ?? false }
        }
        needsLoad = true
    }

    // MARK: - Projects

    /// The loaded project with the deepest root at or above the path.
    private func owner(of path: String) -> IncrementalProject? {
        var best: IncrementalProject?
        for project in projects where PathText.relative(path, to: project.root) != nil {
            if best == nil || project.root.count > best!.root.count { best = project }
        }
        return best
    }

    private var hasPendingWork: Bool {
        needsLoad || projects.contains { $0.hasPendingChanges } || !edited.isEmpty
    }

    private func projectOptions(root: String) -> ProjectOptions {
        var cacheFolder: String?
        if !options.noCache {
            if let chosen = options.cachePath {
                cacheFolder = PathText.absolute(chosen, base: options.currentDirectory)
            } else if let userFolder = CacheLocation.userFolder(environment: options.environment) {
                cacheFolder = CacheLocation.projectFolder(in: userFolder, projectRoot: root)
            }
            if let folder = cacheFolder, let reason = CacheLocation.prepare(folder) {
                logMessage(.warning, "no facts cache: \(reason)")
                cacheFolder = nil
            }
        }
        return ProjectOptions(jobs: options.jobs, configFile: options.configFile.map { PathText.absolute($0, base: options.currentDirectory) },
                              cacheFolder: cacheFolder, verify: verify)
    }

    private func rootResolver() -> ConfigurationResolver {
        ConfigurationResolver(validator: ConfigurationValidator(rules: []),
                              explicitFile: options.configFile, currentDirectory: options.currentDirectory)
    }

    /// Loads the project around a file that no loaded project holds.
    private func loadProject(for path: String) -> IncrementalProject {
        let root = ProjectContext.projectRoots(for: [path], editorFile: true, resolver: rootResolver(),
                                               home: options.environment["HOME"]).first ?? PathText.parent(path)
        return makeProject(root: root)
    }

    private func makeProject(root: String) -> IncrementalProject {
        var overrides: [String: [UInt8]] = [:]
        for open in documents.values {
            if let path = open.path, PathText.relative(path, to: root) != nil { overrides[path] = open.document.bytes }
        }
        let timer = PhaseTimer(enabled: timing)
        let project = IncrementalProject(root: root, options: projectOptions(root: root), overrides: overrides, timer: timer)
        if let line = timer.takeReport() { log("viper-lint lsp: load \(root): \(line)") }
        projects.append(project)
        publishAll(project)
        return project
    }

    /// Loads the projects of the workspace folders and of open documents outside them.
    private func loadProjects() {
        needsLoad = false
        let roots = ProjectContext.projectRoots(for: workspaceFolders, editorFile: false, resolver: rootResolver(),
                                                home: options.environment["HOME"])
        for root in roots where !projects.contains(where: { $0.root == root }) { _ = makeProject(root: root) }
        for open in documents.values {
            guard let path = open.path else { continue }
            if let project = owner(of: path) {
                project.setText(open.document.bytes, ofFile: path)
            } else {
                _ = loadProject(for: path)
            }
        }
    }

    // MARK: - Publishing

    /// Brings every project up to date and publishes the diagnostics that changed.
    public func settle() {
        guard exitCode == nil, phase != .waitingForInitialize else { return }
        if needsLoad { loadProjects() }
        for project in projects where project.hasPendingChanges {
            let timer = PhaseTimer(enabled: timing)
            project.timer = timer
            let changes = project.update()
            timer.mark("update")
            publish(project, changes)
            timer.mark("publish")
            let statistics = project.lastUpdate
            timer.note("files=\(statistics.recomputedFiles)" + (statistics.wholeProject ? " whole=\(statistics.reason)" : ""))
            if let line = timer.takeReport() { log("viper-lint lsp: \(line)") }
            project.timer = .disabled
        }
        // Edited documents that belong to no project: nothing to show, but the client learns
        // that this version was seen.
        for path in edited {
            // A file with diagnostics of another kind (an open `.viper-lint.json`) keeps them.
            guard let uri = uriByPath[path], owner(of: path)?.contains(path) != true, published[path] == nil else { continue }
            publishDiagnostics(path: path, uri: uri, diagnostics: [], always: true)
        }
        edited = []
    }

    private func publishAll(_ project: IncrementalProject) {
        var changes = IncrementalProject.Changes()
        changes.files = Set(project.findingsByFile.map(\.file))
        changes.reloaded = true
        publish(project, changes)
    }

    private func publish(_ project: IncrementalProject, _ changes: IncrementalProject.Changes) {
        var builder = DiagnosticBuilder(
            text: { project.text(ofFile: $0) },
            uri: { [uriByPath] path in uriByPath[path] ?? DocumentURI.uri(ofPath: path) },
            absolutePath: { project.absolutePath(of: $0) })
        builder.relatedInformation = supportsRelatedInformation
        for problem in project.problems where reportedProblems.insert(problem).inserted {
            logMessage(.warning, problem)
        }
        // Configuration problems: on the configuration files, always shown.
        var configurationFiles: [String: [JSONValue]] = [:]
        for (file, problem) in project.configurationProblems {
            configurationFiles[file, default: []].append(builder.diagnostic(problem, file: file))
        }
        let previous = configurationDiagnostics[project.root] ?? []
        for file in previous.union(configurationFiles.keys) {
            publishDiagnostics(path: file, uri: uriByPath[file] ?? DocumentURI.uri(ofPath: file), diagnostics: configurationFiles[file] ?? [])
        }
        configurationDiagnostics[project.root] = Set(configurationFiles.keys)
        // Files: the edited ones last, so a client waiting for them has the rest already.
        let editedHere = Set(edited)
        let ordered = changes.files.union(changes.removed).sorted().filter { !editedHere.contains($0) }
            + edited.filter { changes.files.contains($0) || changes.removed.contains($0) || project.contains($0) }
        for path in ordered {
            guard owner(of: path) === project else { continue }
            let findings = isReported(path) ? (project.findings(ofFile: path) ?? []) : []
            let diagnostics = findings.map { builder.diagnostic($0) }
            publishDiagnostics(path: path, uri: uriByPath[path] ?? DocumentURI.uri(ofPath: path), diagnostics: diagnostics,
                               always: editedHere.contains(path))
        }
        edited.removeAll { project.contains($0) }
    }

    private func publishDiagnostics(path: String, uri: String, diagnostics: [JSONValue], always: Bool = false) {
        var params: [(key: String, value: JSONValue)] = [("uri", .string(uri))]
        if let open = documents[uri] { params.append(("version", .int(open.document.version))) }
        params.append(("diagnostics", .array(diagnostics)))
        let body = OutgoingMessage.notification(method: "textDocument/publishDiagnostics", params: .object(params))
        if let last = published[path] {
            if last.uri != uri {
                // The client opened the file under another spelling of its URI: clear the old one.
                send(OutgoingMessage.notification(method: "textDocument/publishDiagnostics",
                                                  params: .object([("uri", .string(last.uri)), ("diagnostics", .array([]))])))
            } else if last.body == body && !always {
                return
            }
        } else if diagnostics.isEmpty && !always {
            return  // nothing shown, nothing to clear
        }
        published[path] = diagnostics.isEmpty ? nil : (uri, body)
        send(body)
    }

    private func clear(_ path: String) {
        guard let last = published.removeValue(forKey: path) else { return }
        send(OutgoingMessage.notification(method: "textDocument/publishDiagnostics",
                                          params: .object([("uri", .string(last.uri)), ("diagnostics", .array([]))])))
    }

    /// Files under a workspace folder, and open documents, get diagnostics.
    private func isReported(_ path: String) -> Bool {
        if uriByPath[path] != nil { return true }
        return workspaceFolders.contains { PathText.relative(path, to: $0) != nil }
    }

    // MARK: - Code actions

    private func codeAction(id: JSONValue, params: JSONNode?) {
        guard let provider = codeActionProvider else { return }
        guard let uri = params?["textDocument"]?["uri"]?.stringValue, let rangeNode = params?["range"],
              let start = Self.position(rangeNode["start"]), let end = Self.position(rangeNode["end"]) else {
            send(OutgoingMessage.error(id: id, code: .invalidParams, message: "textDocument/codeAction needs textDocument.uri and range"))
            return
        }
        guard let path = DocumentURI.path(of: uri), let project = owner(of: path), let all = project.findings(ofFile: path) else {
            send(OutgoingMessage.response(id: id, result: .array([])))
            return
        }
        let findings = all.filter { finding in
            let line = finding.location.line - 1
            return line >= start.line && line <= end.line
        }
        guard !findings.isEmpty else {
            send(OutgoingMessage.response(id: id, result: .array([])))
            return
        }
        let display = findings[0].location.file
        let request = CodeActionRequest(
            file: display, absolutePath: path, findings: findings,
            model: { project.model(around: path) },
            source: { project.text(ofFile: project.absolutePath(of: $0)) })
        var builder = DiagnosticBuilder(
            text: { project.text(ofFile: $0) },
            uri: { [uriByPath] path in uriByPath[path] ?? DocumentURI.uri(ofPath: path) },
            absolutePath: { project.absolutePath(of: $0) })
        let actions: [JSONValue] = provider.codeActions(for: request).map { action in
            var changes: [(key: String, value: JSONValue)] = []
            var byFile: [String: [JSONValue]] = [:]
            var order: [String] = []
            for edit in action.edits {
                let file = project.absolutePath(of: edit.file)
                if byFile[file] == nil { order.append(file) }
                byFile[file, default: []].append(.object([
                    ("range", builder.range(bytes: edit.byteRange, in: file)), ("newText", .string(edit.replacement)),
                ]))
            }
            for file in order { changes.append((uriByPath[file] ?? DocumentURI.uri(ofPath: file), .array(byFile[file]!))) }
            return .object([
                ("title", .string(action.title)), ("kind", .string("quickfix")),
                ("diagnostics", .array(action.fixes.map { builder.diagnostic($0) })),
                ("isPreferred", .bool(action.isPreferred)),
                ("edit", .object([("changes", .object(changes))])),
            ])
        }
        send(OutgoingMessage.response(id: id, result: .array(actions)))
    }

    // MARK: - Status

    /// `viper-lint/status`: the loaded projects (for tests and troubleshooting).
    private func status() -> JSONValue {
        .object([("projects", .array(projects.map { project in
            .object([
                ("root", .string(project.root)), ("files", .int(project.fileCount)),
                ("findings", .int(project.allFindings.count)),
                ("configurationProblems", .int(project.configurationProblems.count)),
                ("lastUpdate", .object([
                    ("recomputedFiles", .int(project.lastUpdate.recomputedFiles)),
                    ("wholeProject", .bool(project.lastUpdate.wholeProject)),
                    ("reason", .string(project.lastUpdate.reason)),
                ])),
            ])
        }))])
    }

    // MARK: - Output

    private enum MessageType: Int { case error = 1, warning = 2, info = 3, log = 4 }

    private func logMessage(_ type: MessageType, _ message: String) {
        send(OutgoingMessage.notification(method: "window/logMessage",
                                          params: .object([("type", .int(type.rawValue)), ("message", .string("viper-lint: " + message))])))
    }

    private func send(_ body: [UInt8]) {
        guard exitCode == nil else { return }
        if !write(body) { exitCode = phase == .shutDown ? 0 : 1 }
    }

    static func position(_ node: JSONNode?) -> LSPPosition? {
        guard let line = node?["line"]?.intValue, let character = node?["character"]?.intValue else { return nil }
        return LSPPosition(line: line, character: character)
    }
}
