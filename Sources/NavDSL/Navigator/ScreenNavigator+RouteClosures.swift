// Nivelir's closure forms of `navigate`: the route is written in a closure that receives the
// empty window route, so the window type is never spelled out.
//
// The closure forms are completion-based only, as Nivelir's are: an async twin would be chosen
// by Swift inside every async function and turn `navigator.navigate { ... }` into a call that
// needs `try await`. Await a route value instead: `try await navigator.navigateAndWait(to: route)`.
// The headless platform's own form, over `HeadlessWindowRoute`, is declared with the platform
// (NavDSLHeadless, Platform/HeadlessPlatform.swift): the core's API names no test-platform type.

#if canImport(UIKit)
    import UIKit

    extension ScreenNavigator {
        /// Builds a UIKit window route in a closure and runs it from the key window.
        ///
        /// ```swift
        /// navigator.navigate { route in route.top(.stack).push(chat) }
        /// ```
        /// - Note: Fails like ``navigate(to:completion:)``; completes after the last action's transition.
        public func navigate<Route: ScreenThenable>(
            to build: (ScreenWindowRoute) -> Route,
            completion: ScreenCompletion<Void>? = nil
        ) where Route.Root == UIWindow {
            navigate(to: build(ScreenWindowRoute()), completion: completion)
        }
    }
#endif
