import NavDSL
import NavDSLSwiftUI
import Testing

/// SwiftUI's rules as typed refusals: nothing changes, and a fallback can catch each one.
@MainActor
@Suite struct SwiftUIRuleTests {
    @Test func oneSheetPerLayer() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Sheet")))
        let home = SwiftUIWindowRoute().first(.container(of: ModelScreen("Home")))
        await #expect(throws: ScreenContainerAlreadyPresentingError.self) {
            try await scene.navigator.navigateAndWait(to: home.present(ModelScreen("Second")))
        }
        #expect(scene.presentedChain.map(\.description) == ["Sheet"])
    }

    @Test func noPresentationWhileOneIsInFlight() async throws {
        let scene = try await ModelScene.home(completion: .deferred)
        var outcome: Result<Void, any Error>?
        scene.rootStack?.presentContainer(SwiftUIScreenModel(name: "Sheet"), animated: true) { _ in }
        let sheet = try #require(scene.window.root?.presented)
        sheet.presentContainer(SwiftUIScreenModel(name: "Above"), animated: true) { outcome = $0 }
        #expect(failure(outcome)?.rule == .presentationInProgress)
        scene.rootStack?.dismissPresentedContainer(animated: true) { outcome = $0 }
        #expect((failure(outcome))?.rule == .dismissInProgress)
        #expect(sheet.presented == nil && scene.window.root?.presented === sheet)
        scene.window.completePendingTransitions()
        sheet.presentContainer(SwiftUIScreenModel(name: "Above"), animated: true) { outcome = $0 }
        #expect(sheet.presented?.description == "Above")
    }

    @Test func stacksTabsAndSplitsCannotBePushed() async throws {
        let scene = try await ModelScene.home()
        let push = SwiftUIWindowRoute().top(.stack)
        let stackError = await #expect(throws: ScreenRuleViolation.self) {
            try await scene.navigator.navigateAndWait(to: push.push(ModelScreen("Nested").withStackContainer()))
        }
        #expect(stackError?.rule == .navigationControllerInStack)
        let splitError = await #expect(throws: ScreenRuleViolation.self) {
            try await scene.navigator.navigateAndWait(
                to: push.push(ModelScreen("Side").withSplitContainer(secondary: ModelScreen("Detail"))))
        }
        #expect(splitError?.rule == .splitViewControllerInStack)
        await #expect(throws: ScreenContainerNotSupportedError.self) {
            try await scene.navigator.navigateAndWait(to: push.push(ModelScreen("Tab").withTabsContainer()))
        }
        #expect(scene.names(scene.rootStack) == ["Home"])
        #expect(scene.window.transitions.isEmpty)
    }

    @Test func aModelIsShownInOnePlaceOnly() async throws {
        let scene = try await ModelScene.tabs()
        let chats = try #require(scene.stack(0))
        let settings = try #require(scene.stack(1))
        let chatsRoot = try #require(chats.root)
        var outcome: Result<Void, any Error>?

        settings.pushStackContainers([chatsRoot], animation: .default) { outcome = $0 }
        #expect(failure(outcome)?.rule == .hierarchyInconsistency)
        chats.setStackContainers([chatsRoot, chatsRoot], animated: true) { outcome = $0 }
        #expect(failure(outcome)?.rule == .duplicateInStack)
        chats.pushStackContainers([chatsRoot], animation: nil) { outcome = $0 }
        #expect(failure(outcome)?.rule == .duplicateInStack)
        scene.tabsModel?.presentContainer(chats, animated: true) { outcome = $0 }
        #expect(failure(outcome)?.rule == .presentActiveController)
        scene.tabsModel?.setTabContainers([chats, chats], animated: false) { outcome = $0 }
        #expect(failure(outcome)?.rule == .duplicateTab)
        scene.window.setRootContainer(chatsRoot, animated: false) { outcome = $0 }
        #expect(failure(outcome)?.rule == .rootInUse)
        #expect(scene.names(chats) == ["Chats"] && scene.names(settings) == ["Settings"])
    }

    @Test func presentingAModelThatCannotBePresentedIsRefused() async throws {
        let scene = try await ModelScene.tabs()
        let tabs = try #require(scene.tabsModel)
        let chats = try #require(scene.stack(0))
        let chatsRoot = try #require(chats.root)
        var outcome: Result<Void, any Error>?

        chatsRoot.presentContainer(chatsRoot, animated: true) { outcome = $0 }
        #expect(failure(outcome)?.rule == .presentOnItself)
        chatsRoot.presentContainer(chats, animated: true) { outcome = $0 }
        #expect(failure(outcome)?.rule == .presentActiveController, "the presenter's own parent")
        chatsRoot.presentContainer(try #require(scene.stack(1)), animated: true) { outcome = $0 }
        #expect(failure(outcome)?.rule == .presentActiveController, "a model inside a container")
        let sheet = SwiftUIScreenModel(name: "Sheet")
        tabs.presentContainer(sheet, animated: true) { _ in }
        chatsRoot.presentContainer(sheet, animated: true) { outcome = $0 }
        #expect(failure(outcome)?.rule == .presentAlreadyPresented)
        SwiftUIScreenModel(name: "Detached").presentContainer(SwiftUIScreenModel(name: "Other"), animated: true) { outcome = $0 }
        #expect(failure(outcome)?.rule == .presenterNotInWindow)
        scene.window.setRootContainer(sheet, animated: false) { outcome = $0 }
        #expect(failure(outcome)?.rule == .rootInUse)
        #expect(scene.presentedChain == [sheet])
    }

    @Test func containersRefuseWhatTheyCannotHold() async throws {
        let scene = try await ModelScene.tabs()
        let tabs = try #require(scene.tabsModel)
        let chats = try #require(scene.stack(0))
        var outcome: Result<Void, any Error>?

        tabs.selectTabContainer(at: 7) { outcome = $0 }
        #expect(outcome.map { (try? $0.get()) == nil } == true)
        if case .failure(let error)? = outcome { #expect(error is ScreenContainerNotFoundError) }
        tabs.setTabContainers([chats, tabs], animated: false) { outcome = $0 }
        #expect(failure(outcome)?.rule == .containmentCycle)
        tabs.setTabContainers([chats, try #require(chats.root)], animated: false) { outcome = $0 }
        #expect(failure(outcome)?.rule == .hierarchyInconsistency)
        let split = SwiftUISplitModel(style: .doubleColumn)
        split.showSplitDetail(chats) { outcome = $0 }
        #expect(failure(outcome)?.rule == .hierarchyInconsistency, "a stack of the tabs can't also be a column")
        #expect(split.columnModel(for: .secondary) == nil)
        #expect(tabs.tabModels.count == 2 && scene.names(chats) == ["Chats"])
    }

    @Test func aDismissalOutOfAnyWindowCompletesAtOnce() async throws {
        let presenter = SwiftUIScreenModel(name: "Detached")
        let window = SwiftUIWindowModel(completion: .deferred)
        window.setRootContainer(presenter, animated: false) { _ in }
        window.completePendingTransitions()
        presenter.presentContainer(SwiftUIScreenModel(name: "Sheet"), animated: false) { _ in }
        window.completePendingTransitions()
        window.setRootContainer(nil, animated: false) { _ in }
        var done = false
        presenter.dismissPresentedContainer(animated: true) { done = (try? $0.get()) != nil }
        #expect(done && presenter.presented == nil, "nothing to animate outside a window")
    }

    @Test func stylesSwiftUICannotShowAreNotSupportedAndFallbacksCatchThem() async throws {
        let scene = try await ModelScene.home()
        for style in [ScreenModalPresentationStyle.currentContext, .overCurrentContext, .custom, .popover] {
            let error = await #expect(throws: ScreenContainerNotSupportedError.self) {
                try await scene.navigator.navigateAndWait(
                    to: SwiftUIWindowRoute().top(.container).present(ModelScreen("Card").withModalPresentationStyle(style)))
            }
            #expect(error?.description.contains(style.rawValue) == true)
        }
        #expect(scene.window.root?.presented == nil)
        let card = ModelScreen("Card")
        try await scene.navigator.navigateAndWait(
            to: SwiftUIWindowRoute().top(.container).present(card.withModalPresentationStyle(.overCurrentContext))
                .fallback(to: SwiftUIWindowRoute().top(.container).present(card.withModalPresentationStyle(.overFullScreen))))
        #expect(scene.window.root?.presented?.isFullScreenCover == true)
    }

    @Test func stackAnimationsSwiftUICannotDrawRunAsTheDefaultWithANote() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(1), animation: .transition(.flipFromLeft)))
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).pop(animation: .crossDissolve()))
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(2), animation: nil))
        #expect(scene.window.transitions.map(\.animation) == [.default, .default, nil])
        #expect(scene.window.notes.count == 2)
        #expect(scene.window.notes.first?.contains("SwiftUI has no flipFromLeft(0.3) stack animation") == true)
        #expect(scene.names(scene.rootStack) == ["Home", "Chat(2)"])
    }

    @Test func aNewStackRootIsShownWithoutAnimationWithANote() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).replace(with: ModelScreen("Welcome")))
        #expect(scene.names(scene.rootStack) == ["Welcome"])
        #expect(scene.window.transitions.map(\.animation) == [nil])
        #expect(scene.window.notes == ["SwiftUIStackModel: SwiftUI shows a new stack root without animation; the change ran unanimated"])
        #expect(scene.rootStack?.signal.isAnimated == false)
    }

    @Test func aPathSwiftUIWroteThatIsNotAPrefixIsARecordedViolation() async throws {
        let scene = try await ModelScene.home()
        try await scene.navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat(1)))
        let stack = try #require(scene.rootStack)
        let renders = stack.signal.changeCount

        #expect(!stack.userDidSetPath(stack.path + [SwiftUIScreenModel(name: "Linked")]))
        #expect(!stack.userDidSetPath([SwiftUIScreenModel(name: "Other")]))

        #expect(scene.names(stack) == ["Home", "Chat(1)"])
        #expect(stack.signal.changeCount == renders)
        #expect(scene.window.violations.count == 2)
        #expect(scene.window.violations.first is ScreenContainerNotSupportedError)
    }
}

/// The rule a failed completion broke, or `nil`.
func failure(_ outcome: Result<Void, any Error>?) -> ScreenRuleViolation? {
    guard case .failure(let error)? = outcome else { return nil }
    return error as? ScreenRuleViolation
}
