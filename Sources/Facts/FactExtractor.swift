import ViperLintCore
import ViperLintTokenizer
/// Turns one file's tokens into `FileFacts` in a single forward pass with a stack of open scopes.
/// It is not a parser: it recognizes declarations by their keywords, reads their heads, and
/// scans everything else for calls, member assignments and type mentions. On code that does not
/// compile it keeps going and resynchronizes at the next declaration.
public enum FactExtractor {
    public static func extract(path: String, bytes: [UInt8]) -> FileFacts {
        var state = ExtractionState(toks: SignificantTokens(bytes: bytes), path: path)
        state.run()
        return state.finish()
    }

    public static func extract(path: String, file: TokenizedFile) -> FileFacts {
        var state = ExtractionState(toks: SignificantTokens(file), path: path)
        state.run()
        return state.finish()
    }

    /// Facts plus the work counts tests use to prove extraction stays linear: significant tokens
    /// (the forward pass) and tokens examined again by look-ahead and look-behind scans.
    package static func extractCountingWork(path: String, bytes: [UInt8]) -> (facts: FileFacts, significantTokens: Int, scannedTokens: Int) {
        var state = ExtractionState(toks: SignificantTokens(bytes: bytes), path: path)
        state.run()
        return (state.finish(), state.toks.count, state.toks.work.scannedTokens)
    }
}

/// One open `{ ... }`.
package struct Scope {
    /// Index into `facts.types` of the innermost enclosing type, or -1 at file level.
    var typeIndex: Int
    /// The braces are a type's body: declarations here are members.
    var isTypeBody: Bool
    /// The member whose body this is (calls are attributed to it).
    var member: String?
    /// Open parentheses when the scope began; a `}` drops any left open inside it.
    var parenDepth: Int
    /// Token index of the `{`, so a receiver chain can step over `{ ... }`.
    var openIndex: Int = -1
    /// A property's `{ get set }` / `{ willSet didSet }` block: those words are not calls here.
    var isAccessorBlock = false
}

/// The modifiers of one declaration prefix that facts keep.
package struct DeclarationModifiers {
    /// No modifier was seen.
    var isEmpty = true
    /// `static`, or `class` as a modifier (`class func`).
    var isStatic = false
    /// The last of `weak`, `unowned`, `unowned(safe)`, `unowned(unsafe)`; strong without one.
    var ownership = Ownership.strong
}

/// One open `(` or `[`; for call argument lists it tracks where the next argument starts.
package struct ParenFrame {
    var typeIndex: Int
    /// Index of the call in its body's `calls`, or -1 when the parenthesis is not a call's.
    var callIndex: Int
    var expectArgument: Bool
    /// Token index of the `(` or `[`.
    var openIndex: Int = -1
}

