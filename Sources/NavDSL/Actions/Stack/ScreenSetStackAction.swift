/// Applies stack modifiers to a copy of the stack and installs the result with one
/// `setViewControllers` call.
///
/// Every stack verb (`push`, `pop`, `popToRoot`, `pop(to:)`,
/// `replace(with:)`, `clear()`) is this action with one modifier.
///
/// Adjacent set-stack actions on the same stack merge into one (one transition, animated as the
/// last edit asks). `separated: true` gives an edit its own transition: it merges with neither the
/// edit before it nor the one after it, so `push(a, separated: true).popToRoot()` shows `a` and then
/// pops it (two transitions), instead of building `a` and throwing it away unseen.
///
/// **Merged edits asking for different animations** run the *last* edit's animation (or none
/// when it asks for none), as UIKit's `setViewControllers` runs the one transition its last
/// element chooses: `popToRoot(animation: .crossDissolve()).push(chat)` slides the chat in. Give
/// an edit its own transition with `separated: true`.
///
/// A nested `push(screen) { ... }` is a set-stack action too: its nested route runs from the pushed
/// controller once the merged transition has ended, so `popToRoot().push(a).push(b) { $0.present(c) }`
/// is one stack transition and one presentation. Edits after a nested push start a new transition,
/// because its nested route must run while the pushed controller is on top.
public struct ScreenSetStackAction<Container: ScreenStackContainer>: ScreenAction {
    /// The route that runs from the controller a modifier added, after the stack changed.
    package typealias NestedRoute = ScreenStackNestedRoute

    /// The edits, in order.
    public var modifiers: [any ScreenStackModifier<Container.Platform>] {
        // One pass over the list; a key path into the generic edit would be instantiated per call.
        var modifiers: [any ScreenStackModifier<Container.Platform>] = []
        modifiers.reserveCapacity(editList?.count ?? 0)
        editList?.forEach { modifiers.append($0.modifier) }
        return modifiers
    }
    /// The edits as a persistent list, so merging one more edit is O(1).
    ///
    /// A class reference: the action's layout is then known without asking the runtime, so
    /// copying an action costs a retain.
    let editList: ScreenListNode<Edit>?
    /// How the resulting change is animated; `nil` for none.
    public let animation: ScreenAnimation?
    /// Whether the resulting change is animated.
    public var animated: Bool { animation != nil }
    /// Whether this action refuses to merge with the one before it.
    public let separated: Bool
    package let nested: NestedRoute?
    /// Whether every edit is a push, so the stack is appended to without being read or copied;
    /// kept as the edits merge instead of asked of every edit on every run.
    let onlyPushes: Bool
    /// Whether every edit is a pop, so the stack is cut in place; kept as the edits merge.
    let onlyPops: Bool

    /// Creates the action with an animation (`nil`: none), Nivelir's shape.
    public init(modifiers: [any ScreenStackModifier<Container.Platform>], animation: ScreenAnimation? = .default, separated: Bool = false) {
        self.init(modifiers: modifiers, animation: animation, separated: separated, nested: nil)
    }

    package init(
        modifiers: [any ScreenStackModifier<Container.Platform>], animation: ScreenAnimation?, separated: Bool, nested: NestedRoute?
    ) {
        var edits: ScreenListNode<Edit>?
        var onlyPops = !modifiers.isEmpty && nested == nil
        for modifier in modifiers {
            if let popping = modifier as? any ScreenStackPoppingModifier<Container.Platform> {
                edits = ScreenListNode(previous: edits, element: .pop(popping))
            } else {
                edits = ScreenListNode(previous: edits, element: .other(modifier))
                onlyPops = false
            }
        }
        self.init(editList: edits, onlyPushes: false, onlyPops: onlyPops, animation: animation, separated: separated, nested: nested)
    }

    /// A push of `screen`, which builds its container without the modifier's array copy.
    package init<New: Screen>(push screen: New, animation: ScreenAnimation?, separated: Bool, nested: NestedRoute?)
    where New.Container: ScreenModalContainer, New.Container.Platform == Container.Platform {
        self.init(
            editList: ScreenListNode(previous: nil, element: .push(ScreenStackPushModifier(screen))), onlyPushes: true, onlyPops: false,
            animation: animation,
            separated: separated,
            nested: nested)
    }

    /// A pop (`pop()`, `popToRoot()`, `pop(to:)`): the verb knows its modifier pops, so no runtime
    /// cast asks it (a cast to a constrained existential costs more than the pop itself).
    package init<Popping: ScreenStackPoppingModifier>(pop modifier: Popping, animation: ScreenAnimation?, separated: Bool)
    where Popping.Platform == Container.Platform {
        self.init(
            editList: ScreenListNode(previous: nil, element: .pop(modifier)), onlyPushes: false, onlyPops: true, animation: animation,
            separated: separated, nested: nil)
    }

    init(
        editList: ScreenListNode<Edit>?, onlyPushes: Bool, onlyPops: Bool, animation: ScreenAnimation?, separated: Bool,
        nested: NestedRoute?
    ) {
        self.editList = editList
        self.onlyPushes = onlyPushes
        self.onlyPops = onlyPops
        self.animation = animation
        self.separated = separated
        self.nested = nested
    }

