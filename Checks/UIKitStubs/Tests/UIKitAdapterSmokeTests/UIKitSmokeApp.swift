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

    init(width: UIUserInterfaceSizeClass = .compact) async throws {
        try await self.init(root: Home(), width: width)
    }

    /// `width` is the window's from the start: a split view root is collapsed in `.compact`, an iPhone's.
    init<Root: Screen>(root: Root, width: UIUserInterfaceSizeClass = .compact) async throws
    where Root.Container: ScreenModalContainer, Root.Container.Platform == UIKitPlatform {
        window = UIWindow(windowScene: scene)
        window.stubChangeHorizontalSizeClass(to: width)
        navigator = ScreenNavigator.onStubs(window: window)
        try await navigator.driven.navigate(to: ScreenWindowRoute().setRoot(to: root).makeKeyAndVisible())
    }

    /// What the root controller presents.
    var presented: UIViewController? { window.rootViewController?.presentedViewController }
    /// The root, when it is a navigation stack.
    var stack: UINavigationController? { window.rootViewController as? UINavigationController }

    /// Turns the window's run loop, a bounded number of turns, until `condition` holds and the
    /// loop is idle: what UIKit does after a callback the test made (a delegate's answer, a
    /// result reported) happens over later turns, as on a device.
    ///
    /// The SDK declares the mail, App Store and Quick Look delegates nonisolated: the adapter runs
    /// their callbacks at once on the main thread and queues them onto the main actor from any
    /// other thread (as Swift Testing's main actor is on Linux), so a test gives the queued
    /// callback its turn too.
    func settle(_ condition: @MainActor () -> Bool = { true }) async {
        let loop = window.stubRunLoop
        // Main-actor turns first: the adapter continues after UIKit's completions on a later one.
        for _ in 0..<200 {
            for _ in 0..<4 { await Task.yield() }
            if condition() && loop.isIdle { return }
            loop.runTurn()
        }
    }
}
