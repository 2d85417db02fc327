import NavDSL
import NavDSLSwiftUI
import NavDSLTestSupport
import Testing

/// Which links ran their route, and how often: a link runs once or not at all.
@MainActor
final class FloodLedger {
    private(set) var runs: [String: Int] = [:]

    func ran(_ link: String) { runs[link, default: 0] += 1 }
}

/// `app://chat/<id>`: dismisses everything, selects the tab `id % 2`, shows the chat on its root.
struct FloodChatLink: Deeplink {
    let chatID: Int

    static func parse(_ link: DeeplinkURL) throws -> FloodChatLink? {
        guard link.segments.first == "chat" else { return nil }
        return FloodChatLink(chatID: try link.parameter("id", at: 1))
    }

    func route(screens ledger: FloodLedger) -> SwiftUIWindowRoute {
        SwiftUIWindowRoute().root.dismissAll().top(.tabs).selectTab(with: .index(chatID % 2))
            .top(.stack).popToRoot().push(chat(chatID)).get { _ in ledger.ran("chat/\(chatID)") }.resolve()
    }
}

/// `app://promo/<id>`: presents a promotion in its own stack, with a detail pushed in it, on top of
/// whatever shows, so promotions pile up until a chat link dismisses them all.
struct FloodPromoLink: Deeplink {
    let promoID: Int

    static func parse(_ link: DeeplinkURL) throws -> FloodPromoLink? {
        guard link.segments.first == "promo" else { return nil }
        return FloodPromoLink(promoID: try link.parameter("id", at: 1))
    }

    func route(screens ledger: FloodLedger) -> SwiftUIWindowRoute {
        SwiftUIWindowRoute().top(.container).present(ModelScreen("Promo", traits: [promoID]).withStackContainer()).stack
            .push(ModelScreen("Detail", traits: [promoID])).get { _ in ledger.ran("promo/\(promoID)") }.resolve()
    }
}

/// A thousand deep links queued at once, acknowledged after random delays (issue 44, bad input).
///
/// None lost, none run twice, every one completes once, and the window ends in the tree the same
/// links give one after another with nothing in flight.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SwiftUIDeeplinkFloodTests {
    static let count = 1_000

    /// The links: chats and promotions, a few malformed or unknown (rejected without navigating).
    static func links(seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { index in
            switch Int.random(in: 0..<20, using: &generator) {
            case 0: "app://chat/not-a-number"
            case 1: "app://nowhere/\(index)"
            case 2..<6: "app://promo/\(index)"
            default: "app://chat/\(index)"
            }
        }
    }

    /// A scene of two tabs whose deep links are registered and active.
    static func scene(completion: SwiftUICompletionMode, ledger: FloodLedger) async throws -> (ModelScene, DeeplinkManager) {
        let scene = try await ModelScene.tabs(completion: completion)
        let manager = DeeplinkManager(navigator: scene.navigator, schemes: ["app"])
        manager.register(FloodChatLink.self, screens: { ledger })
        manager.register(FloodPromoLink.self, screens: { ledger })
        manager.activate(.launch)
        return (scene, manager)
    }

    @Test(arguments: [true, false])
    func aThousandQueuedLinksEndInTheLastLinksTree(allowsMultipleDismissals: Bool) async throws {
        let links = Self.links(seed: 44_002)
        let ledger = FloodLedger()
        let (scene, manager) = try await Self.scene(completion: .acknowledged, ledger: ledger)
        scene.window.allowsMultipleDismissalsInOneUpdate = allowsMultipleDismissals
        var results: [Int: [Result<Void, any Error>]] = [:]
        for (index, link) in links.enumerated() {
            manager.handle(link) { results[index, default: []].append($0) }
        }

        // The probe acknowledges after a random number of turns: the oldest change, or all pending.
        var generator = SeededGenerator(seed: 7)
        var turns = 0
        while results.count < links.count || scene.window.hasPendingTransitions, turns < 100_000 {
            for _ in 0..<Int.random(in: 0..<4, using: &generator) { await Task.yield() }
            if Bool.random(using: &generator) { scene.window.completeNextTransition() } else { scene.window.completePendingTransitions() }
            turns += 1
        }

        #expect(results.count == links.count, "\(links.count - results.count) links never completed")
        #expect(results.values.allSatisfy { $0.count == 1 }, "a link completed twice")
        #expect(ledger.runs.values.allSatisfy { $0 == 1 }, "a link ran twice")
        for (index, link) in links.enumerated() {
            let succeeded = results[index]?.first.map { (try? $0.get()) != nil } ?? false
            let ran = ledger.runs[String(link.dropFirst("app://".count))] != nil
            #expect(succeeded == ran, "\(link) \(succeeded ? "succeeded" : "failed") but \(ran ? "ran" : "did not run")")
            if link.hasSuffix("not-a-number") || link.contains("nowhere") { #expect(!succeeded, "\(link) was not rejected") }
        }

        let reference = try await Self.referenceTree(of: links, allowsMultipleDismissals: allowsMultipleDismissals)
        let lastChat = try #require(links.last { $0.hasPrefix("app://chat/") && Int($0.dropFirst("app://chat/".count)) != nil })
        #expect(reference.contains("Chat(\(lastChat.dropFirst("app://chat/".count))) [top]"), "the reference shows the last chat")
        #expect(scene.window.hierarchyDescription == reference)
        #expect(!scene.navigator.isChangingContainers && scene.navigator.pendingNavigationCount == 0)
    }

    /// The tree the links give one after another, each awaited, every change immediate.
    static func referenceTree(of links: [String], allowsMultipleDismissals: Bool) async throws -> String {
        let (scene, manager) = try await scene(completion: .immediate, ledger: FloodLedger())
        scene.window.allowsMultipleDismissalsInOneUpdate = allowsMultipleDismissals
        for link in links { try? await manager.handle(link) }
        return scene.window.hierarchyDescription
    }
}
