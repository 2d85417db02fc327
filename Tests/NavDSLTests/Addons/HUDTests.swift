import NavDSLAddons
import Testing

/// The HUD: shown, updated in place, hidden by a step, by `dismiss()` or after its duration, and
/// refused like any presentation.
@MainActor
@Suite struct HUDTests {
    let app: HeadlessApp
    var hud: HeadlessHUDController? { app.window.rootViewController?.presentedViewController as? HeadlessHUDController }
    var top: HeadlessWindowRoute { HeadlessWindowRoute() }

    init() async throws {
        app = try await HeadlessApp.homeStack()
    }

    /// Polls until `condition` holds, for at most a second.
    func eventually(_ condition: () -> Bool) async throws {
        for _ in 0..<100 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
    }

    @Test func showUpdateAndHideRecordWhatTheUserSawInOneHUD() async throws {
        try await app.navigator.navigate(to: top.top(.container).showHUD(.spinner("Saving")))
        let controller = try #require(hud)
        #expect(controller.description == "HUD")
        #expect(controller.modalPresentationStyle == .overFullScreen)
        try await app.navigator.navigate(to: top.top(.container).showHUD(.progress(0.5, "Uploading")))
        try await app.navigator.navigate(to: top.root.updateHUD(.success("Saved")))
        #expect(hud === controller, "updates change the shown HUD in place")
        #expect(controller.shownHUDs == [.spinner("Saving"), .progress(0.5, "Uploading"), .success("Saved")])
        #expect(controller.screenHUD == .success("Saved"))
        try await app.navigator.navigate(to: top.top(.container).hideHUD())
        #expect(hud == nil)
        #expect(app.window.transitions.map(\.kind) == [.present, .dismiss], "one presentation, one dismissal")
    }

    @Test func aDurationHidesTheHUDByItself() async throws {
        try await app.navigator.navigate(to: top.top(.container).showHUD(.success("Saved"), duration: .milliseconds(20)))
        #expect(hud?.screenHUD == .success("Saved"))
        try await eventually { hud == nil }
        #expect(hud == nil)
        #expect(app.window.transitions.map(\.kind) == [.present, .dismiss])
    }

    @Test func aHUDUpdatedSinceIsNotHiddenByAnEarlierDuration() async throws {
        try await app.navigator.navigate(to: top.top(.container).showHUD(.failure("Offline"), duration: .milliseconds(20)))
        try await app.navigator.navigate(to: top.top(.container).updateHUD(.spinner("Retrying")))
        try await Task.sleep(for: .milliseconds(80))
        #expect(hud?.screenHUD == .spinner("Retrying"))
        try await app.navigator.navigate(to: top.top(.container).updateHUD(.success(), duration: .milliseconds(10)))
        try await eventually { hud == nil }
        #expect(hud == nil)
    }

    @Test func waitThenDismissClosesTheHUDLikeAnyModal() async throws {
        try await app.navigator.navigate(
            to: top.top(.container).showHUD(.spinner()).wait(for: .milliseconds(10)).dismiss(animated: false))
        #expect(hud == nil)
        #expect(app.window.transitions.map(\.kind) == [.present, .dismiss])
        try await app.navigator.navigate(to: top.top(.container).showHUD(.spinner()))
        try await app.navigator.navigate(to: top.root.dismiss())
        #expect(hud == nil)
    }

    @Test func updatingWithoutAHUDFailsAndHidingWithoutOneChangesNothing() async throws {
        await #expect {
            try await app.navigator.navigate(to: top.top(.container).updateHUD(.progress(0.2)))
        } throws: { error in
            "\(error)" == "updateHUD(progress(20%)) on Home: no HUD is shown on Home to update. Show one with showHUD(_:) first."
        }
        try await app.navigator.navigate(to: top.top(.container).present(alert: ScreenAlert(title: "Not a HUD")))
        try await app.navigator.navigate(to: top.root.hideHUD())
        #expect(app.window.rootViewController?.presentedViewController is HeadlessAlertController, "only a HUD is hidden")
    }

    @Test func aBusyPresenterRefusesANewHUD() async throws {
        try await app.navigator.navigate(to: top.top(.container).present(alert: ScreenAlert(title: "Busy")))
        await #expect(throws: ScreenContainerAlreadyPresentingError.self) {
            try await app.navigator.navigate(to: top.root.showHUD(.spinner()))
        }
        #expect(hud == nil)
        try await app.navigator.navigate(to: top.top(.container).showHUD(.spinner()))
        let alert = try #require(app.window.rootViewController?.presentedViewController as? HeadlessAlertController)
        #expect(alert.presentedViewController is HeadlessHUDController, "the top controller presents it")
    }

    @Test func aFailedRouteUndoesTheUpdateAndItsFallbackShowsAFailure() async throws {
        try await app.navigator.navigate(to: top.top(.container).showHUD(.progress(0.3)))
        await #expect(throws: ScreenContainerNotFoundError.self) {
            try await app.navigator.navigate(to: top.top(.container).updateHUD(.progress(0.9)).first(.container(name: "Missing")))
        }
        #expect(hud?.screenHUD == .progress(0.3), "the update was undone")
        try await app.navigator.navigate(
            to: top.first(.container(name: "Missing")).makeVisible()
                .fallback(to: top.top(.container).showHUD(.failure("Not found"), duration: .milliseconds(10))))
        #expect(hud?.screenHUD == .failure("Not found"))
        try await eventually { hud == nil }
        #expect(hud == nil)
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
