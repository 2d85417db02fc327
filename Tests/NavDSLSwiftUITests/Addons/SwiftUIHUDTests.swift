import NavDSL
import NavDSLAddons
import NavDSLSwiftUI
import Testing

/// The HUD on the SwiftUI family: an overlay of the window model, not a presentation; shown,
/// updated in place, hidden by a route, by a duration or outside navigations, and taken away when
/// a later step fails.
@MainActor
@Suite struct SwiftUIHUDTests {
    func shownHUD(_ scene: ModelScene) -> SwiftUIHUDModel? {
        SwiftUIPlatform.shownHUD(over: scene.window) as? SwiftUIHUDModel
    }

    @Test func aHUDTakesNoPresentationSlotAndIsUpdatedInPlace() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Sheet")))
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).showHUD(.spinner("Saving")))
        let hud = try #require(shownHUD(scene))
        #expect(scene.presentedChain.map(\.description) == ["Sheet"], "the sheet stays; the HUD is above it")
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).updateHUD(.progress(0.5)))
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().root.dismiss().top(.container).showHUD(.success("Saved")))
        #expect(shownHUD(scene) === hud)
        #expect(hud.shownHUDs == [.spinner("Saving"), .progress(0.5), .success("Saved")])
        #expect(hud.signal.changeCount == 2, "each update re-renders the overlay")
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).hideHUD())
        #expect(shownHUD(scene) == nil)
    }

    @Test func updatingWithoutAHUDFailsAndHidingWithoutOneSucceeds() async throws {
        let scene = try await ModelScene.home()
        await #expect(throws: ScreenContainerNotFoundError.self) {
            try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).updateHUD(.progress(0.1)))
        }
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).hideHUD())
        #expect(shownHUD(scene) == nil)
    }

    @Test func aHUDShownByAFailedRouteIsTakenAwayAgain() async throws {
        let scene = try await ModelScene.home()
        await #expect(throws: ScreenContainerNotFoundError.self) {
            try await scene.navigator.navigateAndWait(
                to: SwiftUIWindowRoute().top(.container).showHUD(.spinner()).first(.container(of: ModelScreen("Missing"))).dismiss())
        }
        #expect(shownHUD(scene) == nil)
    }

    @Test func aHUDOutOfAnyWindowFails() async throws {
        let loose = SwiftUIScreenModel(name: "Loose")
        let navigator = ScreenNavigator(window: SwiftUIWindowModel(), logger: nil)
        await #expect(throws: ScreenContainerNotFoundError.self) {
            try await navigator.navigateAndWait(from: loose, to: ScreenRootRoute<SwiftUIScreenModel>().showHUD(.spinner()))
        }
    }

    @Test func hideHUDOutsideNavigationsHidesIt() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).showHUD(.spinner()))
        SwiftUIPlatform.hideHUD(over: scene.window)
        #expect(shownHUD(scene) == nil)
    }

    @Test(.timeLimit(.minutes(1))) func aTimedHUDHidesItself() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().top(.container).showHUD(.success("Saved"), duration: .milliseconds(10)))
        #expect(shownHUD(scene) != nil)
        for _ in 0..<500 where shownHUD(scene) != nil { try await Task.sleep(for: .milliseconds(10)) }
        #expect(shownHUD(scene) == nil)
    }

    @Test func eachWindowHasItsOwnHUD() async throws {
        let first = try await ModelScene.home()
        let second = try await ModelScene.home()
        try await first.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).showHUD(.spinner()))
        #expect(shownHUD(first) != nil)
        #expect(shownHUD(second) == nil)
    }
}
