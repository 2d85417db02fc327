import Foundation

/// An email to compose: the recipients, subject and body of `MFMailComposeViewController`, or
/// of the `mailto:` URL used when no mail account is set up.
///
/// ```swift
/// HeadlessWindowRoute().top(.container).mail(to: ["help@example.com"], subject: "Order 42", body: "Hello")
/// ```
public struct ScreenMail: Sendable, Hashable {
    /// The recipients.
    public var to: [String]
    /// The subject.
    public var subject: String
    /// The body, as plain text.
    public var body: String

    /// Creates an email.
    public init(to: [String], subject: String = "", body: String = "") {
        self.to = to
        self.subject = subject
        self.body = body
    }

    /// The same email as a `mailto:` URL, for the Mail app (or whichever app handles `mailto:`):
    /// what `mail(to:subject:body:)` opens when the device cannot compose mail.
    package var mailtoURL: URL? {
        var components = URLComponents()
        components.scheme = "mailto"
        components.path = to.joined(separator: ",")
        let query = [URLQueryItem(name: "subject", value: subject), URLQueryItem(name: "body", value: body)]
        components.queryItems = query.filter { $0.value?.isEmpty == false }
        if components.queryItems?.isEmpty == true { components.queryItems = nil }
        return components.url
    }
}

/// How composing an email ended (`MFMailComposeResult`, plus the `mailto:` fallback).
public enum ScreenMailResult: String, Hashable, Sendable {
    /// The user sent it (queued in the outbox).
    case sent
    /// The user saved a draft.
    case saved
    /// The user cancelled.
    case cancelled
    /// Sending or saving failed.
    case failed
    /// No mail account: the email went to the Mail app as a `mailto:` URL; what happens there
    /// is not reported back.
    case handedToMailApp
}

/// A platform with a mail composer: headless (`HeadlessMailComposeController`) and UIKit
/// (`MFMailComposeViewController`).
public protocol ScreenMailPlatform: ScreenPlatform {
    /// Whether the composer can be shown from `container` (a mail account is set up).
    @MainActor static func canComposeMail(from container: Modal) -> Bool
    /// A new composer for `mail`; it calls `onFinish` after it dismissed itself.
    @MainActor static func makeMailContainer(
        for mail: ScreenMail, onFinish: @escaping @MainActor (ScreenMailResult) -> Void
    ) -> Modal
}

/// The screen that builds a platform's mail composer; keyed `Mail`.
package struct ScreenMailScreen<Platform: ScreenMailPlatform>: Screen {
    /// The email.
    package let mail: ScreenMail
    /// Called once composing ended.
    package let onFinish: @MainActor (ScreenMailResult) -> Void

    /// Creates the screen.
    package init(mail: ScreenMail, onFinish: @escaping @MainActor (ScreenMailResult) -> Void) {
        self.mail = mail
        self.onFinish = onFinish
    }

    /// `Mail`.
    package var name: String { "Mail" }

    /// The platform's composer.
    package func build(navigator: ScreenNavigator) -> Platform.Modal {
        Platform.makeMailContainer(for: mail, onFinish: onFinish)
    }
}

/// Presents the mail composer when a mail account is set up, else opens the `mailto:` URL.
package struct ScreenMailAction<Container: ScreenModalContainer>: ScreenAction
where Container.Platform: ScreenMailPlatform, Container.Platform.Window: ScreenURLOpeningContainer {
    /// The email.
    package let mail: ScreenMail
    /// Whether the composer's presentation is animated.
    package let animated: Bool
    /// Called once composing ended, or with ``ScreenMailResult/handedToMailApp``.
    package let onFinish: @MainActor (ScreenMailResult) -> Void

    /// Creates the action.
    package init(mail: ScreenMail, animated: Bool, onFinish: @escaping @MainActor (ScreenMailResult) -> Void) {
        self.mail = mail
        self.animated = animated
        self.onFinish = onFinish
    }

    /// `mail(to: [help@example.com])`.
    package var description: String { "mail(to: [\(mail.to.joined(separator: ", "))])" }

    /// Presents the composer, or hands the `mailto:` URL to the window.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        if Container.Platform.canComposeMail(from: container.modalContainer) {
            let screen = ScreenMailScreen<Container.Platform>(mail: mail, onFinish: onFinish)
            return ScreenPresentAction<ScreenMailScreen<Container.Platform>, Container>(screen: screen, animated: animated)
                .perform(container: container, navigator: navigator, completion: completion)
        }
        guard let url = mail.mailtoURL, let window = container.windowContainer else {
            return completion(
                .failure(ScreenContainerNotFoundError("no mail account, and \(container) is not in a window to open a mailto: URL.")))
        }
        let onFinish = onFinish
        ScreenOpenURLAction<Container.Platform.Window>(url: url).perform(container: window, navigator: navigator) { result in
            if case .success = result { onFinish(.handedToMailApp) }
            completion(result)
        }
    }
}

extension ScreenThenable
where Current: ScreenModalContainer, Current.Platform: ScreenMailPlatform, Current.Platform.Window: ScreenURLOpeningContainer {
    /// Composes an email in the app (`MFMailComposeViewController`), or, with no mail account,
    /// hands it to the Mail app as a `mailto:` URL.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).mail(to: ["help@example.com"], subject: "Order 42") { result in log(result) }
    /// ```
    /// - Note: Fails like `present(_:)` when the composer cannot be presented, and with
    ///   ``ScreenUnsupportedURLError`` when the `mailto:` URL does not open; completes after the
    ///   composer appeared or the URL was handed over. `onFinish` runs once composing ended.
    public func mail(
        to recipients: [String], subject: String = "", body: String = "", animated: Bool = true,
        onFinish: @escaping @MainActor (ScreenMailResult) -> Void = { _ in }
    ) -> ScreenRoute<Root, Current> {
        let mail = ScreenMail(to: recipients, subject: subject, body: body)
        return then(ScreenMailAction<Current>(mail: mail, animated: animated, onFinish: onFinish))
    }
}
