#if canImport(UIKit)
    import UIKit

    extension UIKitPlatform: ScreenAlertPlatform {
        /// A `UIAlertController` with the alert's text fields and buttons.
        ///
        /// Each button's enabler is re-evaluated on every edit of a field (`.editingChanged`); a
        /// button's handler runs after UIKit dismissed the alert, with the fields' final text.
        @MainActor
        public static func makeAlertContainer(for alert: ScreenAlert) -> UIViewController {
            let controller = UIAlertController(
                title: alert.title, message: alert.message, preferredStyle: alert.style == .alert ? .alert : .actionSheet)
            let names = alert.textFields.map(\.name)
            let values: @MainActor (UIAlertController?) -> ScreenAlertValues = { controller in
                ScreenAlertValues(names: names, texts: controller?.textFields?.map { $0.text ?? "" } ?? [])
            }
            var enablers: [(UIAlertAction, @MainActor @Sendable (ScreenAlertValues) -> Bool)] = []
            for button in alert.buttons {
                let handler = button.handler
                let action = UIAlertAction(title: button.title, style: style(of: button)) { [weak controller] _ in
                    handler?(values(controller))
                }
                if let isEnabled = button.isEnabled { enablers.append((action, isEnabled)) }
                controller.addAction(action)
            }
            let update = UIAction { [weak controller] _ in
                let current = values(controller)
                for (action, isEnabled) in enablers { action.isEnabled = isEnabled(current) }
            }
            for field in alert.textFields {
                controller.addTextField { textField in
                    textField.placeholder = field.placeholder
                    textField.text = field.text
                    textField.isSecureTextEntry = field.isSecure
                    textField.keyboardType = field.keyboard.uiKeyboardType
                    textField.addAction(update, for: .editingChanged)
                }
            }
            let initial = alert.initialValues
            for (action, isEnabled) in enablers { action.isEnabled = isEnabled(initial) }
            return controller
        }

        private static func style(of button: ScreenAlertButton) -> UIAlertAction.Style {
            switch button.style {
            case .default: .default
            case .cancel: .cancel
            case .destructive: .destructive
            }
        }
    }

    extension ScreenKeyboardType {
        /// The `UIKeyboardType` of this keyboard, for the UIKit alert's fields and the SwiftUI family's.
        package var uiKeyboardType: UIKeyboardType {
            switch self {
            case .default: .default
            case .emailAddress: .emailAddress
            case .numberPad: .numberPad
            case .decimalPad: .decimalPad
            case .phonePad: .phonePad
            case .url: .URL
            }
        }
    }
#endif
