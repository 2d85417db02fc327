extension ScreenNavigator {
    /// Rebuilds the tree a ``ScreenRestorationRecord`` describes, as one navigation.
    ///
    /// The restore waits its turn in the queue like any navigation, builds every container off
    /// screen, then replaces the window's root and makes the saved presentations, without
    /// animation: one transition for the root and one per presentation (stacks and tab bars are
    /// filled before they are shown). If a step fails, everything it changed is undone.
    /// ```swift
    /// navigator.restore(from: record, using: registry) { result in
    ///     if case .success(let report) = result, !report.drops.isEmpty { print(report.drops) }
    /// }
    /// ```
    /// Screens whose type the registry lacks or whose state no longer decodes are left out with
    /// what depends on them (the screens above them in their stack, what they present): the
    /// longest valid prefix is restored and the report lists the drops.
    ///
    /// **Deep links.** Restore first, then handle the launch's links: the queue runs navigations in
    /// request order, so a link requested after the restore lands on the restored tree, and a
    /// pending link activated later (after login) does too.
    /// - Note: Fails with ``ScreenRestorationError`` (a newer format, an empty or malformed record,
    ///   a root that cannot be rebuilt) before anything changes, or with the failing step's error
    ///   after undoing the restore; completes after the last presentation.
    public func restore<Platform: ScreenPlatform>(
        from record: ScreenRestorationRecord,
        using registry: ScreenRestorationRegistry<Platform>,
        completion: ScreenCompletion<ScreenRestorationReport>? = nil
    ) {
        let action = ScreenRestoreAction<Platform>(record: record, registry: registry)
        navigate(to: ScreenRootRoute<Platform.Window>().then(action)) { result in
            completion?(result.flatMap { _ in action.outcome.report.map { .success($0) } ?? .failure(ScreenCanceledError()) })
        }
    }

    /// Rebuilds the tree a record describes and returns what was restored and dropped.
    ///
    /// ```swift
    /// let report = try await navigator.restore(from: record, using: registry)
    /// ```
    /// - Note: Throws as ``restore(from:using:completion:)`` fails, or ``ScreenCanceledError``
    ///   when the task is cancelled first; returns after the last presentation.
    @discardableResult
    public func restore<Platform: ScreenPlatform>(
        from record: ScreenRestorationRecord,
        using registry: ScreenRestorationRegistry<Platform>
    ) async throws -> ScreenRestorationReport {
        let action = ScreenRestoreAction<Platform>(record: record, registry: registry)
        try await navigateAndWait(to: ScreenRootRoute<Platform.Window>().then(action))
        guard let report = action.outcome.report else { throw ScreenCanceledError() }
        return report
    }
}

/// Where a restore leaves its report for the caller.
@MainActor
final class ScreenRestorationOutcome {
    var report: ScreenRestorationReport?
}

/// Rebuilds a record's tree when its turn comes, as a nested run of steps: the screens built a
/// batch at a time, then one root change, then the presentations, each of which records its undo.
///
/// Between batches (of screens built, of presentations made) a step gives the main actor back and
/// keeps the queue, so a large record never holds the main actor for long and no other navigation
/// runs in the middle of the restore. A record of one batch restores in the caller's turn.
@MainActor
struct ScreenRestoreAction<Platform: ScreenPlatform>: ScreenAction {
    let record: ScreenRestorationRecord
    let registry: ScreenRestorationRegistry<Platform>
    let outcome = ScreenRestorationOutcome()

    /// How many nodes a restore builds, or presentations it makes, before it yields.
    static var batchSize: Int { 1_000 }

    var description: String { "restore(\(record.nodes.count) containers)" }

    func perform(container: Platform.Window, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        let build: ScreenRestorationBuild<Platform>
        do {
            build = try ScreenRestorationBuild(record, registry: registry, navigator: navigator)
        } catch {
            return completion(.failure(error))
        }
        var route = ScreenRootRoute<Platform.Window>()
        let batches = (record.nodes.count + Self.batchSize - 1) / Self.batchSize
        for _ in 0..<batches {
            // After every batch of a record of several, the last too: settling and showing the plan is one more slice.
            route = route.then(ScreenRestoreBuildAction<Platform>(build: build, yields: batches > 1))
        }
        navigator.run(route.then(ScreenRestoreShowAction<Platform>(build: build, outcome: outcome)).actions, from: container) { result in
            completion(result.map { _ in })
        }
    }
}

