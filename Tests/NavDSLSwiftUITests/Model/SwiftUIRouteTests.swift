import NavDSL
import NavDSLSwiftUI
import Testing

/// Routes run unchanged on the SwiftUI models: every verb, the searches, makeVisible and fallback.
@MainActor
@Suite struct SwiftUIRouteTests {
    @Test func setRootPushPresentSelectDismissAll() async throws {
        let scene = try await ModelScene.tabs()
        let navigator = scene.navigator
        try await navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(1)).push(chat(2)))
        #expect(scene.stack(0)?.path.map(\.description) == ["Chat(1)", "Chat(2)"])
        try await navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.tabs).selectTab(with: .index(1)))
        #expect(scene.tabsModel?.selectedIndex == 1)
        try await navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Login").withStackContainer()))
        #expect((scene.window.root?.presented as? SwiftUIStackModel)?.root?.description == "Login")
        try await navigator.navigateAndWait(to: SwiftUIWindowRoute().root.dismissAll())
        #expect(scene.window.root?.presented == nil)
        #expect(scene.window.transitions.map(\.kind) == [.stack, .selectTab, .present, .dismiss])
    }

    @Test func adjacentStackEditsAreOnePathWrite() async throws {
        let scene = try await ModelScene.tabs()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(9)))
        let stack = try #require(scene.stack(0))
        let renders = stack.signal.changeCount

        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).popToRoot().push(chat(1)).push(chat(2)))

        #expect(scene.names(stack) == ["Chats", "Chat(1)", "Chat(2)"])
        #expect(stack.signal.changeCount == renders + 1, "one write of the path, one render")
        #expect(scene.window.transitions.last?.description == "stack SwiftUIStackModel removed [Chat(9)] added [Chat(1), Chat(2)] animated")
    }

    @Test func twoPushesOfOneScreenAreTwoElements() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(1)).push(chat(1)))
        let path = try #require(scene.rootStack?.path)
        #expect(path.count == 2)
        #expect(path[0] != path[1] && Set(path).count == 2, "identity is the object, not the key")
        #expect(path[0].effectiveScreenKey == path[1].effectiveScreenKey)
        #expect(path.allSatisfy { $0.id == ObjectIdentifier($0) })
    }

    @Test func stackVerbsEditThePath() async throws {
        let scene = try await ModelScene.home()
        let route = SwiftUIWindowRoute().top(.stack)
        try await scene.navigator.navigateAndWait(to: route.push(chat(1)).push(chat(2)).push(chat(3)))
        try await scene.navigator.navigateAndWait(to: route.pop())
        #expect(scene.names(scene.rootStack) == ["Home", "Chat(1)", "Chat(2)"])
        try await scene.navigator.navigateAndWait(to: route.pop(to: .container(of: chat(1))))
        #expect(scene.names(scene.rootStack) == ["Home", "Chat(1)"])
        try await scene.navigator.navigateAndWait(to: route.replace(with: chat(4)))
        #expect(scene.names(scene.rootStack) == ["Home", "Chat(4)"])
        try await scene.navigator.navigateAndWait(to: route.popToRoot())
        #expect(scene.rootStack?.path.isEmpty == true)
        #expect(scene.window.transitions.map(\.kind) == [.stack, .stack, .stack, .stack, .stack])
    }

    @Test func relationsSetupTabClearGetAndCauterizeRunToo() async throws {
        let scene = try await ModelScene.tabs()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.tabs).setupTab(with: ModelScreen("Profile"), at: 1))
        #expect(scene.tabsModel?.tabModels.map(\.description) == ["SwiftUIStackModel", "Profile", "SwiftUIStackModel"])
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.tabs).selectTab(with: .index(1)))
        let selected = try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.tabs).selectedTab)
        #expect(selected.description == "Profile")

        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.tabs).selectTab(with: .index(0)).top(.stack).push(chat(1)))
        let top = try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).stackTop)
        let bottom = try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).stackRoot)
        #expect(top.description == "Chat(1)" && bottom.description == "Chats")

        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Sheet")))
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).presenting.dismiss())
        #expect(scene.window.root?.presented == nil)

        var seen: [String] = []
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).get { seen.append("\($0.path.count)") }.clear())
        #expect(seen == ["1"])
        #expect(scene.stack(0)?.stackContainers.isEmpty == true)
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(2)).fail(with: Cancelled()).cauterize())
        #expect(scene.stack(0)?.stackContainers.isEmpty == true, "a cauterized failure is undone and swallowed")
    }

    @Test func searchesLookAtTheTopLayerAndTheWholeTree() async throws {
        let scene = try await ModelScene.tabs()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(1)))
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Sheet").withStackContainer()))

        let top = try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack))
        #expect(top.root?.description == "Sheet", "top looks at what the user sees: the sheet's stack")
        let found = try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().first(.container(of: chat(1))))
        #expect(found.parent === scene.stack(0))
        let tabs = try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().last(.tabs))
        #expect(tabs === scene.tabsModel)
    }

    @Test func makeVisibleDismissesSelectsAndPops() async throws {
        let scene = try await ModelScene.tabs()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(1)).push(chat(2)))
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.tabs).selectTab(with: .index(1)))
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Sheet")))

        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().first(.container(of: chat(1))).makeVisible())

        #expect(scene.window.root?.presented == nil)
        #expect(scene.tabsModel?.selectedIndex == 0)
        #expect(scene.names(scene.stack(0)) == ["Chats", "Chat(1)"])
        let chatModel = try #require(scene.stack(0)?.path.last)
        #expect(chatModel.isContainerVisible)
    }

    @Test func fallbackCatchesARefusalAndUndoesTheRoute() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Sheet")))
        // The home layer presents already: presenting from it again is refused; the fallback runs.
        let busy = SwiftUIWindowRoute().first(.container(of: ModelScreen("Home"))).present(ModelScreen("Other"))
        try await scene.navigator.navigateAndWait(
            to: busy.fallback(to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Stacked").withStackContainer())))
        #expect(scene.presentedChain.map(\.description) == ["Sheet", "SwiftUIStackModel"])

        let stacked = try #require(scene.presentedChain.last as? SwiftUIStackModel)
        let pushThenBusy = SwiftUIWindowRoute().top(.stack).push(chat(1)).window.first(.container(of: ModelScreen("Home")))
            .present(ModelScreen("Other"))
        await #expect(throws: ScreenContainerAlreadyPresentingError.self) {
            try await scene.navigator.navigateAndWait(to: pushThenBusy)
        }
        #expect(scene.names(stacked) == ["Stacked"], "the failed route's push was undone")
    }

    @Test func aFailedFirstRouteLeavesTheWindowEmptyAndHidden() async throws {
        let scene = ModelScene()
        await #expect(throws: Cancelled.self) {
            try await scene.navigator.navigateAndWait(
                to: SwiftUIWindowRoute().setRoot(to: ModelScreen("Home")).makeKeyAndVisible().fail(with: Cancelled()))
        }
        #expect(scene.window.root == nil)
        #expect(!scene.window.isKeyWindow)
        #expect(scene.window.hierarchyDescription == "SwiftUIWindowModel [hidden]")
    }

    @Test func navigationsReportTheirChangesAndPoliciesStopThem() async throws {
        let scene = try await ModelScene.home()
        scene.recorder.removeAll()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(1)))
        #expect(scene.recorder.transitions.map(\.description) == ["stack SwiftUIStackModel"])

        let token = scene.navigator.addPolicy(named: "closed") { _, decide in decide(.cancel(reason: "closed")) }
        await #expect(throws: ScreenPolicyError.self) {
            try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(2)))
        }
        token.cancel()
        #expect(scene.names(scene.rootStack) == ["Home", "Chat(1)"])
    }

    @Test func resultOfAPresentedPickerArrives() async throws {
        let scene = try await ModelScene.home()
        let waiting = Task {
            try await scene.navigator.result(of: SwiftUIWindowRoute().top(.container).present(ModelPicker()), as: String.self)
        }
        for _ in 0..<1_000 where scene.window.root?.presented == nil { await Task.yield() }
        let picker = try #require(scene.window.root?.presented as? PickerModel)
        picker.result.report("teal")
        #expect(try await waiting.value == "teal")
    }

    @Test func swiftUIScreenHostsItsContent() async throws {
        struct ChatView: Equatable {
            let id: Int
        }
        let scene = try await ModelScene.home()
        let screen = SwiftUIScreen(traits: [7]) { ChatView(id: 7) }
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(screen))
        let model = try #require(scene.rootStack?.path.last as? SwiftUIViewModel<ChatView>)
        #expect(model.content == ChatView(id: 7))
        #expect(model.effectiveScreenKey == ScreenKey(name: "ChatView", traits: [7]))
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().first(.container(of: screen)).makeVisible())
        // Inside a SwiftUI route the platform is inferred: no name needed.
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(ScreenHostingScreen { ChatView(id: 8) }))
        #expect((scene.rootStack?.path.last as? SwiftUIViewModel<ChatView>)?.content.id == 8)
    }
}
