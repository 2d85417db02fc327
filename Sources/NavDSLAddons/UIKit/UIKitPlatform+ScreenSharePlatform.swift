#if canImport(UIKit)
    import UIKit

    extension UIKitPlatform: ScreenSharePlatform {
        /// A `UIActivityViewController` for the shared items.
        @MainActor
        public static func makeShareContainer(for share: ScreenShare) -> UIViewController {
            UIActivityViewController(activityItems: share.items, applicationActivities: nil)
        }
    }
#endif
