#if canImport(UIKit)
    import UIKit

    extension UIKitPlatform: ScreenAlertPlatform {
        /// A `UIAlertController` with the alert's buttons; a button's handler runs after UIKit dismissed the alert.
        @MainActor
        public static func makeAlertContainer(for alert: ScreenAlert) -> UIViewController {
            let controller = UIAlertController(
                title: alert.title, message: alert.message, preferredStyle: alert.style == .alert ? .alert : .actionSheet)
            for action in alert.actions {
                let style: UIAlertAction.Style =
                    switch action.style {
                    case .default: .default
                    case .cancel: .cancel
                    case .destructive: .destructive
                    }
                let handler = action.handler
                controller.addAction(UIAlertAction(title: action.title, style: style) { _ in handler?() })
            }
            return controller
        }
    }
#endif
