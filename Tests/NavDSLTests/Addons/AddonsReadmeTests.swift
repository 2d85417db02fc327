import Foundation
import NavDSLAddons
import NavDSLHeadless
import Testing

/// Holds the addon examples of the DocC article "Show alerts, share sheets and other system
/// screens": each route runs on the headless platform and shows what the article says.
@MainActor
@Suite struct AddonsReadmeTests {
    let app: HeadlessApp
    var presented: HeadlessViewController? { app.window.rootViewController?.presentedViewController }

    init() async throws {
        app = try await HeadlessApp.homeStack()
    }

    /// The README's SwiftUI view, as the plain value Linux gets in its place.
    struct ProfileView {
        let user: Int
    }

    func run<Route: ScreenThenable>(_ route: Route) async throws where Route.Root == HeadlessWindow {
        try await app.navigator.navigateAndWait(to: route)
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.dismiss(animated: false))
    }

    @Test func readmeRoutesRunAndShowTheirScreens() async throws {
        let login = ScreenAlert(
            title: "Log in",
            textFields: [.init(placeholder: "Email", keyboard: .emailAddress), .init(placeholder: "Password", isSecure: true)],
            buttons: .cancel(),
            ScreenAlertButton(title: "Log in", isEnabled: { !$0["Password"].isEmpty }) { values in print(values["Email"]) })
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(alert: login))
        #expect((presented as? HeadlessAlertController)?.alert.textFields.count == 2)
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.dismiss(animated: false))
        try await run(
            HeadlessWindowRoute().top(.container).present(mediaPicker: ScreenMediaPicker(source: .camera) { result in print(result) }))
        try await run(HeadlessWindowRoute().top(.container).mail(to: ["help@example.com"], subject: "Order 42"))
        try await run(
            HeadlessWindowRoute().top(.container).present(
                share: ScreenShare(items: ["https://example.com"], excludedActivityTypes: [.print])))
        let page = try #require(URL(string: "https://example.com"))
        try await run(HeadlessWindowRoute().top(.container).present(safari: page))
        let appLink = try #require(URL(string: "app://chat/1"))
        let webLink = try #require(URL(string: "https://example.com/chat/1"))
        try await run(HeadlessWindowRoute().open(appLink, fallbackURLs: [webLink]))
        try await run(HeadlessWindowRoute().call(to: "+1 555 0100"))
        try await run(HeadlessWindowRoute().openAppSettings())
        try await run(HeadlessWindowRoute().top(.stack).pop().playHaptic(.impact(.light)))
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).showHUD(.spinner("Saving")).wait(for: .milliseconds(1))
                .showHUD(.success("Saved"), duration: .seconds(1)))
        #expect(
            (HeadlessPlatform.shownHUD(over: app.window) as? HeadlessHUDController)?.shownHUDs == [.spinner("Saving"), .success("Saved")])
        HeadlessPlatform.hideHUD(over: app.window)
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.stack).push(ScreenHostingScreen(traits: [42]) { ProfileView(user: 42) }))
        #expect(app.rootStack?.topViewController?.effectiveScreenKey == ScreenKey(name: "ProfileView", traits: [42]))
        try await run(
            HeadlessWindowRoute().top(.container).present(storeProduct: "364709193")
                .fallback(to: HeadlessWindowRoute().openStoreApp(id: "364709193")))
        try await run(HeadlessWindowRoute().requestReview())
        #expect(app.window.device.reviewRequests == 1)
        try await run(
            HeadlessWindowRoute().top(.container).present(
                documentPreview: ScreenDocumentPreview(urls: [URL(fileURLWithPath: "/tmp/invoice.pdf")])))
        try await run(
            HeadlessWindowRoute().top(.container).present(
                documentPicker: ScreenDocumentPicker(contentTypes: ["com.adobe.pdf"]) { result in print(result) }))
        #expect(app.window.device.openedURLs.map(\.absoluteString) == ["app://chat/1", "tel:+15550100", "app-settings:"])
        #expect(app.window.device.playedHaptics == [.impact(.light)])
        let presentedAndDismissed = Array(repeating: [ScreenTransition.Kind.present, .dismiss], count: 5).flatMap { $0 }
        #expect(
            app.window.transitions.map(\.kind) == presentedAndDismissed + [.stack]
                + Array(repeating: [.present, .dismiss], count: 3).flatMap { $0 },
            "alert, picker, composer, share sheet and browser presented (the HUD has its own window), the SwiftUI screen pushed, the product page, preview and picker presented"
        )
    }
}
