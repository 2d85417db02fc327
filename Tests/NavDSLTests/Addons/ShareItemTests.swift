import Foundation
import NavDSLAddons
import NavDSLHeadless
import Testing

/// Share items: fixed values, and custom items whose value depends on the activity picked.
@MainActor
@Suite struct ShareItemTests {
    let app: HeadlessApp
    let url = URL(string: "https://example.com/page")
    var sheet: HeadlessShareController? { app.window.rootViewController?.presentedViewController as? HeadlessShareController }

    init() async throws {
        app = try await HeadlessApp.homeStack()
    }

    /// A link shared as a link for Copy, as a sentence for Mail, and left out for Print.
    func link(_ url: URL) -> ScreenShareItem {
        .custom(placeholder: .url(url), subject: { $0 == .mail ? "A page" : nil }) { activity in
            switch activity {
            case .copyToPasteboard, nil: .url(url)
            case .print: nil
            default: .text("Read this: \(url.absoluteString)")
            }
        }
    }

    @Test func aCustomItemGivesEachActivityItsOwnValue() async throws {
        let url = try #require(url)
        let share = ScreenShare(items: [link(url), "plain", .imageData(Data([7, 8]))], subject: "Shared")
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(share: share))
        let controller = try #require(sheet)
        #expect(controller.items(for: .copyToPasteboard) == [.url(url), .text("plain"), .imageData(Data([7, 8]))])
        #expect(controller.items(for: .mail) == [.text("Read this: https://example.com/page"), .text("plain"), .imageData(Data([7, 8]))])
        #expect(controller.items(for: nil) == [.url(url), .text("plain"), .imageData(Data([7, 8]))], "before an activity is picked")
        #expect(controller.items(for: .print) == [.text("plain"), .imageData(Data([7, 8]))], "an item answering nil is left out")
        #expect(controller.subject(for: .mail) == "A page" && controller.subject(for: .message) == "Shared")
    }

    @Test func anExcludedActivityReceivesNothing() async throws {
        let share = ScreenShare(items: [link(try #require(url))], excludedActivityTypes: [.mail])
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(share: share))
        let controller = try #require(sheet)
        #expect(controller.items(for: .mail) == nil)
        #expect(!controller.complete(activity: .mail), "an excluded activity cannot be picked")
        #expect(controller.completion == nil)
    }

    @Test func anAppActivityPerformsOnItsOwnValuesAsText() async throws {
        let url = try #require(url)
        let bookmark = ScreenActivityType(rawValue: "com.example.bookmark")
        var received: [[String]] = []
        let share = ScreenShare(
            items: [link(url), .imageData(Data([1]))],
            activities: [
                ScreenShareActivity(type: bookmark, title: "Bookmark") {
                    received.append($0); return true
                }
            ])
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(share: share))
        #expect(try #require(sheet).complete(activity: bookmark))
        #expect(received == [["Read this: https://example.com/page"]], "the value for this activity; the image has no text")
    }

    @Test func itemsCompareByValueAndCustomItemsByIdentity() throws {
        let url = try #require(url)
        let item = link(url)
        let copy = item
        #expect(("hi" as ScreenShareItem) == .text("hi") && ScreenShareItem.url(url) != .text(url.absoluteString))
        #expect(item == copy && item != link(url), "a custom item equals only itself")
        #expect(item.dependsOnActivity && !ScreenShareItem.text("hi").dependsOnActivity)
        #expect(ScreenShare(items: ["a", "b"]).items == ScreenShare(items: ["a", "b"] as [String]).items)
        #expect(
            [item.description, ScreenShareItem.imageData(Data([1, 2])).description, ScreenShareItem.text("hi").description]
                == ["custom(https://example.com/page)", "image (2 bytes)", "\"hi\""])
        #expect(ScreenShareValue.url(url).plainText == url.absoluteString && ScreenShareValue.imageData(Data()).plainText == nil)
    }
}

/// The share items example of the system screens article.
@MainActor
@Suite struct ShareItemArticleTests {
    @Test func theArticlesLinkItem() async throws {
        let app = try await HeadlessApp.homeStack()
        let navigator = app.navigator
        let url = try #require(URL(string: "https://example.com/page"))
        let link = ScreenShareItem.custom(placeholder: .url(url)) { activity in
            activity == .copyToPasteboard ? .url(url) : .text("Read this: \(url.absoluteString)")
        }
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(share: ScreenShare(items: [link, "Sent from the app"])))
        let sheet = try #require(app.window.rootViewController?.presentedViewController as? HeadlessShareController)
        #expect(sheet.items(for: .mail) == [.text("Read this: https://example.com/page"), .text("Sent from the app")])
        #expect(sheet.items(for: .copyToPasteboard) == [.url(url), .text("Sent from the app")])
    }
}
