import NavDSL
import NavDSLAddons
import Testing
import UIKit

/// The share sheet's options on UIKit: subject through an item source, app activities as
/// `UIActivity`, excluded types, and `completionWithItemsHandler` reporting to `onComplete`.
@MainActor
@Suite struct ShareSmokeTests {
    let app: UIKitSmokeApp
    var window: UIWindow { app.window }
    var navigator: ScreenNavigator { app.navigator }
    let bookmark = ScreenActivityType(rawValue: "com.example.bookmark")

    init() async throws {
        app = try await UIKitSmokeApp()
    }

    var presented: UIActivityViewController? { app.presented as? UIActivityViewController }

    func present(_ share: ScreenShare) async throws -> UIActivityViewController {
        try await navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(share: share))
        return try #require(presented)
    }

    @Test func subjectActivitiesAndExcludedTypesMapOntoUIKit() async throws {
        var bookmarked: [String] = []
        let share = ScreenShare(
            items: ["Look", "https://example.com"], subject: "A page",
            activities: [
                ScreenShareActivity(type: bookmark, title: "Bookmark") {
                    bookmarked += $0; return true
                }
            ],
            excludedActivityTypes: [.print, .airDrop])
        let sheet = try await present(share)
        #expect(sheet.stubResolvedItems(for: .mail) as? [String] == ["Look", "https://example.com"])
        #expect(sheet.stubSubjects(for: .mail) == ["A page", "A page"])
        #expect(sheet.excludedActivityTypes?.map(\.rawValue) == [ScreenActivityType.print.rawValue, ScreenActivityType.airDrop.rawValue])
        let activity = try #require(sheet.stubApplicationActivities.first)
        #expect(activity.activityType?.rawValue == "com.example.bookmark" && activity.activityTitle == "Bookmark")
        sheet.stubChoose(UIActivity.ActivityType(rawValue: bookmark.rawValue))
        #expect(bookmarked == ["Look", "https://example.com"])
        #expect(activity.stubFinished == true)
    }

    @Test func itemsWithoutSubjectAreSharedAsTheyAre() async throws {
        let sheet = try await present(ScreenShare(items: ["hi"]))
        #expect(sheet.stubItems as? [String] == ["hi"])
        #expect(sheet.stubApplicationActivities.isEmpty && sheet.excludedActivityTypes == nil)
    }

    @Test func customItemsAreItemSourcesGivingAValuePerActivity() async throws {
        let url = try #require(URL(string: "https://example.com"))
        let link = ScreenShareItem.custom(placeholder: .url(url), subject: { _ in "A link" }) { activity in
            activity == .copyToPasteboard ? .url(url) : .text("See \(url.absoluteString)")
        }
        var bookmarked: [String] = []
        let share = ScreenShare(
            items: [link, .url(url), .imageData(Data([1, 2, 3]))],
            activities: [
                ScreenShareActivity(type: bookmark, title: "Bookmark") {
                    bookmarked += $0; return true
                }
            ])
        let sheet = try await present(share)
        let source = try #require(sheet.stubItems.first as? any UIActivityItemSource)
        #expect(source.activityViewControllerPlaceholderItem(sheet) as? URL == url)
        #expect(sheet.stubItems[1] as? URL == url && (sheet.stubItems[2] as? UIImage)?.stubName == "data(3 bytes)")
        #expect(sheet.stubResolvedItems(for: .copyToPasteboard).first as? URL == url)
        #expect(sheet.stubResolvedItems(for: .mail).first as? String == "See https://example.com")
        #expect(sheet.stubSubjects(for: .mail) == ["A link"])
        sheet.stubChoose(UIActivity.ActivityType(rawValue: bookmark.rawValue))
        #expect(bookmarked == ["See https://example.com", "https://example.com"], "links as their address; the image has no text")
    }

    @Test func completionReportsTheActivityAndSuccessAfterTheDismissal() async throws {
        var completions: [String] = []
        let share = ScreenShare(
            items: ["hi"], activities: [ScreenShareActivity(type: bookmark, title: "Bookmark") { _ in false }]
        ) { done in completions.append("\(done.activityType?.rawValue ?? "none") \(done.completed) \(self.presented == nil)") }
        try await present(share).stubChoose(.copyToPasteboard)
        await app.settle { completions.count == 1 }
        try await present(share).stubChoose(nil)
        await app.settle { completions.count == 2 }
        try await present(share).stubChoose(UIActivity.ActivityType(rawValue: bookmark.rawValue))
        await app.settle { completions.count == 3 }
        #expect(
            completions == [
                "com.apple.UIKit.activity.CopyToPasteboard true true", "none false true", "com.example.bookmark false true",
            ])
    }
}