package struct ExtractionState {
    let toks: SignificantTokens
    var facts: FileFacts
    var scopes: [Scope] = []
    var parens: [ParenFrame] = []
    var i = 0
    /// What the next `{` opens, set by a declaration head.
    var pendingScope: Scope?
    var pendingScopeToken = -1
    /// An attribute (`@objc`) was seen since the last declaration prefix was cleared; only its
    /// presence matters.
    var hasAttributes = false
    /// `@IBOutlet` among the attributes of the declaration being read.
    var hasOutletAttribute = false
    /// What the modifiers since then say, as far as facts keep it. The words used to be kept as
    /// Strings and compared as Strings by each declaration.
    var modifiers = DeclarationModifiers()
    /// Scratch for the names of one `var`/`let` declaration, kept between declarations so that
    /// each does not allocate.
    var propertyScratch: [PropertyDecl] = []
    /// Scratch for `receiver(before:)`, kept between calls so that each call does not allocate.
    var receiverScratch: [UInt8] = []
    var declarationStart = -1
    /// At type level, the property whose initializer expression is being scanned.
    var typeLevelMember: String?
    /// Calls that turned out to be function references (`#selector(foo(_:))`, `foo(bar:)`).
    var references: [(Int, Int)] = []
    /// Inside the condition of `if`/`guard`/`while`/`for`/`switch`/`catch` opened at this scope
    /// count and parenthesis depth (-1: none): there `name {` is the statement's body, not a
    /// trailing closure.
    var conditionScopeDepth = -1
    var conditionParenDepth = 0
    /// The last few closed brackets (close token → open token), so that receiver chains such as
    /// `items.map { ... }.first?.open()` step over bodies of any length in constant time.
    var recentlyClosed = RecentlyClosedBrackets()
    /// One parser for every type annotation and bracket skip of the file, moved to each place
    /// it reads: a parser made per use copied the token arrays' references each time (a retain
    /// and a release apiece), which cost more than many a parse.
    var typeParser: TypeRefParser

    init(toks: SignificantTokens, path: String) {
        self.toks = toks
        self.facts = FileFacts(path: path, directives: toks.directives)
        self.typeParser = TypeRefParser(toks, at: 0)
    }

    /// The type at `start` (nil when there is none) and the token after it, as a fresh
    /// `TypeRefParser(toks, at: start)` would give with `parseType()` then `finish()`.
    mutating func parseType(at start: Int) -> (type: TypeRef?, end: Int) {
        typeParser.move(to: start)
        let type = typeParser.parseType()
        typeParser.finish()
        return (type, typeParser.pos)
    }

    /// The token after the balanced group opening at `start` (`TypeRefParser.skipBalanced`).
    mutating func skipBalanced(at start: Int) -> Int {
        typeParser.move(to: start)
        typeParser.skipBalanced()
        return typeParser.pos
    }

    mutating func finish() -> FileFacts {
        dropReferenceCalls()
        recordCallsOfLowercaseTypes()
        facts.compact()
        return facts
    }

    /// `dydxMarketsViewPresenter()`: a type whose name starts with a lower-case letter is created
    /// by a call that tokens cannot tell from a function call. When this file declares such a
    /// type, a call of its name with no receiver creates it; so may a call of another camel-case
    /// lower-case name (`qwertyPresenter()` in `class qwertyBuilder`, as some Generamba sandboxes
    /// generate every type in lower case): the model reads only names the project declares, so
    /// `loadData()` read this way finds nothing. A file with no lower-case type keeps its calls.
    private mutating func recordCallsOfLowercaseTypes() {
        var names: Set<String> = []
        for type in facts.types where type.kind != .extension && type.kind != .protocol {
            // Every type of every file passes here: read the base name in place, copy only a match.
            let base = NameText.baseName(type.name)
            if let first = base.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") { names.insert(String(base)) }
        }
        guard !names.isEmpty else { return }
        func record(in body: inout BodyFacts) {
            var added = false
            for call in body.calls where call.receiver.isEmpty && (names.contains(call.name) || Self.isLowercaseCamelCase(call.name)) {
                body.mentions.append(TypeMention(name: call.name, position: call.position, context: .initializerCall, member: call.member))
                added = true
            }
            // Mentions stay in source order, as the scan records them.
            if added { body.mentions.sort { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) } }
        }
        record(in: &facts.topLevel)
        for index in facts.types.indices { record(in: &facts.types[index].body) }
    }

    /// `qwertyPresenter`: an ASCII lower-case letter first and an upper-case one later (a
    /// one-word `print` or `min` names no type of this kind).
    static func isLowercaseCamelCase(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next(), first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        while let byte = bytes.next(), byte < 0x80 {
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { return true }
        }
        return false
    }

    private mutating func dropReferenceCalls() {
        guard !references.isEmpty else { return }
        // One filtering pass per body: removing one at a time would be quadratic.
        var byType: [Int: Set<Int>] = [:]
        for (typeIndex, callIndex) in references { byType[typeIndex, default: []].insert(callIndex) }
        for (typeIndex, dropped) in byType {
            if typeIndex < 0 {
                facts.topLevel.calls = ExtractionState.removing(dropped, from: facts.topLevel.calls)
            } else if typeIndex < facts.types.count {
                facts.types[typeIndex].body.calls = ExtractionState.removing(dropped, from: facts.types[typeIndex].body.calls)
            }
        }
    }

    private static func removing(_ dropped: Set<Int>, from calls: [CallSite]) -> [CallSite] {
        var kept: [CallSite] = []
        kept.reserveCapacity(calls.count - dropped.count)
        for (index, call) in calls.enumerated() where !dropped.contains(index) { kept.append(call) }
        return kept
    }

    // MARK: - Context

    // The innermost scope's fields are read in place: `scopes.last` would copy the whole
    // scope, retaining and releasing its member name, on every token that asks.
    //
    // Helpers that only read the state are inlined or declared `mutating`: called from the
    // (mutating) extraction, a non-mutating method of this large struct was given a copy of
    // all of it (360 bytes, a memcpy per call, on most tokens); `mutating` passes it by
    // reference.
    @inline(__always) var currentTypeIndex: Int { scopes.isEmpty ? -1 : scopes[scopes.count - 1].typeIndex }
    @inline(__always) var inTypeBody: Bool { scopes.isEmpty ? false : scopes[scopes.count - 1].isTypeBody }
    @inline(__always) var inAccessorBlock: Bool { scopes.isEmpty ? false : scopes[scopes.count - 1].isAccessorBlock }
    /// Open parentheses when the innermost scope began (0 at file level).
    @inline(__always) var scopeParenDepth: Int { scopes.isEmpty ? 0 : scopes[scopes.count - 1].parenDepth }
    @inline(__always) var currentMember: String? {
        guard !scopes.isEmpty else { return typeLevelMember }
        return scopes[scopes.count - 1].isTypeBody ? typeLevelMember : scopes[scopes.count - 1].member
    }

    /// The flattened name prefix for a type declared here (`Outer.`), or "" at file level.
    mutating func enclosingTypeName() -> String {
        let index = currentTypeIndex
        guard index >= 0 else { return "" }
        // Names grow with nesting; past a sane depth (broken code: `class A {` repeated) stop
        // flattening, or 100k nested declarations would build gigabytes of names.
        let outer = facts.types[index].name
        guard outer.utf8.count < 512 else { return "" }
        return outer + "."
    }

    mutating func appendBody(_ update: (inout BodyFacts) -> Void) {
        let index = currentTypeIndex
        if index >= 0 { update(&facts.types[index].body) } else { update(&facts.topLevel) }
    }

    mutating func clearDeclarationPrefix() {
        hasAttributes = false
        hasOutletAttribute = false
        modifiers = DeclarationModifiers()
        declarationStart = -1
    }

    // MARK: - Main loop

    mutating func run() {
        let count = toks.count
        while i < count {
            let before = i
            step()
            if i <= before { i = before + 1 } // always make progress
        }
    }

    static let declarationModifiers = WordSet([
        "weak", "unowned", "static", "final", "lazy", "override", "open", "public", "internal",
        "fileprivate", "private", "package", "mutating", "nonmutating", "required", "convenience",
        "dynamic", "optional", "indirect", "nonisolated", "isolated", "distributed", "prefix",
        "postfix", "infix", "__consuming", "consuming", "borrowing",
    ])

    @inline(__always) private mutating func step() {
        if let last = parens.last, last.expectArgument {
            parens[parens.count - 1].expectArgument = false
            if !toks.isByte(i, UInt8(ascii: ")")) && noteArgument() { return }
        }
        let kind = toks.tokens[i].kind
        // A name starting a line at file level, outside any bracket, starts a new statement: the
        // initializer of the global before it (`let root = RootView()`) has ended.
        if typeLevelMember != nil && kind == .identifier && scopes.isEmpty && parens.isEmpty && toks.newlineBefore[i] {
            typeLevelMember = nil
        }
        switch kind {
        case .punctuation:
            punctuation()
        case .attribute:
            if declarationStart < 0 { declarationStart = i }
            hasAttributes = true
            if toks.is(i, "@IBOutlet") { hasOutletAttribute = true }
            i += 1
            // Attribute arguments: @available(iOS 13, *), @objc(name); never `@escaping(...)`.
            if toks.isByte(i, UInt8(ascii: "(")) && toks.tokens[i].start == toks.tokens[i - 1].end
                && !toks.isOne(i - 1, of: TypeRefParser.attributesWithoutArguments) {
                i = skipBalanced(at: i)
            }
        case .pound:
            pound()
        case .keyword:
            keyword()
        case .identifier:
            identifier()
        case .operator:
            operatorToken()
        default:
            clearDeclarationPrefix()
            i += 1
        }
    }

    private mutating func punctuation() {
        let b = toks.firstByte(i)
        switch b {
        case UInt8(ascii: "{"):
            openBrace()
        case UInt8(ascii: "}"):
            if let scope = scopes.popLast() {
                if parens.count > scope.parenDepth { parens.removeLast(parens.count - scope.parenDepth) }
                if scope.isTypeBody { typeLevelMember = nil }
                recentlyClosed.record(close: i, open: scope.openIndex)
            }
            if scopes.count < conditionScopeDepth { conditionScopeDepth = -1 }
            clearDeclarationPrefix()
            i += 1
        case UInt8(ascii: "("), UInt8(ascii: "["):
            parens.append(ParenFrame(typeIndex: currentTypeIndex, callIndex: -1, expectArgument: false, openIndex: i))
            clearDeclarationPrefix()
            i += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"):
            if !parens.isEmpty && parens.count > scopeParenDepth {
                recentlyClosed.record(close: i, open: parens.removeLast().openIndex)
            }
            i += 1
        case UInt8(ascii: ","):
            // Only a comma of an argument list opened in this scope starts a new argument.
            if let last = parens.last, last.callIndex >= 0, parens.count > scopeParenDepth {
                parens[parens.count - 1].expectArgument = true
            }
            i += 1
        default:
            i += 1
        }
    }

    private mutating func openBrace() {
        if conditionScopeDepth == scopes.count && conditionParenDepth == parens.count { conditionScopeDepth = -1 }
        if var scope = pendingScope, pendingScopeToken >= 0 {
            scope.parenDepth = parens.count
            scope.openIndex = i
            scopes.append(scope)
        } else {
            // `var x = 0 { didSet { } }`: observers after an initializer.
            let observers = inTypeBody && typeLevelMember != nil && accessorKind(afterBrace: i + 1) == .observers
            scopes.append(Scope(typeIndex: currentTypeIndex, isTypeBody: false,
                                member: currentMember, parenDepth: parens.count,
                                openIndex: i, isAccessorBlock: observers))
        }
        pendingScope = nil
        pendingScopeToken = -1
        clearDeclarationPrefix()
        i += 1
    }

    private mutating func pound() {
        let isSelector = toks.is(i, "#selector") || toks.is(i, "#keyPath")
        if isSelector && toks.isByte(i + 1, UInt8(ascii: "(")) {
            i = skipBalanced(at: i + 1)
            return
        }
        if toks.is(i, "#if") || toks.is(i, "#elseif") {
            // The condition runs to the end of the line; facts come from every branch.
            i += 1
            while i < toks.count && !toks.newlineBefore[i] { i += 1 }
            return
        }
        i += 1
    }

    private mutating func operatorToken() {
        // Git conflict markers at the start of a line: skip the marker line.
        if toks.newlineBefore[i] && toks.tokens[i].column == 1 && toks.tokens[i].length >= 7 {
            let b = toks.firstByte(i)
            if b == UInt8(ascii: "<") || b == UInt8(ascii: ">") || b == UInt8(ascii: "=") || b == UInt8(ascii: "|") {
                i += 1
                while i < toks.count && !toks.newlineBefore[i] { i += 1 }
                return
            }
        }
        clearDeclarationPrefix()
        i += 1
    }
}

