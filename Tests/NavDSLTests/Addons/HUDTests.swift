import NavDSLAddons
import NavDSLHeadless
import Testing

/// The HUD: shown in its own overlay window above the app's, updated in place, hidden by a step,
/// by `hideHUD(over:)` or after its duration, and never in the way of the app's presentations.
@MainActor
@Suite struct HUDTests {
    let app: HeadlessApp
    var hud: HeadlessHUDController? { HeadlessPlatform.shownHUD(over: app.window) as? HeadlessHUDController }
    var top: HeadlessWindowRoute { HeadlessWindowRoute() }

    init() async throws {
        app = try await HeadlessApp.homeStack()
    }

    /// Polls until `condition` holds, for at most a second.
    func eventually(_ condition: () -> Bool) async throws {
        for _ in 0..<100 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
    }

    @Test func showUpdateAndHideRecordWhatTheUserSawInOneHUD() async throws {
        try await app.navigator.navigateAndWait(to: top.top(.container).showHUD(.spinner("Saving")))
        let controller = try #require(hud)
        let overlay = try #require(controller.window)
        #expect(controller.description == "HUD")
        try await app.navigator.navigateAndWait(to: top.top(.container).showHUD(.progress(0.5, "Uploading")))
        try await app.navigator.navigateAndWait(to: top.root.updateHUD(.success("Saved")))
        #expect(hud === controller, "updates change the shown HUD in place")
        #expect(controller.shownHUDs == [.spinner("Saving"), .progress(0.5, "Uploading"), .success("Saved")])
        #expect(controller.screenHUD == .success("Saved"))
        try await app.navigator.navigateAndWait(to: top.top(.container).hideHUD())
        #expect(hud == nil)
        #expect(overlay.isHidden)
        #expect(app.window.transitions.isEmpty, "the app's window never changed")
    }

    @Test func theHUDIsItsOwnAlertLevelWindowInTheAppsScene() async throws {
        try await app.navigator.navigateAndWait(to: top.top(.container).showHUD(.spinner()))
        let overlay = try #require(hud?.window)
        #expect(overlay !== app.window)
        #expect(overlay.scene === app.window.scene && app.window.scene.windows.contains { $0 === overlay })
        #expect(overlay.windowLevel == .alert && overlay.windowLevel > app.window.windowLevel)
        #expect(!overlay.isHidden && !overlay.isKeyWindow, "shown, never key")
        #expect(app.window.isKeyWindow && app.window.scene.keyWindow === app.window)
        #expect(overlay.transitions.map(\.kind) == [.root])
        #expect(app.window.rootViewController?.presentedViewController == nil)
    }

    @Test func aDurationHidesTheHUDByItself() async throws {
        try await app.navigator.navigateAndWait(to: top.top(.container).showHUD(.success("Saved"), duration: .milliseconds(20)))
        #expect(hud?.screenHUD == .success("Saved"))
        try await eventually { hud == nil }
        #expect(hud == nil)
    }

    @Test func aHUDUpdatedSinceIsNotHiddenByAnEarlierDuration() async throws {
        try await app.navigator.navigateAndWait(to: top.top(.container).showHUD(.failure("Offline"), duration: .milliseconds(20)))
        try await app.navigator.navigateAndWait(to: top.top(.container).updateHUD(.spinner("Retrying")))
        try await Task.sleep(for: .milliseconds(80))
        #expect(hud?.screenHUD == .spinner("Retrying"))
        try await app.navigator.navigateAndWait(to: top.top(.container).updateHUD(.success(), duration: .milliseconds(10)))
        try await eventually { hud == nil }
        #expect(hud == nil)
    }

    @Test func aHUDShowsOverABusyPresenterWithoutTakingItsSlot() async throws {
        try await app.navigator.navigateAndWait(to: top.top(.container).present(alert: ScreenAlert(title: "Busy")))
        try await app.navigator.navigateAndWait(to: top.root.showHUD(.spinner()))
        let alert = try #require(app.window.rootViewController?.presentedViewController as? HeadlessAlertController)
        #expect(alert.presentedViewController == nil, "the HUD is not a modal of the app's controllers")
        try await app.navigator.navigateAndWait(to: top.root.dismiss())
        try await app.navigator.navigateAndWait(to: top.top(.container).present(HeadlessScreen(name: "Sheet")))
        #expect(app.window.rootViewController?.presentedViewController?.description == "Sheet", "the slot is free")
        #expect(hud != nil)
    }

    @Test func theHUDOutlivesTheScreenChangesUnderIt() async throws {
        try await app.navigator.navigateAndWait(
            to: top.top(.container).present(HeadlessScreen(name: "Upload")).top(.container).showHUD(.spinner()))
        let shown = try #require(hud)
        try await app.navigator.navigateAndWait(to: top.root.dismiss())
        try await app.navigator.navigateAndWait(to: top.setRoot(to: HeadlessScreen(name: "Other"), animation: nil))
        #expect(hud === shown && shown.window?.isHidden == false, "dismiss and setRoot under it leave it")
    }

