// Nivelir's navigator spellings: `navigate(fromTop:)` and its first/last twins, `perform(action:)`,
// and the window provider that holds one window, funnelled into the window route and its searches.
// The searches are written for UIKit, not generic over the platform: Nivelir's call sites pass a
// leading-dot predicate (`navigate(fromTop: .stack)`), which needs a concrete platform to resolve.
// (The compat tests declare the same three for the headless family, to run the call sites on Linux.)

/// Nivelir's provider of one window, held weakly; NavDSL's is ``ScreenWeakWindowProvider``.
///
/// ```swift
/// let navigator = ScreenNavigator(windowProvider: ScreenWeakWindowProvider(window: window))
/// ```
/// - Note: Fails never; navigations fail with ``ScreenContainerNotFoundError`` once the window is
///   released.
@available(*, deprecated, renamed: "ScreenWeakWindowProvider")
public typealias ScreenCustomWindowProvider = ScreenWeakWindowProvider

extension ScreenNavigator {
    /// Nivelir's `perform(action:completion:)`: runs an action on the window.
    ///
    /// ```swift
    /// navigator.navigate(to: HeadlessWindowRoute().then(MakeKeyAction()), completion: nil)
    /// ```
    /// - Note: Fails as `navigate(to:completion:)` fails (no window: ``ScreenContainerNotFoundError``);
    ///   completes after the action.
    @available(*, deprecated, message: "use navigate(to:completion:) with a window route ending in then(action)")
    public func perform<Action: ScreenAction>(action: Action, completion: ScreenCompletion<Void>? = nil)
    where Action.Container: ScreenWindowContainer, Action.Output == Void {
        navigate(to: ScreenRootRoute<Action.Container>().then(action), completion: completion)
    }
}

#if canImport(UIKit)
    import UIKit

    extension ScreenNavigator {
        /// Nivelir's navigator for a `UIWindow`, so `.init()` and other implicit members infer
        /// UIKit's window class as they do with Nivelir; the window is held weakly, as in Nivelir.
        ///
        /// ```swift
        /// let navigator = ScreenNavigator(window: .init())   // a window nothing else keeps: gone at once
        /// ```
        /// - Note: Navigations fail with ``ScreenContainerNotFoundError`` once the window is released;
        ///   creating the navigator completes at once. Native: `ScreenNavigator(window: window)` with
        ///   a typed window, which the generic initializer takes.
        @available(*, deprecated, message: "pass a window typed as UIWindow (ScreenNavigator(window: window)), kept alive elsewhere")
        @_disfavoredOverload
        public convenience init(
            window: UIWindow,
            iterator: any ScreenIterator = DefaultScreenIterator(),
            logger: (any ScreenLogger)? = DefaultScreenLogger()
        ) {
            self.init(windowProvider: ScreenWeakWindowProvider(window: window), iterator: iterator, logger: logger)
        }

        /// Nivelir's `navigate(fromTop:to:)`: runs a route from the visible container matching
        /// `predicate`.
        ///
        /// ```swift
        /// navigator.navigate { $0.top(.stack).push(chat) }
        /// ```
        /// - Note: Fails with ``ScreenContainerNotFoundError`` when nothing visible matches, else as
        ///   the route's steps fail; completes after the last one.
        @available(*, deprecated, message: "use navigate { $0.top(predicate)... }, a route that starts with the search")
        public func navigate<Output, Route: ScreenThenable>(
            fromTop predicate: ScreenPredicate<UIKitPlatform, Output>, to build: (ScreenRootRoute<Output>) -> Route,
            completion: ScreenCompletion<Void>? = nil
        ) where Route.Root == Output {
            navigate(to: ScreenWindowRoute().top(predicate, route: build), completion: completion)
        }

        /// Nivelir's `navigate(fromFirst:to:)`: runs a route from the first container matching
        /// `predicate` in the tree.
        ///
        /// ```swift
        /// navigator.navigate { $0.first(.stack).popToRoot() }
        /// ```
        /// - Note: Fails with ``ScreenContainerNotFoundError`` when nothing matches, else as the
        ///   route's steps fail; completes after the last one.
        @available(*, deprecated, message: "use navigate { $0.first(predicate)... }, a route that starts with the search")
        public func navigate<Output, Route: ScreenThenable>(
            fromFirst predicate: ScreenPredicate<UIKitPlatform, Output>, to build: (ScreenRootRoute<Output>) -> Route,
            completion: ScreenCompletion<Void>? = nil
        ) where Route.Root == Output {
            navigate(to: ScreenWindowRoute().first(predicate, route: build), completion: completion)
        }

        /// Nivelir's `navigate(fromLast:to:)`: runs a route from the last container matching
        /// `predicate` in the tree.
        ///
        /// ```swift
        /// navigator.navigate { $0.last(.stack).pop() }
        /// ```
        /// - Note: Fails with ``ScreenContainerNotFoundError`` when nothing matches, else as the
        ///   route's steps fail; completes after the last one.
        @available(*, deprecated, message: "use navigate { $0.last(predicate)... }, a route that starts with the search")
        public func navigate<Output, Route: ScreenThenable>(
            fromLast predicate: ScreenPredicate<UIKitPlatform, Output>, to build: (ScreenRootRoute<Output>) -> Route,
            completion: ScreenCompletion<Void>? = nil
        ) where Route.Root == Output {
            navigate(to: ScreenWindowRoute().last(predicate, route: build), completion: completion)
        }
    }
#endif