// MARK: - Compaction

extension Array {
    /// The same elements in a buffer of exactly their count: arrays grown by appending keep up
    /// to half their capacity unused, and a project's facts all stay alive until the model is built.
    /// The elements are moved, not copied: a copy retains every String and array an element
    /// holds and freeing the old buffer releases them all again, which made compaction a sixth
    /// of extraction.
    fileprivate mutating func shrinkToFit() {
        guard capacity > count else { return }
        guard !isEmpty else { self = []; return }
        var exact: [Element] = []
        exact.reserveCapacity(count)
        // `popLast` moves the last element out; reversing first (in place, by moves) keeps the order.
        withUnsafeMutableBufferPointer { $0.reverse() }
        while let element = popLast() { exact.append(element) }
        self = exact
    }
}

/// Equal texts of one file's bodies in one buffer. Call sites are the largest part of the facts a
/// cold lint holds at once, and most repeat: the same labels (`["_", "animated"]`), the same
/// receiver (`self.navigationController?`) and member for many calls. Strings of up to 15 bytes
/// are stored inline by Swift and are left alone.
fileprivate struct SharedText {
    /// Plain texts (see `PlainText`) by a cheap hash of their bytes; the others as Swift hashes
    /// them. The two kinds of table never hold equal texts: a plain text equals only plain texts.
    private var plainStrings = PlainTable<String>()
    private var strings: [String: String] = [:]
    private var plainLabelLists = PlainTable<[String]>()
    private var labelLists: [[String]: [String]] = [:]
    /// The previous label lookup and its answer (see `RecentText`).
    private var previousLabels: [String] = []
    private var previousSharedLabels: [String] = []

    /// Whether `share` could return another string for `text`: only texts stored out of line.
    static func isShareable(_ text: String) -> Bool { text.utf8.count > 15 }

    mutating func share(_ text: String, recent: inout RecentText) -> String {
        guard SharedText.isShareable(text) else { return text }
        if text == recent.text { return recent.shared }
        let shared = share(text)
        recent.text = text
        recent.shared = shared
        return shared
    }

    mutating func share(_ text: String) -> String {
        guard SharedText.isShareable(text) else { return text }
        let shared: String
        if let hash = PlainText.hash(of: text) {
            if let known = plainStrings.find(text, hash: hash) {
                shared = known
            } else {
                plainStrings.insert(text, hash: hash)
                shared = text
            }
        } else if let known = strings[text] {
            shared = known
        } else {
            strings[text] = text
            shared = text
        }
        return shared
    }

    mutating func share(_ labels: [String]) -> [String] {
        guard !labels.isEmpty else { return labels }
        if labels == previousLabels { return previousSharedLabels }
        let shared: [String]
        let plainHash = PlainText.hash(of: labels)
        if let plainHash, let known = plainLabelLists.find(labels, hash: plainHash) {
            shared = known
        } else if plainHash == nil, let known = labelLists[labels] {
            shared = known
        } else {
            var compact = labels.map { share($0) }
            compact.shrinkToFit()
            if let plainHash {
                plainLabelLists.insert(compact, hash: plainHash)
            } else {
                labelLists[labels] = compact
            }
            shared = compact
        }
        previousLabels = labels
        previousSharedLabels = shared
        return shared
    }
}

