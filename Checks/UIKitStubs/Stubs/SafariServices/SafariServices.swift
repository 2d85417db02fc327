// Stub of SafariServices for the UIKit adapter check on Linux.
import UIKit

/// https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller
@available(iOS 9.0, *)
@MainActor
open class SFSafariViewController: UIViewController {
    /// Stub-only: the page shown.
    public private(set) var stubURL: URL?

    /// https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller/init(url:)
    @available(iOS 9.0, *)
    public convenience init(url URL: URL) {
        self.init(nibName: nil, bundle: nil)
        stubURL = URL
    }
}
