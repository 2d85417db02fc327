import Foundation
import NavDSLAddons
import NavDSLHeadless
import Testing

/// Alerts with text fields: enablers follow what is typed, handlers receive the text, and what
/// UIKit refuses is refused before anything is presented.
@MainActor
@Suite struct AlertTests {
    let app: HeadlessApp

    init() async throws {
        app = try await HeadlessApp.homeStack()
    }

    var shown: HeadlessAlertController? { app.window.rootViewController?.presentedViewController as? HeadlessAlertController }

    func loginAlert(record: @escaping @MainActor @Sendable (ScreenAlertValues) -> Void) -> ScreenAlert {
        ScreenAlert(
            title: "Log in",
            textFields: [
                ScreenAlertTextField(placeholder: "Email", keyboard: .emailAddress),
                ScreenAlertTextField(placeholder: "Password", isSecure: true),
            ],
            buttons: .cancel(),
            ScreenAlertButton(title: "Log in", isEnabled: { $0["Email"].contains("@") && !$0["Password"].isEmpty }, handler: record))
    }

    @Test func enablersFollowTheTypedTextAndTheHandlerReceivesIt() async throws {
        var received: [ScreenAlertValues] = []
        let alert = loginAlert { received.append($0) }
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(alert: alert))
        let controller = try #require(shown)
        #expect(controller.alert.textFields.map(\.keyboard) == [.emailAddress, .default])
        #expect(controller.alert.textFields.map(\.isSecure) == [false, true])
        #expect(!controller.isButtonEnabled(titled: "Log in"))
        #expect(!controller.tapButton(titled: "Log in"), "a disabled button cannot be tapped")
        #expect(controller.type("ann@example.com", into: "Email"))
        #expect(!controller.isButtonEnabled(titled: "Log in"))
        #expect(controller.type("secret", intoFieldAt: 1))
        #expect(!controller.type("x", into: "Nope"))
        #expect(controller.isButtonEnabled(titled: "Log in"))
        #expect(controller.tapButton(titled: "Log in"))
        #expect(received == [ScreenAlertValues(names: ["Email", "Password"], texts: ["ann@example.com", "secret"])])
        #expect(shown == nil, "the button dismissed the alert")
        #expect(!controller.tapButton(titled: "Cancel"), "only the first tap counts")
    }

    @Test func valuesReadByIndexOrNameAndEmptyWhenMissing() {
        let values = ScreenAlertValues(names: ["Name"], texts: ["Ann"])
        #expect(values[0] == "Ann" && values["Name"] == "Ann")
        #expect(values[3] == "" && values["Other"] == "")
        #expect(ScreenAlertTextField(name: "id", placeholder: "Your ID").name == "id")
    }

    @Test func buttonsListedOneByOneOrAsAnArray() {
        let listed = ScreenAlert(title: "Delete?", style: .actionSheet, buttons: .destructive("Delete"), .cancel())
        let array = ScreenAlert(title: "Delete?", buttons: [.destructive("Delete"), .cancel()])
        #expect(listed.buttons.map(\.title) == ["Delete", "Cancel"])
        #expect(array.buttons.map(\.style) == [.destructive, .cancel])
        #expect(ScreenAlert(title: "Saved", buttons: []).buttons.map(\.title) == ["OK"])
    }

    @Test(arguments: [
        (
            ScreenAlert(title: "Pick", style: .actionSheet, textFields: [.init(placeholder: "Name")]),
            "present(alert:) is refused: fail(with: ScreenAlertRefusedError) on Home: can't show the alert 'Pick': "
                + "text fields can only be added to an alert controller of style .alert, not an action sheet."
        ),
        (
            ScreenAlert(title: "Two", buttons: .cancel(), .cancel("Close")),
            "present(alert:) is refused: fail(with: ScreenAlertRefusedError) on Home: can't show the alert 'Two': "
                + "an alert controller can only have one button with the style .cancel."
        ),
    ])
    func alertsUIKitRefusesFailWithoutPresenting(alert: ScreenAlert, message: String) async throws {
        await #expect {
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(alert: alert))
        } throws: { error in
            "present(alert:) is refused: \(error)" == message
        }
        #expect(shown == nil)
        #expect(app.window.transitions.isEmpty)
    }

    @Test func actionSheetShowsItsChoices() async throws {
        var picked: [String] = []
        let sheet = ScreenAlert(
            title: "Photo", style: .actionSheet,
            buttons: ScreenAlertButton(title: "Camera") { picked.append("camera") }, .cancel())
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(alert: sheet))
        let controller = try #require(shown)
        #expect(controller.alert.style == .actionSheet)
        #expect(controller.tapButton(titled: "Camera"))
        #expect(picked == ["camera"])
    }

    @Test func alertInAFallbackOfAFailedRoute() async throws {
        let missing = HeadlessScreen(name: "Missing")
        let route = HeadlessWindowRoute()
            .first(.container(of: missing)).makeVisible()
            .fallback { error in HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(error: error, title: "Not found")) }
        try await app.navigator.navigateAndWait(to: route)
        let controller = try #require(shown)
        #expect(controller.alert.title == "Not found")
        #expect(controller.alert.message?.contains("Missing") == true)
    }
}
