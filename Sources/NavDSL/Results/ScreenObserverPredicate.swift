/// Which notifications an observer hears: a test over the observer and the notifying screen's
/// container, located relative to containers the observer names (Nivelir's predicates).
///
/// ```swift
/// navigator.observe(by: self, where: .satisfiedAll(.type((any ChatObserver).self), .satisfiedAny(.pushed(after: self), .presented(on: self))))
/// ```
/// Containers named in a predicate are held weakly: a predicate never keeps a controller alive,
/// and one whose container is gone matches nothing. Location predicates look at the tree when the
/// screen notifies, so a screen that moves is judged where it is then.
///
/// - Note: `recursively: true` (the default) also accepts screens anywhere inside the matching
///   container's subtree (what it contains and presents); `false` only the container itself.
@MainActor
public struct ScreenObserverPredicate {
    /// The test: the observer, the notifying screen's container (`nil` when it is gone or was never
    /// tied to one) and the navigator's iterator for subtree searches.
    public typealias Filter =
        @MainActor (
            _ observer: any ScreenObserver, _ container: (any ScreenContainer)?, _ iterator: any ScreenIterator
        ) -> Bool

    private let filter: Filter

    /// Makes a predicate from a closure.
    ///
    /// ```swift
    /// ScreenObserverPredicate { _, container, _ in (container as? ChatController)?.isUnread == true }
    /// ```
    /// - Note: The closure runs on the main actor, once per observer and notification.
    public init(filter: @escaping Filter) {
        self.filter = filter
    }

    @MainActor
    func accepts(_ observer: any ScreenObserver, from container: (any ScreenContainer)?, iterator: any ScreenIterator) -> Bool {
        filter(observer, container, iterator)
    }
}

// MARK: - Combinations

extension ScreenObserverPredicate {
    /// Every notification, from anywhere in the app.
    ///
    /// ```swift
    /// navigator.observe(by: analytics, where: .any)
    /// ```
    /// - Note: The default of `observe(by:where:)`.
    public static var any: Self { Self { _, _, _ in true } }

    /// Notifications that at least one of `predicates` accepts.
    ///
    /// ```swift
    /// .satisfiedAny(.pushed(after: self), .presented(on: self))
    /// ```
    /// - Note: With no predicates, nothing matches.
    public static func satisfiedAny(_ predicates: Self...) -> Self {
        Self { observer, container, iterator in
            predicates.contains { $0.accepts(observer, from: container, iterator: iterator) }
        }
    }

    /// Notifications that all of `predicates` accept.
    ///
    /// ```swift
    /// .satisfiedAll(.type((any ChatObserver).self), .visible(self))
    /// ```
    /// - Note: With no predicates, everything matches.
    public static func satisfiedAll(_ predicates: Self...) -> Self {
        Self { observer, container, iterator in
            predicates.allSatisfy { $0.accepts(observer, from: container, iterator: iterator) }
        }
    }

    /// Registrations whose observer is of type `type` (an observer protocol it adopts).
    ///
    /// ```swift
    /// .type((any ChatObserver).self)
    /// ```
    /// - Note: Notifications already go only to observers of the screen's `Observer` type; use
    ///   this inside combinations.
    public static func type<Observer>(_ type: Observer.Type) -> Self {
        Self { observer, _, _ in observer is Observer }
    }
}

// MARK: - Locations

extension ScreenObserverPredicate {
    /// Notifications from the container built for `screen` (matched by key).
    ///
    /// ```swift
    /// .screen(ChatScreen(id: 42))
    /// ```
    /// - Note: Matches nothing when the notifying container has no key.
    public static func screen(_ screen: some Screen) -> Self {
        let key = screen.key
        return Self { _, container, _ in container?.effectiveScreenKey == key }
    }

    /// Notifications while `container` (usually the observer's own) is visible.
    ///
    /// ```swift
    /// .visible(self)
    /// ```
    /// - Note: Says nothing about where the notifying screen is; combine it with a location.
    public static func visible(_ container: some ScreenVisibleContainer) -> Self {
        Self { [weak container] _, _, _ in container?.isContainerVisible ?? false }
    }

