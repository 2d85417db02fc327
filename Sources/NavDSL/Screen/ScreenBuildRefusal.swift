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
    /// How many step builds run now, one inside another.
    private static var depth = 0
    /// The refusals reported meanwhile, each with the depth of the build it belongs to; empty
    /// unless a decorator refused, so a build that meets no rule pays two counter updates.
    private static var refusals: [(depth: Int, error: any Error)] = []

    /// Reports `error` to the step building now; outside a step's build it is only logged.
    package static func report(_ error: any Error, navigator: ScreenNavigator) {
        if depth == 0 {
            navigator.logger?.error(error)
        } else {
            refusals.append((depth, error))
        }
    }

    /// Runs `body`, returning what it returned and the first refusal reported meanwhile.
    package static func collecting<Result>(_ body: () -> Result) -> (Result, (any Error)?) {
        depth += 1
        let result = body()
        depth -= 1
        guard !refusals.isEmpty else { return (result, nil) }
        let first = refusals.first { $0.depth > depth }?.error
        refusals.removeAll { $0.depth > depth }
        return (result, first)
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
