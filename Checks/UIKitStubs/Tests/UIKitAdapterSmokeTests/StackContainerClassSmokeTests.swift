import Foundation
import NavDSL
import Testing
import UIKit

/// An app's navigation controller that styles its bar when its view loads, as apps do.
final class StyledNavigationController: UINavigationController {
    private(set) var styledCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        styledCount += 1
    }
}

/// `withStackContainer(of:)` on the behavioural UIKit: the stack is the app's class, its override
/// runs when UIKit loads its view, a failed navigation leaves it in place, and a restore builds the
/// same class again.
@MainActor
@Suite struct StackContainerClassSmokeTests {
    @Test func theStackIsTheAppsClassAndItsOverrideRuns() async throws {
        let app = try await UIKitSmokeApp(root: RestorableChatScreen(id: 1).withStackContainer(of: StyledNavigationController.self))
        let stack = try #require(app.window.rootViewController as? StyledNavigationController)
        #expect(stack.viewControllers.map { $0.effectiveScreenKey?.description } == ["Chat(1)"])
        _ = stack.view
        #expect(stack.styledCount == 1)
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.stack).push(RestorableChatScreen(id: 2)))
        #expect(stack.viewControllers.count == 2)
    }

    @Test func aFailedNavigationLeavesTheSameStackOfTheAppsClass() async throws {
        let app = try await UIKitSmokeApp(root: RestorableChatScreen(id: 1).withStackContainer(of: StyledNavigationController.self))
        let stack = try #require(app.window.rootViewController as? StyledNavigationController)
        let error = await #expect(throws: ScreenCanceledError.self) {
            try await app.navigator.driven.navigate(
                to: ScreenWindowRoute().setRoot(to: RestorableChatScreen(id: 9).withStackContainer())
                    .top(.stack).push(RestorableChatScreen(id: 2)).fail(with: ScreenCanceledError()))
        }
        #expect(error != nil)
        #expect(app.window.rootViewController === stack)
        #expect(stack.viewControllers.map { $0.effectiveScreenKey?.description } == ["Chat(1)"])
    }

    @Test func aRestoreRebuildsTheRegisteredClass() async throws {
        let app = try await UIKitSmokeApp(root: RestorableChatScreen(id: 1).withStackContainer(of: StyledNavigationController.self))
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.stack).push(RestorableChatScreen(id: 2)))
        let record = try ScreenRestorationRecord(userActivity: app.navigator.restorationRecord().userActivity(activityType: "navigation"))

        let relaunched = try await UIKitSmokeApp()
        var registry = ScreenRestorationRegistry<UIKitPlatform>().registering(RestorableChatScreen.self)
        registry.register(stackContainer: StyledNavigationController.self)
        let report = try await relaunched.navigator.driven.restore(from: record, using: registry)
        #expect(report.restoredNodeCount == 3)
        let restored = try #require(relaunched.window.rootViewController as? StyledNavigationController)
        #expect(restored.viewControllers.map { $0.effectiveScreenKey?.description } == ["Chat(1)", "Chat(2)"])
        _ = restored.view
        #expect(restored.styledCount == 1)
    }
}
