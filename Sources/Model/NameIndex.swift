/// Type indices by name: the model's lookup tables (`byName`, `byBaseName`).
///
/// A `[String: [Int]]` hashed each name with SipHash through `String`'s generic hashing, about
/// 860 instructions a lookup; the model looks names up hundreds of thousands of times (every
/// property type, inheritance entry and initializer call), most of them names the project does
/// not declare (`String`, `UIViewController`). Here a name is hashed with FNV-1a over its UTF-8
/// bytes into an open-addressing table, and compared only when the full hashes agree (so two
/// spellings of one name in different Unicode normal forms do not find each other; source
/// identifiers are spelled one way). Built once per model, never iterated: the
/// order of insertion is not kept.
struct NameIndex: Sendable {
    /// Entry number + 1 per slot; 0 is an empty slot. The count is a power of two, at least twice
    /// the entries, so a probe sequence always ends at an empty slot.
    private var slots: [Int32] = Array(repeating: 0, count: 16)
    private var names: [String] = []
    private var hashes: [UInt64] = []
    private var values: [[Int]] = []

    init() {}

    mutating func reserveCapacity(_ count: Int) {
        names.reserveCapacity(count)
        hashes.reserveCapacity(count)
        values.reserveCapacity(count)
        if slots.count < count * 2 { rehash(to: NameIndex.slotCount(for: count)) }
    }

    /// The indices recorded under `name`, in the order they were appended; nil when none.
    subscript(name: String) -> [Int]? {
        let hash = NameIndex.hash(name)
        guard let entry = find(name, hash: hash) else { return nil }
        return values[entry]
    }

    mutating func append(_ value: Int, for name: String) {
        let hash = NameIndex.hash(name)
        if let entry = find(name, hash: hash) {
            values[entry].append(value)
            return
        }
        if (names.count + 1) * 2 > slots.count { rehash(to: slots.count * 2) }
        names.append(name)
        hashes.append(hash)
        values.append([value])
        insert(entry: names.count - 1, hash: hash)
    }

    private func find(_ name: String, hash: UInt64) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { return nil }
            if hashes[stored - 1] == hash && names[stored - 1] == name { return stored - 1 }
            slot = (slot + 1) & mask
        }
    }

    private mutating func insert(entry: Int, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(entry + 1)
    }

    private mutating func rehash(to count: Int) {
        slots = Array(repeating: 0, count: count)
        for entry in hashes.indices { insert(entry: entry, hash: hashes[entry]) }
    }

    private static func slotCount(for entries: Int) -> Int {
        var count = 16
        while count < entries * 2 { count *= 2 }
        return count
    }

    /// FNV-1a, 64 bits, with a final mix so that the low bits (the slot) depend on every byte.
    static func hash(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let done = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            return true
        }
        if done == nil {
            for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        }
        return hash ^ (hash >> 29)
    }
}
