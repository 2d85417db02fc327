import NavDSLHeadless
import NavDSLNivelirCompat
import Testing

/// A custom action on the window, as Nivelir's `perform(action:)` runs one.
private struct PushOnRootStackAction: ScreenAction {
    let screen: HeadlessScreen

    func perform(container: HeadlessWindow, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        navigator.navigate(from: container, to: HeadlessWindowRoute().top(.stack).push(screen), completion: completion)
    }
}

// The navigator's Nivelir spellings (`navigate(fromTop:)` and its twins, `perform(action:)`, the
// custom window provider) leave the same tree and fail with the same error as NavDSL's.
@MainActor
@Suite struct NavigatorFunnelTests {
    let chat = HeadlessScreen(name: "Chat")

    /// Runs `compat` in one world and `native` in another, each with a completion; returns both
    /// worlds and their results.
    func pair(
        _ compat: (ScreenNavigator, @escaping ScreenCompletion<Void>) -> Void,
        _ native: (ScreenNavigator, @escaping ScreenCompletion<Void>) -> Void
    ) async -> (compat: CompatWorld, native: CompatWorld, results: [String]) {
        let worlds = (CompatWorld(), CompatWorld())
        var results: [String] = []
        let record: ScreenCompletion<Void> = { result in
            switch result {
            case .success: results.append("success")
            case .failure(let error): results.append("\(type(of: error))")
            }
        }
        compat(worlds.0.navigator, record)
        native(worlds.1.navigator, record)
        _ = try? await worlds.0.navigator.navigateAndWait(to: HeadlessWindowRoute())  // after anything queued
        _ = try? await worlds.1.navigator.navigateAndWait(to: HeadlessWindowRoute())
        return (worlds.0, worlds.1, results)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func navigateFromTopFirstAndLastRunTheNestedRoute() async throws {
        let top = await pair(
            { $0.navigate(fromTop: .stack, to: { $0.push(chat) }, completion: $1) },
            { $0.navigate(to: { $0.top(.stack) { $0.push(chat) } }, completion: $1) })
        #expect(top.compat.state == top.native.state && top.results == ["success", "success"])
        #expect(top.compat.rootStack?.viewControllers.count == 2)
        let first = await pair(
            { $0.navigate(fromFirst: .stack, to: { $0.push(chat) }, completion: $1) },
            { $0.navigate(to: { $0.first(.stack) { $0.push(chat) } }, completion: $1) })
        #expect(first.compat.state == first.native.state && first.results == ["success", "success"])
        let last = await pair(
            { $0.navigate(fromLast: .stack, to: { $0.push(chat) }, completion: $1) },
            { $0.navigate(to: { $0.last(.stack) { $0.push(chat) } }, completion: $1) })
        #expect(last.compat.state == last.native.state && last.results == ["success", "success"])
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func navigateFromTopFailsWhenNothingMatches() async throws {
        let worlds = await pair(
            { $0.navigate(fromTop: .tabs, to: { $0.selectTab(with: .index(0)) }, completion: $1) },
            { $0.navigate(to: { $0.top(.tabs) { $0.selectTab(with: .index(0)) } }, completion: $1) })
        #expect(worlds.compat.state == worlds.native.state)
        #expect(worlds.results == ["ScreenContainerNotFoundError", "ScreenContainerNotFoundError"])
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func performActionRunsItOnTheWindow() async throws {
        let worlds = await pair(
            { $0.perform(action: PushOnRootStackAction(screen: chat), completion: $1) },
            { $0.navigate(to: HeadlessWindowRoute().then(PushOnRootStackAction(screen: chat)), completion: $1) })
        #expect(worlds.compat.state == worlds.native.state && worlds.results == ["success", "success"])
        #expect(worlds.compat.rootStack?.viewControllers.count == 2)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func customWindowProviderHoldsTheWindowWeakly() async throws {
        var window: HeadlessWindow? = HeadlessWindow()
        let provider = ScreenCustomWindowProvider(window: try #require(window))
        #expect(provider.window === window)
        let navigator = ScreenNavigator(windowProvider: provider, logger: nil)
        window = nil
        #expect(provider.window == nil)
        await #expect(throws: ScreenContainerNotFoundError.self) {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().root)
        }
    }
}
