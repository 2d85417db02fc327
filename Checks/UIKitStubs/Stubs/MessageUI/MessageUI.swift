// Stub of MessageUI's mail composer for the UIKit adapter check on Linux.
// MFMailComposeViewControllerDelegate's method is `optional` in the SDK (an @objc protocol);
// without the Objective-C runtime the stub makes it a requirement with a default implementation.
import UIKit

/// https://developer.apple.com/documentation/messageui/mfmailcomposeresult
@available(iOS 3.0, *)
public enum MFMailComposeResult: Int, Sendable {
    case cancelled = 0, saved, sent, failed
}

/// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontrollerdelegate
/// (not main-actor isolated in the SDK)
@available(iOS 3.0, *)
public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontrollerdelegate/mailcomposecontroller(_:didfinishwith:error:)
    @available(iOS 3.0, *)
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

@available(iOS 3.0, *)
extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {}
}

/// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller
@available(iOS 3.0, *)
@MainActor
open class MFMailComposeViewController: UINavigationController {
    /// Stub-only: the recipients, subject and body set.
    public private(set) var stubRecipients: [String]?
    public private(set) var stubSubject = ""
    public private(set) var stubBody = ""

    /// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller/mailcomposedelegate
    @available(iOS 3.0, *)
    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?

    /// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller/cansendmail()
    /// (stub: the answer of the test's own scope, `StubMailAnswers`)
    @available(iOS 3.0, *)
    open class func canSendMail() -> Bool { StubMailAnswers.current.canSendMail }

    /// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller/settorecipients(_:)
    @available(iOS 3.0, *)
    open func setToRecipients(_ toRecipients: [String]?) { stubRecipients = toRecipients }

    /// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller/setsubject(_:)
    @available(iOS 3.0, *)
    open func setSubject(_ subject: String) { stubSubject = subject }

    /// https://developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller/setmessagebody(_:ishtml:)
    @available(iOS 3.0, *)
    open func setMessageBody(_ body: String, isHTML: Bool) { stubBody = body }
}

/// Stub-only: whether this device has a mail account, for the test that binds it:
/// `StubMailAnswers.$current.withValue(.init(canSendMail: false)) { ... }`.
///
/// A task-local value, not a process-wide switch: `canSendMail()` is a class method asked before
/// any composer exists, so the answer cannot come from a window's run loop, and a test that
/// removes the account cannot leak it to a test running beside it.
public struct StubMailAnswers: Sendable {
    /// What `canSendMail()` answers.
    public var canSendMail: Bool

    public init(canSendMail: Bool = true) {
        self.canSendMail = canSendMail
    }

    /// The answers of the current task's scope (by default: a mail account is set up).
    @TaskLocal public static var current = StubMailAnswers()
}
