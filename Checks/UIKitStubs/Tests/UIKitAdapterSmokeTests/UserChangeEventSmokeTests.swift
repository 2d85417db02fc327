import NavDSL
import Testing
import UIKit

/// On UIKit, a user's change (a back swipe that finished, a sheet swiped down, a tab tapped)
/// reaches listeners as the same `.userChange` event as on the headless platform, without NavDSL
/// taking any of the app's delegates: the navigator compares the tree when its next navigation
/// starts, or at once when the app calls `noticeUserChanges()` from a delegate it owns.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct UserChangeEventSmokeTests {
    typealias Plain = UIKitAdapterSmokeTests.Plain

    /// The app's own presentation-controller delegate, which NavDSL must leave in place.
    final class AppSheetDelegate: NSObject, UISheetPresentationControllerDelegate {
        var onDismiss: @MainActor () -> Void = {}
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { onDismiss() }
    }

    /// The app's own tab bar delegate.
    final class AppTabsDelegate: NSObject, UITabBarControllerDelegate {
        var selected: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            selected.append(viewController.title ?? "")
        }
    }

    let app: UIKitSmokeApp
    let recorder: ScreenNavigationRecorder

    init() async throws {
        app = try await UIKitSmokeApp(root: Plain(name: "Home").withStackContainer())
        recorder = ScreenNavigationRecorder(app.navigator)
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.stack).push(Plain(name: "Chat")))
    }

    var titles: [String?] { app.stack?.viewControllers.map(\.title) ?? [] }

    @Test func aFinishedInteractivePopIsReportedWhenTheNextNavigationStarts() async throws {
        let stack = try #require(app.stack)
        #expect(recorder.userChanges.isEmpty, "the navigator's own push is not the user's")
        stack.stubInteractivePop(finishing: true)
        await app.settle { stack.transitionCoordinator == nil }
        #expect(titles == ["Home"])
        recorder.removeAll()

        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.stack).push(Plain(name: "Profile")))

        #expect(recorder.userChanges.map(\.kind) == [.stack])
        let order = recorder.events.map { event -> String in
            switch event.kind {
            case .userChange: "user"
            case .started: "started"
            default: "other"
            }
        }.filter { $0 != "other" }
        #expect(order == ["user", "started"], "reported before the navigation that found it")
        #expect(recorder.events.first { if case .userChange = $0.kind { true } else { false } }?.navigation == .userDriven)
        #expect(titles == ["Home", "Profile"])
    }

    @Test func aCancelledInteractivePopIsNotAChange() async throws {
        let stack = try #require(app.stack)
        stack.stubInteractivePop(finishing: false)
        await app.settle { stack.transitionCoordinator == nil }
        #expect(titles == ["Home", "Chat"])

        app.navigator.noticeUserChanges()
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.stack))

        #expect(recorder.userChanges.isEmpty)
    }

    @Test func aSheetSwipedDownIsReportedFromTheAppsOwnDelegate() async throws {
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(Plain(name: "Sheet")))
        let sheet = try #require(app.stack?.presentedViewController)
        let delegate = AppSheetDelegate()
        let navigator = app.navigator
        delegate.onDismiss = { navigator.noticeUserChanges() }
        let controller = try #require(sheet.sheetPresentationController)
        controller.delegate = delegate

        #expect(sheet.stubSwipeDown(finishing: true) != nil)
        await app.settle { app.stack?.presentedViewController == nil }

        #expect(recorder.userChanges.map(\.kind) == [.dismiss])
        #expect(recorder.userChanges.first?.container == String(describing: sheet), "named as the navigator names its own present")
        #expect(controller.delegate === delegate, "the app's delegate stays the app's")
    }

    @Test func aTappedTabIsReportedAndTheAppsTabDelegateStillHearsIt() async throws {
        let tabs = ScreenTabsScreen<UIKitPlatform>().withTabs(Plain(name: "Chats"), Plain(name: "Settings"), selected: 0)
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().setRoot(to: tabs))
        let tabBar = try #require(app.window.rootViewController as? UITabBarController)
        let delegate = AppTabsDelegate()
        tabBar.delegate = delegate
        recorder.removeAll()

        #expect(tabBar.stubTap(1))
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.tabs))

        #expect(recorder.userChanges.map(\.kind) == [.selectTab])
        #expect(delegate.selected == ["Settings"])
        #expect(tabBar.delegate === delegate)
    }
}
