import NavDSL
import UIKit

/// A key window whose root is a plain controller, with its navigator: where the addon smoke suites
/// start, so each suite states only what it presents.
@MainActor
struct UIKitSmokeApp {
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

    /// What the root controller presents.
    var presented: UIViewController? { window.rootViewController?.presentedViewController }
}
