// Fact extraction on the tokens: never traps, every position a fact reports lies inside the file,
// the look-ahead work stays linear in the significant tokens, and the facts survive the cache's
// binary form unchanged.
import ViperLintTokenizer
import ViperLintFacts

/// Every position in the facts. `TypeRef`s may carry the synthetic (0, 0) of `[X]` sugar.
func forEachPosition(_ facts: FileFacts, _ body: (Position, _ synthetic: Bool) -> Void) {
    func typeRef(_ ref: TypeRef?) {
        guard let ref else { return }
        for named in ref.allNames { body(named.position, true) }
    }
    func bodyFacts(_ b: BodyFacts) {
        for call in b.calls { body(call.position, false) }
        for assignment in b.assignments { body(assignment.position, false) }
        for mention in b.mentions { body(mention.position, false) }
    }
    func alias(_ a: TypealiasDecl) {
        typeRef(a.target)
        a.constraints.forEach(typeRef)
    }
    for type in facts.types {
        body(type.position, false)
        type.inheritance.forEach(typeRef)
        for property in type.properties {
            body(property.position, false)
            typeRef(property.type)
        }
        type.typealiases.forEach(alias)
        for function in type.functions { function.parameters.forEach { typeRef($0.type) } }
        bodyFacts(type.body)
    }
    bodyFacts(facts.topLevel)
    facts.typealiases.forEach(alias)
    for directive in facts.directives { body(directive.position, false) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFacts(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let result = FactExtractor.extractCountingWork(path: "Fuzz/Input.swift", bytes: bytes)
    let facts = result.facts
    // Look-ahead and look-behind scans are bounded windows (64 tokens at most per look).
    check(result.scannedTokens <= 64 * (result.significantTokens + 1),
          "scanned \(result.scannedTokens) tokens for \(result.significantTokens) significant ones")
    let starts = lineStarts(bytes)
    forEachPosition(facts) { position, synthetic in
        if synthetic && position == Position(line: 0, column: 0) { return }
        check(isInside(line: position.line, column: position.column, starts, byteCount: bytes.count),
              "position \(position.line):\(position.column) outside the \(starts.count) lines of \(bytes.count) bytes")
    }
    // The facts cache stores this binary form: it must give back exactly these facts.
    var writer = BinaryWriter()
    facts.write(to: &writer)
    var reader = BinaryReader(writer.bytes)
    let decoded = try? FileFacts(from: &reader)
    check(decoded == facts, "facts do not round-trip through the binary form")
    check(reader.offset == writer.bytes.count, "the binary reader stopped at \(reader.offset) of \(writer.bytes.count)")
    return 0
}
