// The facts cache's binary decoding. The first byte picks what the rest is:
// - even: one `FileFacts` in binary form. Decoding arbitrary bytes never traps, and what decodes
//   re-encodes to facts that decode equal.
// - odd: the body of a cache pack (the harness writes the current header before it). Loading,
//   looking up, saving and reloading never trap, and an entry served before a save is served
//   equal after it. Seeds: packs written by the cache itself (`VIPER_LINT_FUZZ_WRITE_SEEDS=DIR`).
import Foundation
import ViperLintCore
import ViperLintFacts
import ViperLintEngine

let cachePaths = ["/f/A.swift", "/f/B.swift"]

/// The pack header as `FactsCache` writes it: magic, facts format version, tool version.
let packHeader: [UInt8] = {
    var writer = BinaryWriter()
    writer.bytes = Array("VLFC".utf8)
    writer.int(FileFacts.binaryFormatVersion)
    writer.string(ViperLintVersion.current)
    return writer.bytes
}()

let scratch: String = {
    let path = NSTemporaryDirectory() + "/viper-lint-fuzz-cache-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}()

func writePack(_ bytes: [UInt8]) {
    check(FileManager.default.createFile(atPath: scratch + "/facts.bin", contents: Data(bytes)), "cannot write \(scratch)")
}

func sampleFacts(_ path: String, _ variant: Int) -> FileFacts {
    let source = variant == 0
        ? "import UIKit\nfinal class LoginPresenter: LoginViewOutput {\n    weak var view: LoginViewInput?\n    func viewDidLoad() { view?.show(Entity()) }\n}\n"
        : "// viper-lint:disable:next weak-view-reference -- legacy\nprotocol P: AnyObject { var x: [Int: String]? { get } }\ntypealias E = Entity\n"
    return FactExtractor.extract(path: path, bytes: Array(source.utf8))
}

@_cdecl("LLVMFuzzerInitialize")
public func fuzzCacheInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    // A pack saved by the cache must start with the header the harness writes.
    try? FileManager.default.removeItem(atPath: scratch + "/facts.bin")
    let cache = FactsCache(directory: scratch)
    cache.store(sampleFacts(cachePaths[0], 0), for: cachePaths[0], hash: 1, signature: 2)
    cache.save()
    let saved = Array(FileManager.default.contents(atPath: scratch + "/facts.bin") ?? Data())
    check(saved.starts(with: packHeader), "the harness's pack header is out of date with FactsCache")
    guard let seeds = ProcessInfo.processInfo.environment["VIPER_LINT_FUZZ_WRITE_SEEDS"] else { return 0 }
    // Seeds: two packs (one entry, two entries) and the binary facts alone, each behind its mode byte.
    let second = FactsCache(directory: scratch)
    _ = second.facts(for: cachePaths[0], hash: 1, signature: 2, displayPath: cachePaths[0])
    second.store(sampleFacts(cachePaths[1], 1), for: cachePaths[1], hash: 3, signature: 4)
    second.save()
    let both = Array(FileManager.default.contents(atPath: scratch + "/facts.bin") ?? Data())
    var files: [(String, [UInt8])] = [("pack-one", [1] + saved.dropFirst(packHeader.count)),
                                     ("pack-two", [1] + both.dropFirst(packHeader.count))]
    for variant in 0..<2 {
        var writer = BinaryWriter()
        sampleFacts(cachePaths[variant], variant).write(to: &writer)
        files.append(("facts-\(variant)", [0] + writer.bytes))
    }
    for (name, bytes) in files {
        _ = FileManager.default.createFile(atPath: seeds + "/" + name, contents: Data(bytes))
    }
    exit(0)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFactsCache(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    guard let mode = bytes.first else { return 0 }
    let body = Array(bytes.dropFirst())
    if mode % 2 == 0 {
        var reader = BinaryReader(body)
        guard let facts = try? FileFacts(from: &reader) else { return 0 }
        check(reader.offset <= body.count, "the reader ran past the end")
        var writer = BinaryWriter()
        facts.write(to: &writer)
        var again = BinaryReader(writer.bytes)
        check((try? FileFacts(from: &again)) == facts, "decoded facts do not re-encode to the same facts")
        return 0
    }
    writePack(packHeader + body)
    let cache = FactsCache(directory: scratch)
    var served: [String: FileFacts] = [:]
    for (index, path) in cachePaths.enumerated() {
        // By signature (stat unchanged), then by content hash (the seeds' values).
        let facts = cache.facts(for: path, signature: UInt64(2 + 2 * index), displayPath: "shown" + path)
            ?? cache.facts(for: path, hash: UInt64(1 + 2 * index), signature: UInt64(2 + 2 * index), displayPath: "shown" + path)
        if let facts {
            check(facts.path == "shown" + path, "served facts keep the stored path \(facts.path)")
            served[path] = facts
        }
    }
    cache.store(sampleFacts("/f/C.swift", 0), for: "/f/C.swift", hash: 5, signature: 6)
    cache.save()
    let reloaded = FactsCache(directory: scratch)
    for (index, path) in cachePaths.enumerated() {
        guard let before = served[path] else { continue }
        let after = reloaded.facts(for: path, signature: UInt64(2 + 2 * index), displayPath: "shown" + path)
        check(after == before, "an entry served before the save is not served equal after it")
    }
    check(reloaded.facts(for: "/f/C.swift", signature: 6, displayPath: "/f/C.swift") != nil, "a stored entry was not saved")
    return 0
}
