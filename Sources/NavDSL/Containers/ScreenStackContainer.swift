/// A navigation stack (`UINavigationController`, `HeadlessNavigationController`).
@MainActor
public protocol ScreenStackContainer: ScreenModalContainer {
    /// The controllers of the stack, bottom to top.
    var stackContainers: [Platform.Modal] { get }

    /// Replaces the whole stack in one transition, as `setViewControllers(_:animated:)` does.
    ///
    /// Fails with a platform rule error (duplicates, a navigation controller inside the stack, a
    /// conflicting transition) and changes nothing then.
    func setStackContainers(_ containers: [Platform.Modal], animated: Bool, completion: @escaping ScreenCompletion<Void>)

    /// Replaces the whole stack in one transition run with `animation` (`nil`: none). Platforms
    /// without their own animations get a default that calls the Bool form.
    func setStackContainers(_ containers: [Platform.Modal], animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>)

    /// Pushes `containers` on top in one transition run with `animation` (`nil`: none), as
    /// `pushViewController(_:animated:)` does for one.
    ///
    /// The default replaces the stack with `stackContainers + containers`, which copies the stack.
    /// A platform that can append in place (the headless one) makes a push cost the same however
    /// deep the stack is. Fails like `setStackContainers` and changes nothing then.
    func pushStackContainers(_ containers: [Platform.Modal], animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>)

    /// Calls `body` once no transition runs on the stack, so that an edit is worked out from the
    /// stack that transition leaves; at once by default.
    ///
    /// `pop()`, `popToRoot()` and the other edits read ``stackContainers`` here. A user's
    /// interactive pop has taken the top out of UIKit's `viewControllers` while it runs and puts it
    /// back if the user cancels, so a pop worked out before it ends would pop nothing, or the
    /// wrong screen. The UIKit platform waits, bounded, as it does before its own stack changes.
    ///
    /// ```swift
    /// stack.settleStackContainers { _ in stack.setStackContainers(Array(stack.stackContainers.dropLast()), animated: true) { _ in } }
    /// ```
    /// - Note: Fails (UIKit) with ``ScreenRuleViolation/Rule/stackTransitionConflict`` when the
    ///   running transitions outlast the wait; nothing changes then.
    func settleStackContainers(_ body: @escaping ScreenCompletion<Void>)

    /// Pops everything above the first `count` controllers in one transition run with `animation`
    /// (`nil`: none), as `popToViewController(_:animated:)` does.
    ///
    /// ```swift
    /// stack.popStackContainers(keeping: 1, animation: .default) { _ in }   // popToRoot
    /// ```
    /// The default replaces the stack with its first `count` controllers, which copies them (as
    /// UIKit's `setViewControllers` takes the whole list). A platform that can cut its list in place
    /// (the headless one) makes a pop cost what it pops, however deep the stack is. Fails like
    /// `setStackContainers` (a conflicting transition) and changes nothing then.
    func popStackContainers(keeping count: Int, animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>)
}

extension ScreenStackContainer {
    /// Runs the Bool form: `animation != nil`.
    public func setStackContainers(
        _ containers: [Platform.Modal], animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>
    ) {
        setStackContainers(containers, animated: animation != nil, completion: completion)
    }

    /// Replaces the stack with `stackContainers + containers`.
    public func pushStackContainers(
        _ containers: [Platform.Modal], animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>
    ) {
        setStackContainers(stackContainers + containers, animation: animation, completion: completion)
    }

    /// Calls `body` at once: a platform whose stack changes end synchronously or queue themselves.
    public func settleStackContainers(_ body: @escaping ScreenCompletion<Void>) {
        body(.success(()))
    }

    /// Replaces the stack with its first `count` controllers.
    public func popStackContainers(keeping count: Int, animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>) {
        setStackContainers(Array(stackContainers.prefix(max(count, 0))), animation: animation, completion: completion)
    }
}

extension Array where Element: AnyObject {
    /// How many containers this list and `other` share at their start, compared by identity: what
    /// a stack edit keeps of the stack before it.
    package func sharedPrefixCount(with other: [Element]) -> Int {
        var common = 0
        while common < count, common < other.count, self[common] === other[common] { common += 1 }
        return common
    }

    /// Whether both lists hold the same containers in the same order.
    package func isIdentical(to other: [Element]) -> Bool {
        count == other.count && sharedPrefixCount(with: other) == count
    }
}