    /// Notifications from what `container` presents: its own presentation, or the one its
    /// enclosing containers present when `container` is on their visible path (the top of its
    /// stack, the selected tab), as UIKit's `presentedViewController` reports it.
    ///
    /// ```swift
    /// .presented(on: self)
    /// ```
    /// - Note: A controller in a tab that is not selected, or under the top of its stack, hears
    ///   only from what it presents itself. Recursively, also from inside the presented container
    ///   and from what it presents in turn.
    public static func presented(on container: some ScreenModalContainer, recursively: Bool = true) -> Self {
        Self { [weak container] _, notifying, iterator in
            guard let notifying, let container else { return false }
            let presented = isOnVisiblePathOfItsLayer(container) ? container.presentedContainer : container.ownPresentedContainer
            guard let presented else { return false }
            return matches(notifying, in: [presented], recursively: recursively, iterator: iterator)
        }
    }

    /// Whether each container above `container`, up to the controller that is presented or is the
    /// window's root, shows it: stacks have it on top, tab bars have it selected.
    private static func isOnVisiblePathOfItsLayer(_ container: any ScreenModalContainer) -> Bool {
        var node = container
        while let parent = node.parentContainer {
            if parent is any ScreenStackContainer, parent.nestedContainers.last !== node { return false }
            if let tabs = parent as? any ScreenTabsContainer, tabs.selectedTabContainer !== node { return false }
            node = parent
        }
        return true
    }

    /// Notifications from the children of `container` (a stack's controllers, a tab bar's tabs).
    ///
    /// ```swift
    /// .child(of: tabBarController)
    /// ```
    /// - Note: Recursively, also from inside the children and from what they present.
    public static func child(of container: some ScreenModalContainer, recursively: Bool = true) -> Self {
        Self { [weak container] _, notifying, iterator in
            guard let notifying, let container else { return false }
            return matches(notifying, in: container.nestedContainers, recursively: recursively, iterator: iterator)
        }
    }

    /// Notifications from the controllers of `stack`.
    ///
    /// ```swift
    /// .pushed(into: navigationController)
    /// ```
    /// - Note: Recursively, also from inside them and from what they present.
    public static func pushed(into stack: some ScreenStackContainer, recursively: Bool = true) -> Self {
        Self { [weak stack] _, notifying, iterator in
            guard let notifying, let stack else { return false }
            return matches(notifying, in: stack.stackContainers, recursively: recursively, iterator: iterator)
        }
    }

    /// Notifications from the controller pushed right after `container` in its stack (or, when
    /// `container` sits inside a stack's controller, after that controller).
    ///
    /// ```swift
    /// .pushed(after: self)
    /// ```
    /// - Note: Recursively, from every controller above it in the stack, their insides and what
    ///   they present; not recursively, only from the next one.
    public static func pushed(after container: some ScreenModalContainer, recursively: Bool = true) -> Self {
        Self { [weak container] _, notifying, iterator in
            guard let notifying, let container else { return false }
            var node: any ScreenModalContainer = container
            while let parent = node.parentContainer, !(parent is any ScreenStackContainer) { node = parent }
            guard let stack = node.parentContainer as? any ScreenStackContainer else { return false }
            let controllers: [any ScreenContainer] = stack.nestedContainers
            guard let index = controllers.firstIndex(where: { $0 === node }) else { return false }
            let above = Array(controllers[(index + 1)...])
            if !recursively { return above.first === notifying }
            return matches(notifying, in: above, recursively: true, iterator: iterator)
        }
    }

    @MainActor
    private static func matches(
        _ notifying: any ScreenContainer, in candidates: [any ScreenContainer], recursively: Bool, iterator: any ScreenIterator
    ) -> Bool {
        if candidates.contains(where: { $0 === notifying }) { return true }
        guard recursively else { return false }
        return candidates.contains { iterator.firstContainer(in: $0) { $0 === notifying } != nil }
    }
}
