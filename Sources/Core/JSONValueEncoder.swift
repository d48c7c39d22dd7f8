/// A `Codable` encoder to `JSONValue`, keys sorted by their bytes: `debug facts` prints the facts
/// with it (through `JSONWriter`) without Foundation's `JSONEncoder`, whose library costs every
/// run of the tool about 10 ms to load. It covers what the facts hold (integers, strings,
/// booleans, optionals, arrays, nested values); a floating-point number or an integer beyond
/// `Int` is refused with an `EncodingError`.
package enum JSONValueEncoder {
    package static func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
        let root = Slot()
        try value.encode(to: SlotEncoder(slot: root, codingPath: []))
        return root.resolved()
    }
}

/// Where one value is written: filled by a container, resolved once encoding is over.
private final class Slot {
    enum Content {
        case empty
        case value(JSONValue)
        case object([(key: String, slot: Slot)])
        case array([Slot])
    }
    var content: Content = .empty

    func resolved() -> JSONValue {
        switch content {
        case .empty: return .object([])
        case .value(let value): return value
        case .array(let slots): return .array(slots.map { $0.resolved() })
        case .object(let members):
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            var seen = Set<String>()
            var resolved: [(key: String, value: JSONValue)] = []
            // A key written twice keeps its last value (as JSONEncoder does).
            for member in sorted.reversed() where seen.insert(member.key).inserted {
                resolved.append((member.key, member.slot.resolved()))
            }
            return .object(resolved.reversed())
        }
    }

    func appendMember(_ key: String) -> Slot {
        let child = Slot()
        if case .object(var members) = content {
            members.append((key, child))
            content = .object(members)
        } else {
            content = .object([(key, child)])
        }
        return child
    }

    func appendElement() -> Slot {
        let child = Slot()
        if case .array(var elements) = content {
            elements.append(child)
            content = .array(elements)
        } else {
            content = .array([child])
        }
        return child
    }
}

private struct SlotEncoder: Encoder {
    let slot: Slot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = slot.content {} else { slot.content = .object([]) }
        return KeyedEncodingContainer(KeyedSlotContainer<Key>(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = slot.content {} else { slot.content = .array([]) }
        return UnkeyedSlotContainer(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleSlotContainer(slot: slot, codingPath: codingPath)
    }
}

/// Scalars as `JSONValue`s; nil for a type that needs `encode(to:)`.
private func scalar(_ value: some Encodable, codingPath: [any CodingKey]) throws -> JSONValue? {
    switch value {
    case let text as String: return .string(text)
    case let flag as Bool: return .bool(flag)
    case let number as Int: return .int(number)
    case let number as any BinaryInteger:
        guard let exact = Int(exactly: number) else {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "integer beyond Int"))
        }
        return .int(exact)
    case is any BinaryFloatingPoint:
        throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "floating-point numbers are not supported"))
    default: return nil
    }
}

private func write(_ value: some Encodable, into slot: Slot, codingPath: [any CodingKey]) throws {
    if let scalar = try scalar(value, codingPath: codingPath) {
        slot.content = .value(scalar)
    } else {
        try value.encode(to: SlotEncoder(slot: slot, codingPath: codingPath))
    }
}

private struct IndexKey: CodingKey {
    var stringValue: String { String(intValue ?? 0) }
    var intValue: Int?
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

private struct KeyedSlotContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        slot.appendMember(key.stringValue).content = .value(.null)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try write(value, into: slot.appendMember(key.stringValue), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        SlotEncoder(slot: slot.appendMember(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        SlotEncoder(slot: slot.appendMember(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        SlotEncoder(slot: slot.appendMember("super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        SlotEncoder(slot: slot.appendMember(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedSlotContainer: UnkeyedEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]
    var count: Int {
        if case .array(let elements) = slot.content { return elements.count }
        return 0
    }

    mutating func encodeNil() throws {
        slot.appendElement().content = .value(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let index = count
        try write(value, into: slot.appendElement(), codingPath: codingPath + [IndexKey(index)])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let index = count
        return SlotEncoder(slot: slot.appendElement(), codingPath: codingPath + [IndexKey(index)]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let index = count
        return SlotEncoder(slot: slot.appendElement(), codingPath: codingPath + [IndexKey(index)]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let index = count
        return SlotEncoder(slot: slot.appendElement(), codingPath: codingPath + [IndexKey(index)])
    }
}

private struct SingleSlotContainer: SingleValueEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws {
        slot.content = .value(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try write(value, into: slot, codingPath: codingPath)
    }
}
