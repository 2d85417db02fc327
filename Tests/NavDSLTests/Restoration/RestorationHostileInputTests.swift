import Foundation
import NavDSL
import NavDSLHeadless
import NavDSLTestSupport
import Testing

/// Hostile records: each is a typed error or a reported drop, in bounded time, never a crash and
/// never a half-built tree.
@MainActor
@Suite struct RestorationHostileInputTests {
    let registry = ScreenRestorationRegistry<HeadlessPlatform>.suites

    /// A real record: tabs [stack [Chat(1), Chat(2)], Profile(ann)] presenting Chat(3) as a sheet.
    func savedRecord() async throws -> Data {
        let app = HeadlessApp(root: HeadlessPlatform.makeTabsContainer(with: []), logged: false)
        try await app.navigator.run { $0.setRoot(to: RestorationTests.tabs(selected: 1)) }
        try await app.navigator.run { $0.top(.container).present(SavedChatScreen(id: 3).withBottomSheet(ScreenSheet(detents: [.medium]))) }
        return try app.navigator.restorationRecord().jsonData()
    }

    func code(of data: Data, maximumByteCount: Int = ScreenRestorationRecord.defaultMaximumByteCount) -> ScreenRestorationError.Code? {
        do {
            _ = try ScreenRestorationRecord(jsonData: data, maximumByteCount: maximumByteCount)
            return nil
        } catch let error as ScreenRestorationError {
            return error.code
        } catch {
            Issue.record("untyped error \(error)")
            return nil
        }
    }

    @Test func everyTruncationIsMalformed() async throws {
        let data = try await savedRecord()
        for length in 0..<data.count {
            #expect(code(of: data.prefix(length)) == .malformed, "cut at \(length)")
        }
        #expect(code(of: data) == nil)
    }

