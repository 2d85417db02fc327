/// The rules shared by every headless container when it takes children.
@MainActor
enum HeadlessContainment {
    /// Why `children` can't be added to `container`, or `nil`.
    static func violation(
        adding children: some Collection<HeadlessViewController>, to container: HeadlessViewController
    ) -> HeadlessRuleViolation? {
        for child in children {
            if container.isSelfOrAncestor(child) {
                return HeadlessRuleViolation(
                    .containmentCycle, message: "\(container) can't contain \(child): it is \(container) itself or one of its parents.",
                    hint: "Build a new controller for the screen.")
            }
            if child.presenter != nil || child.hostWindow != nil {
                return HeadlessRuleViolation(
                    .activeControllerInContainer,
                    message: "\(child) can't be added to \(container): it is presented or is a window's root.",
                    hint: "Dismiss it or replace the window root first.")
            }
            if let parent = child.parent, parent !== container, child.isContainerVisible {
                return HeadlessRuleViolation(
                    .hierarchyInconsistency,
                    message:
                        "child view controller:\(child) should have parent view controller:\(parent) but requested parent is:\(container)",
                    hint: "Remove it from \(parent) first, or build a new controller.")
            }
        }
        return nil
    }

    /// Makes `container` the parent of `children` and releases the `old` children that are not kept;
    /// a child owned by another container leaves it first, as `addChild` does in UIKit.
    ///
    /// Callers pass only what changed (the lists after their common prefix), so the cost follows
    /// the change, not the size of the container.
    static func adopt(
        _ children: some Collection<HeadlessViewController>, replacing old: some Collection<HeadlessViewController>,
        in container: HeadlessViewController
    ) {
        for child in children where child.parent !== container {
            child.detachFromParent()
        }
        let kept = Set(children.map(ObjectIdentifier.init))
        for removed in old where !kept.contains(ObjectIdentifier(removed)) {
            removed.parent = nil
        }
        for child in children { child.parent = container }
    }
}
