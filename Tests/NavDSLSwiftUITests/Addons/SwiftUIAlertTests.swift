import NavDSL
import NavDSLAddons
import NavDSLSwiftUI
import Testing

/// Alerts and confirmation dialogs on the SwiftUI family: presented as models the presenter
/// renders with `.alert`/`.confirmationDialog`, closed by a button as a user change, the handler
/// running after the model let go of the alert.
@MainActor
@Suite struct SwiftUIAlertTests {
    let login = ScreenAlert(
        title: "Log in", textFields: [.init(placeholder: "Email"), .init(placeholder: "Password", isSecure: true)],
        buttons: .cancel(), ScreenAlertButton(title: "Log in", isEnabled: { !$0["Password"].isEmpty }) { _ in })

    func presentedAlert(_ scene: ModelScene) throws -> SwiftUIAlertModel {
        try #require(scene.window.root?.presented as? SwiftUIAlertModel)
    }

    @Test func anAlertIsPresentedAsAModelKeyedByItsTitle() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(alert: login))
        let alert = try presentedAlert(scene)
        #expect(alert.alert.title == "Log in")
        #expect(alert.effectiveScreenKey == ScreenKey(name: "Alert", traits: ["Log in"]))
        #expect(scene.window.transitions.map(\.description) == ["present Alert(Log in) on SwiftUIStackModel animated"])
        let key = try #require(alert.effectiveScreenKey)
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().first(.container(key: key)).presenting.dismiss())
        #expect(scene.window.root?.presented == nil, "a route finds the alert by its key and dismisses it")
    }

    @Test func typingEnablesAButtonAndItsHandlerGetsTheTextAfterTheAlertLeft() async throws {
        let scene = try await ModelScene.home()
        var received: [String] = []
        var presentedWhenHandled: SwiftUIScreenModel?
        let root = try #require(scene.window.root)
        let alert = ScreenAlert(
            title: "Log in", textFields: login.textFields,
            buttons: .cancel(),
            ScreenAlertButton(title: "Log in", isEnabled: { !$0["Password"].isEmpty }) { values in
                received = values.texts
                presentedWhenHandled = root.presented
            })
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(alert: alert))
        let model = try presentedAlert(scene)
        let renders = model.signal.changeCount

        #expect(!model.isButtonEnabled(titled: "Log in"))
        #expect(!model.tapButton(titled: "Log in"), "disabled for empty text")
        #expect(model.type("ann@example.com", into: "Email"))
        #expect(model.type("secret", intoFieldAt: 1))
        #expect(model.signal.changeCount == renders + 2, "each edit re-renders the enablers")
        #expect(model.isButtonEnabled(titled: "Log in"))

        #expect(model.tapButton(titled: "Log in"))
        #expect(received == ["ann@example.com", "secret"])
        #expect(presentedWhenHandled == nil, "the handler runs after the alert left the model")
        #expect(scene.window.root?.presented == nil)
        #expect(scene.recorder.userChanges.count == 1, "the button's dismissal is the user's")
        #expect(!model.tapButton(titled: "Cancel"), "taps after the first are ignored")
    }

    @Test func unknownFieldsAndButtonsChangeNothing() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(alert: login))
        let model = try presentedAlert(scene)
        #expect(!model.type("x", into: "Phone"))
        #expect(!model.type("x", intoFieldAt: 5))
        #expect(!model.isButtonEnabled(titled: "Delete"))
        #expect(!model.tapButton(titled: "Delete"))
        #expect(model.values.texts == ["", ""])
        #expect(scene.window.root?.presented === model)
    }

    @Test func aDialogClosedWithoutAButtonRunsItsCancelHandlerOnce() async throws {
        let scene = try await ModelScene.home()
        var cancels = 0
        let sheet = ScreenAlert(title: "Photo", style: .actionSheet, buttons: .destructive("Delete"), .cancel { cancels += 1 })
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(alert: sheet))
        let model = try presentedAlert(scene)
        #expect(model.userDidDismiss())
        #expect(cancels == 1)
        #expect(model.tappedButton == "Cancel")
        #expect(scene.window.root?.presented == nil)
        #expect(!model.userDidDismiss(), "already closed")
        #expect(!model.tapButton(titled: "Cancel"))
        #expect(cancels == 1)
    }

    @Test func aDialogWithoutACancelButtonClosesWithoutAHandler() async throws {
        let scene = try await ModelScene.home()
        var deletes = 0
        let sheet = ScreenAlert(title: "Photo", style: .actionSheet, buttons: .destructive("Delete") { deletes += 1 })
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(alert: sheet))
        #expect(try presentedAlert(scene).userDidDismiss())
        #expect(deletes == 0)
        #expect(scene.window.root?.presented == nil)
    }

    @Test func anAlertUIKitWouldRefuseFailsBeforeAnythingChanges() async throws {
        let scene = try await ModelScene.home()
        let twoCancels = ScreenAlert(title: "Odd", buttons: .cancel("No"), .cancel("Nope"))
        await #expect(throws: ScreenAlertRefusedError.self) {
            try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(alert: twoCancels))
        }
        let fieldsOnASheet = ScreenAlert(title: "Odd", style: .actionSheet, textFields: [.init(placeholder: "Name")], buttons: .cancel())
        await #expect(throws: ScreenAlertRefusedError.self) {
            try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(alert: fieldsOnASheet))
        }
        #expect(scene.window.root?.presented == nil)
        #expect(scene.window.transitions.isEmpty)
    }

    @Test func anAlertOnABusyLayerIsRefusedAndAFallbackCanShowItAbove() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Sheet")))
        let busy = SwiftUIWindowRoute().first(.container(of: ModelScreen("Home"))).present(alert: ScreenAlert(title: "Saved"))
        await #expect(throws: ScreenContainerAlreadyPresentingError.self) {
            try await scene.navigator.navigateAndWait(to: busy)
        }
        try await scene.navigator.navigateAndWait(
            to: busy.fallback(to: SwiftUIWindowRoute().top(.container).present(alert: ScreenAlert(title: "Saved"))))
        #expect(scene.presentedChain.map(\.description) == ["Sheet", "Alert(Saved)"])
    }

    @Test func anActionSheetNeedsNoAnchorOnSwiftUI() async throws {
        let scene = try await ModelScene.home()
        let sheet = ScreenAlert(title: "Delete?", style: .actionSheet, buttons: .destructive("Delete"), .cancel())
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(alert: sheet, animated: false))
        #expect(try presentedAlert(scene).alert.style == .actionSheet)
    }

    @Test(.timeLimit(.minutes(1))) func inDeferredModeTheRouteCompletesWhenTheAlertIsAcknowledged() async throws {
        let scene = try await ModelScene.home(completion: .deferred)
        var finished = false
        scene.navigator.navigate(to: SwiftUIWindowRoute().top(.container).present(alert: ScreenAlert(title: "Saved"))) { _ in
            finished = true
        }
        #expect(!finished)
        #expect(scene.window.hasPendingTransitions)
        scene.window.completePendingTransitions()
        #expect(finished)
    }
}
