/// A mail composer on screen, whatever family shows it: how composing ended, reported once.
///
/// A container family's composer holds one and adopts ``ScreenMailComposing``, which gives it
/// `finish(with:)`: the composer is taken off screen, then `onFinish` runs; later calls are ignored,
/// as UIKit calls the delegate once.
///
/// ```swift
/// let model = ScreenMailModel(mail: ScreenMail(to: ["help@example.com"])) { result in log(result) }
/// model.dismissal = { then in presenter.dismiss(animated: true, completion: then) }
/// ```
/// - Note: Never fails; without a ``dismissal`` `onFinish` runs at once.
@MainActor
public final class ScreenMailModel {
    /// The email being composed.
    public let mail: ScreenMail
    /// How composing ended, once it did.
    public private(set) var result: ScreenMailResult?
    /// How the container showing the composer leaves the screen before `onFinish` runs.
    ///
    /// It calls its argument once the composer is gone; `nil` runs `onFinish` at once.
    public var dismissal: ((@escaping @MainActor () -> Void) -> Void)?
    private let onFinish: @MainActor (ScreenMailResult) -> Void

    /// A model of composing `mail`, reporting to `onFinish`.
    public init(mail: ScreenMail, onFinish: @escaping @MainActor (ScreenMailResult) -> Void) {
        self.mail = mail
        self.onFinish = onFinish
    }

    /// Ends composing with `result`: dismissed, then reported; nothing once it ended.
    func finish(with result: ScreenMailResult) {
        guard self.result == nil else { return }
        self.result = result
        let onFinish = onFinish
        guard let dismissal else { return onFinish(result) }
        dismissal { onFinish(result) }
    }
}

/// A container that shows a mail composer through a ``ScreenMailModel``: what a family's composer
/// adopts to get `finish(with:)`.
///
/// ```swift
/// let composer = try #require(window.rootViewController?.presentedViewController as? any ScreenMailComposing)
/// composer.finish(with: .sent)   // dismisses the composer, then reports `.sent`
/// ```
/// - Note: Never fails.
@MainActor
public protocol ScreenMailComposing: AnyObject {
    /// The email and how composing ended.
    var mailModel: ScreenMailModel { get }
}

extension ScreenMailComposing {
    /// The email being composed.
    public var mail: ScreenMail { mailModel.mail }
    /// How composing ended, once it did.
    public var result: ScreenMailResult? { mailModel.result }

    /// Ends composing with `result`, as the user sending, saving or cancelling would: the composer
    /// is dismissed, then `onFinish` runs.
    ///
    /// ```swift
    /// composer.finish(with: .cancelled)
    /// ```
    /// - Note: Later calls are ignored, as UIKit calls the delegate once.
    public func finish(with result: ScreenMailResult) {
        mailModel.finish(with: result)
    }
}
