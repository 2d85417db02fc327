#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// The address of this value is the associated-object key; it is never read or written.
    nonisolated(unsafe) private var screenHostWindowAssociation: UInt8 = 0

    /// The checks before and after each present and dismiss (Checks/UIKitStubs/RULES.md §1, §7): the shared
    /// structural rules of ``ScreenPlatformRules`` with UIKit's answers plugged in.
    extension UIViewController {
        /// The window this controller's tree hangs from, and whether a layer on the way is being dismissed.
        var screenPlacement: (window: UIWindow?, isInDismissal: Bool) {
            ScreenPlatformRules.placement(of: self, hostWindow: \.screenHostWindow, isBeingDismissed: \.isBeingDismissed)
        }

        /// The window whose `rootViewController` this controller is.
        ///
        /// Read from the root's view, which a window installs when its root is set, else from the
        /// mark NavDSL leaves when it sets the root, which holds even before the view is loaded.
        var screenHostWindow: UIWindow? {
            if let window = viewIfLoaded?.window, window.rootViewController === self { return window }
            if let window = screenMarkedHostWindow, window.rootViewController === self { return window }
            return nil
        }

        /// The window NavDSL last made this controller the root of (weak).
        var screenMarkedHostWindow: UIWindow? {
            get { (objc_getAssociatedObject(self, &screenHostWindowAssociation) as? ScreenHostWindowMark)?.window }
            set {
                objc_setAssociatedObject(
                    self, &screenHostWindowAssociation, newValue.map(ScreenHostWindowMark.init), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }

        /// Whether UIKit counts this controller as active: a window's root or a presented controller.
        var isScreenActive: Bool {
            screenHostWindow != nil || (parent == nil && presentingViewController != nil)
        }

        /// The controller UIKit will ask to present `container` when this one calls `present`.
        func screenPresenter(for container: UIViewController) -> UIViewController {
            let usesContext = [.currentContext, .overCurrentContext].contains(container.modalPresentationStyle)
            return ScreenPlatformRules.presenter(
                from: self, usesContext: usesContext, definesContext: \.definesPresentationContext,
                windowRoot: { [screenPlacement] _ in screenPlacement.window?.rootViewController })
        }

        /// Why `present(container)` from this controller would crash or be dropped, or `nil`.
        func presentationRefusal(for container: UIViewController) -> (any Error)? {
            if container === self {
                return ScreenRuleViolation.presentOnItself(self)
            }
            if let presenter = container.presentingViewController {
                return ScreenRuleViolation.presentAlreadyPresented(container, by: presenter)
            }
            if let parent = container.parent {
                return ScreenRuleViolation.presentChild(container, of: parent)
            }
            if container.screenHostWindow != nil || ScreenPlatformRules.isSelfOrAncestor(container, of: self) {
                return ScreenRuleViolation.presentActiveController(container)
            }
            let presenter = screenPresenter(for: container)
            let placement = presenter.screenPlacement
            guard placement.window != nil, !placement.isInDismissal else {
                return ScreenRuleViolation.presenterNotInWindow(container, presenter: presenter, caller: self)
            }
            if presenter.layerInTransition != nil {
                return ScreenRuleViolation.presentationInProgress(container, on: presenter, from: self)
            }
            if let presented = presenter.presentedViewController, presented.presentingViewController === presenter {
                if presented.isBeingDismissed || presented.isBeingPresented {
                    return ScreenRuleViolation.presentationInProgress(container, on: presenter, from: self)
                }
                return ScreenContainerAlreadyPresentingError(container: container, presenter: presenter, presented: presented, caller: self)
            }
            // UIKit crashes (NSGenericException) presenting an unanchored popover in regular width.
            if traitCollection.horizontalSizeClass == .regular, let popover = container.popoverPresentationController,
                popover.sourceView == nil, popover.sourceItem == nil
            {
                return ScreenRuleViolation.popoverWithoutAnchor(container)
            }
            return nil
        }

        /// Why dismissing `presented` would be dropped, or `nil`: a transition running on its
        /// layer or below it ("while a presentation or dismiss is in progress").
        func dismissalRefusal(of presented: UIViewController) -> (any Error)? {
            guard presented.transitionInChain != nil || layerInTransition != nil else { return nil }
            return ScreenRuleViolation.dismissInProgress(from: presented.presentingViewController ?? self)
        }

        /// What UIKit logged when `present(container)` returned without presenting it.
        func silentPresentationRefusal(of container: UIViewController) -> any Error {
            let presenter = screenPresenter(for: container)
            if let presented = presenter.presentedViewController, presented !== container {
                return ScreenContainerAlreadyPresentingError(container: container, presenter: presenter, presented: presented, caller: self)
            }
            if presenter.screenPlacement.window == nil || presenter.viewIfLoaded?.window == nil {
                return ScreenRuleViolation.presenterNotInWindow(container, presenter: presenter, caller: self)
            }
            return ScreenRuleViolation.presentationInProgress(container, on: presenter, from: self)
        }

        /// The controller whose presentation or dismissal a present from this controller (as the
        /// presenter) would meet: on its layers, or what it presents and the chain above that.
        var runningPresentation: UIViewController? {
            if let layer = layerInTransition { return layer }
            return presentedViewController?.transitionInChain
        }

        /// The controller whose transition a dismissal of what this controller presents would meet:
        /// on the layers down to the window's root, or anywhere in the chain it dismisses.
        var runningDismissalBlocker: UIViewController? {
            guard let presented = presentedViewController else { return nil }
            return presented.transitionInChain ?? layerInTransition
        }

        /// The first controller of the chain from this one up (what each presents) being
        /// presented or dismissed.
        var transitionInChain: UIViewController? {
            var next: UIViewController? = self
            var seen = 0
            while let current = next, seen < 64 {
                if current.isBeingPresented || current.isBeingDismissed { return current }
                next = current.presentedViewController.flatMap { $0 === current ? nil : $0 }
                seen += 1
            }
            return nil
        }

        /// The layer root, from this controller's down to the window's root, being presented or dismissed.
        var layerInTransition: UIViewController? {
            var layer: UIViewController? = ScreenPlatformRules.layerRoot(of: self)
            while let current = layer {
                if current.isBeingPresented || current.isBeingDismissed { return current }
                layer = current.presentingViewController.map { ScreenPlatformRules.layerRoot(of: $0) }
            }
            return nil
        }

    }

    /// The window NavDSL's `setRoot` made a controller the root of.
    ///
    /// It tells the root is in its window before its view is loaded. Weak: the window owns its
    /// root, not the other way.
    final class ScreenHostWindowMark {
        weak var window: UIWindow?

        init(window: UIWindow) {
            self.window = window
        }
    }
#endif
