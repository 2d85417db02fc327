import Foundation
import NavDSL
import NavDSLHeadless
import NavDSLTestSupport
import Testing

/// Thousands of random and mutated URLs: nothing crashes, each either navigates or is rejected
/// with a typed error, and the tree stays sound.
///
/// Hostile classes (authority differentials, control
/// characters, non-finite numbers) check the stronger rule: what is accepted means the same to a
/// browser and has no control character or non-finite number in it. Replay a failure by its seed.
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
                try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.dismissAll())
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

    // MARK: Hostile input classes

    static let hostileTokens = [
        "\\", "@", "evil.com@", "%2E", "%40", "\t", "\n", "\r", ":8443", "/..", "/.", "%2e%2e", "user:pw@", " ", "ｅ", "%00",
    ]
    static let controlEscapes = ["%00", "%01", "%09", "%0A", "%0D", "%1F", "%7F", "%C2%80", "%C2%85", "%C2%9F", "%E2%80%8B"]

    @Test(arguments: seeds)
    func hostileAuthoritiesNeverReachAnotherHost(seed: UInt64) async throws {
        var generator = SeededGenerator(seed: seed)
        let app = HeadlessApp(root: DeeplinkApp.loggedInTabs())
        let manager = DeeplinkApp.manager(for: app)
        manager.activate(.launch)
        manager.activate(.authorized)
        for index in 0..<400 {
            var characters = Array("https://example.com/chat/\(Int.random(in: 1...99, using: &generator))")
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let token = Self.hostileTokens[Int.random(in: 0..<Self.hostileTokens.count, using: &generator)]
                characters.insert(contentsOf: Array(token), at: Int.random(in: 0...min(22, characters.count), using: &generator))
            }
            let text = String(characters)
            var outcome: Result<Void, any Error>?
            manager.handle(text) { outcome = $0 }
            switch outcome {
            case .success:
                #expect(
                    Self.browserHost(text) == "example.com",
                    "seed \(seed) #\(index) '\(text.debugDescription)': a browser opens another host")
            case .failure(let error): #expect(error is DeeplinkError, "seed \(seed) #\(index) '\(text.debugDescription)': \(error)")
            case nil: Issue.record("seed \(seed) #\(index) '\(text.debugDescription)': no outcome")
            }
        }
    }

    @Test(arguments: seeds)
    func controlCharactersNeverReachParameters(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for index in 0..<600 {
            var text = "app://chat/\(Int.random(in: 1...99, using: &generator))?note=hello&tag=a"
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let escape = Self.controlEscapes[Int.random(in: 0..<Self.controlEscapes.count, using: &generator)]
                let offsets = Array(text.indices.dropFirst(6))
                text.insert(contentsOf: escape, at: offsets[Int.random(in: 0..<offsets.count, using: &generator)])
            }
            do {
                let link = try DeeplinkURL(text)
                let values = [link.host] + link.pathComponents + link.queryItems.flatMap { [$0.name, $0.value] }
                let controls = values.flatMap(\.unicodeScalars).filter { $0.properties.generalCategory == .control }
                #expect(controls.isEmpty, "seed \(seed) #\(index) '\(text)': control characters \(controls) accepted")
            } catch {
                #expect(error is DeeplinkError, "seed \(seed) #\(index) '\(text)': \(error)")
            }
        }
    }

    @Test(arguments: seeds)
    func nonFiniteNumbersNeverDecode(seed: UInt64) throws {
        struct Numbers: Decodable {
            let double: Double
            let float: Float
        }
        var generator = SeededGenerator(seed: seed)
        let words = ["nan", "NaN", "-nan", "inf", "+inf", "-Infinity", "infinity", "snan", "1", "0.5", "0x1p", "1e", "-0"]
        for index in 0..<600 {
            let text: String
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: text = words[Int.random(in: 0..<words.count, using: &generator)]
            case 1: text = "\(Int.random(in: 1...9, using: &generator))e\(Int.random(in: -500...500, using: &generator))"
            default: text = "\(Int.random(in: -9...9, using: &generator))\(words[Int.random(in: 0..<words.count, using: &generator)])"
            }
            let link = try DeeplinkURL("app://n?double=\(text)&float=\(text)")
            if let numbers = try? link.decodeQuery(Numbers.self) {
                #expect(numbers.double.isFinite && numbers.float.isFinite, "seed \(seed) #\(index) '\(text)'")
            }
            if let value = try? link.parameter("double", as: Double.self) {
                #expect(value.isFinite, "seed \(seed) #\(index) '\(text)'")
            }
        }
    }

    /// The host a WHATWG browser reads: tabs and newlines removed, `\` read as `/`, user info
    /// dropped, percent-escapes decoded, port removed, lowercased.
    static func browserHost(_ text: String) -> String {
        let cleaned = text.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }.replacingOccurrences(of: "\\", with: "/")
        guard let start = cleaned.range(of: "://") else { return "" }
        let authority = cleaned[start.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        let host = hostAndPort.split(separator: ":", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return (host.removingPercentEncoding ?? host).lowercased().trimmingCharacters(in: .whitespaces)
    }
}
