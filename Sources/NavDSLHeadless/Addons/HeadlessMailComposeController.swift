import NavDSL
import NavDSLAddons

/// The headless mail composer: shows a `ScreenMail`; a test finishes it as the user would
/// (`ScreenMailComposing`'s `finish(with:)`, over the composer's plain model).
///
/// ```swift
/// let composer = try #require(window.rootViewController?.presentedViewController as? HeadlessMailComposeController)
/// composer.finish(with: .sent)   // dismisses the composer, then reports `.sent`
/// ```
@MainActor
public final class HeadlessMailComposeController: HeadlessViewController, ScreenMailComposing {
    /// The email and how composing ended.
    public let mailModel: ScreenMailModel

    /// Creates the composer.
    public init(mail: ScreenMail, onFinish: @escaping @MainActor (ScreenMailResult) -> Void) {
        mailModel = ScreenMailModel(mail: mail, onFinish: onFinish)
        super.init(screenKey: nil)
        modalPresentationStyle = .pageSheet
        mailModel.dismissal = { [weak self] then in self?.dismissFromPresenter(then: then) ?? then() }
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
