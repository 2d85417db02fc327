// The UIKit-named patterns of real Nivelir apps (numbered below as the compat tests number them), as
// those apps write them with only `import Nivelir` changed. Not a target: the real-SDK check
// (Checks/RealSDK/variants.sh, run by .ci/run) compiles this folder as an iOS app against Apple's SDK,
// importing NavDSLNivelirCompat:
//   IOS_APP_DIR=$PWD/Checks/NivelirCompatApp IOS_EXTRA_MODULES="NavDSLNivelirCompat=Sources/NavDSLNivelirCompat" \
//     bash Checks/RealSDK/check.sh
// The headless forms run in Tests/NavDSLNivelirCompatTests/RealNivelirAppPatternsTests.swift.
// Declarations that use compat spellings are marked deprecated, so their warnings stay out of the check.
import NavDSLNivelirCompat
import UIKit

/// Pattern 10: a screen is data, made in a plain struct.
struct HomeScreen: Screen {
    func build(navigator: ScreenNavigator) -> UIViewController {
        UIViewController()
    }
}

/// Pattern 10: the app's screen factory, not main-actor.
struct AppScreens {
    func homeScreen() -> AnyScreen<UIViewController> {
        HomeScreen().eraseToAnyScreen()
    }

    /// Pattern 6: Nivelir's sheet settings, typo included.
    @available(*, deprecated, message: "exercises the compat spellings")
    @MainActor
    func sheetScreen() -> AnyScreen<UIViewController> {
        HomeScreen().withBottomSheet(.init(detents: [.content], prefferedGrabberForMaximumDetentValue: .default))
    }

    /// Pattern 6: Nivelir's UIKit-typed card, grabber and dimming (what UIKit's sheet lacks is named
    /// in their deprecations).
    @available(*, deprecated, message: "exercises the compat spellings")
    @MainActor
    func styledSheetScreen() -> AnyScreen<UIViewController> {
        let sheet = BottomSheet(
            detents: [.medium, .large],
            preferredDimming: BottomSheetDimming(color: .black, largestUndimmedDetentKey: .medium),
            preferredCard: BottomSheetCard(backgroundColor: .white, cornerRadius: 24, border: BottomSheetBorder(width: 1)),
            preferredGrabber: BottomSheetGrabber(color: .gray))
        return HomeScreen().withBottomSheet(sheet)
    }
}

/// Pattern 9: Nivelir's witness, its completion not main-actor.
final class InboxViewController: UIViewController, ScreenRefreshableContainer {
    func refresh(completion: @escaping () -> Void) {
        completion()
    }
}

/// Pattern 4: an app's own action over Nivelir's present action, with a `UIViewController` container.
@available(*, deprecated, message: "exercises the compat spellings")
struct ScreenPresentLatestAction<New: Screen, Container: UIViewController>: ScreenAction
where New.Container: UIViewController {
    let presentation: ScreenPresentAction<New, Container>

    func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        presentation.perform(container: container, navigator: navigator, completion: completion)
    }

    func combine<Action: ScreenAction>(with other: Action) -> AnyScreenAction<Container, Void>? {
        guard let next = other.cast(to: ScreenPresentLatestAction<New, Container>.self) else { return nil }
        return ScreenPresentLatestAction(
            presentation: ScreenPresentAction(screen: next.presentation.screen, animated: next.presentation.animated)
        ).eraseToAnyVoidAction()
    }
}

@available(*, deprecated, message: "exercises the compat spellings")
extension ScreenThenable where Current: UIViewController {
    /// Pattern 4: the app's verb adding its action.
    func presentLatest<New: Screen>(_ screen: New) -> ScreenRoute<Root, Current> where New.Container: UIViewController {
        then(ScreenPresentLatestAction(presentation: ScreenPresentAction<New, Current>(screen: screen)))
    }
}

@available(*, deprecated, message: "exercises the compat spellings")
@MainActor
enum NivelirAppPatterns {
    /// Pattern 8: `.init()` infers `UIWindow`.
    static func makeNavigator() -> ScreenNavigator {
        ScreenNavigator(window: .init())
    }

    /// Pattern 3: the navigator's helpers typed as UIKit's classes.
    static func selectThirdTab(navigator: ScreenNavigator) {
        navigator.topTabsContainer?.selectedIndex = 2
        navigator.topStackContainer?.popToRootViewController(animated: true)
    }

    /// Pattern 7: Nivelir's action structs by name; pattern 4's verb in a route.
    static func routes(screens: AppScreens, navigator: ScreenNavigator) {
        let root = ScreenSetRootAction<AnyScreen<UIViewController>, UIWindow>(screen: screens.homeScreen())
        navigator.navigate(to: ScreenWindowRoute().then(root).then(ScreenMakeKeyAndVisibleAction()))
        navigator.navigate(to: ScreenWindowRoute().top(.container).presentLatest(screens.sheetScreen()))
        navigator.navigate(to: ScreenWindowRoute().top(.container).then(ScreenDismissAction(animated: true)).refresh())
    }
}
