import Foundation
import NavDSL
import NavDSLHeadless
import Testing

/// An app's profile controller: it declares the common names NavDSL must not take, and opts in to
/// being its own screen with an empty conformance.
class ProfileController: HeadlessViewController {
    var name = "Alice"
    var traits: [String] = ["premium"]
    var key = "profile"
    var isVisible = false
    var payload: Data?
    var presented = false
    var stack: [Int] = [1, 2]
    private(set) var refreshCount = 0

    func refresh() {
        refreshCount += 1
    }
}

extension ProfileController: Screen {}

/// An app's navigation controller declaring the same names (not a screen).
final class AppNavigationController: HeadlessNavigationController {
    var name = "Main"
    var traits: [String] = []
    var key = 1
    var isVisible = true
    var payload = "payload"
    var presented: HeadlessViewController?
    var stack: [String] = ["own"]

    func refresh() {}
}

/// An app's tab bar controller declaring the same names (not a screen).
final class AppTabBarController: HeadlessTabBarController {
    var name = "Tabs"
    var traits: Set<String> = []
    var key: String?
    var isVisible = true
    var payload: [String: Int] = [:]
    var presented = 0
    var stack = "stack"

    func refresh() {}
}

/// Controllers are screens only by opting in, and NavDSL adds no common names to them.
@MainActor
@Suite struct ControllerScreenTests {
    let window = HeadlessWindow()
    let navigator: ScreenNavigator

    init() {
        navigator = ScreenNavigator(window: window, logger: nil)
    }

    @Test func aPlainControllerIsNotAScreen() async throws {
        #expect(!(HeadlessViewController() as Any is any Screen))
        #expect(OptInController() as Any is any Screen)
    }

    @Test func anOptedInControllerBuildsItselfWithItsScreenKey() async throws {
        let keyed = OptInController(screenKey: ScreenKey(name: "Chat", traits: [42]))
        #expect(keyed.build(navigator: navigator) === keyed)
        #expect(keyed.key == ScreenKey(name: "Chat", traits: [42]))
        #expect(keyed.name == "Chat")
        #expect(keyed.traits == [42])
        let plain = OptInController()
        #expect(plain.key == ScreenKey(name: "OptInController"), "no screen key: the class name")
        #expect(plain.eraseToAnyScreen().key == plain.key)
    }

    @Test func appSubclassesKeepTheirOwnNamesAndWorkWithRoutes() async throws {
        let tabs = AppTabBarController()
        let stack = AppNavigationController(rootViewController: HeadlessScreen(name: "Home").build(navigator: navigator))
        tabs.setViewControllers([stack, HeadlessScreen(name: "Settings").build(navigator: navigator)], animated: false)
        let root = AnyScreen<HeadlessTabBarController>(name: "Tabs") { _ in tabs }
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: root).makeKeyAndVisible())

        let profile = ProfileController()
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(profile))
        #expect(stack.topViewController === profile)
        #expect(profile.effectiveScreenKey == ScreenKey(name: "Alice"), "its own `name: String` is the screen's name")
        #expect(profile.isContainerVisible && !profile.isVisible && profile.key == "profile")

        profile.name = "Alicia"
        profile.refresh()
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute().first(.container(of: profile)).get { found in #expect(found === profile) })
        #expect(profile.refreshCount == 1 && profile.stack == [1, 2] && !profile.presented && profile.payload == nil)

        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).pop().top(.container).present(ProfileController()))
        #expect(stack.topViewController?.effectiveScreenKey == ScreenKey(name: "Home"))
        #expect(stack.presentedViewController is ProfileController)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().root.dismiss().top(.tabs).selectTab(with: .index(1)))
        #expect(tabs.selectedIndex == 1)
        #expect(stack.name == "Main" && stack.stack == ["own"] && stack.isVisible && tabs.name == "Tabs" && tabs.stack == "stack")
    }
}
