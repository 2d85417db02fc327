import NavDSL
import Testing
import UIKit

/// Undoing a dismiss brings back the whole chain that was dismissed, whether UIKit tears the chain
/// above a dismissed controller down (device question 6, "torn down") or keeps it (review R8).
@MainActor
@Suite struct RollbackChainTests {
    /// A window root whose `dismiss` tears the chain above the dismissed controller down first.
    final class ChainTearingRoot: UIViewController {
        var tearsDown = true

        override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
            if tearsDown, let first = presentedViewController {
                var layers: [UIViewController] = []
                var node = first.presentedViewController
                while let layer = node {
                    layers.append(layer)
                    node = layer.presentedViewController
                }
                for layer in layers.reversed() { layer.dismiss(animated: false) }
            }
            super.dismiss(animated: flag, completion: completion)
        }
    }

    struct Failure: Error {}

    @Test(arguments: [true, false])
    func undoingADismissPresentsTheWholeChainAgain(tearsDown: Bool) async throws {
        let root = ChainTearingRoot()
        root.tearsDown = tearsDown
        let app = RuntimeDoubles.App(root: root)
        let (first, second, third) = (UIViewController(), UIViewController(), UIViewController())
        root.present(first, animated: false)
        first.present(second, animated: false)
        second.present(third, animated: false)
        await #expect(throws: Failure.self) {
            try await app.navigator.navigate(
                from: root, to: ScreenRootRoute<UIViewController>().dismiss(animated: false).fail(with: Failure()))
        }
        #expect(root.presentedViewController === first)
        #expect(first.presentedViewController === second)
        #expect(second.presentedViewController === third)
        #expect(third.presentingViewController === second)
    }
}
