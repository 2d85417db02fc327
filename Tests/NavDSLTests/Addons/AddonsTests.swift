import Foundation
import NavDSLAddons
import NavDSLHeadless
import Testing

/// The addons present system screens through the public DSL and their headless models behave
/// like the UIKit controllers they stand for.
@MainActor
@Suite struct AddonsTests {
    let window = HeadlessWindow()
    let navigator: ScreenNavigator

    init() async throws {
        navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home").withStackContainer()))
    }

    @Test func alertButtonDismissesTheAlertThenRunsItsHandler() async throws {
        var order: [String] = []
        let alert = ScreenAlert(
            title: "Delete?",
            buttons: [
                ScreenAlertButton(title: "Delete", style: .destructive) {
                    order.append("delete, presented: \(window.rootViewController?.presentedViewController != nil)")
                },
                ScreenAlertButton(title: "Cancel", style: .cancel),
            ])
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(alert: alert))
        let controller = try #require(window.rootViewController?.presentedViewController as? HeadlessAlertController)
        #expect(controller.description == "Alert(Delete?)")
        #expect(controller.alert.buttons.map(\.title) == ["Delete", "Cancel"])
        #expect(!controller.tapButton(titled: "Nope"))
        #expect(controller.tapButton(titled: "Delete"))
        #expect(order == ["delete, presented: false"])
    }

    @Test func alertWithoutActionsGetsAnOKButton() async throws {
        #expect(ScreenAlert(title: "Saved").buttons.map(\.title) == ["OK"])
        #expect(ScreenAlert(error: ScreenCanceledError()).message == "the navigation was cancelled; the remaining actions did not run")
    }

    @Test func alertOnABusyPresenterFailsLikePresent() async throws {
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(title: "First")))
        await #expect(throws: ScreenContainerAlreadyPresentingError.self) {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().root.present(alert: ScreenAlert(title: "Second")))
        }
    }

    @Test func shareSheetRecordsTheActivityAndDismissesItself() async throws {
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(share: ScreenShare(items: ["hello"])))
        let sheet = try #require(window.rootViewController?.presentedViewController as? HeadlessShareController)
        #expect(sheet.share.items == ["hello"])
        #expect(sheet.complete(activity: .copyToPasteboard))
        #expect(sheet.completion == ScreenShareCompletion(activityType: .copyToPasteboard, completed: true))
        #expect(window.rootViewController?.presentedViewController == nil)
    }

    @Test func safariOpensWebPagesOnly() async throws {
        let page = try #require(URL(string: "https://example.com/a"))
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(safari: page))
        #expect((window.rootViewController?.presentedViewController as? HeadlessSafariController)?.url == page)

        let other = HeadlessWindow()
        let otherNavigator = ScreenNavigator(window: other, logger: nil)
        try await otherNavigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home")))
        let mail = try #require(URL(string: "mailto:a@example.com"))
        await #expect {
            try await otherNavigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(safari: mail))
        } throws: { error in
            "\(error)" == "fail(with: ScreenUnsupportedURLError) on Home: "
                + "can't open mailto:a@example.com: an in-app browser opens http and https URLs only."
        }
        #expect(other.rootViewController?.presentedViewController == nil)
    }

    @Test func openURLIsRecordedOnTheWindowAndSchemelessURLsFail() async throws {
        let phone = try #require(URL(string: "tel:+100"))
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().open(phone))
        #expect(window.openedURLs == [phone])
        let relative = try #require(URL(string: "just/a/path"))
        await #expect(throws: ScreenUnsupportedURLError.self) {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().open(relative))
        }
        #expect(window.openedURLs == [phone])
    }

    @Test func openWithAnOpenerRunsFromAnyContainerAndReportsRefusals() async throws {
        var handed: [URL] = []
        let opener = ScreenURLOpener { url, done in
            handed.append(url)
            done(url.scheme == "https")
        }
        let page = try #require(URL(string: "https://example.com"))
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).open(page, with: opener))
        #expect(handed == [page])
        #expect(window.openedURLs.isEmpty, "the window's own opening is not used")
        let mail = try #require(URL(string: "mailto:a@example.com"))
        await #expect(throws: ScreenUnsupportedURLError.self) {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).open(mail, with: opener))
        }
        #expect(handed == [page, mail])
    }
}
