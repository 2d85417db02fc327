import NavDSL
import NavDSLAddons
import NavDSLSwiftUI
import Testing

/// `.screenSheet(item:)`, `.screenCover(item:)` and `.screenDestination(item:)`: the app's item runs
/// routes, and `nil` is written back when the screen goes (binding rules 1, 2 and 3).
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SwiftUIItemEntryTests {
    /// The app's `@State var item: Int?`, and what the entry reported.
    @MainActor
    final class AppState {
        var item: Int?
        var failures: [String] = []
    }

    let app = AppState()

    private func entry(_ style: SwiftUIItemStyle, _ scene: ModelScene) -> SwiftUIItemPresentation<Int> {
        let app = app
        return SwiftUIItemPresentation<Int>(
            style: style, navigator: scene.navigator, clear: { app.item = nil }, onFailure: { app.failures.append("\(type(of: $0))") }
        ) { id in ModelScreen("Edit", traits: [id]).eraseToAnyModalScreen() }
    }

    /// What the view does when the app sets its item.
    private func set(_ item: Int?, on entry: SwiftUIItemPresentation<Int>) {
        app.item = item
        entry.itemDidChange(to: item)
    }

    @Test func anItemPresentsItsSheetAndTheUsersSwipeWritesNilBack() async throws {
        let scene = try await ModelScene.home()
        let sheet = entry(.sheet, scene)
        set(7, on: sheet)
        #expect(scene.presentedChain.map(\.description) == ["Edit(7)"])
        scene.recorder.removeAll()

        let root = try #require(scene.window.root)
        let binding = root.presentationBinding(cover: false)
        _ = binding.get()
        binding.set(nil)  // the user swiped the sheet down

        #expect(app.item == nil)
        #expect(scene.presentedChain.isEmpty)
        sheet.itemDidChange(to: nil)  // the view hears the nil it was written
        #expect(scene.recorder.transitions.isEmpty, "nothing else runs")
    }

    @Test func nilSetByTheAppDismissesByARoute() async throws {
        let scene = try await ModelScene.home()
        let cover = entry(.cover, scene)
        set(1, on: cover)
        #expect(scene.window.root?.presented?.isFullScreenCover == true)
        set(nil, on: cover)
        #expect(scene.presentedChain.isEmpty)
        #expect(scene.recorder.transitions.map(\.kind).last == .dismiss)
    }

    @Test func anItemSetTwiceInOneFrameShowsTheLastOnce() async throws {
        let scene = try await ModelScene.home(completion: .deferred)
        let sheet = entry(.sheet, scene)
        set(1, on: sheet)
        set(2, on: sheet)
        for _ in 0..<6 { scene.window.completePendingTransitions() }
        #expect(scene.presentedChain.map(\.description) == ["Edit(2)"])
        #expect(app.item == 2)
        #expect(!scene.window.hasPendingTransitions)
    }

    @Test func anItemSetWhileANavigationRunsWaitsForIt() async throws {
        let scene = try await ModelScene.home(completion: .deferred)
        scene.navigator.navigate(to: SwiftUIWindowRoute().top(.stack).push(chat(1)))
        let sheet = entry(.sheet, scene)
        set(3, on: sheet)
        #expect(scene.presentedChain.isEmpty, "queued behind the push")
        scene.window.completePendingTransitions()
        scene.window.completePendingTransitions()
        #expect(scene.presentedChain.map(\.description) == ["Edit(3)"])
    }

    @Test func anItemWhoseRouteFailsGoesBackToNilAndReportsTheError() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(alert: ScreenAlert(title: "Busy")))
        let sheet = entry(.sheet, scene)
        set(4, on: sheet)
        #expect(app.item == nil)
        #expect(app.failures == ["ScreenContainerNotSupportedError"])
        #expect(scene.presentedChain.count == 1, "only the alert")
    }

    @Test func aDestinationIsPushedAndABackSwipeWritesNilBack() async throws {
        let scene = try await ModelScene.home()
        let stack = try #require(scene.rootStack)
        let destination = entry(.destination, scene)
        set(5, on: destination)
        #expect(scene.names(stack) == ["Home", "Edit(5)"])
        let path = stack.pathBinding()
        path.set(Array(path.get().dropLast()))  // the back swipe
        #expect(app.item == nil)
        set(6, on: destination)
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(1)))
        set(nil, on: destination)
        #expect(scene.names(stack) == ["Home"], "nil pops to the screen below the destination")
    }
}
