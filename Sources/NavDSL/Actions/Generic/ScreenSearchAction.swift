/// Finds a container from the current one and moves the route there: `top`, `first`, `last`.
///
/// - Note: Fails with ``ScreenContainerNotFoundError`` naming the predicate when nothing matches.
package struct ScreenSearchAction<Container: ScreenPlatformContainer, Output: ScreenContainer>: ScreenAction {
    /// Where the search looks.
    package enum Mode: String, Sendable {
        /// The deepest match on the visible path, inside the top layer.
        case top
        /// The first match of a depth-first walk.
        case first
        /// The last match of a depth-first walk.
        case last
    }

    /// Where the search looks.
    package let mode: Mode
    /// What it looks for.
    package let predicate: ScreenPredicate<Container.Platform, Output>

    /// Creates a search.
    package init(mode: Mode, predicate: ScreenPredicate<Container.Platform, Output>) {
        self.mode = mode
        self.predicate = predicate
    }

    /// `top(.stack)`.
    package var description: String { "\(mode.rawValue)(\(predicate.description))" }

    /// Searches with the navigator's iterator.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Output>) {
        // The test keeps the last match as `Output`: the walks return the container that passed
        // last, so the match is cast once, not again (an iterator of the app's own is checked).
        var matched: Output?
        let test: (any ScreenContainer) -> Bool = { container in
            guard let output = predicate.match(container) else { return false }
            matched = output
            return true
        }
        let found: (any ScreenContainer)? =
            switch mode {
            case .top: navigator.iterator.topContainer(in: container, where: test)
            case .first: navigator.iterator.firstContainer(in: container, where: test)
            case .last: navigator.iterator.lastContainer(in: container, where: test)
            }
        if let found, (matched as AnyObject?) !== found { matched = predicate.match(found) }
        guard found != nil, let output = matched else {
            let place = mode == .top ? "on the visible path" : "in the tree"
            return completion(
                .failure(
                    ScreenContainerNotFoundError(
                        "no container matches \(predicate.description) \(place) from \(container). "
                            + "Show it first, search with another predicate, or add a .fallback(to:).")))
        }
        completion(.success(output))
    }
}

extension ScreenThenable where Current: ScreenPlatformContainer {
    /// Moves to the deepest container matching `predicate` that the user sees: on the visible
    /// path (window root, selected tab, top of stack, presentations), inside the top layer.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).push(chat)
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when nothing visible matches; completes at once.
    public func top<Output>(_ predicate: ScreenPredicate<Current.Platform, Output>) -> ScreenRoute<Root, Output> {
        then(ScreenSearchAction<Current, Output>(mode: .top, predicate: predicate))
    }

    /// Moves to the first container matching `predicate` in a depth-first walk of the whole tree
    /// (a container, its nested containers, then what it presents).
    ///
    /// ```swift
    /// HeadlessWindowRoute().first(.container(of: chat)).makeVisible()
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when nothing matches; completes at once.
    public func first<Output>(_ predicate: ScreenPredicate<Current.Platform, Output>) -> ScreenRoute<Root, Output> {
        then(ScreenSearchAction<Current, Output>(mode: .first, predicate: predicate))
    }

    /// Moves to the last container matching `predicate` in the same depth-first walk.
    ///
    /// ```swift
    /// HeadlessWindowRoute().last(.stack).popToRoot()
    /// ```
    /// - Note: Fails with ``ScreenContainerNotFoundError`` when nothing matches; completes at once.
    public func last<Output>(_ predicate: ScreenPredicate<Current.Platform, Output>) -> ScreenRoute<Root, Output> {
        then(ScreenSearchAction<Current, Output>(mode: .last, predicate: predicate))
    }
}
