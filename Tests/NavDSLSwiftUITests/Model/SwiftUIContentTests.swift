import NavDSL
import NavDSLSwiftUI
import Testing

/// What decorators store on the models for the views to render, the signal the views observe,
/// and the logs that stay bounded.
@MainActor
@Suite struct SwiftUIContentTests {
    @Test func modalStyleMakesASheetOrACover() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Sheet")))
        let sheet = try #require(scene.window.root?.presented)
        #expect(sheet.presentationStyle == .automatic && !sheet.isFullScreenCover)
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().top(.container).present(
                ModelScreen("Cover").withModalPresentationStyle(.fullScreen).withModalTransitionStyle(.crossDissolve)))
        let cover = try #require(sheet.presented)
        #expect(cover.isFullScreenCover && cover.transitionStyle == .crossDissolve)
        #expect(!sheet.isContainerVisible, "a full-screen cover hides what is under it")
        #expect(scene.window.hierarchyDescription.hasSuffix("presents Cover (fullScreen)"))
    }

    @Test func sheetSettingsAreStoredAndChangedOnThePresentedSheet() async throws {
        let scene = try await ModelScene.home()
        let settings = ScreenSheet(detents: [.medium, .large], selectedDetent: .medium, prefersGrabberVisible: true)
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Filters").withBottomSheetStack(settings)))
        let stack = try #require(scene.window.root?.presented as? SwiftUIStackModel)
        #expect(stack.sheetSettings?.detents == [.medium, .large])
        #expect(stack.presentationStyle == .pageSheet)
        #expect(stack.root?.screenSheet?.prefersGrabberVisible == true, "what is inside the sheet reads its settings")

        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).changeBottomSheet { $0.selectedDetent = .large })
        #expect(stack.sheetSettings?.selectedDetent == .large)
        #expect(scene.window.transitions.last?.description == "sheet SwiftUIStackModel detent large animated")

        let unknown = await #expect(throws: ScreenRuleViolation.self) {
            let route = SwiftUIWindowRoute().top(.container).changeBottomSheet { $0.selectedDetent = "tall" }
            try await scene.navigator.navigateAndWait(to: route)
        }
        #expect(unknown?.rule == .unknownSheetDetent)
        await #expect(throws: ScreenContainerNotSupportedError.self) {
            try await scene.navigator.navigateAndWait(
                to: SwiftUIWindowRoute().first(.container(of: ModelScreen("Home"))).changeBottomSheet { $0.selectedDetent = .large })
        }
        #expect(stack.sheetSettings?.selectedDetent == .large)

        let inside = try #require(stack.root)
        #expect(inside.userDidSelectDetent(.medium), "the user dragged the sheet down to medium")
        #expect(stack.sheetSettings?.selectedDetent == .medium)
        #expect(!inside.userDidSelectDetent("tall"), "a detent the sheet lacks")
        #expect(scene.rootStack?.root?.userDidSelectDetent(.large) == false, "Home is not in a sheet")
        #expect(scene.window.transitions.last?.description == "sheet SwiftUIStackModel detent medium by the user animated")
    }

    @Test func navigationItemAndTabItemAreStoredForTheViews() async throws {
        let scene = ModelScene()
        var tapped: [String] = []
        let close = ScreenBarButtonItem(title: "Close") { _ in tapped.append("close") }
        let edit = ScreenBarButtonItem(imageName: "pencil") { _ in tapped.append("edit") }
        let chats = ModelScreen("Chats").withTitle("All chats").withLeftBarButton(close).withRightBarButton(edit)
            .withStackContainer().withTabBarItem(ScreenTabBarItem(title: "Chats", imageName: "bubble", badgeValue: "3"))
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().setRoot(to: ScreenTabsScreen<SwiftUIPlatform>().withTabs(chats)).makeKeyAndVisible())

        let tab = try #require(scene.stack(0))
        #expect(tab.tabItem == ScreenTabBarItem(title: "Chats", imageName: "bubble", badgeValue: "3"))
        let root = try #require(tab.root)
        #expect(root.title == "All chats")
        #expect(root.leftBarButtons.map(\.item.title) == ["Close"])
        #expect(root.rightBarButtons.map(\.item.imageName) == ["pencil"])
        root.leftBarButtons.first?.tap()
        root.rightBarButtons.first?.tap()
        #expect(tapped == ["close", "edit"])
    }

    @Test func anObservationLivesAsLongAsItsToken() async throws {
        let scene = try await ModelScene.home()
        var calls = 0
        var observation: SwiftUIModelObservation? = scene.window.signal.observe { calls += 1 }
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(1)))
        #expect(calls == 1)
        #expect(observation?.isActive == true)
        observation = nil
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(2)))
        #expect(calls == 1, "a released token stops its observer")
    }

    @Test func logsKeepTheirLastEntries() async throws {
        let scene = try await ModelScene.home()
        scene.window.logLimit = 5
        for id in 0..<60 {
            try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(id), animation: .crossDissolve()))
        }
        #expect(scene.window.transitions.count == 5)
        #expect(scene.window.transitions.last?.detail == "added [Chat(59)]")
        #expect(scene.window.notes.count == 5)
        scene.window.resetLogs()
        #expect(scene.window.transitions.isEmpty && scene.window.notes.isEmpty && scene.window.violations.isEmpty)
    }

    @Test func aRootMovedToAnotherWindowLeavesTheFirst() async throws {
        let first = SwiftUIWindowModel()
        let second = SwiftUIWindowModel()
        let home = SwiftUIScreenModel(name: "Home")
        first.setRootContainer(home, animated: false) { _ in }
        second.makeKey()
        #expect(second.isKeyWindow && second.isContainerVisible && !first.isContainerVisible)
        second.setRootContainer(home, animated: false) { _ in }
        #expect(first.root == nil && second.root === home && home.window === second)
        var outcome: Result<Void, any Error>?
        home.changeScreenSheet(ScreenSheet(), animated: true) { outcome = $0 }
        if case .failure(let error)? = outcome { #expect(error is ScreenContainerNotSupportedError) } else { Issue.record("not refused") }
    }

    @Test func modelsAreDescribedLikeControllers() async throws {
        let plain = SwiftUIScreenModel()
        #expect(plain.description == "SwiftUIScreenModel")
        plain.setScreenTitle("Inbox")
        #expect(plain.description == "\"Inbox\"")
        #expect(SwiftUIScreenModel(name: "Chat", traits: [4]).description == "Chat(4)")
        #expect(SwiftUIViewModel(content: 1).description == "SwiftUIViewModel<Int>")
        #expect(SwiftUIWindowModel().description == "SwiftUIWindowModel")
        #expect(SwiftUIWindowModel().hierarchyDescription == "SwiftUIWindowModel [hidden]")
    }
}
