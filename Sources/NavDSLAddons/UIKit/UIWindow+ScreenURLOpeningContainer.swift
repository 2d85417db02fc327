#if canImport(UIKit)
    import UIKit

    extension UIWindow: ScreenURLOpeningContainer {
        /// `UIApplication.shared.open(_:options:completionHandler:)`.
        public func openScreenURL(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
            UIApplication.shared.open(url, options: [:]) { opened in
                Task { @MainActor in completion(opened) }
            }
        }
    }
#endif
