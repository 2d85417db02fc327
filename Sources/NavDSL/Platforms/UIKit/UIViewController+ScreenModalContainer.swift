#if canImport(UIKit)
    import UIKit

    extension UIViewController: ScreenModalContainer {
        /// The UIKit platform.
        public typealias Platform = UIKitPlatform

        /// This controller.
        public var modalContainer: UIViewController { self }
        /// `parent`.
        public var parentContainer: UIViewController? { parent }
        /// `presentedViewController`.
        public var presentedContainer: UIViewController? { presentedViewController }
        /// `presentingViewController`.
        public var presentingContainer: UIViewController? { presentingViewController }
        /// The window of the controller's view, without loading the view.
        public var windowContainer: UIWindow? { viewIfLoaded?.window }

        /// Whether the controller's view is in a window.
        public var isContainerVisible: Bool { viewIfLoaded?.window != nil }

        /// The children in search order: a tab bar's tabs with the selected one last, else `children`.
        public var nestedContainers: [any ScreenContainer] {
            guard let tabs = self as? UITabBarController, let selected = tabs.selectedViewController else { return children }
            return (tabs.viewControllers ?? []).filter { $0 !== selected } + [selected]
        }

        /// The child the user sees: a navigation controller's `topViewController`, a tab bar
        /// controller's `selectedViewController`, a split view's column the user works in, else nothing (an app's own container class is
        /// asked through the container protocols it adopts).
        public var visibleNestedContainer: (any ScreenContainer)? {
            switch self {
            case let navigation as UINavigationController: navigation.topViewController
            case let tabs as UITabBarController: tabs.selectedViewController
            case let split as UISplitViewController: split.visibleSplitContainer
            default: ScreenSearchWalk.visibleChild(of: self)
            }
        }

        /// `presentedViewController` when this controller is its `presentingViewController`.
        public var directlyPresentedContainer: (any ScreenContainer)? {
            guard let presented = presentedViewController, presented.presentingViewController === self else { return nil }
            return presented
        }

        /// Presents `container`, refusing with a typed error what UIKit would only log (a presenter
        /// out of the window, one already presenting) or crash on (a controller with a parent or
        /// already presented).
        public func presentContainer(_ container: UIViewController, animated: Bool, completion: @escaping ScreenCompletion<Void>) {
            if let refusal = presentationRefusal(for: container) { return completion(.failure(refusal)) }
            present(container, animated: animated) { completion(.success(())) }
        }

        /// Dismisses `presentedViewController`; completes at once when nothing is presented.
        public func dismissPresentedContainer(animated: Bool, completion: @escaping ScreenCompletion<Void>) {
            guard presentedViewController != nil else { return completion(.success(())) }
            dismiss(animated: animated) { completion(.success(())) }
        }

        private func presentationRefusal(for container: UIViewController) -> (any Error)? {
            if container === self {
                return ScreenRuleViolation.presentOnItself(self)
            }
            if let presenter = container.presentingViewController {
                return ScreenRuleViolation.presentAlreadyPresented(container, by: presenter)
            }
            if let parent = container.parent {
                return ScreenRuleViolation.presentChild(container, of: parent)
            }
            guard viewIfLoaded?.window != nil else {
                return ScreenRuleViolation.presenterNotInWindow(container, presenter: self, caller: self)
            }
            if let presented = presentedViewController, !presented.isBeingDismissed {
                return ScreenContainerAlreadyPresentingError(
                    container: container, presenter: presented.presentingViewController ?? self, presented: presented, caller: self)
            }
            // UIKit crashes (NSGenericException) presenting an unanchored popover in regular width.
            if traitCollection.horizontalSizeClass == .regular, let popover = container.popoverPresentationController,
                popover.sourceView == nil, popover.sourceItem == nil
            {
                return ScreenRuleViolation.popoverWithoutAnchor(container)
            }
            return nil
        }
    }
#endif
