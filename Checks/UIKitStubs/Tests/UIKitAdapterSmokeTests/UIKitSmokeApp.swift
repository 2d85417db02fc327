import NavDSL
import UIKit

/// A key window with its navigator, whose root is a plain controller or the screen a suite gives:
/// where the smoke suites start, so each suite states only what it does.
@MainActor
struct UIKitSmokeApp {
    struct Home: Screen {
        func build(navigator: ScreenNavigator) -> UIViewController { UIViewController() }
    }

    let scene = UIWindowScene()
    let window: UIWindow
    let navigator: ScreenNavigator

    init() async throws {
        try await self.init(root: Home())
    }

    init<Root: Screen>(root: Root) async throws where Root.Container: ScreenModalContainer, Root.Container.Platform == UIKitPlatform {
        window = UIWindow(windowScene: scene)
        navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: ScreenWindowRoute().setRoot(to: root).makeKeyAndVisible())
    }

    /// What the root controller presents.
    var presented: UIViewController? { window.rootViewController?.presentedViewController }
    /// The root, when it is a navigation stack.
    var stack: UINavigationController? { window.rootViewController as? UINavigationController }

    /// Waits, a bounded number of turns, until `condition` holds.
    ///
    /// The SDK declares the mail, App Store and Quick Look delegates nonisolated: the adapter runs
    /// their callbacks at once on the main thread and queues them onto the main actor from any
    /// other thread (as Swift Testing's main actor is on Linux), so a test gives the queued
    /// callback its turn.
    func settle(_ condition: @MainActor () -> Bool) async {
        for _ in 0..<1_000 where !condition() {
            await Task.yield()
        }
    }
}
