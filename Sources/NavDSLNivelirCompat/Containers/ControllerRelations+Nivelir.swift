#if canImport(UIKit)
    import UIKit
#endif

// The relation members Nivelir adds to view controllers. NavDSL's core adds no common names to
// controller classes (an app's own `stack` property must keep compiling); importing this module opts
// into them, exactly as importing Nivelir did. They exist where UIKit does; the compat tests give the
// headless controllers the same four names, so the funnels' call sites run on Linux too.

#if canImport(UIKit)
    extension UIViewController {
        /// Nivelir's name for the controller that presented this one (or an ancestor).
        ///
        /// ```swift
        /// navigator.navigate(from: presentingViewController) { $0.dismiss() }
        /// ```
        /// - Note: Fails never (`nil` when nothing presented it); completes at once.
        @available(*, deprecated, renamed: "presentingViewController")
        public var presenting: UIViewController? { presentingViewController }

        /// Nivelir's name for the controller this one presents.
        ///
        /// ```swift
        /// navigator.navigate(from: presentedViewController) { $0.dismiss() }
        /// ```
        /// - Note: Fails never (`nil` when it presents nothing); completes at once.
        @available(*, deprecated, renamed: "presentedViewController")
        public var presented: UIViewController? { presentedViewController }

        /// Nivelir's name for the navigation controller that holds this controller.
        ///
        /// ```swift
        /// navigator.navigate(from: navigationController) { $0.pop() }
        /// ```
        /// - Note: Fails never (`nil` outside a stack); completes at once.
        @available(*, deprecated, renamed: "navigationController")
        public var stack: UINavigationController? { navigationController }

        /// Nivelir's name for the tab bar controller that holds this controller.
        ///
        /// ```swift
        /// navigator.navigate(from: tabBarController) { $0.selectTab(with: .index(0)) }
        /// ```
        /// - Note: Fails never (`nil` outside a tab bar); completes at once.
        @available(*, deprecated, renamed: "tabBarController")
        public var tabs: UITabBarController? { tabBarController }
    }
#endif
