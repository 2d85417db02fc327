import Foundation
import NavDSLAddons
import NavDSLExampleRoutes
import NavDSLHeadless

/// The running example app: one headless window, its navigator and a log of what happened.
@MainActor
final class ExampleApp {
    let window = HeadlessWindow()
    let log = ScreenRecordingLogger()
    let session: LoginSession<StandInScreens>

    /// The login on screen, if any.
    var login: LoginController? { window.firstController(of: LoginController.self) }
    /// The chat picker on screen, if any.
    var chatPicker: ChatPickerController? { window.firstController(of: ChatPickerController.self) }
    private(set) lazy var navigator = ScreenNavigator(window: window, logger: log)

    /// An app whose user is signed in, or not.
    init(isLoggedIn: Bool = true) {
        session = LoginSession(isLoggedIn: isLoggedIn)
    }

    /// The app's deep link manager, as the iOS example makes it.
    ///
    /// Every link type and the login gate are registered, both scopes active. It reads `app://`
    /// too, the tour's older scheme.
    func makeDeeplinks() -> DeeplinkManager {
        let manager = DeeplinkManager(navigator: navigator, schemes: ["app", AppLinkSources.scheme], webHosts: [AppLinkSources.webHost])
        AppLinks<StandInScreens>.register(in: manager, session: session)
        manager.activate(.launch)
        manager.activate(.authorized)
        return manager
    }

    /// Runs `route` and returns its error, if any.
    ///
    /// Headless transitions complete at once, so the
    /// tree has changed when this returns.
    func run(_ route: HeadlessWindowRoute) async -> (any Error)? {
        await run(route, whileWaiting: nil)
    }

    /// Runs `route`; while it waits for the user (a login or a picker on screen), `user` acts, as a
    /// person tapping the screen would; returns the route's error, if any.
    func run(_ route: HeadlessWindowRoute, whileWaiting user: (@MainActor (ExampleApp) -> Void)?) async -> (any Error)? {
        await withCheckedContinuation { (continuation: CheckedContinuation<(any Error)?, Never>) in
            navigator.navigate(to: route) { result in
                switch result {
                case .success: continuation.resume(returning: nil)
                case .failure(let error): continuation.resume(returning: error)
                }
            }
            user?(self)
        }
    }

    /// The controller the user is looking at.
    ///
    /// The top of the visible path.
    var visibleScreen: String {
        var top = window.rootViewController
        while let current = top {
            if let presented = current.presentedViewController, presented.presentingViewController === current {
                top = presented
            } else if let tabs = current as? HeadlessTabBarController, let selected = tabs.selectedViewController {
                top = selected
            } else if let stack = current as? HeadlessNavigationController, let last = stack.topViewController {
                top = last
            } else if let split = current as? HeadlessSplitViewController, let column = split.visibleSplitContainer {
                top = column
            } else {
                break
            }
        }
        return top?.description ?? "nothing"
    }
}

extension ExampleApp {
    /// Every restorable screen of the app: the iOS example's registry, over stand-ins.
    static let registry = StandInScreens.restoration

    /// The tree as the JSON an app would save when it goes to the background.
    func save() throws -> Data {
        try navigator.restorationRecord().jsonData()
    }

    /// Rebuilds the tree saved in `data` in this app's window, as a relaunched app does; returns the
    /// error, if any.
    func restore(from data: Data) async -> (any Error)? {
        do {
            let report = try await navigator.restore(from: try ScreenRestorationRecord(jsonData: data), using: Self.registry)
            for drop in report.drops { print("Dropped \(drop)") }
            return nil
        } catch {
            return error
        }
    }
}
