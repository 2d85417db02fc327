// Stub of SafariServices for the UIKit adapter check on Linux.
import UIKit

/// https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller
@MainActor
open class SFSafariViewController: UIViewController {
    /// Stub-only: the page shown.
    public private(set) var stubURL: URL?

    /// https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller/init(url:)
    public convenience init(url URL: URL) {
        self.init(nibName: nil, bundle: nil)
        stubURL = URL
    }
}
