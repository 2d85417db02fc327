#if canImport(UIKit) && canImport(SafariServices)
    import SafariServices
    import UIKit

    extension UIKitPlatform: ScreenSafariPlatform {
        /// An `SFSafariViewController` on `url` (the DSL has already refused non-web URLs, which crash it).
        @MainActor
        public static func makeSafariContainer(for url: URL) -> UIViewController {
            SFSafariViewController(url: url)
        }
    }
#endif
