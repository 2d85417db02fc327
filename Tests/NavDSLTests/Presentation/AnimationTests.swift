import NavDSL
import NavDSLHeadless
import Testing

/// Animations as values: every verb that changes a container records the animation that ran.
@MainActor
@Suite struct AnimationTests {
    /// A custom animation as an app writes one; the headless platform records its name.
    struct Flip: ScreenCustomAnimation {}

    let chat = HeadlessScreen(name: "Chat")

    @Test func setRootRecordsTheCrossDissolve() async throws {
        let app = HeadlessApp(root: HeadlessTrees.controller("Login"))
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home"), animation: .crossDissolve()))
        #expect(app.window.transitions == [ScreenTransition(kind: .root, animation: .crossDissolve(), container: "Home")])
        #expect(app.window.transitions.first?.description == "root Home animated crossDissolve(0.3)")
        #expect(app.log.lines.contains("Info: setRoot(Home, animation: crossDissolve(0.3)) on HeadlessWindow"))
    }

    @Test func setRootWithoutAnimationRecordsNone() async throws {
        let app = HeadlessApp(root: HeadlessTrees.controller("Login"))
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home"), animation: nil))
        #expect(app.window.transitions.first?.animation == nil)
        #expect(app.window.transitions.first?.animated == false)
    }

    @Test func animatedTrueIsTheDefaultAnimation() async throws {
        let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat))
        #expect(app.window.transitions.first?.animation == .default)
        #expect(ScreenAnimation.animated(false) == nil)
    }

    @Test(arguments: ScreenViewTransition.allCases)
    func everyViewTransitionIsRecordedOnAPush(_ transition: ScreenViewTransition) async throws {
        let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.stack).push(chat, animation: .transition(transition, duration: 0.5)))
        #expect(app.window.transitions.first?.animation?.kind == .transition(transition, duration: 0.5))
        #expect(HeadlessTrees.names(app.rootStack) == ["Home", "Chat"])
    }

    @Test func customAnimationIsRecordedByName() async throws {
        let app = HeadlessApp(root: HeadlessTrees.stack(["Home", "Chat"]))
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).pop(animation: .custom(Flip())))
        #expect(app.window.transitions.first?.animation?.kind == .custom(name: "Flip"))
        #expect(app.window.transitions.first?.animation?.customAnimation is Flip)
        #expect(HeadlessTrees.names(app.rootStack) == ["Home"])
    }

    @Test func everyStackVerbTakesAnAnimation() async throws {
        let app = HeadlessApp(root: HeadlessTrees.stack(["Home", "A", "B"]))
        let fade = ScreenAnimation.crossDissolve(duration: 0.2)
        let routes: [HeadlessWindowRoute] = [
            HeadlessWindowRoute().top(.stack).replace(with: chat, animation: fade).resolve(),
            HeadlessWindowRoute().top(.stack).pop(to: .container(name: "A"), animation: fade).resolve(),
            HeadlessWindowRoute().top(.stack).popToRoot(animation: fade).resolve(),
            HeadlessWindowRoute().top(.stack).clear(animation: fade).resolve(),
            HeadlessWindowRoute().top(.stack).setStack(modifiers: [ScreenStackPushModifier(chat)], animation: fade).resolve(),
        ]
        for route in routes { try await app.navigator.navigateAndWait(to: route) }
        #expect(app.window.transitions.map(\.animation) == Array(repeating: fade, count: 5))
        #expect(HeadlessTrees.names(app.rootStack) == ["Chat"])
    }

    @Test func mergedEditsRunTheLastEditsAnimation() async throws {
        let app = HeadlessApp(root: HeadlessTrees.stack(["Home", "A"]))
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.stack).popToRoot(animation: .crossDissolve()).push(chat, animation: .custom(Flip())))
        #expect(app.window.transitions.count == 1, "one merged transition")
        #expect(app.window.transitions.first?.animation?.kind == .custom(name: "Flip"))
        #expect(HeadlessTrees.names(app.rootStack) == ["Home", "Chat"])
    }

    @Test func mergedEditsEndingWithoutAnimationRunNone() async throws {
        let app = HeadlessApp(root: HeadlessTrees.stack(["Home", "A"]))
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.stack).popToRoot(animation: .crossDissolve()).push(chat, animation: nil))
        #expect(app.window.transitions.map(\.animation) == [nil])
    }

    @Test func separatedEditsKeepTheirOwnAnimations() async throws {
        let app = HeadlessApp(root: HeadlessTrees.stack(["Home", "A"]))
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.stack).popToRoot(animation: .crossDissolve()).push(
                chat, animation: .custom(Flip()), separated: true))
        #expect(app.window.transitions.map(\.animation) == [.crossDissolve(), .custom(Flip())])
    }

    @Test func selectTabRecordsItsAnimation() async throws {
        let app = HeadlessApp.tabs()
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.tabs).selectTab(with: .index(2), animation: .crossDissolve()))
        #expect(
            app.window.transitions == [
                ScreenTransition(
                    kind: .selectTab, animation: .crossDissolve(), container: "HeadlessTabBarController", detail: "2: Settings")
            ])
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.tabs).selectTab(with: .index(0)))
        #expect(app.window.transitions.last?.animation == nil, "UIKit switches tabs without an animation")
    }

    @Test func animatedTabSelectionCompletesWithTheWindowsAnimations() async throws {
        let app = HeadlessApp.tabs()
        app.window.animationMode = .deferred
        var completed = false
        app.navigator.navigate(to: HeadlessWindowRoute().top(.tabs).selectTab(with: .index(1), animation: .crossDissolve())) { _ in
            completed = true
        }
        #expect(!completed)
        app.window.completePendingTransitions()
        try await Task.sleep(for: .milliseconds(10))
        #expect(completed)
        #expect(app.tabBar?.selectedIndex == 1)
    }

    @Test func makeVisibleAnimatesEachKindOfChangeAsAsked() async throws {
        let app = HeadlessApp(root: HeadlessTrees.tabsWithStacks([["Chats", "Chat"], ["News"]], selected: 1))
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Login")))
        app.window.resetLogs()
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().first(.container(name: "Chats"))
                .makeVisible(stackAnimation: .crossDissolve(), tabsAnimation: .custom(Flip()), dismissAnimated: false))
        #expect(app.kinds == [.dismiss, .stack, .selectTab])
        #expect(app.window.transitions.map(\.animation) == [nil, .crossDissolve(), .custom(Flip())])
        #expect(app.tabBar?.selectedIndex == 0)
        #expect(HeadlessTrees.names(app.stack(tab: 0)) == ["Chats"])
    }

    @Test func failedRouteUndoesAnAnimatedRootChange() async throws {
        let app = HeadlessApp(root: HeadlessTrees.controller("Login"))
        let error = await app.run(
            HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home"), animation: .crossDissolve()).fail(with: ScreenCanceledError()))
        #expect(error != nil)
        #expect(app.window.rootViewController?.description == "Login")
        #expect(app.window.transitions.last?.animation == nil, "undo runs without animation")
    }
}