    @Test func garbageIsMalformed() {
        var generator = SeededGenerator(seed: 34)
        let samples: [Data] =
            [
                Data(), Data("null".utf8), Data("[]".utf8), Data("{}".utf8), Data("\"text\"".utf8), Data([0xFF, 0xFE, 0x00, 0x7B]),
                Data(#"{"version":1,"nodes":[],"omissions":[]}}"#.utf8), Data(#"]{"#.utf8),
            ]
            + (0..<200).map { _ in
                Data((0..<Int.random(in: 1..<300, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) })
            }
        for sample in samples {
            #expect(code(of: sample) == .malformed, "\(Array(sample.prefix(16)))")
        }
    }

    @Test func tenThousandLevelsOfNestingAreRefusedBeforeDecoding() async throws {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(code(of: Data(#"{"version":1,"nodes":\#(deep),"omissions":[]}"#.utf8)) == .malformed)
        #expect(code(of: Data(String(repeating: "{\"a\":", count: 10_000).utf8)) == .malformed)
        // Deep state text inside a well-formed record: that screen is dropped, the rest restores.
        let record = ScreenRestorationRecord(nodes: [
            .init(kind: .stack), .init(kind: .screen, parent: 0, relation: .child, screen: "chat", state: "1"),
            .init(kind: .screen, parent: 0, relation: .child, screen: "chat", state: deep),
        ])
        let decoded = try ScreenRestorationRecord(jsonData: try record.jsonData())
        let app = RelaunchedApp()
        let report = try await app.navigator.restore(from: decoded, using: registry)
        guard case .undecodableState(type: "chat", let message) = report.drops.first?.reason else {
            Issue.record("expected an undecodable state, got \(report.drops)")
            return
        }
        #expect(message.contains("nested deeper than 32"))
        #expect(HeadlessTrees.names(app.window.rootViewController as? HeadlessNavigationController) == ["Chat(1)"])
    }

    @Test func tenMegabytesAreRefusedUnread() {
        let huge = Data(repeating: UInt8(ascii: "["), count: 10 << 20)
        #expect(code(of: huge) == .tooLarge)
        // Read anyway with a larger limit, the scan stops at the ninth bracket.
        #expect(code(of: huge, maximumByteCount: 11 << 20) == .malformed)
        let longString = Data(#"{"version":1,"nodes":[],"omissions":[],"x":""#.utf8) + Data(repeating: UInt8(ascii: "a"), count: 10 << 20)
        #expect(code(of: longString, maximumByteCount: 11 << 20) == .malformed)
    }

    @Test func duplicatedKeysAreMalformed() {
        #expect(code(of: Data(#"{"version":1,"version":2,"nodes":[],"omissions":[]}"#.utf8)) == .malformed)
        #expect(code(of: Data(#"{"version":1,"nodes":[{"kind":"stack","kind":"tabs"}],"omissions":[]}"#.utf8)) == .malformed)
        #expect(code(of: Data(#"{"version":1,"nodes":[{"kind":"stack"},{"kind":"stack"}],"omissions":[]}"#.utf8)) == nil)
    }

    /// The decoder compares keys unescaped, as Swift strings: so does the check, before decoding.
    @Test(arguments: [
        (#"{"version":1,"ver\u0073ion":2,"nodes":[],"omissions":[]}"#, "version"),
        (#"{"version":1,"nodes":[{"kind":"stack","\u006bind":"tabs"}],"omissions":[]}"#, "kind"),
        (#"{"version":1,"nodes":[],"omissions":[],"a\/b":1,"a/b":2}"#, "a/b"),
        (#"{"version":1,"nodes":[],"omissions":[],"\ud83d\ude00":1,"😀":2}"#, "😀"),
        (#"{"version":1,"nodes":[],"omissions":[],"caf\u00e9":1,"cafe\u0301":2}"#, "café"),
        (#"{"version":1,"nodes":[],"omissions":[],"tab\t":1,"tab\u0009":2}"#, "tab\t"),
    ])
    func keysNamedTwiceInAnySpellingAreRefusedBeforeDecoding(text: String, key: String) {
        do {
            _ = try ScreenRestorationRecord(jsonData: Data(text.utf8))
            Issue.record("read \(text)")
        } catch let error as ScreenRestorationError {
            #expect(error.code == .malformed)
            #expect(error.detail == "the key '\(key)' appears twice in one object.")
        } catch {
            Issue.record("untyped error \(error)")
        }
    }

    @Test(arguments: [#"{"a\"b":1,"a\\b":2}"#, #"{"\u0041":1,"a":2}"#, #"{"\u00e9":1,"\u00e8":2}"#, #"{"\\u0041":1,"A":2}"#])
    func distinctKeysWithEscapesAreNotDuplicates(object: String) {
        #expect(code(of: Data(#"{"version":1,"nodes":[],"omissions":[],"extra":\#(object)}"#.utf8)) == nil)
    }

    @Test(arguments: [
        #"{"version":"1","nodes":[],"omissions":[]}"#, #"{"version":1,"nodes":{},"omissions":[]}"#,
        #"{"version":1,"nodes":[{"kind":"window"}],"omissions":[]}"#,
        #"{"version":1,"nodes":[{"kind":"stack","parent":"0"}],"omissions":[]}"#,
        #"{"version":1,"nodes":[{"kind":"tabs","selectedTab":1.5}],"omissions":[]}"#, #"{"nodes":[],"omissions":[]}"#,
        #"{"version":1,"nodes":[{"kind":"stack","key":{"name":"A","traits":[[1]]}}],"omissions":[]}"#,
    ])
    func wrongTypesAreMalformed(text: String) {
        #expect(code(of: Data(text.utf8)) == .malformed)
    }

    /// Nodes that decode but do not form a tree: refused before anything changes.
    @Test(arguments: [
        (#"[{"kind":"stack","parent":0,"relation":"child"}]"#, "node 0: the root has no parent."),
        (
            #"[{"kind":"stack"},{"kind":"stack","parent":1,"relation":"child"}]"#,
            "node 1: its parent must be an earlier node, with a relation."
        ),
        (
            #"[{"kind":"stack"},{"kind":"stack","parent":-1,"relation":"child"}]"#,
            "node 1: its parent must be an earlier node, with a relation."
        ),
        (#"[{"kind":"stack"},{"kind":"tabs","parent":0}]"#, "node 1: its parent must be an earlier node, with a relation."),
        (#"[{"kind":"stack"},{"kind":"stack","parent":0,"relation":"child"}]"#, "node 1: a stack cannot hold a stack."),
        (
            #"[{"kind":"screen","screen":"chat","state":"1"},{"kind":"stack","parent":0,"relation":"child"}]"#,
            "node 1: a screen holds no children; present it instead."
        ),
        (#"[{"kind":"screen","screen":"chat"}]"#, "node 0: a screen needs its type and state."),
        (#"[{"kind":"tabs","screen":"chat"}]"#, "node 0: a tabs names no screen type."),
    ])
    func nodesThatAreNoTreeFailAndChangeNothing(nodes: String, message: String) async throws {
        let record = try ScreenRestorationRecord(jsonData: Data(#"{"version":1,"nodes":\#(nodes),"omissions":[]}"#.utf8))
        let app = try await HeadlessApp.homeStack()
        let before = app.window.hierarchyDescription
        let error = await #expect(throws: ScreenRestorationError.self) { try await app.navigator.restore(from: record, using: registry) }
        #expect(error?.code == .malformed)
        #expect(error?.reason == "Can't restore (malformed): \(message)")
        #expect(app.window.hierarchyDescription == before)
    }

    /// Random byte flips of a real record: a typed error, or a restore that leaves a sound tree
    /// (the whole record, the prefix, or nothing at all).
    @Test func mutatedRecordsNeverCrashNorHalfBuild() async throws {
        let data = try await savedRecord()
        var generator = SeededGenerator(seed: 3_434)
        let bytes = Array(#"{}[],:"0123456789-abc"#.utf8)
        for round in 0..<300 {
            var mutated = data
            for _ in 0..<Int.random(in: 1..<4, using: &generator) {
                let index = Int.random(in: 0..<mutated.count, using: &generator)
                mutated[index] = bytes[Int.random(in: 0..<bytes.count, using: &generator)]
            }
            guard let record = try? ScreenRestorationRecord(jsonData: mutated) else { continue }
            let app = try await HeadlessApp.homeStack()
            let before = app.window.hierarchyDescription
            do {
                try await app.navigator.restore(from: record, using: registry)
            } catch {
                #expect(error is any ScreenError, "round \(round): \(error)")
                #expect(app.window.hierarchyDescription == before, "round \(round): a failed restore changed the tree")
            }
            #expect(TreeInvariants.violations(in: app.window).isEmpty, "round \(round)")
            #expect(app.window.violations.isEmpty, "round \(round): \(app.window.violations)")
        }
    }

    @Test func aFlatStackOfTenThousandScreensRestores() async throws {
        var nodes = [ScreenRestorationRecord.Node(kind: .stack)]
        for id in 0..<10_000 { nodes.append(.init(kind: .screen, parent: 0, relation: .child, screen: "chat", state: "\(id)")) }
        let data = try ScreenRestorationRecord(nodes: nodes).jsonData()
        let app = RelaunchedApp()
        let report = try await app.navigator.restore(from: try ScreenRestorationRecord(jsonData: data), using: registry)
        #expect(report.restoredNodeCount == 10_001)
        #expect((app.window.rootViewController as? HeadlessNavigationController)?.viewControllers.count == 10_000)
        #expect(app.window.transitions.count == 1)
    }
}
