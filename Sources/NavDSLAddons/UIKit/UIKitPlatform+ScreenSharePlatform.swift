#if canImport(UIKit)
    import UIKit

    extension UIKitPlatform: ScreenSharePlatform {
        /// A `UIActivityViewController` for the share: its items (each an item source giving the
        /// subject, when there is one), the app's activities as `UIActivity` subclasses, the
        /// excluded types, and `completionWithItemsHandler` reporting to `onComplete`.
        @MainActor
        public static func makeShareContainer(for share: ScreenShare) -> UIViewController {
            let items: [Any] =
                share.subject.map { subject in share.items.map { ScreenShareItemSource(item: $0, subject: subject) } } ?? share.items
            let controller = UIActivityViewController(
                activityItems: items,
                applicationActivities: share.activities.isEmpty ? nil : share.activities.map(ScreenShareUIActivity.init))
            if !share.excludedActivityTypes.isEmpty {
                controller.excludedActivityTypes = share.excludedActivityTypes.map { UIActivity.ActivityType(rawValue: $0.rawValue) }
            }
            let onComplete = share.onComplete
            // UIKit runs the handler on the main thread once the sheet (and the activity) finished.
            controller.completionWithItemsHandler = { type, completed, _, _ in
                onComplete?(
                    ScreenShareCompletion(activityType: type.map { ScreenActivityType(rawValue: $0.rawValue) }, completed: completed))
            }
            return controller
        }
    }

    /// One shared item with its subject, for activities that have a subject line (Mail).
    final class ScreenShareItemSource: NSObject, UIActivityItemSource {
        let item: String
        let subject: String

        init(item: String, subject: String) {
            self.item = item
            self.subject = subject
        }

        func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { item }

        func activityViewController(
            _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
        )
            -> Any?
        { item }

        func activityViewController(
            _ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?
        ) -> String { subject }
    }

    /// An app's ``ScreenShareActivity`` as UIKit's `UIActivity`: it performs on the text items it
    /// was prepared with and reports whether it completed.
    final class ScreenShareUIActivity: UIActivity {
        private let activity: ScreenShareActivity
        private var items: [String] = []

        init(_ activity: ScreenShareActivity) {
            self.activity = activity
            super.init()
        }

        override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType(rawValue: activity.type.rawValue) }
        override var activityTitle: String? { activity.title }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
        override func prepare(withActivityItems activityItems: [Any]) { items = activityItems.compactMap { $0 as? String } }

        /// UIKit calls it on the main thread (documented), where the activity's closure runs.
        override func perform() {
            let perform = activity.perform
            let items = items
            activityDidFinish(MainActor.assumeIsolated { perform(items) })
        }
    }
#endif
