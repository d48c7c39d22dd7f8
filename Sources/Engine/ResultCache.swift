import ViperLintCore
import ViperLintFacts

/// The findings of the last whole run, next to the facts pack. A run whose inputs are unchanged
/// (every discovered file's stat signature, every configuration file's, the tool version and the
/// current folder, which decides how paths print) answers from here without loading facts,
/// building the model or running the rules: an unchanged project costs discovery and one stat
/// per file. Any change is a miss, and the run recomputes everything after the cached facts.
public struct ResultCache: Sendable {
    static let fileName = "results.bin"
    static let magic: [UInt8] = Array("VLRC".utf8)
    static let formatVersion = 2

    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// What a run computed from its inputs.
    public struct Result: Equatable, Sendable {
        public var findings: [Finding]
        public var moduleCount: Int

        public init(findings: [Finding], moduleCount: Int) {
            self.findings = findings
            self.moduleCount = moduleCount
        }
    }

    /// The inputs of a run, hashed; nil when a file cannot be stat'ed (then nothing is cached).
    public static func key(files: [DiscoveredFile], configurationFiles: [String], currentDirectory: String) -> UInt64? {
        var writer = BinaryWriter()
        writer.string(ViperLintVersion.current)
        writer.int(ViperLintVersion.analysis)
        writer.int(FileFacts.binaryFormatVersion)
        writer.string(currentDirectory)
        writer.int(files.count)
        for file in files {
            guard let signature = FileSystemCalls.statSignature(file.absolutePath) else { return nil }
            writer.string(file.path)
            writer.string(file.absolutePath)
            writer.int(Int(Int64(bitPattern: signature)))
        }
        writer.int(configurationFiles.count)
        for file in configurationFiles {
            guard let signature = FileSystemCalls.statSignature(file) else { return nil }
            writer.string(file)
            writer.int(Int(Int64(bitPattern: signature)))
        }
        return FactsCache.contentHash(writer.bytes)
    }

    /// The stored result for exactly these inputs; nil on any mismatch or damage.
    public func load(key: UInt64) -> Result? {
        guard var reader = ChecksummedFile.read(Self.fileName, in: directory, magic: Self.magic,
                                                version: Self.formatVersion, key: key) else { return nil }
        do {
            let moduleCount = try reader.int()
            let count = try reader.count()
            var findings: [Finding] = []
            findings.reserveCapacity(count)
            for _ in 0..<count { findings.append(try Self.readFinding(&reader)) }
            guard reader.offset == reader.end else { return nil }
            return Result(findings: findings, moduleCount: moduleCount)
        } catch {
            return nil
        }
    }

    /// Replaces the stored result (atomically: a temporary file renamed into place). Best effort.
    public func store(_ result: Result, key: UInt64) {
        var body = BinaryWriter()
        body.int(result.moduleCount)
        body.int(result.findings.count)
        for finding in result.findings { Self.write(finding, &body) }
        // Best effort: a result that cannot be stored only costs the next run its shortcut.
        ChecksummedFile.write(Self.fileName, in: directory, magic: Self.magic, version: Self.formatVersion, key: key,
                              body: body.bytes)
    }

    private static func write(_ location: SourceLocation, _ writer: inout BinaryWriter) {
        writer.string(location.file)
        writer.int(location.line)
        writer.int(location.column)
    }

    private static func write(_ finding: Finding, _ writer: inout BinaryWriter) {
        writer.string(finding.ruleId)
        writer.string(finding.severity.rawValue)
        writer.string(finding.message)
        write(finding.location, &writer)
        for optional in [finding.module, finding.symbol] {
            writer.int(optional == nil ? 0 : 1)
            if let optional { writer.string(optional) }
        }
        writer.int(finding.notes.count)
        for note in finding.notes {
            writer.string(note.message)
            write(note.location, &writer)
        }
    }

    private struct Damaged: Error {}

    private static func readLocation(_ reader: inout BinaryReader) throws -> SourceLocation {
        SourceLocation(file: try reader.string(), line: try reader.int(), column: try reader.int())
    }

    private static func readFinding(_ reader: inout BinaryReader) throws -> Finding {
        let ruleId = try reader.string()
        guard let severity = Severity(rawValue: try reader.string()) else { throw Damaged() }
        let message = try reader.string()
        let location = try readLocation(&reader)
        var optionals: [String?] = []
        for _ in 0..<2 { optionals.append(try reader.int() == 0 ? nil : try reader.string()) }
        let noteCount = try reader.count()
        var notes: [FindingNote] = []
        for _ in 0..<noteCount { notes.append(FindingNote(message: try reader.string(), location: try readLocation(&reader))) }
        return Finding(ruleId: ruleId, severity: severity, message: message, location: location,
                       module: optionals[0], symbol: optionals[1], notes: notes)
    }
}
