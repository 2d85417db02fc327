import NavDSL
import Testing
import UIKit

/// Smaller run-time findings of the review: the app's sheet delegate survives a sheet decorator
/// (R13), the collapsed split's visible column does not depend on what `viewControllers` reports
/// (R19, device question 7), a step after a tab switch or a root swap runs on a later turn,
/// once UIKit has laid out what the change installed (R14), and the key window provider picks the
/// scene the user works in (R18).
@MainActor
@Suite struct AdapterDetailsTests {
    /// A screen whose controller sets itself as its sheet's delegate, as apps do to hear a swipe-down.
    struct ListensToItsSheet: Screen {
        func build(navigator: ScreenNavigator) -> UIViewController {
            let controller = Listener()
            controller.sheetPresentationController?.delegate = controller
            return controller
        }
    }

    final class Listener: UIViewController, UISheetPresentationControllerDelegate {}

    /// A collapsed split view whose `viewControllers` reports `reported` (undocumented while collapsed).
    final class CollapsedSplit: UISplitViewController {
        var reported: [UIViewController] = []
        override var isCollapsed: Bool { true }
        override var viewControllers: [UIViewController] {
            get { reported }
            set { reported = newValue }
        }
    }

    /// A window whose new root is laid out (its views enter the window) on the next turn.
    final class LayingOutWindow: UIWindow {
        private(set) var isLayoutPending = false
        override var rootViewController: UIViewController? {
            didSet {
                isLayoutPending = true
                Task { @MainActor [weak self] in self?.isLayoutPending = false }
            }
        }
    }

    @Test func sheetDecoratorWithoutAShouldDismissHookKeepsTheAppsDelegate() async throws {
        let app = RuntimeDoubles.App(root: UIViewController())
        let route = ScreenWindowRoute().top(.container).present(ListensToItsSheet().withBottomSheet(ScreenSheet(detents: [.medium])))
        try await app.navigator.driven.navigate(to: route)
        let presented = try #require(app.window.rootViewController?.presentedViewController as? Listener)
        #expect(presented.sheetPresentationController?.delegate === presented)
    }

    @Test(arguments: [0, 1, 2])
    func collapsedSplitShowsTheCompactColumnWhateverViewControllersReports(answer: Int) async throws {
        let split = CollapsedSplit(style: .doubleColumn)
        let (primary, secondary, compact) = (UIViewController(), UIViewController(), UINavigationController())
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        split.setViewController(compact, for: .compact)
        split.reported = [[], [primary], [secondary]][answer]
        #expect(split.visibleSplitContainer === compact)
    }

    @Test func stepAfterARootSwapRunsOnceTheRootIsLaidOut() async throws {
        let scene = UIWindowScene()
        let window = LayingOutWindow(windowScene: scene)
        let navigator = ScreenNavigator.onStubs(window: window)
        var pendingWhenNextStepRan: Bool?
        let route = ScreenWindowRoute().setRoot(to: RuntimeDoubles.Plain(name: "Home"), animation: nil).makeKeyAndVisible()
            .get { _ in pendingWhenNextStepRan = window.isLayoutPending }
        _ = try await window.stubRunLoop.drive { try await navigator.navigateAndWait(to: route) }
        #expect(pendingWhenNextStepRan == false)
    }

    @Test func keyWindowProviderPrefersTheForegroundActiveScene() async throws {
        let application = UIApplication()
        let (first, second) = (UIWindowScene(), UIWindowScene())
        let (firstWindow, secondWindow) = (UIWindow(windowScene: first), UIWindow(windowScene: second))
        firstWindow.makeKeyAndVisible()
        secondWindow.makeKeyAndVisible()
        application.stubConnectedScenes = [first, second]
        for (active, background, window) in [(first, second, firstWindow), (second, first, secondWindow)] {
            active.stubActivationState = .foregroundActive
            background.stubActivationState = .background
            #expect(ScreenKeyWindowProvider(application: application).window === window)
        }
    }
}
