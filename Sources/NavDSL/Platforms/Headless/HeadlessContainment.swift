/// The rules shared by every headless container when it takes children.
@MainActor
enum HeadlessContainment {
    /// Why `children` can't be added to `container`, or `nil`.
    static func violation(adding children: [HeadlessViewController], to container: HeadlessViewController) -> HeadlessRuleViolation? {
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
    static func adopt(_ children: [HeadlessViewController], replacing old: [HeadlessViewController], in container: HeadlessViewController) {
        for child in children where child.parent !== container {
            child.detachFromParent()
        }
        let kept = Set(children.map(ObjectIdentifier.init))
        for removed in old where !kept.contains(ObjectIdentifier(removed)) {
            removed.parent = nil
        }
        for child in children { child.parent = container }
    }

    /// What changed between two lists of children, for a transition's detail: `removed [C, D] added [E]`.
    ///
    /// Only the controllers after the common prefix are described, so a push into a deep stack costs
    /// O(1) here however deep the stack is, and the transition log grows with the changes, not with
    /// the stack.
    static func changeDescription(from old: [HeadlessViewController], to new: [HeadlessViewController]) -> String {
        var common = 0
        while common < old.count, common < new.count, old[common] === new[common] {
            common += 1
        }
        let removed = old[common...].map(\.description)
        let added = new[common...].map(\.description)
        var parts: [String] = []
        if !removed.isEmpty { parts.append("removed [\(removed.joined(separator: ", "))]") }
        if !added.isEmpty { parts.append("added [\(added.joined(separator: ", "))]") }
        return parts.isEmpty ? "unchanged" : parts.joined(separator: " ")
    }
}
