import NavDSL
import Testing
import UIKit

/// An app's profile controller: it declares the common names an app uses for its own state, and
/// opts in to being its own screen with an empty conformance.
class ProfileViewController: UIViewController {
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

extension ProfileViewController: Screen {}

/// An app's navigation controller declaring the same names (not a screen).
final class AppNavigationController: UINavigationController {
    var name = "Main"
    var traits: Set<String> = []
    var key = 1
    var isVisible = true
    var payload = "payload"
    var presented: UIViewController?
    var stack: [String] = ["own"]

    func refresh() {}
}

/// An app's tab bar controller declaring the same names (not a screen).
final class AppTabBarController: UITabBarController {
    var name = "Tabs"
    var traits: [AnyHashable] = []
    var key: String?
    var isVisible = true
    var payload: [String: Int] = [:]
    var presented = 0
    var stack = "stack"

    func refresh() {}
}

/// App subclasses of UIKit's containers keep their own `name`, `isVisible`, `refresh()`, ...:
/// NavDSL adds none of these names to UIKit classes, and the subclasses still work with routes.
@MainActor
@Suite struct AppSubclassSmokeTests {
    let scene = UIWindowScene()
    let window: UIWindow
    let navigator: ScreenNavigator
    let stack = AppNavigationController(rootViewController: UIViewController())
    let tabs = AppTabBarController()

    init() async throws {
        window = UIWindow(windowScene: scene)
        navigator = ScreenNavigator.onStubs(window: window)
        tabs.setViewControllers([stack, UIViewController()], animated: false)
        let root = AnyTabsScreen(name: "Tabs") { [tabs] _ in tabs }
        try await navigator.driven.navigate(to: ScreenWindowRoute().setRoot(to: root).makeKeyAndVisible())
    }

    @Test func anOptedInControllerIsPushedAndFoundByItsKey() async throws {
        let profile = ProfileViewController()
        try await navigator.driven.navigate(to: ScreenWindowRoute().top(.stack).push(profile))
        #expect(stack.topViewController === profile)
        #expect(profile.effectiveScreenKey == ScreenKey(name: "Alice"), "its own `name: String` is the screen's name")
        #expect(profile.isContainerVisible && !profile.isVisible && profile.key == "profile")
        profile.name = "Alicia"
        profile.refresh()
        var found: UIViewController?
        try await navigator.driven.navigate(to: ScreenWindowRoute().first(.container(of: profile)).get { found = $0 })
        #expect(found === profile, "the key stored at the first push still finds it")
        #expect(profile.refreshCount == 1 && profile.stack == [1, 2] && !profile.presented && profile.payload == nil)
    }

    @Test func anOptedInControllerIsPresentedAndTheAppContainersKeepTheirMembers() async throws {
        let profile = ProfileViewController()
        try await navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(profile))
        #expect(tabs.presentedViewController === profile)
        try await navigator.driven.navigate(to: ScreenWindowRoute().root.dismiss().top(.tabs).selectTab(with: .index(1)))
        #expect(tabs.selectedIndex == 1)
        #expect(stack.name == "Main" && stack.stack == ["own"] && stack.isVisible && stack.presented == nil && stack.key == 1)
        #expect(tabs.name == "Tabs" && tabs.stack == "stack" && tabs.presented == 0 && tabs.key == nil && tabs.payload.isEmpty)
    }
}
