import NavDSL
import NavDSLHeadless
import Testing

/// Stack verbs: their effect, their single transition, merging, and their errors.
@MainActor
@Suite struct StackActionsTests {
    let app = HeadlessApp(root: HeadlessTrees.stack(["Home", "List", "Chat"]))
    var names: [String] { HeadlessTrees.names(app.rootStack) }
    let route = HeadlessWindowRoute().top(.stack)

    @Test func pushAddsABuiltAndKeyedController() async throws {
        try await app.navigator.navigateAndWait(to: route.push(HeadlessScreen(name: "Detail", traits: [7])))
        #expect(names == ["Home", "List", "Chat", "Detail(7)"])
        #expect(app.rootStack?.topViewController?.effectiveScreenKey == ScreenKey(name: "Detail", traits: [7]))
        #expect(
            app.window.transitions == [
                ScreenTransition(
                    kind: .stack, animation: .default, container: "HeadlessNavigationController", detail: "added [Detail(7)]")
            ])
    }

    @Test func pushAnExistingControllerInstancePushesThatInstance() async throws {
        let existing = OptInController(screenKey: ScreenKey(name: "Existing"))
        try await app.navigator.navigateAndWait(to: route.push(existing, animation: nil))
        #expect(app.rootStack?.topViewController === existing)
        #expect(app.window.transitions.map(\.animated) == [false])
    }

    @Test(arguments: [
        ("pop", ["Home", "List"]), ("popToRoot", ["Home"]), ("popToList", ["Home", "List"]), ("replace", ["Home", "List", "Receipt"]),
        ("clearPush", ["Fresh"]),
    ])
    func verbsEditTheStackInOneTransition(verb: String, expected: [String]) async throws {
        let edited: HeadlessWindowRoute =
            switch verb {
            case "pop": route.pop().resolve()
            case "popToRoot": route.popToRoot().resolve()
            case "popToList": route.pop(to: .container(name: "List")).resolve()
            case "replace": route.replace(with: HeadlessScreen(name: "Receipt")).resolve()
            default: route.clear().push(HeadlessScreen(name: "Fresh")).resolve()
            }
        try await app.navigator.navigateAndWait(to: edited)
        #expect(names == expected)
        #expect(app.kinds == [.stack])
    }

    @Test func popToRootThenTwoPushesIsOneActionAndOneTransition() async throws {
        let merged = route.popToRoot().push(HeadlessScreen(name: "A")).push(HeadlessScreen(name: "B"))
        #expect(merged.actions.count == 2, "top(.stack) and one merged stack edit")
        #expect(merged.routeDescription == "top(.stack).setStack(popToRoot(), push(A), push(B))")
        try await app.navigator.navigateAndWait(to: merged)
        #expect(names == ["Home", "A", "B"])
        #expect(app.kinds == [.stack])
    }

    @Test func separatedEditIsItsOwnTransition() async throws {
        let split = route.popToRoot().push(HeadlessScreen(name: "A"), separated: true)
        #expect(split.actions.count == 3)
        try await app.navigator.navigateAndWait(to: split)
        #expect(names == ["Home", "A"])
        #expect(app.kinds == [.stack, .stack])
    }

    @Test func mergedEditIsAnimatedAsTheLastEditAsks() async throws {
        try await app.navigator.navigateAndWait(to: route.pop(animation: .default).push(HeadlessScreen(name: "A"), animation: nil))
        #expect(app.window.transitions.map(\.animated) == [false])
    }

    @Test func popToAMissingControllerFailsAndLeavesTheStack() async throws {
        let error = await app.run(route.popToRoot().pop(to: .container(name: "Missing")).push(HeadlessScreen(name: "Never")))
        #expect(error is ScreenContainerNotFoundError)
        #expect(names == ["Home", "List", "Chat"])
        #expect(app.window.transitions.isEmpty)
    }

    @Test func popWithOnlyTheRootLeftChangesNothing() async throws {
        let single = HeadlessApp(root: HeadlessTrees.stack(["Home"]))
        try await single.navigator.navigateAndWait(to: route.pop())
        #expect(HeadlessTrees.names(single.rootStack) == ["Home"])
        #expect(single.window.transitions.isEmpty)
    }

    @Test func pushingANavigationControllerIsARuleErrorNamingTheStep() async throws {
        let error = await app.run(route.push(HeadlessScreen(name: "Inner").withStackContainer()))
        let violation = try #require(error as? ScreenRuleViolation)
        #expect(violation.rule == .navigationControllerInStack)
        #expect(violation.step == ScreenStep(action: "push(Inner)", container: "HeadlessNavigationController"))
        #expect(names == ["Home", "List", "Chat"])
    }

    @Test func setStackAppliesCustomModifiersInOrder() async throws {
        try await app.navigator.navigateAndWait(
            to: route.setStack(modifiers: [DropFirstModifier(), ScreenStackPushModifier(HeadlessScreen(name: "End"))]))
        #expect(names == ["List", "Chat", "End"])
    }

    @Test func stackRelationsMoveToRootTopAndVisible() async throws {
        var seen: [String] = []
        let sheet = HeadlessScreen(name: "Sheet")
        try await app.navigator.navigateAndWait(
            to: route.stackRoot.get { seen.append($0.description) }
                .stack.stackTop.get { seen.append($0.description) }
                .present(sheet)
                .stack.stackVisible.get { seen.append($0.description) })
        #expect(seen == ["Home", "Chat", "Sheet"])
    }

    @Test func stackRelationsOfAnEmptyStackFail() async throws {
        let empty = HeadlessApp(root: HeadlessNavigationController())
        let error = await empty.run(route.stackTop.resolve())
        #expect(
            "\(error.map { "\($0)" } ?? "")"
                == "stackTop on HeadlessNavigationController: HeadlessNavigationController's stack is empty. Push a screen first.")
    }
}

/// Drops the bottom controller: a custom modifier.
private struct DropFirstModifier: ScreenStackModifier {
    typealias Platform = HeadlessPlatform
    var description: String { "dropFirst()" }

    func perform(on containers: [HeadlessViewController], navigator: ScreenNavigator) throws -> [HeadlessViewController] {
        Array(containers.dropFirst())
    }
}
