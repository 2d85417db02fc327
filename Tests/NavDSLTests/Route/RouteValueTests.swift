import NavDSL
import NavDSLHeadless
import Testing

/// Routes are values: a route kept and extended in two ways gives two routes that share nothing a
/// later step changes, also when the new edits merge into the kept route's last stack edit.
@MainActor
@Suite struct RouteValueTests {
    typealias StackRoute = ScreenRoute<HeadlessWindow, HeadlessNavigationController>

    let route = HeadlessWindowRoute().top(.stack)

    func screen(_ name: String) -> HeadlessScreen { HeadlessScreen(name: name) }

    /// Runs `route` on a fresh `[Home, List]` stack and returns the stack's names and transitions.
    func run(_ route: StackRoute) async throws -> (names: [String], kinds: [ScreenTransition.Kind]) {
        let app = HeadlessApp(root: HeadlessTrees.stack(["Home", "List"]))
        try await app.navigator.navigateAndWait(to: route)
        return (HeadlessTrees.names(app.rootStack), app.kinds)
    }

    @Test func aKeptRouteExtendedTwiceWithMergedEditsGivesTwoIndependentRoutes() async throws {
        let kept = route.popToRoot().push(screen("A"))
        let first = kept.push(screen("B"))
        let second = kept.pop().push(screen("C")).push(screen("D"))

        #expect(kept.routeDescription == "top(.stack).setStack(popToRoot(), push(A))")
        #expect(first.routeDescription == "top(.stack).setStack(popToRoot(), push(A), push(B))")
        #expect(second.routeDescription == "top(.stack).setStack(popToRoot(), push(A), pop(), push(C), push(D))")
        #expect(try await run(second) == (["Home", "C", "D"], [.stack]))
        #expect(try await run(first) == (["Home", "A", "B"], [.stack]))
        #expect(try await run(kept) == (["Home", "A"], [.stack]))
    }

    @Test func aLongKeptRunOfPushesExtendedTwiceKeepsItsOwnEdits() async throws {
        var kept = route
        for index in 0..<1_000 { kept = kept.push(HeadlessScreen(name: "P", traits: [index]), animation: nil) }
        let first = kept.popToRoot(animation: nil)
        let second = kept.push(screen("Last"), animation: nil)

        #expect(editCounts(kept) == [1, 1_000])
        #expect(editCounts(first) == [1, 1_001])
        #expect(editCounts(second) == [1, 1_001])
        #expect(try await run(first).names == ["Home"])
        let pushed = try await run(second).names
        #expect(pushed.count == 1_003)
        #expect(pushed.last == "Last")
        #expect(try await run(kept).names.count == 1_002)
    }

    @Test func oneStackEditValueAddedToTwoRoutesMergesIntoEachAlone() async throws {
        let edit = ScreenSetStackAction<HeadlessNavigationController>(modifiers: [ScreenStackPushModifier(screen("B"))], animation: nil)
        let first = route.push(screen("A")).then(edit)
        let second = route.popToRoot().then(edit).push(screen("C"))

        #expect(route.then(edit).routeDescription == "top(.stack).push(B)")
        #expect(first.routeDescription == "top(.stack).setStack(push(A), push(B))")
        #expect(second.routeDescription == "top(.stack).setStack(popToRoot(), push(B), push(C))")
        #expect(try await run(first) == (["Home", "List", "A", "B"], [.stack]))
        #expect(try await run(second) == (["Home", "B", "C"], [.stack]))
    }

    @Test func mergedEditsStillMergeWithErasedEditsAndAppendedRoutes() async throws {
        let erased = route.push(screen("A")).then(AnyScreenAction(ScreenSetStackAction(modifiers: [ScreenStackPopModifier()])))
        let appended = route.push(screen("A")).then(HeadlessStackRoute().push(screen("B")).pop())

        #expect(erased.routeDescription == "top(.stack).setStack(push(A), pop())")
        #expect(appended.routeDescription == "top(.stack).setStack(push(A), push(B), pop())")
        #expect(try await run(erased) == (["Home", "List"], []))
        #expect(try await run(appended) == (["Home", "List", "A"], [.stack]))
    }

    @Test func separatedEditsAndOtherActionsStayApartFromAMergedRun() {
        let separated = route.push(screen("A")).push(screen("B")).push(screen("C"), separated: true).push(screen("D"))
        let afterGet = route.push(screen("A")).get { _ in }.push(screen("B"))

        #expect(separated.routeDescription == "top(.stack).setStack(push(A), push(B)).push(C).push(D)")
        #expect(afterGet.routeDescription == "top(.stack).push(A).get().push(B)")
    }

    @Test func aNestedRouteMergedAfterEarlierEditsStartsFromItsOwnPush() async throws {
        let app = HeadlessApp(root: HeadlessTrees.stack(["Home", "List"]))
        let kept = route.popToRoot().push(screen("A"))
        let nested = kept.push(screen("B")) { $0.present(screen("Sheet")) }.push(screen("C"))

        #expect(nested.routeDescription == "top(.stack).setStack(popToRoot(), push(A), push(B) { present(Sheet) }).push(C)")
        try await app.navigator.navigateAndWait(to: nested)
        #expect(HeadlessTrees.names(app.rootStack) == ["Home", "A", "B", "C"])
        #expect(app.rootStack?.viewControllers[2].presentedViewController?.description == "Sheet")
        #expect(kept.routeDescription == "top(.stack).setStack(popToRoot(), push(A))")
    }

    /// How many edits each step holds: 1 for a step that is not a stack edit.
    private func editCounts(_ route: StackRoute) -> [Int] {
        route.actions.map { ($0.action as? ScreenSetStackAction<HeadlessNavigationController>)?.modifiers.count ?? 1 }
    }
}
