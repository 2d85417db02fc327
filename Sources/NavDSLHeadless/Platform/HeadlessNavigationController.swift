import NavDSL

/// The headless `UINavigationController`: a stack of controllers with UIKit's rules
/// (Checks/UIKitStubs/RULES.md §2).
///
/// ```swift
/// let stack = HeadlessNavigationController(rootViewController: home)
/// stack.pushViewController(chat, animated: true)     // [home, chat]
/// stack.pushViewController(chat, animated: true)     // refused: same instance twice
/// stack.popViewController(animated: true)            // [home]
/// ```
/// Every accepted change is one `ScreenTransition` of kind `.stack`. During its own animated
/// transition (deferred animations) the controller queues further changes and applies them when
/// the transition ends; an animated change during a presentation transition is refused.
@MainActor
open class HeadlessNavigationController: HeadlessViewController, ScreenBuildableStackContainer {
    private var stack: [HeadlessViewController] = []
    private var isTransitioning = false
    private var queued: [QueuedChange] = []

    private struct QueuedChange {
        /// What the change does to the stack it finds when it applies.
        enum Edit {
            /// Replaces the stack with what the closure makes of it (`nil`: refused, nothing changes).
            case replace(@MainActor ([HeadlessViewController]) -> [HeadlessViewController]?)
            /// Appends in place, so a push does not copy the stack. `pushRules`: refused with
            /// `pushViewController`'s messages, else with `setViewControllers`' (the same rules).
            case append([HeadlessViewController], pushRules: Bool)
            /// Keeps the first controllers (how many: asked of the count when it applies) in place,
            /// so a pop costs what it pops.
            case truncate(keeping: @MainActor (_ count: Int) -> Int)
        }

        let operation: String
        let animation: ScreenAnimation?
        var animated: Bool { animation != nil }
        let edit: Edit
        let completion: @MainActor ((any ScreenError)?) -> Void
    }

    /// An empty navigation controller (`required`: `Screen.withStackContainer(of:)` builds a
    /// subclass with it).
    public required init() {
        super.init(screenKey: nil)
        definesPresentationContext = true
    }

