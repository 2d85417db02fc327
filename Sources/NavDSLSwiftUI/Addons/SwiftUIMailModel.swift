import NavDSL
import NavDSLAddons

/// The mail composer on a SwiftUI route: the model the views show as a sheet holding an
/// `MFMailComposeViewController`.
///
/// ```swift
/// SwiftUIWindowRoute().top(.container).mail(to: ["help@example.com"], subject: "Order 42") { result in log(result) }
/// let composer = try #require(window.root?.presented as? SwiftUIMailModel)
/// composer.finish(with: .sent)   // dismisses the composer, then reports `.sent`
/// ```
/// The sheet cannot be swiped down (``SwiftUIScreenModel/isModalInPresentation``): the composer
/// asks to save or delete the draft itself, and its delegate reports how it ended, which is when
/// the views call ``finish(with:)``. With no mail account (``SwiftUIDevice/canSendMail``) the route
/// hands a `mailto:` URL to the window's ``SwiftUIDevice/urlOpener`` instead.
///
/// - Note: `onFinish` runs once, after the composer left the model.
@MainActor
public final class SwiftUIMailModel: SwiftUIScreenModel, ScreenMailComposing {
    /// The email and how composing ended (`ScreenMailComposing` gives this model `finish(with:)`).
    public let mailModel: ScreenMailModel

    /// A composer for `mail` that reports to `onFinish`.
    ///
    /// ```swift
    /// SwiftUIPlatform.makeMailContainer(for: ScreenMail(to: ["help@example.com"])) { print($0) }
    /// ```
    /// - Note: Never fails.
    public init(mail: ScreenMail, onFinish: @escaping @MainActor (ScreenMailResult) -> Void) {
        mailModel = ScreenMailModel(mail: mail, onFinish: onFinish)
        super.init(screenKey: nil)
        isModalInPresentation = true
        mailModel.dismissal = { [weak self] then in
            guard let self else { return then() }
            // The composer refuses the swipe, not its own buttons: it goes as the user's change, and
            // onFinish runs once the dismissal is drawn.
            self.isModalInPresentation = false
            self.dismissItself(then: then)
        }
    }
}

extension SwiftUIPlatform: ScreenMailPlatform {
    /// ``SwiftUIDevice/canSendMail`` of the container's window; `false` out of any window.
    ///
    /// ```swift
    /// window.device.canSendMail = false   // the route opens mailto: instead
    /// ```
    /// - Note: Never fails.
    @MainActor
    public static func canComposeMail(from container: SwiftUIScreenModel) -> Bool {
        container.window?.device.canSendMail ?? false
    }

    /// A ``SwiftUIMailModel``.
    ///
    /// ```swift
    /// SwiftUIWindowRoute().top(.container).mail(to: ["help@example.com"])
    /// ```
    /// - Note: Never fails; the presentation fails as any SwiftUI presentation does.
    @MainActor
    public static func makeMailContainer(
        for mail: ScreenMail, onFinish: @escaping @MainActor (ScreenMailResult) -> Void
    ) -> SwiftUIScreenModel {
        SwiftUIMailModel(mail: mail, onFinish: onFinish)
    }
}
