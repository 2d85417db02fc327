// Stub of Quick Look's preview controller, for the UIKit adapter check on Linux. The data source's
// and delegate's methods are Objective-C protocol methods in the SDK (the delegate's `optional`);
// the stub gives the optional one a default implementation. As in the SDK, the data source is a
// main-actor protocol (NS_SWIFT_UI_ACTOR, class-bound as every @objc protocol, not refining
// NSObjectProtocol) and the delegate is not.
import UIKit

/// https://developer.apple.com/documentation/quicklook/qlpreviewitem
@available(iOS 4.0, *)
public protocol QLPreviewItem: NSObjectProtocol {
    /// https://developer.apple.com/documentation/quicklook/qlpreviewitem/previewitemurl
    @available(iOS 8.0, *)
    var previewItemURL: URL? { get }
}

extension NSURL: QLPreviewItem {
    public var previewItemURL: URL? { self as URL }
}

/// https://developer.apple.com/documentation/quicklook/qlpreviewcontrollerdatasource
@available(iOS 4.0, *)
@MainActor
public protocol QLPreviewControllerDataSource: AnyObject {
    /// https://developer.apple.com/documentation/quicklook/qlpreviewcontrollerdatasource/numberofpreviewitems(in:)
    @available(iOS 4.0, *)
    func numberOfPreviewItems(in controller: QLPreviewController) -> Int
    /// https://developer.apple.com/documentation/quicklook/qlpreviewcontrollerdatasource/previewcontroller(_:previewitemat:)
    @available(iOS 4.0, *)
    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem
}

/// https://developer.apple.com/documentation/quicklook/qlpreviewcontrollerdelegate
/// (not main-actor isolated in the SDK)
@available(iOS 4.0, *)
public protocol QLPreviewControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/quicklook/qlpreviewcontrollerdelegate/previewcontrollerdiddismiss(_:)
    @available(iOS 4.0, *)
    func previewControllerDidDismiss(_ controller: QLPreviewController)
}

@available(iOS 4.0, *)
extension QLPreviewControllerDelegate {
    public func previewControllerDidDismiss(_ controller: QLPreviewController) {}
}

/// https://developer.apple.com/documentation/quicklook/qlpreviewcontroller
@available(iOS 4.0, *)
@MainActor
open class QLPreviewController: UIViewController {
    /// https://developer.apple.com/documentation/quicklook/qlpreviewcontroller/datasource
    @available(iOS 4.0, *)
    open weak var dataSource: (any QLPreviewControllerDataSource)?
    /// https://developer.apple.com/documentation/quicklook/qlpreviewcontroller/delegate
    @available(iOS 4.0, *)
    open weak var delegate: (any QLPreviewControllerDelegate)?
    /// https://developer.apple.com/documentation/quicklook/qlpreviewcontroller/currentpreviewitemindex
    @available(iOS 4.0, *)
    open var currentPreviewItemIndex = 0

    /// https://developer.apple.com/documentation/quicklook/qlpreviewcontroller/canpreview(_:)
    /// (stub: a file URL whose extension the test's own scope does not refuse, `StubQuickLookAnswers`)
    @available(iOS 4.0, *)
    open class func canPreview(_ item: any QLPreviewItem) -> Bool {
        guard let url = item.previewItemURL else { return false }
        return url.isFileURL && !StubQuickLookAnswers.current.unpreviewableExtensions.contains(url.pathExtension.lowercased())
    }
}

/// Stub-only: the files this device's Quick Look cannot show, for the test that binds them:
/// `StubQuickLookAnswers.$current.withValue(.init(unpreviewableExtensions: ["xyz"])) { ... }`.
///
/// A task-local value, not a process-wide switch: `canPreview(_:)` is a class method asked before
/// any preview controller exists, so the answer cannot come from a window's run loop, and a test
/// that refuses a type cannot leak it to a test running beside it.
public struct StubQuickLookAnswers: Sendable {
    /// The file extensions (lowercase, without the dot) `canPreview(_:)` refuses.
    public var unpreviewableExtensions: Set<String>

    public init(unpreviewableExtensions: Set<String> = []) {
        self.unpreviewableExtensions = unpreviewableExtensions
    }

    /// The answers of the current task's scope (by default: every file URL can be previewed).
    @TaskLocal public static var current = StubQuickLookAnswers()
}