    @Test func policiesThatRefuseNavigationsDoNotKeepTheHUD() async throws {
        try await app.navigator.navigateAndWait(to: top.top(.container).showHUD(.success("Saved"), duration: .milliseconds(20)))
        let token = app.navigator.addPolicy(named: "locked") { _, decide in decide(.cancel(reason: "locked")) }
        await #expect(throws: ScreenPolicyError.self) { try await app.navigator.navigateAndWait(to: top.top(.container).hideHUD()) }
        #expect(hud != nil, "a refused navigation's hideHUD() step does not run")
        try await eventually { hud == nil }
        #expect(hud == nil, "the timed hide is not a navigation: no policy refuses it")
        token.cancel()
    }

    @Test func hideHUDOverAWindowIsNotANavigation() async throws {
        try await app.navigator.navigateAndWait(to: top.top(.container).showHUD(.spinner()))
        let token = app.navigator.addPolicy(named: "locked") { _, decide in decide(.cancel(reason: "locked")) }
        HeadlessPlatform.hideHUD(over: app.window)
        #expect(hud == nil)
        HeadlessPlatform.hideHUD(over: app.window)  // nothing to hide: nothing happens
        withExtendedLifetime(token) {}
    }

    @Test func updatingWithoutAHUDFailsAndHidingWithoutOneChangesNothing() async throws {
        await #expect {
            try await app.navigator.navigateAndWait(to: top.top(.container).updateHUD(.progress(0.2)))
        } throws: { error in
            "\(error)" == "updateHUD(progress(20%)) on Home: no HUD is shown on Home to update. Show one with showHUD(_:) first."
        }
        try await app.navigator.navigateAndWait(to: top.top(.container).present(alert: ScreenAlert(title: "Not a HUD")))
        try await app.navigator.navigateAndWait(to: top.root.hideHUD())
        #expect(app.window.rootViewController?.presentedViewController is HeadlessAlertController, "only a HUD is hidden")
    }

    @Test func aContainerInNoWindowCannotShowAHUD() async throws {
        let loose = HeadlessViewController(screenKey: ScreenKey(name: "Loose"))
        await #expect {
            try await app.navigator.navigateAndWait(from: loose, to: ScreenRootRoute<HeadlessViewController>().showHUD(.spinner()))
        } throws: { error in
            "\(error)".hasSuffix("Loose is in no window with a scene to show a HUD over. Show it from a container on screen.")
        }
        #expect(hud == nil)
    }

    @Test func aFailedRouteUndoesTheUpdateAndItsFallbackShowsAFailure() async throws {
        try await app.navigator.navigateAndWait(to: top.top(.container).showHUD(.progress(0.3)))
        await #expect(throws: ScreenContainerNotFoundError.self) {
            try await app.navigator.navigateAndWait(to: top.top(.container).updateHUD(.progress(0.9)).first(.container(name: "Missing")))
        }
        #expect(hud?.screenHUD == .progress(0.3), "the update was undone")
        try await app.navigator.navigateAndWait(to: top.top(.container).hideHUD())
        try await app.navigator.navigateAndWait(
            to: top.first(.container(name: "Missing")).makeVisible()
                .fallback(to: top.top(.container).showHUD(.failure("Not found"), duration: .milliseconds(10))))
        #expect(hud?.screenHUD == .failure("Not found"))
        try await eventually { hud == nil }
        #expect(hud == nil)
    }

    @Test func aFailedRouteTakesAwayTheHUDItShowedAndBringsBackTheOneItHid() async throws {
        await #expect(throws: ScreenContainerNotFoundError.self) {
            try await app.navigator.navigateAndWait(to: top.top(.container).showHUD(.spinner()).first(.container(name: "Missing")))
        }
        #expect(hud == nil, "the new HUD was undone")
        try await app.navigator.navigateAndWait(to: top.top(.container).showHUD(.progress(0.4)))
        await #expect(throws: ScreenContainerNotFoundError.self) {
            try await app.navigator.navigateAndWait(to: top.top(.container).hideHUD().first(.container(name: "Missing")))
        }
        #expect(hud?.screenHUD == .progress(0.4), "the hidden HUD is back")
    }

    @Test func progressIsClampedAndDescribed() {
        #expect(ScreenHUD.progress(1.7) == .progress(1))
        #expect(ScreenHUD.progress(-1).kind == .progress(0))
        #expect(ScreenHUD.progress(.nan).kind == .progress(0))
        #expect("\(ScreenHUD.progress(0.4, "Uploading"))" == "progress(40%, Uploading)")
        #expect("\(ScreenHUD.spinner())" == "spinner")
        #expect(
            ScreenShowHUDAction<HeadlessViewController>(hud: .success("Saved"), duration: .seconds(1)).description
                == "showHUD(success(Saved), duration: 1.0 seconds)")
    }
}