    /// `push(Chat)`, or `setStack(popToRoot(), push(A), push(B) { present(C) })` after merging.
    public var description: String {
        var parts = modifiers.map { $0.description }
        if let nested, parts.indices.contains(nested.modifierIndex) {
            parts[nested.modifierIndex] += " { \(ScreenRouteText.of(nested.actions)) }"
        }
        if parts.count == 1, let only = parts.first { return only }
        return "setStack(\(parts.joined(separator: ", ")))"
    }

    /// Applies every modifier, then changes the stack once, or not at all when one fails or the
    /// result equals the current stack.
    public func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        let nestedIndex = nested?.modifierIndex ?? -1
        // Only pushes: build the new containers and append them, without reading or copying the
        // stack, so a push costs the same however deep the stack is.
        if onlyPushes {
            var added: [Container.Platform.Modal] = []
            added.reserveCapacity(editList?.count ?? 0)
            do {
                try editList?.forEach { edit in
                    if case .push(let push) = edit { added.append(try push.makeContainer(navigator: navigator)) }
                }
            } catch {
                return completion(.failure(error))
            }
            let start = nestedIndex >= 0 && nestedIndex < added.count ? added[nestedIndex] : nil
            let done = runningNested(from: start, navigator: navigator, completion: completion)
            return container.pushStackContainers(added, animation: animation, undoableBy: navigator, completion: done)
        }
        // Worked out from the stack a running transition leaves (a user's pop may still be cancelled);
        // a stack that says no transition runs is edited at once, without a closure to call later.
        guard container.isStackContainerSettled else {
            return container.settleStackContainers { [self] settled in
                guard case .success = settled else { return completion(settled) }
                applyEdits(container, navigator: navigator, completion: completion)
            }
        }
        applyEdits(container, navigator: navigator, completion: completion)
    }

    /// The edits other than a run of pushes, once the stack has settled.
    private func applyEdits(_ container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        let nestedIndex = nested?.modifierIndex ?? -1
        if onlyPops { return pop(container, navigator: navigator, completion: completion) }
        let current = container.stackContainers
        var edited = current
        var nestedStart: Container.Platform.Modal?
        var index = 0
        do {
            try editList?.forEach { edit in
                // A push or a pop edits the list in place: the modifier's own `perform` would make a
                // new list per edit (its result is the same: a pop keeps its kept count's prefix).
                switch edit {
                case .push(let push): edited.append(try push.makeContainer(navigator: navigator))
                case .pop(let pop):
                    let kept = try pop.keptCount(of: edited, upTo: edited.count)
                    if kept < edited.count { edited.removeSubrange(kept...) }
                case .other(let other): edited = try other.perform(on: edited, navigator: navigator)
                }
                if index == nestedIndex { nestedStart = edited.last }
                index += 1
            }
        } catch {
            return completion(.failure(error))
        }
        let done = runningNested(from: nestedStart, navigator: navigator, completion: completion)
        guard !current.isIdentical(to: edited) else { return done(.success(())) }
        container.setStackContainers(edited, animation: animation, undoableBy: navigator, completion: done)
    }

    /// Only pops: works out how many controllers the pops keep and cuts the stack to them, without
    /// copying it, so a pop costs what it pops however deep the stack is.
    private func pop(_ container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        let current = container.stackContainers
        var kept = current.count
        do {
            try editList?.forEach { edit in
                if case .pop(let pop) = edit { kept = try pop.keptCount(of: current, upTo: kept) }
            }
        } catch {
            return completion(.failure(error))
        }
        guard kept < current.count else { return completion(.success(())) }
        container.popStackContainers(keeping: kept, animation: animation, undoableBy: navigator, completion: completion)
    }

    /// `completion`, or, with a nested route, a completion that first runs it from `start` (the
    /// container its push made) once the stack changed.
    private func runningNested(
        from start: Container.Platform.Modal?, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>
    ) -> ScreenCompletion<Void> {
        guard let nested else { return completion }
        return { [editList] result in
            guard case .success = result else { return completion(result) }
            guard let start else {
                let modifier = editList?.element(at: nested.modifierIndex).map { "\($0.modifier)" } ?? "the edit"
                return completion(.failure(ScreenContainerNotFoundError("the stack was empty after \(modifier).")))
            }
            navigator.run(nested.actions, from: start) { completion($0.map { _ in }) }
        }
    }
}

extension ScreenThenable where Current: ScreenStackContainer {
    /// Applies custom modifiers in one stack change run with `animation` (`nil`: none).
    ///
    /// ```swift
    /// HeadlessStackRoute().setStack(modifiers: [ScreenStackClearModifier(), ScreenStackPushModifier(home)], animation: .crossDissolve())
    /// ```
    /// - Parameters:
    ///   - modifiers: The stack edits, applied in order to the current stack.
    ///   - animation: The animation the change runs with (``ScreenAnimation``); `nil` for none.
    ///   - separated: `true` gives this stack edit its own transition; `false` merges it with adjacent ones.
    /// - Note: Fails with the first failing modifier's error, changing nothing; completes after the
    ///   single transition. Merged with adjacent edits, the last edit's animation runs.
    public func setStack(
        modifiers: [any ScreenStackModifier<Current.Platform>],
        animation: ScreenAnimation? = .default,
        separated: Bool = false
    ) -> ScreenRoute<Root, Current> {
        then(merging: ScreenSetStackAction<Current>(modifiers: modifiers, animation: animation, separated: separated))
    }
}