    /// A navigation controller with `rootViewController` as its only controller.
    public convenience init(rootViewController: HeadlessViewController) {
        self.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// The stack, bottom to top.
    ///
    /// Setting it equals `setViewControllers(_:animated: false)`.
    public var viewControllers: [HeadlessViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The last controller, or `nil` when the stack is empty.
    public var topViewController: HeadlessViewController? { stack.last }

    /// What this navigation controller (or a presenting ancestor) presents, else the top.
    public var visibleViewController: HeadlessViewController? { presentedViewController ?? topViewController }

    /// The stack.
    override open var children: [HeadlessViewController] { stack }

    /// Replaces the stack in one transition after validating it; refusals go to the window's violations.
    public func setViewControllers(_ controllers: [HeadlessViewController], animated: Bool, completion: (() -> Void)? = nil) {
        change("setViewControllers:animated:", animated: animated, to: { _ in controllers }) { [weak self] error in
            if let error { self?.window?.recordViolation(error) } else { completion?() }
        }
    }

    /// Pushes `controller` on top.
    public func pushViewController(_ controller: HeadlessViewController, animated: Bool) {
        let edit = QueuedChange.Edit.append([controller], pushRules: true)
        change("pushViewController:animated:", animation: .animated(animated), edit: edit) { [weak self] error in
            if let error { self?.window?.recordViolation(error) }
        }
    }

    /// Pops the top controller and returns it; with one controller or none, does nothing and returns `nil`.
    @discardableResult
    public func popViewController(animated: Bool) -> HeadlessViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        change("popViewController:animated:", animation: .animated(animated), edit: .truncate { $0 - 1 }) {
            [weak self] error in
            if let error { self?.window?.recordViolation(error) }
        }
        return top
    }

    /// Pops everything above the root and returns what was popped (empty when the root is on top).
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [HeadlessViewController]? {
        guard stack.count > 1 else { return [] }
        let popped = Array(stack.dropFirst())
        change("popToRootViewController:animated:", animation: .animated(animated), edit: .truncate { _ in 1 }) { [weak self] error in
            if let error { self?.window?.recordViolation(error) }
        }
        return popped
    }

    /// Pops everything above `controller`; a controller not in the stack is refused (UIKit crashes).
    @discardableResult
    public func popToViewController(_ controller: HeadlessViewController, animated: Bool) -> [HeadlessViewController]? {
        guard let index = stack.firstIndex(where: { $0 === controller }) else {
            window?.recordViolation(ScreenRuleViolation.popToMissing(in: self))
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        change("popToViewController:animated:", animation: .animated(animated), edit: .truncate { _ in index + 1 }) { [weak self] error in
            if let error { self?.window?.recordViolation(error) }
        }
        return popped
    }

    // MARK: - ScreenStackContainer

    /// ``viewControllers``.
    public var stackContainers: [HeadlessViewController] { stack }

    /// The top of the stack, for the search's visible path.
    override public var visibleNestedContainer: (any ScreenContainer)? { stackContainers.last }

    /// Replaces the stack; refusals complete with the typed error and change nothing.
    public func setStackContainers(_ containers: [HeadlessViewController], animated: Bool, completion: @escaping ScreenCompletion<Void>) {
        setStackContainers(containers, animation: .animated(animated), completion: completion)
    }

    /// Replaces the stack and records `animation` in its transition; refuses like the Bool form.
    public func setStackContainers(
        _ containers: [HeadlessViewController], animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>
    ) {
        change("setViewControllers:animated:", animation: animation, to: { _ in containers }) { error in
            completion(error.map { .failure($0) } ?? .success(()))
        }
    }

    /// Appends `containers` in place in one transition; refuses exactly like
    /// ``setStackContainers(_:animation:completion:)`` with the longer stack.
    public func pushStackContainers(
        _ containers: [HeadlessViewController], animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>
    ) {
        change("setViewControllers:animated:", animation: animation, edit: .append(containers, pushRules: false)) { error in
            completion(error.map { .failure($0) } ?? .success(()))
        }
    }

    /// Cuts the stack to its first `count` controllers in place in one transition; refuses like
    /// ``setStackContainers(_:animation:completion:)`` with the shorter stack.
    public func popStackContainers(keeping count: Int, animation: ScreenAnimation?, completion: @escaping ScreenCompletion<Void>) {
        change("setViewControllers:animated:", animation: animation, edit: .truncate { _ in count }) { error in
            completion(error.map { .failure($0) } ?? .success(()))
        }
    }

    /// `true` unless one of its own deferred transitions is still running: in a window whose
    /// transitions complete at once (`.immediate`) a stack edit never waits to settle.
    public var isStackContainerSettled: Bool { !isTransitioning }

    // MARK: - Rules

    /// Why `controller` can't be pushed onto the stack as it is now (every controller in it has
    /// this controller as its parent, which makes the duplicate check O(1)).
    private func pushViolation(_ controller: HeadlessViewController) -> ScreenRuleViolation? {
        if controller.parent === self {
            return .pushSameInstance(controller, on: self)
        }
        if controller is HeadlessNavigationController {
            return .pushNavigationController
        }
        if controller is HeadlessSplitViewController {
            return .splitViewControllerInStack
        }
        return nil
    }

    /// Validates `controllers` as `setViewControllers` would; `nil` when they can be installed.
    ///
    /// Only the controllers after the part the new stack shares with the current one are checked
    /// (the shared part is valid already), so a push costs the same however deep the stack is.
    /// `common` is how many controllers the new stack shares with the current one at its start.
    func violation(
        installing controllers: [HeadlessViewController], sharing common: Int, operation: String, animated: Bool
    ) -> ScreenRuleViolation? {
        let added = controllers[common...]
        var seen = Set<ObjectIdentifier>()
        for controller in added where !seen.insert(ObjectIdentifier(controller)).inserted {
            return .duplicateInStack(controllers)
        }
        // An added controller that is already in this stack is a duplicate when it is in the shared part.
        for controller in added where controller.parent === self && stack[..<common].contains(where: { $0 === controller }) {
            return .duplicateInStack(controllers)
        }
        if added.contains(where: { $0 is HeadlessNavigationController }) {
            return .navigationControllerInStack
        }
        if added.contains(where: { $0 is HeadlessSplitViewController }) {
            return .splitViewControllerInStack
        }
        if let violation = HeadlessContainment.violation(adding: added, to: self) { return violation }
        if animated, window?.isPresentationInProgress == true {
            return .stackTransitionConflict(operation, on: self)
        }
        return nil
    }

    /// Validates controllers pushed on top of the stack as it is, looking at the pushed ones only
    /// (a controller whose parent is this stack is already in it).
    private func violation(
        appending added: [HeadlessViewController], pushRules: Bool, operation: String, animated: Bool
    ) -> ScreenRuleViolation? {
        var seen = Set<ObjectIdentifier>()
        for controller in added {
            if pushRules, let violation = pushViolation(controller) { return violation }
            if controller.parent === self || !seen.insert(ObjectIdentifier(controller)).inserted {
                return ScreenRuleViolation.duplicateInStack(stack + added)
            }
        }
        return violation(installing: added, sharing: 0, operation: operation, animated: animated)
    }

    /// Applies a change now, or queues it behind this controller's own running transition.
    private func change(
        _ operation: String,
        animated: Bool,
        to target: @escaping @MainActor ([HeadlessViewController]) -> [HeadlessViewController]?,
        completion: @escaping @MainActor ((any ScreenError)?) -> Void
    ) {
        change(operation, animation: .animated(animated), to: target, completion: completion)
    }

    private func change(
        _ operation: String,
        animation: ScreenAnimation?,
        to target: @escaping @MainActor ([HeadlessViewController]) -> [HeadlessViewController]?,
        completion: @escaping @MainActor ((any ScreenError)?) -> Void
    ) {
        change(operation, animation: animation, edit: .replace(target), completion: completion)
    }

    private func change(
        _ operation: String, animation: ScreenAnimation?, edit: QueuedChange.Edit,
        completion: @escaping @MainActor ((any ScreenError)?) -> Void
    ) {
        let change = QueuedChange(operation: operation, animation: animation, edit: edit, completion: completion)
        if isTransitioning {
            queued.append(change)
        } else {
            apply(change)
        }
    }

    private func apply(_ change: QueuedChange) {
        let detail: HeadlessTransitionRecord.Detail
        switch change.edit {
        case .replace(let target):
            guard let controllers = target(stack) else { return }
            let common = stack.sharedPrefixCount(with: controllers)
            if let violation = violation(installing: controllers, sharing: common, operation: change.operation, animated: change.animated) {
                return change.completion(violation)
            }
            HeadlessContainment.adopt(controllers[common...], replacing: stack[common...], in: self)
            detail = .change(removed: stack[common...], added: controllers[common...])
            stack = controllers
        case .append(let added, let pushRules):
            if let violation = violation(appending: added, pushRules: pushRules, operation: change.operation, animated: change.animated) {
                return change.completion(violation)
            }
            HeadlessContainment.adopt(added[...], replacing: [], in: self)
            detail = .change(removed: [], added: added)
            stack.append(contentsOf: added)
        case .truncate(let keeping):
            let kept = min(max(keeping(stack.count), 0), stack.count)
            if change.animated, window?.isPresentationInProgress == true {
                return change.completion(ScreenRuleViolation.stackTransitionConflict(change.operation, on: self))
            }
            HeadlessContainment.adopt([], replacing: stack[kept...], in: self)
            detail = .change(removed: stack[kept...], added: [])
            stack.removeLast(stack.count - kept)
        }
        let window = self.window
        window?.record(.stack, animation: change.animation, container: self, detail: detail)
        guard let window, window.animationMode == .deferred, change.animated else {
            change.completion(nil)
            return
        }
        isTransitioning = true
        // The changes queued behind this transition apply before its completion runs, so code
        // in the completion (the navigator's next step) sees the stack they made, not a stale one.
        window.complete(isPresentation: false, deferred: true) { [weak self] in
            self?.finishTransition()
            change.completion(nil)
        }
    }

    private func finishTransition() {
        isTransitioning = false
        while !isTransitioning, !queued.isEmpty {
            apply(queued.removeFirst())
        }
    }

    /// Installs `controllers` without checks or a transition of its own.
    ///
    /// A split view moves its columns' controllers between its stacks when it collapses or
    /// expands, and records that as one `.collapse` or `.expand` transition. Callers release the
    /// controllers first.
    func moveControllers(_ controllers: [HeadlessViewController]) {
        HeadlessContainment.adopt(controllers, replacing: stack, in: self)
        stack = controllers
    }

    /// Removes `child` without a transition of its own: UIKit moves a child by adding it elsewhere.
    func removeChild(_ child: HeadlessViewController) {
        guard let index = stack.firstIndex(where: { $0 === child }) else { return }
        stack.remove(at: index)
        window?.record(.stack, animated: false, container: self, detail: .change(removed: [.init(child)], added: []))
    }
}
