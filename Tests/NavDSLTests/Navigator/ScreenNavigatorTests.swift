import NavDSL
import NavDSLHeadless
import Testing

/// The navigator: queue order, long routes, logging, root type checks, local navigation.
@MainActor
@Suite struct ScreenNavigatorTests {
    let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))

    @Test func hundredNavigationsFiredWithoutAwaitingRunInRequestOrder() async throws {
        var order: [Int] = []
        for index in 0..<100 {
            app.navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "S", traits: [index]))) { result in
                if case .success = result { order.append(index) }
            }
        }
        #expect(order == Array(0..<100))
        #expect(app.rootStack?.viewControllers.count == 101)
    }

    /// The nested request is made before `second` is requested, so it runs first; it never runs
    /// inside the first navigation's completion.
    @Test func navigationRequestedFromACompletionRunsAfterThatCompletionReturns() async throws {
        var order: [String] = []
        app.navigator.navigate(to: HeadlessWindowRoute().get { _ in order.append("first") }) { _ in
            app.navigator.navigate(to: HeadlessWindowRoute().get { _ in order.append("from completion") }) { _ in }
            order.append("first completed")
        }
        app.navigator.navigate(to: HeadlessWindowRoute().get { _ in order.append("second") }) { _ in }
        #expect(order == ["first", "first completed", "from completion", "second"])
    }

    @Test func routeOfTenThousandActionsCompletesWithoutOverflow() async throws {
        var route = HeadlessWindowRoute()
        var count = 0
        for _ in 0..<10_000 { route = route.get { _ in count += 1 } }
        #expect(route.actions.count == 10_000)
        try await app.navigator.navigateAndWait(to: route)
        #expect(count == 10_000)
    }

    @Test func tenThousandSeparatedStackEditsAreUndoneWithoutOverflow() async throws {
        var route = HeadlessWindowRoute().top(.stack)
        for index in 0..<5_000 {
            route = route.push(HeadlessScreen(name: "P", traits: [index]), animation: nil, separated: true).pop(
                animation: nil, separated: true)
        }
        let error = await app.run(route.fail(with: LoginRequired()))
        #expect(error is LoginRequired)
        #expect(HeadlessTrees.names(app.rootStack) == ["Home"])
    }

    @Test func loggerRecordsEachNavigationActionAndError() async throws {
        _ = await app.run(HeadlessWindowRoute().top(.stack).pop(to: .container(name: "Missing")))
        #expect(
            app.log.lines == [
                "Info: Navigating: top(.stack).pop(to: .container(name: Missing))",
                "Info: top(.stack) on HeadlessWindow",
                "Info: pop(to: .container(name: Missing)) on HeadlessNavigationController",
                "Error: pop(to: .container(name: Missing)) on HeadlessNavigationController: no controller in the stack matches "
                    + ".container(name: Missing); the stack is left as it was. Push it instead, or add a .fallback(to:).",
            ])
    }

    @Test func disabledDefaultLoggerBuildsNoMessage() async throws {
        let logger = DefaultScreenLogger(isEnabled: false)
        var built = false
        logger.info(
            {
                built = true; return "x"
            }())
        #expect(!built)
    }

    @Test func routeForAnotherWindowClassIsATypeMismatch() async throws {
        let navigator = ScreenNavigator(windowProvider: OtherWindowProvider(), logger: nil)
        await #expect(throws: ScreenContainerTypeMismatchError.self) {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().makeKeyAndVisible())
        }
    }

    @Test func localNavigationStartsFromTheGivenContainer() async throws {
        let home = try #require(app.rootStack?.topViewController)
        try await app.navigator.navigateAndWait(from: home, to: HeadlessModalRoute().stack.push(HeadlessScreen(name: "Next")))
        var done = false
        app.navigator.navigate(from: home, to: { $0.present(HeadlessScreen(name: "Sheet")) }, completion: { _ in done = true })
        #expect(done)
        #expect(HeadlessTrees.names(app.rootStack) == ["Home", "Next"])
        #expect(app.rootStack?.presentedViewController?.description == "Sheet")
    }
}

/// Provides a window of a class no headless route starts from.
@MainActor
private final class OtherWindowProvider: ScreenWindowProvider {
    let other = OtherWindow()
    var window: (any ScreenWindowContainer)? { other }
}

/// A window class of its own, working with the headless controllers.
@MainActor
private final class OtherWindow: ScreenWindowContainer {
    typealias Platform = HeadlessPlatform
    var rootContainer: HeadlessViewController? { nil }
    var isKeyWindow: Bool { false }
    var isContainerVisible: Bool { false }
    var nestedContainers: [any ScreenContainer] { [] }
    func setRootContainer(_ container: HeadlessViewController?, animated: Bool, completion: @escaping ScreenCompletion<Void>) {}
    func makeKeyAndVisible() {}
}
