import NavDSL
import Testing
import UIKit

/// Undoing a dismiss brings back the whole chain that was dismissed, whether UIKit tears the chain
/// above a dismissed controller down (device question 6, "torn down") or keeps it (review R8).
@MainActor
@Suite struct RollbackChainTests {
    struct Failure: Error {}

    @Test(arguments: StubDeviceAnswers.DismissedChain.allCases)
    func undoingADismissPresentsTheWholeChainAgain(chain: StubDeviceAnswers.DismissedChain) async throws {
        let scene = UIWindowScene()
        let window = UIWindow(windowScene: scene)
        window.stubRunLoop.answers.dismissedChain = chain
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let navigator = ScreenNavigator.onStubs(window: window)
        let (first, second, third) = (UIViewController(), UIViewController(), UIViewController())
        root.present(first, animated: false)
        _ = window.stubRunLoop.runUntilIdle()
        first.present(second, animated: false)
        _ = window.stubRunLoop.runUntilIdle()
        second.present(third, animated: false)
        _ = window.stubRunLoop.runUntilIdle()
        await #expect(throws: Failure.self) {
            try await navigator.driven.navigate(
                from: root, to: ScreenRootRoute<UIViewController>().dismiss(animated: false).fail(with: Failure()))
        }
        #expect(root.presentedViewController === first)
        #expect(first.presentedViewController === second)
        #expect(second.presentedViewController === third)
        #expect(third.presentingViewController === second)
    }
}
