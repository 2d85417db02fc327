#if canImport(UIKit)
    import UIKit

    @available(iOSApplicationExtension, unavailable, message: "In app extensions open URLs with open(_:with:) and a ScreenURLOpener.")
    extension UIWindow: ScreenURLOpeningContainer {
        /// `UIApplication.shared.open(_:options:completionHandler:)`; unavailable in app extensions,
        /// where `UIApplication.shared` is: use ``ScreenURLOpener`` there.
        public func openScreenURL(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
            ScreenURLOpener.application(UIApplication.shared).open(url, completion)
        }

        /// `UIApplication.openSettingsURLString`: this app's page in the Settings app.
        public static var appSettingsURL: URL? { URL(string: UIApplication.openSettingsURLString) }
    }

    extension ScreenURLOpener {
        /// Opens URLs with `application.open(_:options:completionHandler:)`.
        ///
        /// ```swift
        /// ScreenWindowRoute().open(url, with: .application(application))
        /// ```
        public static func application(_ application: UIApplication) -> ScreenURLOpener {
            ScreenURLOpener { [weak application] url, completion in
                guard let application else { return completion(false) }
                application.open(url, options: [:]) { opened in
                    Task { @MainActor in completion(opened) }
                }
            }
        }
    }
#endif
