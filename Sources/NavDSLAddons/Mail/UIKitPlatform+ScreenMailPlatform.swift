#if canImport(UIKit) && canImport(MessageUI)
    import MessageUI
    import UIKit

    extension UIKitPlatform: ScreenMailPlatform {
        /// `MFMailComposeViewController.canSendMail()`.
        @MainActor
        public static func canComposeMail(from container: UIViewController) -> Bool {
            MFMailComposeViewController.canSendMail()
        }

        /// An `MFMailComposeViewController` whose delegate (kept in the controller's payload, since
        /// UIKit holds it weakly) dismisses it, then reports the result.
        @MainActor
        public static func makeMailContainer(
            for mail: ScreenMail, onFinish: @escaping @MainActor (ScreenMailResult) -> Void
        ) -> UIViewController {
            let controller = MFMailComposeViewController()
            controller.setToRecipients(mail.to)
            controller.setSubject(mail.subject)
            controller.setMessageBody(mail.body, isHTML: false)
            let delegate = ScreenMailComposeDelegate(onFinish: onFinish)
            controller.mailComposeDelegate = delegate
            let payload = controller.screenPayload ?? ScreenPayload()
            payload.append(delegate)
            controller.screenPayload = payload
            return controller
        }
    }

    extension ScreenMailResult {
        /// MessageUI's result as NavDSL's; an unknown future case counts as `.failed`.
        package init(_ result: MFMailComposeResult) {
            switch result {
            case .cancelled: self = .cancelled
            case .saved: self = .saved
            case .sent: self = .sent
            case .failed: self = .failed
            @unknown default: self = .failed
            }
        }
    }

    /// Dismisses the composer and reports its result once.
    ///
    /// The SDK's delegate protocol is not main-actor: the callback is `nonisolated` and hops to the
    /// main actor (`ScreenMainActorDelivery`) before it dismisses and reports.
    @MainActor
    final class ScreenMailComposeDelegate: NSObject, MFMailComposeViewControllerDelegate {
        private var onFinish: (@MainActor (ScreenMailResult) -> Void)?

        init(onFinish: @escaping @MainActor (ScreenMailResult) -> Void) {
            self.onFinish = onFinish
        }

        nonisolated func mailComposeController(
            _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
        ) {
            let mapped = ScreenMailResult(result)
            ScreenMainActorDelivery.deliver { self.finish(controller, mapped) }
        }

        private func finish(_ controller: MFMailComposeViewController, _ result: ScreenMailResult) {
            // Cleared only once dismissed: UIKit drops a dismiss during another transition, and
            // the user's next tap then dismisses again instead of finding nothing to do.
            guard onFinish != nil else { return }
            controller.dismiss(animated: true) { [self] in
                guard let onFinish else { return }
                self.onFinish = nil
                // The app's handler may navigate: not inside UIKit's dismiss completion (R14).
                ScreenTransitionGate.continueAfterCallback { onFinish(result) }
            }
        }
    }
#endif
