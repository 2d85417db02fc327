import Foundation
import NavDSL
import NavDSLExampleRoutes
import NavDSLSwiftUI
import Testing

/// Issue 45's bad input, on the SwiftUI example's routes and models, as the views would feed them:
/// a push SwiftUI made outside the model, a second sheet on one layer, a deep link while a sheet is
/// being swiped away; and a deep link in the app's `.acknowledged` mode, one step per acknowledgement.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SwiftUIExampleEdgeCaseTests {
    typealias Routes = SwiftUIExampleScene.Routes

    func started(_ completion: SwiftUICompletionMode) async throws -> SwiftUIExampleScene {
        let scene = SwiftUIExampleScene(completion: completion)
        scene.navigator.navigate(to: Routes.start)
        while scene.window.hasPendingTransitions { scene.window.completePendingTransitions() }
        #expect(scene.window.hierarchyDescription == SwiftUIExampleNavigationTests.tabs)
        return scene
    }

    @Test func aPushMadeByAnAppsOwnNavigationLinkIsARecordedDivergenceNotACrash() async throws {
        let scene = try await started(.immediate)
        try await scene.navigator.navigateAndWait(to: Routes.openChat(7))
        let stack = try #require((scene.window.root as? SwiftUITabsModel)?.selectedTab as? SwiftUIStackModel)
        let tree = scene.window.hierarchyDescription
        let violations = scene.window.violations.count
        // What NavigationStack writes after a NavigationLink(value:) the model never saw.
        #expect(!stack.userDidSetPath(stack.path + [SwiftUIScreenModel(name: "Foreign")]))
        #expect(scene.window.hierarchyDescription == tree)
        #expect(scene.window.violations.count == violations + 1)
        // The back button still works: a prefix is the user's own change.
        #expect(stack.userDidSetPath([]))
        #expect(scene.window.hierarchyDescription == SwiftUIExampleNavigationTests.tabs)
    }

    @Test func aSecondSheetOnOneLayerIsRefusedBeforeSwiftUIWouldLog() async throws {
        let scene = try await started(.immediate)
        try await scene.navigator.navigateAndWait(to: Routes.whatsNew)
        let tree = scene.window.hierarchyDescription
        let second = SwiftUIWindowRoute().root.present(AppPlatformScreen<SwiftUIStandInScreens>(.profile))
        await #expect(throws: ScreenContainerAlreadyPresentingError.self) {
            try await scene.navigator.navigateAndWait(to: second)
        }
        #expect(scene.window.hierarchyDescription == tree, "the first sheet stays, nothing else moved")
        // The shared routes present on the top layer instead, which SwiftUI can show.
        try await scene.navigator.navigateAndWait(to: Routes.product(3))
        #expect(scene.window.root?.presented?.presented?.description.contains("SwiftUIStackModel") == true)
    }

    @Test func aChatLinkInAcknowledgedModeRunsOneStepPerAcknowledgement() async throws {
        let scene = try await started(.acknowledged)
        scene.navigator.navigate(to: Routes.product(5))  // pushed on the chats stack
        scene.window.completePendingTransitions()
        scene.navigator.navigate(to: Routes.whatsNew)
        scene.window.completePendingTransitions()
        var finished: Result<Void, any Error>?
        scene.deeplinks.handle("navdsl://chat/7") { finished = $0 }
        var acknowledgements: [String] = []
        while finished == nil, scene.window.hasPendingTransitions, acknowledgements.count < 10 {
            acknowledgements.append("\(scene.window.transitions.last?.kind ?? .root)")
            scene.window.completePendingTransitions()  // what the probe calls once UIKit finished
            await Task.yield()
        }
        try #require(finished != nil, "finished after \(acknowledgements)")
        try finished?.get()
        #expect(acknowledgements == ["dismiss", "stack"], "the tab was selected already; each step waited for the last")
        #expect(scene.window.hierarchyDescription == SwiftUIExampleNavigationTests.chatOnTheChatsTab(7))
    }

    @Test func aDeepLinkWhileASheetIsBeingSwipedAwayWaitsThenShowsTheChat() async throws {
        let scene = try await started(.acknowledged)
        scene.navigator.navigate(to: Routes.whatsNew)
        scene.window.completePendingTransitions()
        let presenter = try #require(scene.window.root)
        // The user is dragging the sheet down: SwiftUI has written nothing yet. The link's fallback
        // dismisses everything, which waits for its acknowledgement.
        var finished: Result<Void, any Error>?
        scene.deeplinks.handle("navdsl://chat/7") { finished = $0 }
        #expect(finished == nil && scene.window.hasPendingTransitions)
        // The swipe ends: SwiftUI writes nil to the sheet's binding.
        presenter.userDidDismissPresented()
        for _ in 0..<10 where finished == nil {
            scene.window.completePendingTransitions()
            await Task.yield()
        }
        // The dismissal the link waited for is the one the user finished: the link goes on and
        // shows the chat (had it failed, it would be with a typed error, never a hang).
        try #require(finished, "no hang: the link ended").get()
        #expect(scene.window.hierarchyDescription == SwiftUIExampleNavigationTests.chatOnTheChatsTab(7))
        #expect(presenter.presented == nil, "the sheet the user closed stays closed")
        #expect(!scene.window.hasPendingTransitions)
    }
}
