#if canImport(SwiftUI) && canImport(UIKit)
    import Foundation
    import NavDSL
    import NavDSLAddons
    import SwiftUI

    /// What a presenter shows when it presents a ``SwiftUIAlertModel``: `.alert` for an alert,
    /// `.confirmationDialog` for an action sheet; applied to every screen model's view, beside its
    /// sheet and cover (which never show an alert model).
    ///
    /// The views decide nothing: a button calls ``SwiftUIAlertModel/tapButton(titled:)``, a text
    /// field ``SwiftUIAlertModel/type(_:intoFieldAt:)``, and `isPresented` written `false` with no
    /// button tapped (a dialog's popover closed by a tap outside) calls
    /// ``SwiftUIAlertModel/userDidDismiss()`` on the next main-queue turn: after the tapped button's
    /// own action, whichever order SwiftUI runs them in, and never during a view update.
    struct SwiftUIAlertModifier: ViewModifier {
        let presenter: SwiftUIScreenModel
        @State private var bindings: SwiftUIAlertBindings

        init(presenter: SwiftUIScreenModel) {
            self.presenter = presenter
            _bindings = State(initialValue: SwiftUIAlertBindings(presenter: presenter))
        }

        func body(content: Content) -> some View {
            let shown = presenter.presentedModel as? SwiftUIAlertModel
            let title = Text(shown?.alert.title ?? "")
            return
                content
                .alert(title, isPresented: bindings.alert, presenting: shown) { alert in
                    Self.fields(of: alert)
                    Self.buttons(of: alert)
                } message: { alert in
                    if let message = alert.alert.message { Text(message) }
                }
                .confirmationDialog(
                    title, isPresented: bindings.dialog, titleVisibility: shown?.alert.title == nil ? .hidden : .visible,
                    presenting: shown
                ) { alert in
                    Self.buttons(of: alert)
                } message: { alert in
                    if let message = alert.alert.message { Text(message) }
                }
        }

        /// The text fields, bound to the model (alerts only: the model refuses them on sheets).
        @ViewBuilder
        private static func fields(of alert: SwiftUIAlertModel) -> some View {
            ForEach(Array(alert.alert.textFields.enumerated()), id: \.offset) { index, field in
                let text = Binding(get: { alert.values[index] }, set: { alert.type($0, intoFieldAt: index) })
                if field.isSecure {
                    SecureField(field.placeholder ?? "", text: text)
                } else {
                    TextField(field.placeholder ?? "", text: text).keyboardType(field.keyboard.uiKeyboardType)
                }
            }
        }

        /// The buttons, in order, each enabled as its enabler says for the current text.
        private static func buttons(of alert: SwiftUIAlertModel) -> some View {
            ForEach(Array(alert.alert.buttons.enumerated()), id: \.offset) { _, button in
                Button(button.title, role: role(of: button.style)) { alert.tapButton(titled: button.title) }
                    .disabled(!alert.isButtonEnabled(titled: button.title))
            }
        }

        private static func role(of style: ScreenAlertButton.Style) -> ButtonRole? {
            switch style {
            case .default: nil
            case .cancel: .cancel
            case .destructive: .destructive
            }
        }
    }

    /// The alert's and the dialog's `isPresented`, made once per presenter view (SwiftUI never sees
    /// a rebuilt binding).
    @MainActor
    final class SwiftUIAlertBindings {
        let alert: Binding<Bool>
        let dialog: Binding<Bool>

        init(presenter: SwiftUIScreenModel) {
            alert = Self.binding(presenter, style: .alert)
            dialog = Self.binding(presenter, style: .actionSheet)
        }

        /// `true` while the presenter presents an alert model of `style`; `false` written by SwiftUI
        /// closes that very model (not one presented since) on the next turn, unless a button did.
        private static func binding(_ presenter: SwiftUIScreenModel, style: ScreenAlert.Style) -> Binding<Bool> {
            Binding(
                get: { (presenter.presentedModel as? SwiftUIAlertModel)?.alert.style == style },
                set: { isPresented in
                    // An alert closes only through its buttons, which close the model themselves.
                    guard !isPresented, style == .actionSheet, let shown = presenter.presentedModel as? SwiftUIAlertModel,
                        shown.alert.style == style
                    else { return }
                    DispatchQueue.main.async { MainActor.assumeIsolated { _ = shown.userDidDismiss() } }
                })
        }
    }
#endif
