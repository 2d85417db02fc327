import NavDSL
import NavDSLHeadless
import Testing

/// fallback(to:) wraps the chain so far; fallbacks nest; the closure form gets the error;
/// cauterize swallows errors.
@MainActor
@Suite struct FallbackTests {
    let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))
    var names: [String] { HeadlessTrees.names(app.rootStack) }
    let missing = HeadlessWindowRoute().first(.container(name: "Missing"))

    @Test func fallbackIsSkippedWhenTheRouteSucceeds() async throws {
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "A")).fallback(
                to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "B"))))
        #expect(names == ["Home", "A"])
    }

    @Test func nestedFallbacksRunInOrderUntilOneSucceeds() async throws {
        var tried: [String] = []
        let route = missing.get { _ in tried.append("primary") }
            .fallback(to: HeadlessWindowRoute().get { _ in tried.append("first fallback") }.first(.container(name: "AlsoMissing")))
            .fallback(to: HeadlessWindowRoute().get { _ in tried.append("second fallback") }.top(.stack).push(HeadlessScreen(name: "C")))
        try await app.navigator.navigateAndWait(to: route)
        #expect(tried == ["first fallback", "second fallback"])
        #expect(names == ["Home", "C"])
    }

    @Test func failingFallbackReturnsItsOwnError() async throws {
        let error = await app.run(missing.fallback(to: HeadlessWindowRoute().fail(with: LoginRequired())))
        #expect(error is LoginRequired)
    }

    @Test func closureFallbackReceivesTheError() async throws {
        var received = ""
        try await app.navigator.navigateAndWait(
            to: missing.fallback { error in
                received = "\(error)"
                return HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Recovered"))
            })
        #expect(received.hasPrefix("first(.container(name: Missing)) on HeadlessWindow: no container matches"))
        #expect(names == ["Home", "Recovered"])
    }

    @Test func routeContinuesFromTheRootAfterAFallback() async throws {
        try await app.navigator.navigateAndWait(
            to: missing.fallback(to: HeadlessWindowRoute().makeKeyAndVisible()).top(.stack).push(HeadlessScreen(name: "After")))
        #expect(names == ["Home", "After"])
    }

    @Test func cauterizeSwallowsTheErrorAndLogsIt() async throws {
        try await app.navigator.navigateAndWait(to: missing.cauterize().top(.stack).push(HeadlessScreen(name: "After")))
        #expect(names == ["Home", "After"])
        #expect(app.log.lines.contains { $0.hasPrefix("Info: Ignored by cauterize(): first(.container(name: Missing))") })
    }

    @Test func fallbackDoesNotCatchCancellation() async throws {
        let error = await app.run(
            HeadlessWindowRoute().fail(with: ScreenCanceledError()).fallback(
                to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "X"))))
        #expect(error is ScreenCanceledError)
        #expect(names == ["Home"])
    }
}
