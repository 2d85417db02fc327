#if canImport(UIKit)
    import UIKit

    /// Brings a delegate callback that the SDK declares nonisolated onto the main actor.
    ///
    /// `MFMailComposeViewControllerDelegate`, `SKStoreProductViewControllerDelegate` and
    /// `QLPreviewControllerDelegate` are not main-actor protocols in the SDK, and their headers do not
    /// promise the main thread. UIKit calls them there in practice: then the callback runs at once,
    /// in the same turn (the dismissal starts before UIKit's next event). Called from another
    /// thread, it is queued onto the main actor instead of touching main-actor state from there.
    enum ScreenMainActorDelivery {
        /// Runs `callback` on the main actor: now when already on the main thread, else queued.
        static func deliver(_ callback: @escaping @MainActor @Sendable () -> Void) {
            if Thread.isMainThread {
                MainActor.assumeIsolated(callback)
            } else {
                Task { @MainActor in callback() }
            }
        }
    }
#endif
