import ViperLintCore
import ViperLintFacts

/// Every identifier that appears in a string value of a file's facts: type names, mentions, call
/// names, receivers, labels, property names, directive text (not dictionary keys: the only ones,
/// `genericConstraints`' keys, are generic parameter names, which resolve inside their type). The model sees a file only through its
/// facts, so any name it can look up from this file is among these words. Collected through
/// `Encodable`, so a fact field added later is covered without touching this code.
enum FactWords {
    /// Every string field of the facts, visited directly (fast: loading a project computes this
    /// for every file). `wordsByEncoding` is the reference a test compares it with on every
    /// fixture, so a fact field added later without a line here fails that test.
    static func words(of facts: FileFacts) -> Set<Substring> {
        var result: Set<Substring> = []
        func add(_ text: String) { splitIdentifiers(text, into: &result) }
        func add(_ text: String?) { if let text { splitIdentifiers(text, into: &result) } }
        func add(_ ref: TypeRef?) {
            guard let ref else { return }
            add(ref.name)
            for argument in ref.arguments { add(argument) }
        }
        func add(_ body: BodyFacts) {
            for call in body.calls {
                add(call.name)
                for label in call.labels { add(label) }
                add(call.receiver)
                add(call.member)
                add(call.firstArgument)
            }
            for assignment in body.assignments {
                add(assignment.name)
                add(assignment.member)
                add(assignment.receiver)
            }
            for mention in body.mentions {
                add(mention.name)
                add(mention.context.rawValue)
                add(mention.member)
            }
            for local in body.locals {
                add(local.name)
                add(local.type)
                add(local.member)
            }
        }
        func add(_ alias: TypealiasDecl) {
            add(alias.name)
            add(alias.target)
            for constraint in alias.constraints { add(constraint) }
        }
        for name in facts.imports { add(name) }
        for decl in facts.types {
            add(decl.kind.rawValue)
            add(decl.name)
            for parameter in decl.genericParameters { add(parameter) }
            for constraint in decl.genericConstraints.values { add(constraint) }
            for ref in decl.inheritance { add(ref) }
            for constraint in decl.selfConstraints { add(constraint) }
            for property in decl.properties {
                add(property.name)
                add(property.ownership.rawValue)
                add(property.type)
                add(property.initializerType)
            }
            for alias in decl.typealiases { add(alias) }
            for function in decl.functions {
                add(function.name)
                for parameter in function.parameters { add(parameter.type) }
            }
            add(decl.body)
        }
        add(facts.topLevel)
        for alias in facts.typealiases { add(alias) }
        for directive in facts.directives { add(directive.text) }
        return result
    }

    /// The same words, found through `Encodable` (every string value the facts encode).
    static func wordsByEncoding(of facts: FileFacts) -> Set<Substring> {
        var copy = facts
        copy.path = ""  // the path's folders are no names the code mentions
        let encoder = StringCollector()
        try? copy.encode(to: encoder)
        var result: Set<Substring> = []
        for text in encoder.storage.strings {
            splitIdentifiers(text, into: &result)
        }
        return result
    }

    /// `Outer.Inner<Foo>` → `Outer`, `Inner`, `Foo`: runs of identifier characters (ASCII letters,
    /// digits, `_`, and any non-ASCII scalar) that do not start with a digit.
    static func splitIdentifiers(_ text: String, into result: inout Set<Substring>) {
        let utf8 = text.utf8
        let done: Void? = utf8.withContiguousStorageIfAvailable { bytes in
            var start = -1
            for i in 0...bytes.count {
                let isIdentifier: Bool
                if i < bytes.count {
                    let byte = bytes[i]
                    isIdentifier = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
                        || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80
                } else {
                    isIdentifier = false
                }
                if isIdentifier {
                    if start < 0 { start = i }
                } else if start >= 0 {
                    // Most strings are one name: no index arithmetic then.
                    if start == 0 && i == bytes.count {
                        add(Substring(text), &result)
                    } else {
                        let lower = utf8.index(utf8.startIndex, offsetBy: start)
                        let upper = utf8.index(lower, offsetBy: i - start)
                        add(text[lower..<upper], &result)
                    }
                    start = -1
                }
            }
        }
        if done == nil { slowSplit(text, into: &result) }
    }

    /// The same for strings without contiguous UTF-8 storage (bridged ones).
    private static func slowSplit(_ text: String, into result: inout Set<Substring>) {
        let utf8 = text.utf8
        var start: String.Index?
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            let isIdentifier = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
                || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80
            if isIdentifier {
                if start == nil { start = index }
            } else if let begin = start {
                add(text[begin..<index], &result)
                start = nil
            }
            index = utf8.index(after: index)
        }
        if let begin = start { add(text[begin...], &result) }
    }

    private static func add(_ word: Substring, _ result: inout Set<Substring>) {
        guard let first = word.utf8.first, !(first >= 0x30 && first <= 0x39) else { return }
        result.insert(word)
    }
}

