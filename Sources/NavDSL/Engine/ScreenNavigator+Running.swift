// The navigator's entry into the engine and its exit: a requested navigation is numbered and
// queued (submit), started when its turn comes (start), and reported when it ends (finish). The
// public forms in Navigator/ScreenNavigator.swift call only `makeNavigation`, `submit` and
// `awaiting`, so one navigation enters Navigator/ once and the rest of its walk stays here
// (README.md beside this file maps it).

extension ScreenNavigator {
    /// Gives the queue the way to start a navigation when its turn comes.
    package func connectQueue() {
        queue.startNavigation = { [weak self] navigation in
            guard let self else {
                navigation.completion?(.failure(ScreenContainerNotFoundError("the navigator was released before this navigation's turn.")))
                return
            }
            start(navigation)
        }
    }

    // MARK: - Running

    /// Runs steps from `container` right now as a nested run of the running step.
    ///
    /// For actions that run routes of their own (the follow-up of a nested `push`, or a wrapping
    /// action's `perform` called directly). Completes with the container the steps ended on.
    package func run(
        _ actions: [AnyScreenRouteAction],
        from container: any ScreenContainer,
        completion: @escaping ScreenCompletion<any ScreenContainer>
    ) {
        let parent = queue.current
        ScreenRouteRun(actions: actions, from: container, navigator: self, navigation: nil, parent: parent, completion: completion)
            .start()
    }

    // MARK: - Queue

    package func submit(_ navigation: ScreenNavigation) {
        navigation.id = events.nextID()
        if let parent = queue.current {
            events.emit(
                navigation.id, .none, .requested(route: navigation.description, placement: .nested(in: parent.navigationID)), by: self)
            start(navigation, nestedIn: parent)
        } else {
            events.emit(
                navigation.id, .none, .requested(route: navigation.description, placement: .queued(ahead: queue.pendingCount)), by: self)
            queue.enqueue(navigation)
        }
    }

    package func makeNavigation<Route: ScreenThenable>(to route: Route, completion: ScreenCompletion<Void>?) -> ScreenNavigation
    where Route.Root: ScreenWindowContainer {
        ScreenNavigation(
            actions: route.actions,
            start: { [weak self] in
                guard let window = self?.windowProvider.window else {
                    return .failure(ScreenContainerNotFoundError("the navigator has no window. Keep the window alive while navigating."))
                }
                guard let root = window as? Route.Root else {
                    return .failure(ScreenContainerTypeMismatchError.routeRoot(Route.Root.self, window: window))
                }
                return .success(root)
            }, completion: completion)
    }

    package func makeNavigation<Container: ScreenContainer, Route: ScreenThenable>(
        from container: Container?,
        to route: Route,
        completion: ScreenCompletion<Void>?
    ) -> ScreenNavigation where Route.Root == Container {
        ScreenNavigation(
            actions: route.actions,
            start: {
                guard let container else {
                    return .failure(
                        ScreenContainerNotFoundError(
                            "the container to navigate from is nil (released, or never set), so no \(Container.self) to start from. "
                                + "Navigate from the window with navigate(to:), or keep the container alive."))
                }
                return .success(container)
            }, completion: completion)
    }

    package func awaiting(_ navigation: ScreenNavigation) async throws {
        guard !Task.isCancelled else { throw ScreenCanceledError() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                navigation.completion = { continuation.resume(with: $0) }
                submit(navigation)
            }
        } onCancel: {
            Task { @MainActor in navigation.cancel() }
        }
    }

    /// Starts `navigation`: at the top level when the queue gives it its turn, or nested in `parent`
    /// when requested from inside the running one.
    private func start(_ navigation: ScreenNavigation, nestedIn parent: ScreenRouteRun? = nil) {
        if parent == nil { userChangesBeforeNavigation() }
        if parent == nil, leakCheck != nil { navigation.leakSnapshot = ScreenLeakCheck.snapshot(of: window) }
        navigation.startedAt = ContinuousClock.now
        guard !navigation.isCancelled else {
            events.emit(navigation.id, .none, .cancelled, by: self)
            return finish(navigation, with: .failure(ScreenCanceledError()), nested: parent != nil)
        }
        events.emit(navigation.id, .info, .started(route: navigation.description, nestedIn: parent?.navigationID), by: self)
        switch navigation.start() {
        case .success(let root):
            // No completion: the run reports through `finish(_:with:nested:)`, which spares every
            // navigation a closure capturing it.
            let run = ScreenRouteRun(
                actions: navigation.actions, from: root, navigator: self, navigation: navigation, parent: parent,
                // A navigation with no policies to ask never enters the policy code.
                policyCheck: policies.isEmpty ? nil : policyCheck(for: navigation, nested: parent != nil), completion: nil
            )
            navigation.didStart?(run.turn)
            run.start()
        case .failure(let error):
            finish(navigation, with: .failure(error), nested: parent != nil)
        }
    }

    /// Reports the end of `navigation`: its event, the leak check, awaited results, then its completion.
    func finish(_ navigation: ScreenNavigation, with result: Result<any ScreenContainer, any Error>, nested: Bool) {
        if case .success(let container) = result { navigation.finished(on: container) }
        let result = result.map { _ in }
        events.emit(navigation.id, result.isFailure ? .error : .none, .finished(result, duration: navigation.duration), by: self)
        if let before = navigation.leakSnapshot, let leakCheck { leakCheck.reportLeaks(of: before, after: navigation, navigator: self) }
        // A top-level navigation may have closed screens whose results are awaited.
        if !nested {
            results.checkShownScreens()
            dropUnshownSheetHooks()
            userChangesAfterNavigation()
        }
        navigation.completion?(result)
    }
}

extension Result {
    fileprivate var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}