/// Builds the next batch of a restore's screens, then yields when the record has several batches.
@MainActor
struct ScreenRestoreBuildAction<Platform: ScreenPlatform>: ScreenAction {
    let build: ScreenRestorationBuild<Platform>
    let yields: Bool

    var description: String {
        "build(\(build.next)..<\(min(build.nodes.count, build.next + ScreenRestoreAction<Platform>.batchSize)), restored)"
    }

    func perform(container: Platform.Window, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        _ = build.advance(by: ScreenRestoreAction<Platform>.batchSize)
        guard yields else { return completion(.success(())) }
        ScreenRestoreYieldAction<Platform>().perform(container: container, navigator: navigator, completion: completion)
    }
}

/// Gives the main actor back for one turn while keeping the queue: navigations requested meanwhile
/// wait for the restore.
@MainActor
struct ScreenRestoreYieldAction<Platform: ScreenPlatform>: ScreenAction {
    var description: String { "yield(restored)" }

    func perform(container: Platform.Window, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        let hold = navigator.queue.hold()
        Task { @MainActor in hold.release { completion(.success(())) } }
    }
}

/// Settles the plan from the built screens and shows it: the root, then the presentations, with a
/// yield after every batch of presentations.
@MainActor
struct ScreenRestoreShowAction<Platform: ScreenPlatform>: ScreenAction {
    let build: ScreenRestorationBuild<Platform>
    let outcome: ScreenRestorationOutcome

    var description: String { "show(\(build.nodes.count) containers, restored)" }

    func perform(container: Platform.Window, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        let plan: ScreenRestorationPlan<Platform>
        do {
            plan = try ScreenRestorationPlan.make(from: build)
        } catch {
            return completion(.failure(error))
        }
        var route = ScreenRootRoute<Platform.Window>().then(ScreenRestoreRootAction<Platform>(root: plan.root))
        for (index, (presenter, presented)) in plan.presentations.enumerated() {
            if index > 0, index.isMultiple(of: ScreenRestoreAction<Platform>.batchSize) {
                route = route.then(ScreenRestoreYieldAction<Platform>())
            }
            route = route.then(ScreenRestorePresentAction<Platform>(presenter: presenter, presented: presented))
        }
        let outcome = outcome
        navigator.run(route.actions, from: container) { result in
            if case .success = result {
                outcome.report = ScreenRestorationReport(restoredNodeCount: plan.restoredNodeCount, drops: plan.drops)
            }
            completion(result.map { _ in })
        }
    }
}

/// Installs a restored root, after dismissing what the old root presents, without animation.
@MainActor
struct ScreenRestoreRootAction<Platform: ScreenPlatform>: ScreenAction {
    let root: Platform.Modal

    var description: String { "setRoot(\(root.effectiveScreenKey?.description ?? String(describing: type(of: root))), restored)" }

    func perform(container: Platform.Window, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        guard let old = container.rootContainer, old.presentedContainer != nil else {
            return container.setRootContainer(root, animation: nil, undoableBy: navigator, completion: completion)
        }
        old.dismissPresentedContainer(animated: false, undoableBy: navigator) { result in
            guard case .success = result else { return completion(result) }
            container.setRootContainer(root, animation: nil, undoableBy: navigator, completion: completion)
        }
    }
}

/// Presents a restored controller from its saved presenter, without animation, and checks that
/// UIKit's presenter resolution kept that presenter.
@MainActor
struct ScreenRestorePresentAction<Platform: ScreenPlatform>: ScreenAction {
    let presenter: Platform.Modal
    let presented: Platform.Modal

    var description: String { "present(\(presented.effectiveScreenKey?.description ?? String(describing: type(of: presented))), restored)" }

    func perform(container: Platform.Window, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        let (presenter, presented) = (presenter, presented)
        presenter.presentContainer(presented, animated: false, undoableBy: navigator) { result in
            guard case .success = result, presented.presentingContainer !== presenter else { return completion(result) }
            completion(
                .failure(
                    ScreenRestorationError(
                        .presenterMismatch,
                        "'\(presented)' was presented by '\(presented.presentingContainer.map { "\($0)" } ?? "nothing")', not by "
                            + "'\(presenter)' as saved: that controller does not define a presentation context.")))
        }
    }
}
