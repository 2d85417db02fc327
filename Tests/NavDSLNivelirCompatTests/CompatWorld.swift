import NavDSLHeadless
import NavDSLNivelirCompat

/// A key window whose root is a navigation stack holding `Home`, with its navigator: each funnel test
/// builds two of them, runs Nivelir's spelling in one and NavDSL's in the other, and compares them.
@MainActor
struct CompatWorld {
    let window: HeadlessWindow
    let navigator: ScreenNavigator

    init() {
        window = HeadlessWindow()
        window.rootViewController = HeadlessPlatform.makeStackContainer(with: [
            HeadlessScreen(name: "Home").build(navigator: ScreenNavigator(window: HeadlessWindow(), logger: nil))
        ])
        window.makeKeyAndVisible()
        window.resetLogs()
        navigator = ScreenNavigator(window: window, logger: nil)
    }

    var rootStack: HeadlessNavigationController? { window.rootViewController as? HeadlessNavigationController }

    /// The tree, the transitions and the shown HUD: what a spelling must leave the same.
    var state: String {
        let hud = (HeadlessPlatform.shownHUD(over: window) as? HeadlessHUDController).map { "HUD \($0.screenHUD)" } ?? "no HUD"
        return window.hierarchyDescription + "\n" + window.transitions.map(\.description).joined(separator: "\n") + "\n" + hud
    }

    /// Runs `route` and returns the error it failed with, if any.
    func run<Route: ScreenThenable>(_ route: Route) async -> (any Error)? where Route.Root == HeadlessWindow {
        do {
            try await navigator.navigateAndWait(to: route)
            return nil
        } catch {
            return error
        }
    }

    /// Runs Nivelir's spelling in one world and the native one in another; returns both worlds.
    static func pair<Compat: ScreenThenable, Native: ScreenThenable>(
        _ compat: (HeadlessWindowRoute) -> Compat, _ native: (HeadlessWindowRoute) -> Native,
        prepare: (CompatWorld) async throws -> Void = { _ in }
    ) async throws -> (compat: CompatWorld, native: CompatWorld, errors: (String, String))
    where Compat.Root == HeadlessWindow, Native.Root == HeadlessWindow {
        let compatWorld = CompatWorld()
        let nativeWorld = CompatWorld()
        try await prepare(compatWorld)
        try await prepare(nativeWorld)
        let compatError = await compatWorld.run(compat(HeadlessWindowRoute()))
        let nativeError = await nativeWorld.run(native(HeadlessWindowRoute()))
        return (compatWorld, nativeWorld, (compatError.map { "\($0)" } ?? "none", nativeError.map { "\($0)" } ?? "none"))
    }
}