/// An `Encoder` that keeps only the strings it is given (values and dictionary keys).
private final class StringCollector: Encoder {
    final class Storage { var strings: [String] = [] }
    let storage: Storage
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    init(storage: Storage = Storage()) { self.storage = storage }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Keyed<Key>(storage: storage))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(storage: storage) }
    func singleValueContainer() -> any SingleValueEncodingContainer { Single(storage: storage) }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let storage: Storage
        var codingPath: [any CodingKey] = []
        mutating func encodeNil(forKey key: Key) throws {}
        mutating func encode(_ value: Bool, forKey key: Key) throws {}
        mutating func encode(_ value: String, forKey key: Key) throws { storage.strings.append(value) }
        mutating func encode(_ value: Double, forKey key: Key) throws {}
        mutating func encode(_ value: Float, forKey key: Key) throws {}
        mutating func encode(_ value: Int, forKey key: Key) throws {}
        mutating func encode(_ value: Int8, forKey key: Key) throws {}
        mutating func encode(_ value: Int16, forKey key: Key) throws {}
        mutating func encode(_ value: Int32, forKey key: Key) throws {}
        mutating func encode(_ value: Int64, forKey key: Key) throws {}
        mutating func encode(_ value: UInt, forKey key: Key) throws {}
        mutating func encode(_ value: UInt8, forKey key: Key) throws {}
        mutating func encode(_ value: UInt16, forKey key: Key) throws {}
        mutating func encode(_ value: UInt32, forKey key: Key) throws {}
        mutating func encode(_ value: UInt64, forKey key: Key) throws {}
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try value.encode(to: StringCollector(storage: storage))
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(Keyed<NestedKey>(storage: storage))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { Unkeyed(storage: storage) }
        mutating func superEncoder() -> any Encoder { StringCollector(storage: storage) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { StringCollector(storage: storage) }

    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let storage: Storage
        var codingPath: [any CodingKey] = []
        var count = 0
        mutating func encodeNil() throws { count += 1 }
        mutating func encode(_ value: String) throws { count += 1; storage.strings.append(value) }
        mutating func encode(_ value: Bool) throws { count += 1 }
        mutating func encode(_ value: Int) throws { count += 1 }
        mutating func encode(_ value: Double) throws { count += 1 }
        mutating func encode(_ value: Float) throws { count += 1 }
        mutating func encode(_ value: Int8) throws { count += 1 }
        mutating func encode(_ value: Int16) throws { count += 1 }
        mutating func encode(_ value: Int32) throws { count += 1 }
        mutating func encode(_ value: Int64) throws { count += 1 }
        mutating func encode(_ value: UInt) throws { count += 1 }
        mutating func encode(_ value: UInt8) throws { count += 1 }
        mutating func encode(_ value: UInt16) throws { count += 1 }
        mutating func encode(_ value: UInt32) throws { count += 1 }
        mutating func encode(_ value: UInt64) throws { count += 1 }
        mutating func encode<T: Encodable>(_ value: T) throws {
            count += 1
            try value.encode(to: StringCollector(storage: storage))
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            count += 1
            return KeyedEncodingContainer(Keyed<NestedKey>(storage: storage))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { count += 1; return Unkeyed(storage: storage) }
        mutating func superEncoder() -> any Encoder { StringCollector(storage: storage) }
    }

    struct Single: SingleValueEncodingContainer {
        let storage: Storage
        var codingPath: [any CodingKey] = []
        mutating func encodeNil() throws {}
        mutating func encode(_ value: String) throws { storage.strings.append(value) }
        mutating func encode(_ value: Bool) throws {}
        mutating func encode(_ value: Int) throws {}
        mutating func encode(_ value: Double) throws {}
        mutating func encode(_ value: Float) throws {}
        mutating func encode(_ value: Int8) throws {}
        mutating func encode(_ value: Int16) throws {}
        mutating func encode(_ value: Int32) throws {}
        mutating func encode(_ value: Int64) throws {}
        mutating func encode(_ value: UInt) throws {}
        mutating func encode(_ value: UInt8) throws {}
        mutating func encode(_ value: UInt16) throws {}
        mutating func encode(_ value: UInt32) throws {}
        mutating func encode(_ value: UInt64) throws {}
        mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: StringCollector(storage: storage)) }
    }
}
