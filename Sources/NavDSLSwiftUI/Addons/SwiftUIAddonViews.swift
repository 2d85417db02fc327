#if canImport(SwiftUI) && canImport(UIKit)
    import NavDSL
    import NavDSLAddons
    import SwiftUI
    import UIKit

    #if canImport(SafariServices)
        import SafariServices
    #endif
    #if canImport(MessageUI)
        import MessageUI
    #endif

    /// The content of the addons' screen models, which the screen model view shows inside the
    /// sheet or cover their presenter presents: the system controllers NavDSL's UIKit addons build,
    /// each in a `UIViewControllerRepresentable` whose callbacks go to the model.
    @MainActor
    enum SwiftUIAddonRenderer {
        /// The view of an addon's model, or `nil` for any other model.
        static func view(for model: SwiftUIScreenModel) -> AnyView? {
            switch model {
            case let share as SwiftUIShareModel:
                AnyView(SwiftUIActivityView(model: share).ignoresSafeArea())
            case let safari as SwiftUISafariModel:
                safariView(safari)
            case let mail as SwiftUIMailModel:
                mailView(mail)
            default:
                nil
            }
        }

        private static func safariView(_ model: SwiftUISafariModel) -> AnyView? {
            #if canImport(SafariServices)
                AnyView(SwiftUISafariView(model: model).ignoresSafeArea())
            #else
                nil
            #endif
        }

        private static func mailView(_ model: SwiftUIMailModel) -> AnyView? {
            #if canImport(MessageUI)
                AnyView(SwiftUIMailComposeView(model: model).ignoresSafeArea())
            #else
                nil
            #endif
        }
    }

    /// `UIActivityViewController`, made by the UIKit addon from the model's share (its items, item
    /// sources, app activities and exclusions), whose completion handler reports to the model.
    struct SwiftUIActivityView: UIViewControllerRepresentable {
        let model: SwiftUIShareModel

        func makeUIViewController(context: Context) -> UIViewController {
            var share = model.share
            // UIKit ran any app activity already: the model records the answer and closes the sheet.
            share.onComplete = { [weak model] closed in model?.finish(with: closed) }
            return UIKitPlatform.makeShareContainer(for: share)
        }

        func updateUIViewController(_ controller: UIViewController, context: Context) {}
    }

    #if canImport(SafariServices)
        /// `SFSafariViewController` on the model's page; Done tells the model.
        struct SwiftUISafariView: UIViewControllerRepresentable {
            let model: SwiftUISafariModel

            func makeCoordinator() -> SwiftUISafariDelegate { SwiftUISafariDelegate(model: model) }

            func makeUIViewController(context: Context) -> SFSafariViewController {
                let controller = SFSafariViewController(url: model.url)
                controller.delegate = context.coordinator
                return controller
            }

            func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
        }

        /// Passes Done to the model, on the main actor (the SDK's delegate protocol is not isolated).
        final class SwiftUISafariDelegate: NSObject, SFSafariViewControllerDelegate {
            private weak var model: SwiftUISafariModel?

            init(model: SwiftUISafariModel) {
                self.model = model
            }

            func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
                SwiftUIMainActorHop.run { [weak model] in _ = model?.userDidFinish() }
            }
        }
    #endif

    #if canImport(MessageUI)
        /// `MFMailComposeViewController` for the model's email; how composing ended goes to the model,
        /// which dismisses the sheet (the composer does not dismiss itself here).
        struct SwiftUIMailComposeView: UIViewControllerRepresentable {
            let model: SwiftUIMailModel

            func makeCoordinator() -> SwiftUIMailComposeDelegate { SwiftUIMailComposeDelegate(model: model) }

            func makeUIViewController(context: Context) -> MFMailComposeViewController {
                let controller = MFMailComposeViewController()
                controller.setToRecipients(model.mail.to)
                controller.setSubject(model.mail.subject)
                controller.setMessageBody(model.mail.body, isHTML: false)
                controller.mailComposeDelegate = context.coordinator
                return controller
            }

            func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
        }

        /// Passes the composer's result to the model, on the main actor (the SDK's delegate protocol
        /// is not isolated).
        final class SwiftUIMailComposeDelegate: NSObject, MFMailComposeViewControllerDelegate {
            private weak var model: SwiftUIMailModel?

            init(model: SwiftUIMailModel) {
                self.model = model
            }

            func mailComposeController(
                _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
            ) {
                let mapped = ScreenMailResult(result)
                SwiftUIMainActorHop.run { [weak model] in model?.finish(with: mapped) }
            }
        }
    #endif

    /// Runs a delegate callback the SDK does not isolate on the main actor: at once on the main
    /// thread (where UIKit calls it), else queued there.
    enum SwiftUIMainActorHop {
        static func run(_ callback: @escaping @MainActor @Sendable () -> Void) {
            if Thread.isMainThread {
                MainActor.assumeIsolated(callback)
            } else {
                Task { @MainActor in callback() }
            }
        }
    }
#endif
