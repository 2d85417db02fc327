/// UIKit's structural rules, written once for every platform family (Checks/UIKitStubs/RULES.md §1, §2, §3).
///
/// Which controller presents, which window a controller is in, and which children a container
/// may take are facts of the controller tree (`parent`, `presentingViewController`, the window's
/// root), never of a view's `window`, which UIKit sets only at the next layout pass. The headless
/// platform and the UIKit adapter both ask these functions, so a route that one refuses the other
/// refuses with the same ``ScreenRuleViolation``, before anything changes.
@MainActor
package enum ScreenPlatformRules {
    /// The top of `controller`'s parent chain: a window's root, a presented controller or a
    /// detached one.
    package static func layerRoot<Modal: ScreenModalContainer>(of controller: Modal) -> Modal where Modal.Platform.Modal == Modal {
        var node = controller
        while let parent = node.parentContainer { node = parent }
        return node
    }

    /// The controller UIKit makes the presenter when `caller` presents.
    ///
    /// For a context style (`usesContext`), the nearest controller from the caller up that defines
    /// a presentation context, else the window's root; for every other style, the top of the
    /// caller's parent chain: the window's root or the presented controller it sits in.
    package static func presenter<Modal: ScreenModalContainer>(
        from caller: Modal, usesContext: Bool, definesContext: (Modal) -> Bool, windowRoot: (Modal) -> Modal?
    ) -> Modal where Modal.Platform.Modal == Modal {
        guard usesContext else { return layerRoot(of: caller) }
        var node = caller
        while !definesContext(node) {
            guard let parent = node.parentContainer else { return windowRoot(node) ?? node }
            node = parent
        }
        return node
    }

    /// The window whose root `controller`'s layer hangs from, following presentations down, and
    /// whether a layer on the way is being dismissed (UIKit drops a present from it).
    ///
    /// `hostWindow` answers for a layer's top controller only: the window whose root it is.
    package static func placement<Modal: ScreenModalContainer>(
        of controller: Modal, hostWindow: (Modal) -> Modal.Platform.Window?, isBeingDismissed: (Modal) -> Bool
    ) -> (window: Modal.Platform.Window?, isInDismissal: Bool) where Modal.Platform.Modal == Modal {
        var layer = layerRoot(of: controller)
        var isInDismissal = false
        while true {
            isInDismissal = isInDismissal || isBeingDismissed(layer)
            if let window = hostWindow(layer) { return (window, isInDismissal) }
            guard let presenter = layer.presentingContainer else { return (nil, isInDismissal) }
            layer = layerRoot(of: presenter)
        }
    }

    /// Whether `other` is `controller` or one of its parents.
    package static func isSelfOrAncestor<Modal: ScreenModalContainer>(_ other: Modal, of controller: Modal) -> Bool
    where Modal.Platform.Modal == Modal {
        var next: Modal? = controller
        while let candidate = next {
            if candidate === other { return true }
            next = candidate.parentContainer
        }
        return false
    }

    /// Why `container` can't take `children`, or `nil`: a cycle, an active controller (a window's
    /// root or a presented one), or a controller whose view is still on screen in another container
    /// (UIKit's `UIViewControllerHierarchyInconsistency`).
    package static func containmentViolation<Modal: ScreenModalContainer>(
        adding children: some Collection<Modal>, to container: Modal, isActive: (Modal) -> Bool, isOnScreen: (Modal) -> Bool
    ) -> ScreenRuleViolation? where Modal.Platform.Modal == Modal {
        for child in children {
            if isSelfOrAncestor(child, of: container) {
                return .containmentCycle(child, in: container)
            }
            if isActive(child) {
                return .activeControllerInContainer(child, in: container)
            }
            if let parent = child.parentContainer, parent !== container, isOnScreen(child) {
                return .hierarchyInconsistency(child, parent: parent, requestedParent: container)
            }
        }
        return nil
    }
}
