import NavDSL
import NavDSLSwiftUI
import Testing

/// The path, link, tab and detent bindings, called as SwiftUI calls them.
///
/// `get` when SwiftUI renders, `set` when the user changed the screen. Each test cites the rule of
/// the SwiftUI article "What SwiftUI does with each binding" it plays.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SwiftUIBindingTests {
    // MARK: - The path (binding rules 1, 2 and 8)

    @Test func aBackSwipeOneRenderLateKeepsWhatARoutePushedMeanwhile() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(1)).push(chat(2)))
        let stack = try #require(scene.rootStack)
        let path = stack.pathBinding()
        let rendered = path.get()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(3)))  // a deep link, not drawn yet
        scene.recorder.removeAll()

        path.set(Array(rendered.prefix(1)))  // the user's back swipe from Chat(2), against what was drawn

        #expect(scene.names(stack) == ["Home", "Chat(1)", "Chat(3)"], "the deep link's screen is not lost")
        #expect(scene.recorder.userChanges.map(\.description) == ["stack SwiftUIStackModel"])
        path.set(Array(rendered.prefix(1)))
        #expect(scene.names(stack) == ["Home", "Chat(1)", "Chat(3)"], "the same write again changes nothing")
    }

    @Test func aPushMadeOutsideRoutesIsRecordedAndTheStackRedraws() async throws {
        let scene = try await ModelScene.home()
        let stack = try #require(scene.rootStack)
        let path = stack.pathBinding()
        let renders = stack.signal.changeCount
        let violations = scene.window.violations.count

        path.set(path.get() + [SwiftUIScreenModel(name: "Foreign")])

        #expect(scene.names(stack) == ["Home"])
        #expect(scene.window.violations.count == violations + 1)
        #expect(stack.signal.changeCount == renders + 1, "SwiftUI reads the model's path again")
    }

    @Test func aLinkTapRunsItsRouteOnceAndThePathIsTheRoutes() async throws {
        let scene = try await ModelScene.home()
        let stack = try #require(scene.rootStack)
        let path = stack.pathBinding()
        var results: [Bool] = []
        let link = SwiftUILinkRequest(
            route: SwiftUIWindowRoute().top(.stack).push(chat(7)).resolve(), navigator: scene.navigator,
            completion: { results.append((try? $0.get()) != nil) })

        path.set(path.get() + [link])  // NavigationLink(value:) appends its value to what it rendered
        path.set(Array(stack.path.dropLast()) + [link])  // SwiftUI writing the same tap again

        #expect(scene.names(stack) == ["Home", "Chat(7)"])
        #expect(results == [true], "one tap, one navigation")
        #expect(scene.window.violations.isEmpty)
        #expect(!stack.path.contains { $0 === link }, "the request never stays in the path")
    }

    @Test func aLinkTappedTwiceWhileItsRouteRunsNavigatesOnce() async throws {
        let scene = try await ModelScene.home(completion: .deferred)
        let stack = try #require(scene.rootStack)
        let path = stack.pathBinding()
        let link = SwiftUILinkRequest(route: SwiftUIWindowRoute().top(.stack).push(chat(7)).resolve(), navigator: scene.navigator)
        let rendered = path.get()

        path.set(rendered + [link])
        #expect(link.isRunning)
        path.set(rendered + [link, link])  // a second tap before anything rendered

        scene.window.completePendingTransitions()
        #expect(scene.names(stack) == ["Home", "Chat(7)"])
        #expect(!scene.window.hasPendingTransitions)
    }

    @Test func aLinkTappedDuringANavigationQueuesBehindIt() async throws {
        let scene = try await ModelScene.home(completion: .deferred)
        let stack = try #require(scene.rootStack)
        scene.navigator.navigate(to: SwiftUIWindowRoute().top(.stack).push(chat(1)))
        let path = stack.pathBinding()
        let link = SwiftUILinkRequest(route: SwiftUIWindowRoute().top(.stack).push(chat(2)).resolve(), navigator: scene.navigator)

        path.set(path.get() + [link])

        #expect(scene.names(stack) == ["Home", "Chat(1)"], "the tap waits for the navigation in flight")
        scene.window.completePendingTransitions()
        scene.window.completePendingTransitions()
        #expect(scene.names(stack) == ["Home", "Chat(1)", "Chat(2)"])
    }

    // MARK: - The tab selection (binding rule 5)

    @Test func aTapOnTheSelectedTabPopsItsStackToTheRootAsTheUsersChange() async throws {
        let scene = try await ModelScene.tabs()
        let tabs = try #require(scene.tabsModel)
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(1)).push(chat(2)))
        let selection = tabs.selectionBinding()
        scene.recorder.removeAll()

        selection.set(selection.get())

        #expect(scene.names(scene.stack(0)) == ["Chats"])
        #expect(tabs.selectedIndex == 0)
        #expect(scene.recorder.userChanges.map(\.kind) == [.stack])
        selection.set(1)
        #expect(tabs.selectedIndex == 1, "another tab is selected as before")
    }

    @Test func reselectionCanBeTurnedOff() async throws {
        let scene = try await ModelScene.tabs()
        let tabs = try #require(scene.tabsModel)
        tabs.popsToRootOnReselection = false
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(1)))
        tabs.selectionBinding().set(0)
        #expect(scene.names(scene.stack(0)) == ["Chats", "Chat(1)"])
    }

    @Test func aReTapDuringAPushPopsAndTheRouteStillCompletes() async throws {
        let scene = try await ModelScene.tabs(completion: .deferred)
        let tabs = try #require(scene.tabsModel)
        var result: Result<Void, Error>?
        scene.navigator.navigate(to: SwiftUIWindowRoute().top(.stack).push(chat(1))) { result = $0 }
        #expect(scene.names(scene.stack(0)) == ["Chats", "Chat(1)"])

        tabs.selectionBinding().set(0)  // the user taps Chats while the push animates

        #expect(scene.names(scene.stack(0)) == ["Chats"])
        scene.window.completePendingTransitions()
        #expect((try result?.get()) != nil, "the push completes; the user's pop stands")
        #expect(scene.names(scene.stack(0)) == ["Chats"])
    }

    // MARK: - The detent selection (binding rule 4)

    @Test func theRoutesDetentIsDrawnAndTheUsersDragIsKept() async throws {
        let scene = try await ModelScene.home()
        let sheet = ScreenSheet(detents: [.custom("peek", height: 120), .medium, .large], selectedDetent: .medium)
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Filters").withBottomSheet(sheet)))
        let filters = try #require(scene.window.root?.presented)
        let selection = filters.detentBinding()
        #expect(filters.drawnDetents == [.height(120), .medium, .large])
        #expect(selection.get() == .medium, "the route's selected detent opens the sheet")

        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).changeBottomSheet { $0.selectedDetent = .large })
        #expect(selection.get() == .large, "changeBottomSheet reaches the screen")

        selection.set(.height(120))  // the user drags down to the peek
        #expect(filters.sheetSettings?.selectedDetent == "peek")
        #expect(selection.get() == .height(120))
    }

    @Test func aDragWrittenWhileARouteChangedTheDetentsLeavesTheRoutesChoice() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().top(.container).present(
                ModelScreen("Filters").withBottomSheet(ScreenSheet(detents: [.medium, .large]))))
        let filters = try #require(scene.window.root?.presented)
        let selection = filters.detentBinding()
        #expect(selection.get() == .medium, "no selection: the smallest")
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().top(.container).changeBottomSheet { $0 = ScreenSheet(detents: [.large], selectedDetent: .large) })

        selection.set(.medium)  // drawn from the old set, written after the route's change

        #expect(filters.sheetSettings?.selectedDetent == .large)
        #expect(selection.get() == .large)
    }

    @Test func aContentDetentIsDrawnLargeAndAnEmptyListAsLarge() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Empty").withBottomSheet(ScreenSheet(detents: []))))
        let empty = try #require(scene.window.root?.presented)
        #expect(empty.drawnDetents == [.large], "UIKit's sheet takes no empty list")
        #expect(empty.detentBinding().get() == .large)
        empty.detentBinding().set(.medium)
        #expect(empty.sheetSettings?.selectedDetent == nil, "a detent the sheet lacks changes nothing")
        #expect(SwiftUIScreenModel(name: "Any").drawnDetents == [.large])
    }

    @Test func aFractionDetentIsDrawnAsSwiftUIsFractionAndRestoredAsOne() async throws {
        let scene = try await ModelScene.home()
        let third = ScreenSheetDetent.fraction("third", 0.33)
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Peek").withBottomSheet(ScreenSheet(detents: [third, .large]))))
        let peek = try #require(scene.window.root?.presented)
        #expect(peek.drawnDetents == [.fraction(0.33), .large])
        #expect(peek.detentBinding().get() == .fraction(0.33))
        #expect(third.resolvedHeight(maximum: 800) == 264, "UIKit and the headless sheet resolve it against the full height")
        #expect(ScreenSheetDetent.fraction("all", 1.5).resolvedHeight(maximum: 800) == 800)
        #expect(third.description == "third(0.33 of the height)")
        let saved = ScreenRestorationRecord.Sheet(ScreenSheet(detents: [third, .large]))
        #expect(saved.screenSheet.detents == [third, .large])
    }

    // MARK: - The presented item (binding rules 1 and 3)

    @Test func aSheetSwipedDownWhileItWasJustMadeModalLeavesTheModel() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Form")))
        let root = try #require(scene.window.root)
        let item = root.presentationBinding(cover: false)
        #expect(item.get()?.description == "Form")
        root.presented?.isModalInPresentation = true  // set in the same frame the swipe ended

        item.set(nil)

        #expect(root.presented == nil)
        #expect(scene.window.notes.contains { $0.contains("divergence: Form was modal") })
    }

    @Test func aCoverIsBoundApartFromASheet() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Login").withModalPresentationStyle(.fullScreen)))
        let root = try #require(scene.window.root)
        #expect(root.presentationBinding(cover: false).get() == nil)
        let cover = root.presentationBinding(cover: true)
        #expect(cover.get()?.description == "Login")
        root.presentationBinding(cover: false).set(nil)
        #expect(root.presented != nil, "the sheet binding, never handed the cover, ends nothing")
        cover.set(nil)
        #expect(root.presented == nil)
    }
}
