/// A rule a decorator met while a step built its screen: the container it was asked to make
/// cannot hold what the screen built (a split view wrapped with `withStackContainer()`, which UIKit
/// refuses with an exception).
///
/// Decorators return their container and have no error of their own, so the refusal is handed to
/// the step that asked for the build: the step fails with it before changing anything. Builds run
/// synchronously on the main actor and each collection restores the one around it, so nested
/// builds (a stack filled with `withStack(...)`) report to the step that started them.
@MainActor
package enum ScreenBuildRefusal {
    /// The refusals of the builds running now, innermost last.
    private static var collections: [[any Error]] = []

    /// Reports `error` to the step building now; outside a step's build it is only logged.
    package static func report(_ error: any Error, navigator: ScreenNavigator) {
        if collections.isEmpty {
            navigator.logger?.error(error)
        } else {
            collections[collections.count - 1].append(error)
        }
    }

    /// Runs `body`, returning what it returned and the first refusal reported meanwhile.
    package static func collecting<Result>(_ body: () -> Result) -> (Result, (any Error)?) {
        collections.append([])
        let result = body()
        let refusals = collections.removeLast()
        return (result, refusals.first)
    }
}

extension Screen {
    /// Builds the container for a step, or fails with the first rule a decorator met while
    /// building it; the step then changes nothing.
    @MainActor
    package func buildForStep(navigator: ScreenNavigator) -> Result<Container, any Error> {
        let (container, refusal) = ScreenBuildRefusal.collecting { buildKeyed(navigator: navigator) }
        return refusal.map { .failure($0) } ?? .success(container)
    }
}

extension ScreenRuleViolation {
    /// A split view given to a decorator that would put it into a navigation controller.
    package static var splitViewControllerWrappedInStack: Self {
        Self(
            .splitViewControllerInStack, message: splitViewControllerInStack.message,
            hint: "withStackContainer() can't wrap a split view: show the split view itself, or put stacks in its columns.")
    }
}
