import NavDSL
import Testing

/// Thousands of random and mutated URLs: nothing crashes, each either navigates or is rejected
/// with a typed error, and the tree stays sound.
@MainActor
@Suite struct DeeplinkFuzzTests {
    nonisolated static let seeds: [UInt64] = [7, 99, 2026]
    static let seedsCount = 1_200
    static let valid = ["app://chat/42", "app://promo?product=7&tag=a&tag=b&campaign=x", "app://chat?id=3", "https://example.com/chat/9"]
    static let alphabet = Array("abcXYZ09:/?&=%#.+-_ ~éз😀\u{0}\\[]@!$'()*,;")

    @Test(arguments: seeds)
    func randomURLsNeverCrashAndAreEitherRoutedOrRejected(seed: UInt64) async throws {
        var generator = SeededGenerator(seed: seed)
        let app = HeadlessApp(root: DeeplinkApp.loggedInTabs())
        let manager = DeeplinkApp.manager(for: app)
        manager.activate(.launch)
        manager.activate(.authorized)
        var navigated = 0
        var rejected = 0
        for index in 0..<Self.seedsCount {
            let text = Self.mutate(Self.valid[Int.random(in: 0..<Self.valid.count, using: &generator)], using: &generator)
            var outcome: Result<Void, any Error>?
            manager.handle(text) { outcome = $0 }
            switch outcome {
            case .success: navigated += 1
            case .failure(let error):
                rejected += 1
                #expect(error is any ScreenError, "seed \(seed) #\(index) '\(text)': untyped error \(error)")
            case nil: Issue.record("seed \(seed) #\(index) '\(text)': no outcome")
            }
            if app.window.rootViewController?.presentedViewController != nil {
                try await app.navigator.navigate(to: HeadlessWindowRoute().root.dismissAll())
            }
            let problems = TreeInvariants.violations(in: app.window)
            #expect(problems.isEmpty, "seed \(seed) #\(index) '\(text)': \(problems)")
            if !problems.isEmpty { return }
        }
        #expect(navigated > 20, "seed \(seed): the mutations should keep some links valid")
        #expect(rejected > 200, "seed \(seed): the mutations should break most links")
    }

    /// One to four random edits: insert, delete, replace, duplicate a query, or blow the length up.
    static func mutate(_ text: String, using generator: inout SeededGenerator) -> String {
        var characters = Array(text)
        for _ in 0..<Int.random(in: 0...4, using: &generator) {
            let position = Int.random(in: 0...characters.count, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: characters.insert(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)], at: position)
            case 1 where !characters.isEmpty: characters.remove(at: min(position, characters.count - 1))
            case 2 where !characters.isEmpty:
                characters[min(position, characters.count - 1)] = alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
            case 3: characters.append(contentsOf: Array("&id=\(Int.random(in: -5...99_999_999_999, using: &generator))"))
            case 4: characters.append(contentsOf: repeatElement("a", count: Int.random(in: 0...9_000, using: &generator)))
            default: characters = Array(characters.prefix(position))
            }
        }
        return String(characters)
    }
}
