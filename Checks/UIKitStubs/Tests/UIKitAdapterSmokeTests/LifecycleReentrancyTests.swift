import NavDSL
import Testing
import UIKit

/// A navigation an app requests from a lifecycle callback that UIKit runs inside one of its calls
/// (`viewWillAppear` inside `setViewControllers`) queues behind the change that made the call; it
/// does not run nested in a UIKit call that has not finished (review R9).
@MainActor
@Suite struct LifecycleReentrancyTests {
    /// A navigation controller that calls `onWillShow` inside `setViewControllers`, as UIKit calls
    /// the new top's `viewWillAppear` there.
    final class CallingBackStack: UINavigationController {
        var onWillShow: (() -> Void)?

        override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            super.setViewControllers(viewControllers, animated: animated)
            let callback = onWillShow
            onWillShow = nil
            callback?()
        }
    }

    @Test func navigationRequestedFromAViewWillAppearQueuesBehindThePush() async throws {
        let stack = CallingBackStack(rootViewController: UIViewController())
        let app = RuntimeDoubles.App(root: stack)
        var order: [String] = []
        var isInsideUIKitCall = false
        stack.onWillShow = {
            isInsideUIKitCall = true
            app.navigator.navigate(to: ScreenWindowRoute().top(.container).present(RuntimeDoubles.Plain(name: "Login"))) { result in
                order.append(isInsideUIKitCall ? "login inside the push" : "login")
                #expect(throws: Never.self) { try result.get() }
            }
            isInsideUIKitCall = false
        }
        app.navigator.navigate(to: ScreenWindowRoute().top(.stack).push(RuntimeDoubles.Plain(name: "Chat"), animation: nil)) { _ in
            order.append("push")
        }
        await app.settle { order.count == 2 }
        #expect(order == ["push", "login"])
        #expect(stack.presentedViewController?.title == "Login")
    }
}
