import Foundation
import NavDSL
import NavDSLAddons
import NavDSLSwiftUI
import Testing

/// The share sheet and the in-app browser on the SwiftUI family: presented as models the views
/// show as a sheet or cover holding the UIKit controller; completions reported once, after the
/// model let go of the sheet.
@MainActor
@Suite struct SwiftUIShareTests {
    let url = URL(string: "https://example.com/page") ?? URL(fileURLWithPath: "/")
    var completions: [ScreenShareCompletion] { recorder.completions }
    let recorder = ShareCompletions()

    @MainActor
    final class ShareCompletions {
        var completions: [ScreenShareCompletion] = []
        var presentedWhenReported: [SwiftUIScreenModel?] = []
    }

    func share(_ scene: ModelScene, _ items: [ScreenShareItem], excluded: [ScreenActivityType] = [], activities: [ScreenShareActivity] = [])
        -> ScreenShare
    {
        let recorder = recorder
        let root = scene.window.root
        return ScreenShare(items: items, activities: activities, excludedActivityTypes: excluded) { done in
            recorder.completions.append(done)
            recorder.presentedWhenReported.append(root?.presented)
        }
    }

    func presentedShare(_ scene: ModelScene) throws -> SwiftUIShareModel {
        try #require(scene.window.root?.presented as? SwiftUIShareModel)
    }

    @Test func theShareSheetIsASheetThatAnswersWhatEachActivityReceives() async throws {
        let scene = try await ModelScene.home()
        let url = url
        let link = ScreenShareItem.custom(placeholder: .url(url), subject: { _ in "A page" }) { activity in
            activity == .copyToPasteboard ? .url(url) : .text("Read this: \(url.absoluteString)")
        }
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().top(.container).present(share: share(scene, [link, "Sent from the app"], excluded: [.print])))
        let sheet = try presentedShare(scene)
        #expect(!sheet.isFullScreenCover)
        #expect(sheet.sheetSettings?.detents == [.medium, .large])
        #expect(sheet.effectiveScreenKey == ScreenKey(name: "Share"))
        #expect(sheet.items(for: .copyToPasteboard) == [.url(url), .text("Sent from the app")])
        #expect(sheet.items(for: .mail) == [.text("Read this: https://example.com/page"), .text("Sent from the app")])
        #expect(sheet.items(for: .print) == nil)
        #expect(sheet.subject(for: .mail) == "A page")
        #expect(sheet.offeredActivities(among: [.mail, .print]) == [.mail])
    }

    @Test func pickingAnActivityDismissesThenReportsOnce() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(share: share(scene, ["Hi"])))
        let sheet = try presentedShare(scene)
        #expect(sheet.complete(activity: .copyToPasteboard))
        #expect(completions == [ScreenShareCompletion(activityType: .copyToPasteboard, completed: true)])
        #expect(recorder.presentedWhenReported.map { $0 == nil } == [true], "reported after the sheet left the model")
        #expect(scene.recorder.userChanges.count == 1)
        #expect(!sheet.complete(activity: nil), "closed already")
        #expect(completions.count == 1)
    }

    @Test func anExcludedActivityIsRefusedAndAnAppActivityRunsOnTheItemsAsText() async throws {
        let scene = try await ModelScene.home()
        var performed: [[String]] = []
        let bookmark = ScreenShareActivity(type: ScreenActivityType(rawValue: "com.example.bookmark"), title: "Bookmark") { items in
            performed.append(items)
            return false
        }
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().top(.container).present(
                share: share(scene, ["Hi", .url(url)], excluded: [.airDrop], activities: [bookmark])))
        let sheet = try presentedShare(scene)
        #expect(!sheet.complete(activity: .airDrop))
        #expect(completions.isEmpty)
        #expect(scene.window.root?.presented === sheet, "a refused pick leaves the sheet")
        #expect(sheet.complete(activity: bookmark.type))
        #expect(performed == [["Hi", "https://example.com/page"]])
        #expect(completions == [ScreenShareCompletion(activityType: bookmark.type, completed: false)])
    }

    @Test func aSwipeDownReportsCancelAsUIKitsHandlerDoes() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(share: share(scene, ["Hi"])))
        let root = try #require(scene.window.root)
        #expect(root.userDidDismissPresented())
        #expect(completions == [ScreenShareCompletion(activityType: nil, completed: false)])
        #expect(root.presented == nil)
    }

    @Test func aRouteDismissingTheSheetReportsCancelToo() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(share: share(scene, ["Hi"])))
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().root.dismiss())
        #expect(completions == [ScreenShareCompletion(activityType: nil, completed: false)])
    }

    @Test func theShareSheetOnABusyLayerIsRefused() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Sheet")))
        await #expect(throws: ScreenContainerAlreadyPresentingError.self) {
            try await scene.navigator.navigateAndWait(
                to: SwiftUIWindowRoute().first(.container(of: ModelScreen("Home"))).present(share: share(scene, ["Hi"])))
        }
        #expect(completions.isEmpty, "a sheet never shown reports nothing")
        #expect(scene.presentedChain.map(\.description) == ["Sheet"])
    }

    // MARK: - Safari

    @Test func safariIsACoverClosedByDone() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(safari: url))
        let browser = try #require(scene.window.root?.presented as? SwiftUISafariModel)
        #expect(browser.url == url)
        #expect(browser.isFullScreenCover)
        #expect(browser.effectiveScreenKey == ScreenKey(name: "Safari", traits: [url.absoluteString]))
        #expect(browser.userDidFinish())
        #expect(scene.window.root?.presented == nil)
        #expect(scene.recorder.userChanges.count == 1)
        #expect(!browser.userDidFinish(), "not presented any more")
    }

    @Test func safariRefusesANonWebURLBeforeAnythingChanges() async throws {
        let scene = try await ModelScene.home()
        let mail = try #require(URL(string: "mailto:help@example.com"))
        await #expect(throws: ScreenUnsupportedURLError.self) {
            try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(safari: mail))
        }
        #expect(scene.window.transitions.isEmpty)
    }
}
