import NavDSL
import NavDSLAddons
import Testing
import UIKit

/// Runs the HUD through its UIKit implementation against the stubs.
@MainActor
@Suite struct AddonOverlaySmokeTests {
    struct Home: Screen {
        func build(navigator: ScreenNavigator) -> UIViewController { UIViewController() }
    }

    let scene = UIWindowScene()
    let window: UIWindow
    let navigator: ScreenNavigator

    init() async throws {
        window = UIWindow(windowScene: scene)
        navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigate(to: ScreenWindowRoute().setRoot(to: Home()).makeKeyAndVisible())
    }

    var presented: UIViewController? { window.rootViewController?.presentedViewController }

    @Test func hudShowsUpdatesInPlaceAndHides() async throws {
        try await navigator.navigate(to: ScreenWindowRoute().top(.container).showHUD(.spinner("Saving")))
        let hud = try #require(presented as? ScreenHUDViewController)
        #expect(hud.modalPresentationStyle == .overFullScreen && hud.modalTransitionStyle == .crossDissolve)
        hud.viewDidLoad()
        let stack = try #require(hud.view.subviews.first as? UIStackView)
        let spinner = try #require(stack.arrangedSubviews.first as? UIActivityIndicatorView)
        #expect(spinner.isAnimating && !spinner.isHidden)
        try await navigator.navigate(to: ScreenWindowRoute().root.updateHUD(.progress(0.5, "Uploading")))
        let bar = try #require(stack.arrangedSubviews.compactMap { $0 as? UIProgressView }.first)
        #expect(presented === hud && bar.progress == 0.5 && !bar.isHidden && !spinner.isAnimating)
        try await navigator.navigate(to: ScreenWindowRoute().root.hideHUD())
        #expect(presented == nil)
    }
}
