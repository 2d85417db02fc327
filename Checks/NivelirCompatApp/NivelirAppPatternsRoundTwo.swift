// The UIKit-named patterns of real Nivelir apps, round two, as those apps write them with only
// `import Nivelir` changed (see NivelirAppPatterns.swift for how this folder is compiled). The
// headless forms run in Tests/NavDSLNivelirCompatTests/RealNivelirAppsRoundTwoTests.swift.
import NavDSLNivelirCompat
import UIKit

/// An app's navigation controller that styles its bar.
final class AppNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.tintColor = .systemPink
    }
}

/// An app's sheet stack, a subclass of Nivelir's.
final class AppSheetStackController: BottomSheetStackController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.prefersLargeTitles = false
    }
}

/// A form that asks before its sheet is swiped away.
final class EditorViewController: UIViewController {
    var hasChanges = false

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        bottomSheet?.shouldDismiss = { [weak self] in self?.hasChanges == false }
    }
}

struct MainTabsScreen: Screen {
    func build(navigator: ScreenNavigator) -> UITabBarController { UITabBarController() }
}

struct EditorScreen: Screen {
    func build(navigator: ScreenNavigator) -> UIViewController { EditorViewController() }
}

/// Pattern 6 of round two: an app's own action generic over `Container: UIViewController`, merging
/// with the next one of its kind.
@available(*, deprecated, message: "exercises the compat spellings")
struct HighlightAction<Container: UIViewController>: ScreenAction {
    typealias Output = Void

    let count: Int

    func perform(container: Container, navigator: ScreenNavigator, completion: @escaping Completion) {
        container.view.tintColor = count > 1 ? .systemRed : .systemBlue
        completion(.success(()))
    }

    func combine<Action: ScreenAction>(with other: Action) -> AnyScreenAction<Container, Void>? {
        guard let other = other.cast(to: HighlightAction<Container>.self) else { return nil }
        return HighlightAction(count: count + other.count).eraseToAnyVoidAction()
    }
}

@available(*, deprecated, message: "exercises the compat spellings")
extension ScreenRoute where Container: UIViewController {
    /// Pattern 7: Nivelir 1.0's generic parameter name in an app's route helper.
    func highlight() -> Self {
        then(HighlightAction<Container>(count: 1))
    }
}

@available(*, deprecated, message: "exercises the compat spellings")
@MainActor
enum NivelirAppPatternsRoundTwo {
    static func screens() -> [AnyStackScreen] {
        [
            EditorScreen().withStackContainer(of: AppNavigationController.self).eraseToAnyStackScreen(),
            EditorScreen().withBottomSheetStack(BottomSheet(detents: [.medium]), of: AppSheetStackController.self).eraseToAnyStackScreen(),
        ]
    }

    static func tabs() -> AnyTabsScreen {
        MainTabsScreen().eraseToAnyTabsScreen()
    }

    static func routes(navigator: ScreenNavigator) {
        let home = EditorScreen().withStackContainer(of: AppNavigationController.self)
        navigator.navigate(to: ScreenWindowRoute().setRoot(to: home))
        navigator.navigate(
            to: ScreenWindowRoute().setRoot(to: tabs()) { route in
                route.selectTab(of: UINavigationController.self, with: .index(0))
            })
        navigator.navigate(
            to: ScreenWindowRoute()
                .top(.tabs).selectTab(of: UINavigationController.self, with: .index(0))
                .fallback { error, route in
                    route.setRoot(to: home, animation: nil) { $0.highlight() }
                })
        navigator.navigate(to: ScreenWindowRoute().top(.container).highlight().highlight())
    }

    /// Pattern 7: Nivelir 1.0's names in an older app.
    static func olderApp(navigator: DefaultScreenNavigator) {
        navigator.navigate(fromTop: .modalContainer) { route in
            route.dismiss()
        }
        navigator.navigate(to: ScreenWindowRoute().then(action: ScreenMakeKeyAndVisibleAction()).top(.stackContainer).popToRoot())
        navigator.navigate(to: ScreenWindowRoute().then(ScreenSetRootAction(screen: EditorScreen(), animation: nil)))
        let setRoot = ScreenSetRootAction<EditorScreen, UIWindow>(screen: EditorScreen())
        navigator.navigate(to: ScreenWindowRoute().then(setRoot))
    }
}
