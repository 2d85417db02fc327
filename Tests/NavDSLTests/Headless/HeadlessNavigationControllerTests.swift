import NavDSL
import NavDSLHeadless
import Testing

/// The headless navigation controller follows Checks/UIKitStubs/RULES.md §2.
@MainActor
@Suite struct HeadlessNavigationControllerTests {
    let stack = HeadlessTrees.stack(["Home", "Chat"])
    let window: HeadlessWindow

    init() {
        window = HeadlessTrees.window(root: stack)
    }

    @Test func pushAppendsAndSetsParentsAndTopAndOneTransition() {
        let detail = HeadlessTrees.controller("Detail")
        stack.pushViewController(detail, animated: true)
        #expect(HeadlessTrees.names(stack) == ["Home", "Chat", "Detail"])
        #expect(stack.topViewController === detail)
        #expect(detail.parent === stack)
        #expect(detail.navigationController === stack)
        #expect(
            window.transitions == [
                ScreenTransition(kind: .stack, animation: .default, container: "HeadlessNavigationController", detail: "added [Detail]")
            ])
    }

    @Test func popsReturnWhatTheyRemoveAndReleaseParents() throws {
        let chat = try #require(stack.topViewController)
        #expect(stack.popViewController(animated: true) === chat)
        #expect(chat.parent == nil)
        #expect(stack.popViewController(animated: true) == nil, "the root is never popped")
        #expect(HeadlessTrees.names(stack) == ["Home"])
        #expect(stack.popToRootViewController(animated: true)?.isEmpty == true)
        #expect(window.transitions.count == 1)
    }

    @Test func popToViewControllerReturnsTheControllersAbove() throws {
        stack.pushViewController(HeadlessTrees.controller("Detail"), animated: false)
        let home = try #require(stack.viewControllers.first)
        #expect(stack.popToViewController(home, animated: true)?.map(\.description) == ["Chat", "Detail"])
        #expect(HeadlessTrees.names(stack) == ["Home"])
    }

    @Test(arguments: [
        (ScreenRuleViolation.Rule.pushSameInstance, "push the top again"),
        (.pushNavigationController, "push a navigation controller"),
        (.duplicateInStack, "set duplicates"),
        (.navigationControllerInStack, "set a navigation controller"),
        (.popToMissing, "pop to a stranger"),
        (.containmentCycle, "set the parent tab bar into the stack"),
    ])
    func refusedChangesKeepTheStackAndRecordUIKitsMessage(rule: ScreenRuleViolation.Rule, call: String) throws {
        let stack = HeadlessTrees.stack(["Home", "Chat"])
        let tabs = HeadlessPlatform.makeTabsContainer(with: [stack])
        let host = HeadlessTrees.window(root: tabs)
        let chat = try #require(stack.topViewController)
        switch rule {
        case .pushSameInstance: stack.pushViewController(chat, animated: true)
        case .pushNavigationController: stack.pushViewController(HeadlessNavigationController(), animated: true)
        case .duplicateInStack: stack.setViewControllers([chat, chat], animated: true)
        case .navigationControllerInStack: stack.setViewControllers([HeadlessNavigationController()], animated: true)
        case .popToMissing: stack.popToViewController(HeadlessViewController(), animated: true)
        default: stack.setViewControllers([tabs], animated: true)
        }
        #expect(HeadlessTrees.names(stack) == ["Home", "Chat"], "\(call)")
        #expect(host.transitions.isEmpty)
        #expect((host.violations.last as? ScreenRuleViolation)?.rule == rule)
        #expect(host.violations.count == 1)
    }

    @Test func uikitMessagesAreKeptWordForWord() {
        stack.pushViewController(HeadlessNavigationController(), animated: true)
        stack.popToViewController(HeadlessViewController(), animated: true)
        let messages = window.violations.compactMap { ($0 as? ScreenRuleViolation)?.message }
        #expect(messages == ["Pushing a navigation controller is not supported", "Tried to pop to a view controller that doesn't exist."])
    }

    @Test func protocolSetReturnsTheTypedErrorAndChangesNothing() async throws {
        let chat = try #require(stack.topViewController)
        var result: Result<Void, any Error>?
        stack.setStackContainers([chat, chat], animated: true) { result = $0 }
        let error = try #require(result.flatMap { if case .failure(let error) = $0 { error as? ScreenRuleViolation } else { nil } })
        #expect(error.rule == .duplicateInStack)
        #expect(window.violations.isEmpty, "protocol methods return the refusal instead of recording it")
        #expect(HeadlessTrees.names(stack) == ["Home", "Chat"])
    }

    @Test func controllerMovedFromAHiddenStackLeavesIt() throws {
        let other = HeadlessTrees.stack(["Other", "Moved"])
        let moved = try #require(other.topViewController)
        stack.pushViewController(moved, animated: false)
        #expect(HeadlessTrees.names(other) == ["Other"])
        #expect(moved.parent === stack)
    }

    @Test func controllerOnScreenInAnotherStackIsRefused() throws {
        let visibleStack = HeadlessTrees.stack(["Elsewhere"])
        let otherWindow = HeadlessTrees.window(root: visibleStack)
        let onScreen = try #require(visibleStack.topViewController)
        stack.pushViewController(onScreen, animated: false)
        #expect((window.violations.last as? ScreenRuleViolation)?.rule == .hierarchyInconsistency)
        #expect(onScreen.parent === visibleStack)
        #expect(otherWindow.violations.isEmpty)
    }

    @Test func emptyStackHasNoTopAndFirstPushMakesTheRoot() {
        let empty = HeadlessNavigationController()
        #expect(empty.topViewController == nil)
        #expect(empty.visibleViewController == nil)
        empty.pushViewController(HeadlessTrees.controller("First"), animated: false)
        #expect(HeadlessTrees.names(empty) == ["First"])
    }

    @Test func visibleViewControllerIsWhatTheStackPresents() throws {
        let modal = HeadlessTrees.controller("Modal")
        stack.present(modal, animated: false)
        #expect(stack.visibleViewController === modal)
        #expect(stack.topViewController?.description == "Chat")
    }

    @Test func deferredPushQueuesFurtherChangesUntilItCompletes() {
        window.animationMode = .deferred
        stack.pushViewController(HeadlessTrees.controller("One"), animated: true)
        stack.pushViewController(HeadlessTrees.controller("Two"), animated: true)
        #expect(HeadlessTrees.names(stack) == ["Home", "Chat", "One"], "the second push waits for the first transition")
        window.completePendingTransitions()
        #expect(HeadlessTrees.names(stack) == ["Home", "Chat", "One", "Two"])
    }

    @Test func animatedChangeDuringAPresentationIsRefusedButANonAnimatedOneApplies() throws {
        window.animationMode = .deferred
        stack.present(HeadlessTrees.controller("Sheet"), animated: true)
        stack.pushViewController(HeadlessTrees.controller("Animated"), animated: true)
        let violation = try #require(window.violations.last as? ScreenRuleViolation)
        #expect(violation.rule == .stackTransitionConflict)
        #expect(violation.message.hasPrefix("pushViewController:animated: called on <HeadlessNavigationController"), "\(violation.message)")
        stack.pushViewController(HeadlessTrees.controller("Instant"), animated: false)
        #expect(HeadlessTrees.names(stack) == ["Home", "Chat", "Instant"])
    }

    @Test func popStackContainersCutsInPlaceAndReleasesWhatItPops() async throws {
        let detail = HeadlessTrees.controller("Detail")
        stack.pushViewController(detail, animated: false)
        let chat = try #require(stack.viewControllers.dropFirst().first)
        var result: Result<Void, any Error>?

        stack.popStackContainers(keeping: 1, animation: .default) { result = $0 }

        #expect(throws: Never.self) { try result?.get() }
        #expect(HeadlessTrees.names(stack) == ["Home"])
        #expect(chat.parent == nil && detail.parent == nil)
        #expect(window.transitions.last?.kind == .stack)
    }

    @Test func deferredPopAppliesToTheStackItFindsWhenItsTurnComes() {
        window.animationMode = .deferred
        stack.pushViewController(HeadlessTrees.controller("One"), animated: true)
        stack.popViewController(animated: true)
        window.completePendingTransitions()
        window.completePendingTransitions()
        #expect(HeadlessTrees.names(stack) == ["Home", "Chat"], "the queued pop takes off the controller pushed before it")
    }

    @Test func animatedPopDuringAPresentationIsRefusedAndChangesNothing() {
        window.animationMode = .deferred
        stack.present(HeadlessTrees.controller("Sheet"), animated: true)
        var result: Result<Void, any Error>?

        stack.popStackContainers(keeping: 1, animation: .default) { result = $0 }

        #expect(throws: ScreenRuleViolation.self) { try result?.get() }
        #expect(HeadlessTrees.names(stack) == ["Home", "Chat"])
    }
}
