import NavDSL
import NavDSLAddons

/// The headless mail composer: shows a `ScreenMail`; a test finishes it as the user would.
///
/// ```swift
/// let composer = try #require(window.rootViewController?.presentedViewController as? HeadlessMailComposeController)
/// composer.finish(with: .sent)   // dismisses the composer, then reports `.sent`
/// ```
@MainActor
public final class HeadlessMailComposeController: HeadlessViewController {
    /// The email being composed.
    public let mail: ScreenMail
    /// How composing ended, once it did.
    public private(set) var result: ScreenMailResult?
    private let onFinish: @MainActor (ScreenMailResult) -> Void

    /// Creates the composer.
    public init(mail: ScreenMail, onFinish: @escaping @MainActor (ScreenMailResult) -> Void) {
        self.mail = mail
        self.onFinish = onFinish
        super.init(screenKey: nil)
        modalPresentationStyle = .pageSheet
    }

    /// Ends composing with `result`, as the user sending, saving or cancelling would.
    ///
    /// Dismisses the composer, then reports the result. Later calls are ignored, as UIKit calls
    /// the delegate once.
    public func finish(with result: ScreenMailResult) {
        guard self.result == nil else { return }
        self.result = result
        let onFinish = onFinish
        guard let presenter = presentingViewController else { return onFinish(result) }
        presenter.dismiss(animated: true) { onFinish(result) }
    }
}

extension HeadlessPlatform: ScreenMailPlatform {
    /// ``HeadlessDevice/canSendMail`` of the container's window.
    @MainActor
    public static func canComposeMail(from container: HeadlessViewController) -> Bool {
        container.window?.device.canSendMail ?? false
    }

    /// A ``HeadlessMailComposeController``.
    @MainActor
    public static func makeMailContainer(
        for mail: ScreenMail, onFinish: @escaping @MainActor (ScreenMailResult) -> Void
    ) -> HeadlessViewController {
        HeadlessMailComposeController(mail: mail, onFinish: onFinish)
    }
}