/// One field's previous lookup and its answer. Equal texts often come in a row in one field (every
/// call of one member has the same member name, runs of calls have the same receiver), and
/// comparing with the previous text is cheaper than hashing it: texts sharing storage compare
/// in one step. An empty previous text never matches, as only longer texts are looked up.
fileprivate struct RecentText {
    var text = ""
    var shared = ""
}

/// The recent texts of each field of a file's bodies.
fileprivate struct RecentTexts {
    var receiver = RecentText()
    var member = RecentText()
    var firstArgument = RecentText()
    var name = RecentText()
}

/// Plain texts: ASCII without `K`, `;` and `` ` ``, the only characters with a non-ASCII
/// canonical equivalent (see `SignificantTokens.isOne`). A plain text equals exactly the texts
/// with its bytes, so a hash of its bytes agrees with String equality: Swift's String hashing
/// (SipHash over every byte, per string, then once more in the Dictionary) was most of the cost
/// of sharing.
fileprivate enum PlainText {
    /// The bytes' hash, or nil when the text is not plain. Native Strings are read as one
    /// buffer: stepping through `utf8` byte by byte cost more than Swift's own hashing.
    static func hash(of text: String, into seed: Int = 0) -> Int? {
        if let hash = text.utf8.withContiguousStorageIfAvailable({ hash(of: $0, into: seed) }) { return hash }
        return Array(text.utf8).withUnsafeBufferPointer { hash(of: $0, into: seed) }
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let multiplier: UInt64 = 0x0000_0100_0000_01B3

    /// Eight bytes at a time where there are eight: checking and mixing byte by byte cost a
    /// few cycles per byte, and receivers and names run to dozens of bytes.
    private static func hash(of bytes: UnsafeBufferPointer<UInt8>, into seed: Int) -> Int? {
        var hash = UInt64(UInt(bitPattern: seed))
        var k = 0
        while k + 8 <= bytes.count {
            var word: UInt64 = 0
            for b in 0..<8 { word |= UInt64(bytes[k + b]) << UInt64(8 * b) }
            guard isPlain(word) else { return nil }
            hash = (hash ^ word) &* multiplier
            hash ^= hash >> 32
            k += 8
        }
        while k < bytes.count {
            let byte = bytes[k]
            guard byte < 0x80 && byte != UInt8(ascii: "K") && byte != UInt8(ascii: ";") && byte != UInt8(ascii: "`") else { return nil }
            hash = (hash ^ UInt64(byte)) &* multiplier
            k += 1
        }
        return Int(truncatingIfNeeded: hash)
    }

    /// Every byte of `word` is ASCII and none is `K`, `;` or `` ` `` (a byte equal to `c` is a
    /// zero byte of `word ^ c...c`, found by the classic borrow test, exact for ASCII bytes).
    private static func isPlain(_ word: UInt64) -> Bool {
        guard word & highBits == 0 else { return false }
        for c in [UInt8(ascii: "K"), UInt8(ascii: ";"), UInt8(ascii: "`")] {
            let x = word ^ (ones &* UInt64(c))
            if (x &- ones) & ~x & highBits != 0 { return false }
        }
        return true
    }

    /// The labels' hash, or nil when one is not plain. A byte no label has ends each label, so
    /// `["ab"]` and `["a", "b"]` mix differently.
    static func hash(of labels: [String]) -> Int? {
        var hash = labels.count
        for label in labels {
            guard let next = PlainText.hash(of: label, into: hash) else { return nil }
            hash = next &* 31 &+ 0xFF
        }
        return hash
    }
}

/// A set of values with their hashes computed by the caller: open addressing, linear probing.
/// A Dictionary keyed by a precomputed hash still ran Swift's Hasher over it at every lookup.
fileprivate struct PlainTable<Value: Equatable> {
    /// Index + 1 into `values` (0: empty); a power of two long, at most half full.
    private var slots: [Int] = []
    private var hashes: [Int] = []
    private var values: [Value] = []

    func find(_ value: Value, hash: Int) -> Value? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = PlainTable.home(hash, mask: mask)
        while slots[slot] != 0 {
            let entry = slots[slot] - 1
            if hashes[entry] == hash && values[entry] == value { return values[entry] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Adds a value that `find` does not find.
    mutating func insert(_ value: Value, hash: Int) {
        if (values.count + 1) * 2 > slots.count { grow() }
        hashes.append(hash)
        values.append(value)
        PlainTable.place(entry: values.count - 1, hash: hash, in: &slots)
    }

    private mutating func grow() {
        var bigger = [Int](repeating: 0, count: max(64, slots.count * 2))
        for entry in hashes.indices { PlainTable.place(entry: entry, hash: hashes[entry], in: &bigger) }
        slots = bigger
    }

    private static func place(entry: Int, hash: Int, in table: inout [Int]) {
        let mask = table.count - 1
        var slot = home(hash, mask: mask)
        while table[slot] != 0 { slot = (slot + 1) & mask }
        table[slot] = entry + 1
    }

    /// Fibonacci hashing: the high bits of the product spread even a weak hash over the slots.
    private static func home(_ hash: Int, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: hash)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }
}

extension BodyFacts {
    /// Fields whose text cannot change (empty label lists, texts stored inline) are not written
    /// back: each write released the old value and retained the new one for nothing.
    fileprivate mutating func compact(_ shared: inout SharedText, _ recent: inout RecentTexts) {
        for index in calls.indices {
            if !calls[index].labels.isEmpty { calls[index].labels = shared.share(calls[index].labels) }
            if SharedText.isShareable(calls[index].receiver) {
                calls[index].receiver = shared.share(calls[index].receiver, recent: &recent.receiver)
            }
            if let member = calls[index].member, SharedText.isShareable(member) {
                calls[index].member = shared.share(member, recent: &recent.member)
            }
            if let first = calls[index].firstArgument, SharedText.isShareable(first) {
                calls[index].firstArgument = shared.share(first, recent: &recent.firstArgument)
            }
            if SharedText.isShareable(calls[index].name) { calls[index].name = shared.share(calls[index].name, recent: &recent.name) }
        }
        for index in assignments.indices {
            if SharedText.isShareable(assignments[index].name) {
                assignments[index].name = shared.share(assignments[index].name, recent: &recent.name)
            }
            if let member = assignments[index].member, SharedText.isShareable(member) {
                assignments[index].member = shared.share(member, recent: &recent.member)
            }
            if SharedText.isShareable(assignments[index].receiver) {
                assignments[index].receiver = shared.share(assignments[index].receiver, recent: &recent.receiver)
            }
        }
        for index in mentions.indices {
            if SharedText.isShareable(mentions[index].name) { mentions[index].name = shared.share(mentions[index].name, recent: &recent.name) }
            if let member = mentions[index].member, SharedText.isShareable(member) {
                mentions[index].member = shared.share(member, recent: &recent.member)
            }
        }
        calls.shrinkToFit()
        assignments.shrinkToFit()
        mentions.shrinkToFit()
        locals.shrinkToFit()
    }
}

extension FileFacts {
    /// Releases the spare capacity extraction left in every array of these facts (peak memory of
    /// a cold lint of a large project holds every file's facts at once). Contents are unchanged.
    fileprivate mutating func compact() {
        imports.shrinkToFit()
        typealiases.shrinkToFit()
        directives.shrinkToFit()
        var shared = SharedText()
        var recent = RecentTexts()
        topLevel.compact(&shared, &recent)
        types.shrinkToFit()
        for index in types.indices {
            types[index].inheritance.shrinkToFit()
            types[index].properties.shrinkToFit()
            types[index].typealiases.shrinkToFit()
            types[index].functions.shrinkToFit()
            for function in types[index].functions.indices {
                types[index].functions[function].parameters.shrinkToFit()
            }
            types[index].body.compact(&shared, &recent)
        }
    }
}
