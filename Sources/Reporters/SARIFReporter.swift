import ViperLintCore
/// SARIF 2.1.0 for GitHub code scanning and other static-analysis dashboards.
///
/// One run; `tool.driver.rules` lists every rule id that occurs (sorted) and each result points
/// at its rule by `ruleIndex`. Relative paths become `%SRCROOT%`-based URIs and absolute ones
/// `file://` URIs, percent-encoded per RFC 3986. Notes become `relatedLocations`.
/// `partialFingerprints` hashes rule, file and symbol (not the line), so code scanning keeps
/// tracking a result when code above it moves.
///
/// Columns are written as the finding has them (UTF-8 bytes); SARIF's default column unit is
/// UTF-16 code units, so a column after non-ASCII text on the same line can be off by a little.
public struct SARIFReporter: Reporter {
    public let name = "sarif"
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let informationURI = "https://github.com/viper-lint/viper-lint"
    /// The key under `partialFingerprints`; its suffix changes if the hash inputs ever change.
    public static let fingerprintKey = "viperLintFingerprint/v1"

    /// One-line rule summaries for `shortDescription`, keyed by rule id; the id is used for
    /// rules without one (the reporter is also usable without the rule catalogue).
    public var ruleSummaries: [String: String]

    public init(ruleSummaries: [String: String] = [:]) {
        self.ruleSummaries = ruleSummaries
    }

    public func render(_ report: LintReport) -> String {
        JSONWriter.serialize(document(report))
    }

    public func document(_ report: LintReport) -> JSONValue {
        let findings = report.orderedFindings
        let ruleIds = Array(Set(findings.map(\.ruleId))).sorted()
        var ruleIndex: [String: Int] = [:]
        for (index, id) in ruleIds.enumerated() { ruleIndex[id] = index }

        let rules: [JSONValue] = ruleIds.map { id in
            .object([
                ("id", .string(id)),
                ("shortDescription", .object([("text", .string(ruleSummaries[id] ?? id))])),
                ("helpUri", .string(Self.informationURI + "/blob/main/Rules/"
                                    + Self.percentEncoded(id) + ".md")),
            ])
        }
        var occurrences: [String: Int] = [:]
        let results: [JSONValue] = findings.map { finding in
            let hash = Self.fingerprintHash(finding)
            let occurrence = (occurrences[hash] ?? 0) + 1
            occurrences[hash] = occurrence
            return Self.result(finding, ruleIndex: ruleIndex[finding.ruleId] ?? 0,
                               fingerprint: "\(hash):\(occurrence)")
        }
        return .object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([
                .object([
                    ("tool", .object([
                        ("driver", .object([
                            ("name", .string("viper-lint")),
                            ("version", .string(ViperLintVersion.current)),
                            ("informationUri", .string(Self.informationURI)),
                            ("rules", .array(rules)),
                        ])),
                    ])),
                    ("results", .array(results)),
                ] + Self.invocations(report)),
            ])),
        ])
    }

    /// An incomplete run says so: `executionSuccessful: false` with one error notification per problem.
    static func invocations(_ report: LintReport) -> [(key: String, value: JSONValue)] {
        guard report.incomplete else { return [] }
        let notifications: [JSONValue] = report.problems.map { problem in
            .object([("level", .string("error")), ("message", .object([("text", .string(problem))]))])
        }
        return [("invocations", .array([.object([
            ("executionSuccessful", .bool(false)),
            ("toolExecutionNotifications", .array(notifications)),
        ])]))]
    }

    static func result(_ finding: Finding, ruleIndex: Int, fingerprint: String) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("ruleId", .string(finding.ruleId)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(finding.severity == .error ? "error" : "warning")),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(finding.location))])])),
        ]
        if !finding.notes.isEmpty {
            members.append(("relatedLocations", .array(finding.notes.enumerated().map { index, note in
                .object([
                    ("id", .int(index + 1)),
                    ("physicalLocation", physicalLocation(note.location)),
                    ("message", .object([("text", .string(note.message))])),
                ])
            })))
        }
        members.append(("partialFingerprints", .object([(fingerprintKey, .string(fingerprint))])))
        return .object(members)
    }

    static func physicalLocation(_ location: SourceLocation) -> JSONValue {
        var artifact: [(key: String, value: JSONValue)]
        if location.file.hasPrefix("/") {
            artifact = [("uri", .string("file://" + percentEncoded(location.file)))]
        } else {
            artifact = [("uri", .string(percentEncoded(location.file))), ("uriBaseId", .string("%SRCROOT%"))]
        }
        // The schema requires positive lines and columns; a 0 from a whole-file finding becomes 1.
        return .object([
            ("artifactLocation", .object(artifact)),
            ("region", .object([
                ("startLine", .int(max(1, location.line))),
                ("startColumn", .int(max(1, location.column))),
            ])),
        ])
    }

    /// RFC 3986 percent-encoding of a path: unreserved characters and `/` stay, every other
    /// UTF-8 byte becomes `%XX` (so spaces, `é`, `:` and `%` itself are all safe).
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
                 UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    /// FNV-1a (64-bit) of rule id, file and symbol, NUL-separated; the message stands in for a
    /// missing symbol so unrelated symbol-less findings in one file stay apart.
    static func fingerprintHash(_ finding: Finding) -> String {
        let input = [finding.ruleId, finding.location.file, finding.symbol ?? finding.message]
            .joined(separator: "\u{0}")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in input.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: max(0, 16 - hex.count)) + hex
    }
}
