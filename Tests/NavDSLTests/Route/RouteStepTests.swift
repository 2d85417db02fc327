import NavDSL
import NavDSLHeadless
import Testing

/// Route steps (`AnyScreenRouteAction`) and the plain eraser `AnyScreenAction`: one merge path,
/// erasure that changes nothing, and the typed error of a step run on the wrong container.
@MainActor
@Suite struct RouteStepTests {
    let app = HeadlessApp(root: HeadlessTrees.stack(["Home", "List"]))
    let route = HeadlessWindowRoute().top(.stack)

    func pushing(_ name: String) -> ScreenSetStackAction<HeadlessNavigationController> {
        ScreenSetStackAction(modifiers: [ScreenStackPushModifier(HeadlessScreen(name: name))])
    }

    @Test func anErasedStackEditMergesWithTheEditBeforeIt() async throws {
        let merged = route.popToRoot().then(AnyScreenAction(pushing("A")))
        #expect(merged.actions.map(\.description) == ["top(.stack)", "setStack(popToRoot(), push(A))"])
        try await app.navigator.navigateAndWait(to: merged)
        #expect(HeadlessTrees.names(app.rootStack) == ["Home", "A"])
        #expect(app.kinds == [.stack])
    }

    @Test func anEditMergesWithAnErasedEditAfterItAndTheMergedStepKeepsMerging() async throws {
        let merged = route.then(AnyScreenAction(pushing("A"))).push(HeadlessScreen(name: "B")).pop()
        #expect(merged.routeDescription == "top(.stack).setStack(push(A), push(B), pop())")
        try await app.navigator.navigateAndWait(to: merged)
        #expect(HeadlessTrees.names(app.rootStack) == ["Home", "List", "A"])
        #expect(app.kinds == [.stack])
    }

    @Test func erasingAnErasedActionChangesNothing() {
        let twice = AnyScreenAction(AnyScreenAction(pushing("A")))
        #expect(twice.description == "push(A)")
        let merged = twice.combine(with: ScreenSetStackAction<HeadlessNavigationController>(modifiers: [ScreenStackPopModifier()]))
        #expect(merged?.description == "setStack(push(A), pop())")
        #expect(twice.combine(with: ScreenFailAction<HeadlessNavigationController>(error: ScreenCanceledError())) == nil)
    }

    @Test func aStepRunOnTheWrongContainerFailsWithATypeMismatchAndChangesNothing() async throws {
        let step = try #require(HeadlessStackRoute().push(HeadlessScreen(name: "A")).actions.first)
        let result = try perform(step, on: app.window)
        let error = try #require(result.failure as? ScreenContainerTypeMismatchError)
        #expect(error.expected == "HeadlessNavigationController")
        #expect(error.actual == String(describing: app.window))
        #expect(
            error.hint == "The route got here on a HeadlessWindow; steps taken from a route (its actions) run only where that route starts."
        )
        #expect(HeadlessTrees.names(app.rootStack) == ["Home", "List"])
        #expect(app.window.transitions.isEmpty)
    }

    @Test func aStepCompletesWithTheContainerTheRouteContinuesFrom() async throws {
        let search = try #require(route.actions.first)
        let found = try perform(search, on: app.window)
        #expect(try found.get() as? HeadlessNavigationController === app.rootStack)

        let stack = try #require(app.rootStack)
        let push = try #require(HeadlessStackRoute().push(HeadlessScreen(name: "A")).actions.first)
        let pushed = try perform(push, on: stack)
        #expect(try pushed.get() as? HeadlessNavigationController === stack, "a step with no output stays on its container")
        #expect(HeadlessTrees.names(stack) == ["Home", "List", "A"])
    }

    /// Runs `step`, which completes before `perform` returns: the window animates immediately.
    private func perform(_ step: AnyScreenRouteAction, on container: any ScreenContainer) throws -> Result<any ScreenContainer, any Error> {
        var outcome: Result<any ScreenContainer, any Error>?
        step.perform(container: container, navigator: app.navigator) { outcome = $0 }
        return try #require(outcome)
    }
}

extension Result {
    fileprivate var failure: Failure? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
