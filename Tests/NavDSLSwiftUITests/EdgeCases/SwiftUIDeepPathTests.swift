import NavDSL
import NavDSLSwiftUI
import NavDSLTestSupport
import Testing

/// A path 10,000 screens deep (issue 44, bad input): pushed in one write or one step at a time,
/// popped, cut by the user, searched and printed; no crash, no hang, no recursion, nothing kept.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SwiftUIDeepPathTests {
    static let depth = 10_000

    /// One deep stack in a window whose changes the test acknowledges.
    let window = SwiftUIWindowModel(completion: .deferred)
    let navigator: ScreenNavigator
    /// Weak references to every model a screen built.
    let built = SwiftUIFaultBuilt()

    init() {
        navigator = ScreenNavigator(window: window, logger: nil)
    }

    var stack: SwiftUIStackModel? { window.root as? SwiftUIStackModel }

    func screen(_ index: Int) -> SwiftUIFaultScreen { SwiftUIFaultScreen(name: "P\(index)", serial: index, built: built) }

    /// Runs `route`, acknowledging each change as it comes, within a bound of acknowledgements.
    func run(_ route: SwiftUIWindowRoute, acknowledgements: Int = 4) async throws {
        var result: Result<Void, any Error>?
        navigator.navigate(to: route) { result = $0 }
        var left = acknowledgements
        while result == nil, left > 0 {
            window.completePendingTransitions()
            await Task.yield()
            left -= 1
        }
        try #require(result != nil, "the navigation did not end within \(acknowledgements) acknowledgements")
        try result?.get()
    }

    func makeStack() async throws {
        try await run(SwiftUIWindowRoute().setRoot(to: screen(-1).withStackContainer()).makeKeyAndVisible())
    }

    @Test func tenThousandMergedPushesAreOnePathWriteAndPopToRootReleasesThem() async throws {
        try await makeStack()
        var route = SwiftUIWindowRoute().top(.stack)
        for index in 0..<Self.depth { route = route.push(screen(index)) }
        window.resetLogs()
        try await run(route.resolve())
        #expect(stack?.path.count == Self.depth)
        #expect(window.transitions.count == 1, "one path write, not \(window.transitions.count)")
        #expect(window.hierarchyDescription.split(separator: "\n").count == Self.depth + 3)

        try await run(SwiftUIWindowRoute().top(.stack).pop().resolve())
        #expect(stack?.path.count == Self.depth - 1)
        try await run(SwiftUIWindowRoute().top(.stack).popToRoot().resolve())
        #expect(stack?.path.isEmpty == true)
        built.compact()
        #expect(built.live.count == 1, "only the root is alive, not \(built.live.count) models")
    }

    @Test func tenThousandSeparatedPushesEachWaitForTheirAcknowledgement() async throws {
        try await makeStack()
        var route = SwiftUIWindowRoute().top(.stack)
        for index in 0..<Self.depth { route = route.push(screen(index), separated: true) }
        try await run(route.resolve(), acknowledgements: Self.depth + 2)
        #expect(stack?.path.count == Self.depth)
        #expect(stack?.path.last?.effectiveScreenKey?.name == "P\(Self.depth - 1)")
    }

    @Test func theUserCutsATenThousandPathAndASearchPopsToAScreenHalfWay() async throws {
        try await makeStack()
        var route = SwiftUIWindowRoute().top(.stack)
        for index in 0..<Self.depth { route = route.push(screen(index)) }
        try await run(route.resolve())
        let stack = try #require(stack)

        #expect(stack.userDidSetPath(Array(stack.path.prefix(Self.depth - 10))))
        #expect(!stack.userDidSetPath(stack.path.reversed()), "a reversed path is not a prefix")
        #expect(stack.path.count == Self.depth - 10)

        let half = Self.depth / 2
        try await run(SwiftUIWindowRoute().first(.container(name: "P\(half - 1)")).makeVisible().resolve())
        #expect(stack.path.count == half)
        #expect(stack.path.last?.effectiveScreenKey?.name == "P\(half - 1)")
        built.compact()
        #expect(built.live.count == half + 1, "the root and the screens up to the one found live on, not \(built.live.count)")
    }

    @Test func aFailingRouteAfterTenThousandPushesUndoesThemAll() async throws {
        try await makeStack()
        var route = SwiftUIWindowRoute().top(.stack)
        for index in 0..<Self.depth { route = route.push(screen(index)) }
        await #expect(throws: FaultRunFailure.self) {
            try await run(route.fail(with: FaultRunFailure()).resolve())
        }
        #expect(stack?.path.isEmpty == true)
        built.compact()
        #expect(built.live.count == 1, "what the failed route built is gone, but \(built.live.count - 1) models live on")
    }

    /// A chain of presentations 10,000 deep, each from the one before: a present costs the same
    /// however deep the chain is (a model remembers its layer's window), so this ends in a second,
    /// where a walk down the chain per present took about 40 s and ran out of time.
    @Test func aPresentationChainTenThousandDeepIsDismissedAndReleased() async throws {
        let depth = Self.depth
        window.completion = .immediate
        try await makeStack()
        var top: SwiftUIScreenModel = try #require(stack)
        let clock = ContinuousClock()
        let start = clock.now
        // Immediate changes on a free queue run within `navigate`: the loop holds the main actor, so
        // the clock measures these presents, not other tests'.
        for index in 0..<depth {
            navigator.navigate(from: top, to: ScreenRootRoute<SwiftUIScreenModel>().present(screen(index), animated: false))
            top = try #require(top.presented, "present \(index) did not run at once")
        }
        top = try #require(stack)
        // Under a second here; a bound far above it, far below the 35-50 s of a lookup that walks the chain.
        #expect(clock.now - start < .seconds(20), "10,000 presents took \(clock.now - start): a present's cost grows with the chain")
        #expect(SwiftUITreeInvariants.models(in: window).count == depth + 2)
        try await navigator.navigateAndWait(to: SwiftUIWindowRoute().root.dismissAll(animated: false))
        #expect(stack?.presented == nil)
        built.compact()
        #expect(built.live.count == 1, "the chain is gone, but \(built.live.count - 1) models live on")
    }

    /// What a layer remembers of its window is forgotten when the chain changes under it: a chain cut
    /// in the middle, or a root replaced, leaves the layers above in no window, and a present from
    /// them is refused.
    @Test func layersCutFromTheWindowKnowTheyAreInNone() async throws {
        window.completion = .immediate
        try await makeStack()
        var chain: [SwiftUIScreenModel] = []
        var top: SwiftUIScreenModel = try #require(stack)
        for index in 0..<100 {
            navigator.navigate(from: top, to: ScreenRootRoute<SwiftUIScreenModel>().present(screen(index), animated: false))
            top = try #require(top.presented)
            chain.append(top)
        }
        #expect(chain.allSatisfy { $0.window === window })

        #expect(chain[49].userDidDismissPresented(), "the user swipes down the 51st sheet, taking the 49 above")
        #expect(chain[..<50].allSatisfy { $0.window === window })
        #expect(chain[50...].allSatisfy { $0.window == nil })
        await #expect(throws: ScreenRuleViolation.self) {
            try await navigator.navigateAndWait(from: chain[99], to: ScreenRootRoute<SwiftUIScreenModel>().present(screen(1_000)))
        }

        try await navigator.navigateAndWait(to: SwiftUIWindowRoute().setRoot(to: screen(2_000).withStackContainer()))
        #expect(chain.allSatisfy { $0.window == nil }, "the old root's chain left with it")
    }
}
