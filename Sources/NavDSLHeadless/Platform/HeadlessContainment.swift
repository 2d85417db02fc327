import NavDSL

/// The rules shared by every headless container when it takes children.
@MainActor
enum HeadlessContainment {
    /// Why `children` can't be added to `container`, or `nil`.
    static func violation(
        adding children: some Collection<HeadlessViewController>, to container: HeadlessViewController
    ) -> ScreenRuleViolation? {
        ScreenPlatformRules.containmentViolation(
            adding: children, to: container, isActive: { $0.presenter != nil || $0.hostWindow != nil }, isOnScreen: \.isContainerVisible)
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
