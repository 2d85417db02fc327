import NavDSLAddons
import NavDSLHeadless
import Testing

/// SwiftUI screens on the headless platform: the stand-in records the root view value, is keyed
/// like any controller, and is pushed, presented and found by routes.
@MainActor
@Suite struct HostingScreenTests {
    /// What a SwiftUI `ProfileView` would be on Apple platforms; a plain value here.
    struct ProfileView: Equatable {
        let user: Int
    }

    let app: HeadlessApp

    init() async throws {
        app = try await HeadlessApp.homeStack()
    }

    @Test func pushedScreenHoldsItsRootViewAndIsKeyedByTheViewType() async throws {
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.stack).push(ScreenHostingScreen(traits: [42]) { ProfileView(user: 42) }))
        let hosting = try #require(app.rootStack?.topViewController as? HeadlessHostingController)
        #expect(hosting.rootView as? ProfileView == ProfileView(user: 42))
        #expect(hosting.rootViewDescription == "ProfileView(user: 42)")
        #expect(hosting.effectiveScreenKey == ScreenKey(name: "ProfileView", traits: [42]))
        #expect(app.stackNames == ["Home", "ProfileView(42)"])
    }

    @Test func presentedInAStackAndFoundAgainByItsKey() async throws {
        let settings = ScreenHostingScreen<HeadlessPlatform>(name: "Settings") { "SettingsView()" }
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(settings.withStackContainer()))
        let presented = try #require(app.window.rootViewController?.presentedViewController as? HeadlessNavigationController)
        #expect((presented.topViewController as? HeadlessHostingController)?.rootViewDescription == "SettingsView()")
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.dismiss())
        await #expect(throws: ScreenContainerNotFoundError.self) {
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().first(.container(of: settings)).makeVisible())
        }
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(settings))
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().first(.container(of: settings)).get { #expect($0 === app.rootStack?.topViewController) })
    }

    @Test func eachBuildMakesANewRootView() async throws {
        var built = 0
        let counter = ScreenHostingScreen<HeadlessPlatform>(name: "Counter") { () -> Int in
            built += 1
            return built
        }
        #expect(built == 0, "the view is made when the route runs, not when the screen is described")
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(counter).push(counter))
        #expect(app.rootStack?.viewControllers.compactMap { ($0 as? HeadlessHostingController)?.rootView as? Int } == [1, 2])
    }

    @Test func aBusyPresenterRefusesItAndAFallbackShowsIt() async throws {
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(title: "Busy")))
        let help = ScreenHostingScreen<HeadlessPlatform> { ProfileView(user: 0) }
        await #expect(throws: ScreenContainerAlreadyPresentingError.self) {
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.present(help))
        }
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().root.present(help).fallback(to: HeadlessWindowRoute().top(.container).present(help)))
        let alert = try #require(app.window.rootViewController?.presentedViewController as? HeadlessAlertController)
        #expect((alert.presentedViewController as? HeadlessHostingController)?.rootView as? ProfileView == ProfileView(user: 0))
    }
}
