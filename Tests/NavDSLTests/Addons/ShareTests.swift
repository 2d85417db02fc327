import NavDSLAddons
import NavDSLHeadless
import Testing

/// The share sheet: subject, app activities, excluded system activities and the completion.
@MainActor
@Suite struct ShareTests {
    let app: HeadlessApp
    var sheet: HeadlessShareController? { app.window.rootViewController?.presentedViewController as? HeadlessShareController }

    init() async throws {
        app = try await HeadlessApp.homeStack()
    }

    @Test func anAppActivityRunsOnTheItemsAndTheCompletionFollowsTheDismissal() async throws {
        var bookmarked: [String] = []
        var completions: [String] = []
        let bookmark = ScreenActivityType(rawValue: "com.example.bookmark")
        let share = ScreenShare(
            items: ["https://example.com"], subject: "A page",
            activities: [
                ScreenShareActivity(type: bookmark, title: "Bookmark") {
                    bookmarked += $0; return true
                }
            ],
            excludedActivityTypes: [.print]
        ) { done in completions.append("\(done.activityType?.rawValue ?? "none") \(done.completed) \(self.sheet == nil)") }
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(share: share))
        let controller = try #require(sheet)
        #expect(controller.share.subject == "A page")
        #expect(controller.offeredActivities(among: [.mail, .print]) == [.mail, bookmark])
        #expect(!controller.complete(activity: .print), "an excluded activity is not offered")
        #expect(controller.complete(activity: bookmark))
        #expect(!controller.complete(activity: nil), "the sheet closed")
        #expect(bookmarked == ["https://example.com"])
        #expect(completions == ["com.example.bookmark true true"])
    }

    @Test func cancellingReportsNoActivityAndNotCompleted() async throws {
        var completions: [ScreenShareCompletion] = []
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(share: ScreenShare(items: ["hi"]) { completions.append($0) }))
        try #require(sheet).complete(activity: nil)
        #expect(completions == [ScreenShareCompletion(activityType: nil, completed: false)])
    }

    @Test func shareOnABusyPresenterFailsAndWorksInAFallback() async throws {
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(title: "Busy")))
        await #expect(throws: ScreenContainerAlreadyPresentingError.self) {
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.present(share: ScreenShare(items: ["hi"])))
        }
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().root.present(share: ScreenShare(items: ["hi"]))
                .fallback(to: HeadlessWindowRoute().top(.container).present(share: ScreenShare(items: ["from the fallback"]))))
        let alert = try #require(app.window.rootViewController?.presentedViewController as? HeadlessAlertController)
        #expect((alert.presentedViewController as? HeadlessShareController)?.share.items == ["from the fallback"])
    }
}
