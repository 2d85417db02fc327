#if canImport(UIKit)
    import UIKit

    extension UIKitPlatform: ScreenSharePlatform {
        /// A `UIActivityViewController` for the share: its items (an item source for a custom item
        /// or when there is a subject, else the value itself), the app's activities as `UIActivity`
        /// subclasses, the excluded types, and `completionWithItemsHandler` reporting to `onComplete`.
        @MainActor
        public static func makeShareContainer(for share: ScreenShare) -> UIViewController {
            let items: [Any] = share.items.map { item in
                item.dependsOnActivity || share.subject != nil
                    ? ScreenShareItemSource(item: item, subject: share.subject) : item.placeholder.activityItem
            }
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

    extension ScreenShareValue {
        /// The object UIKit shares: a string, a URL, or the image made from the data.
        var activityItem: Any {
            switch self {
            case .text(let text): text
            case .url(let url): url
            case .imageData(let data): UIImage(data: data) ?? data
            }
        }
    }

    /// One shared item as UIKit's item source: its placeholder, its value for the activity picked,
    /// and its subject (the item's own, else the share's) for activities that have a subject line.
    ///
    /// UIKit may ask from any thread; the item's closures are `@Sendable` for that.
    final class ScreenShareItemSource: NSObject, UIActivityItemSource {
        let item: ScreenShareItem
        let subject: String?

        init(item: ScreenShareItem, subject: String?) {
            self.item = item
            self.subject = subject
        }

        func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
            item.placeholder.activityItem
        }

        func activityViewController(
            _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
        )
            -> Any?
        { item.value(for: activityType.map { ScreenActivityType(rawValue: $0.rawValue) })?.activityItem }

        func activityViewController(
            _ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?
        ) -> String { item.subject(for: activityType.map { ScreenActivityType(rawValue: $0.rawValue) }) ?? subject ?? "" }
    }

    /// An app's ``ScreenShareActivity`` as UIKit's `UIActivity`: it performs on the items it was
    /// prepared with as text (strings, and links as their address) and reports whether it completed.
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
        override func prepare(withActivityItems activityItems: [Any]) {
            items = activityItems.compactMap { ($0 as? String) ?? ($0 as? URL)?.absoluteString }
        }

        /// UIKit calls it on the main thread (documented), where the activity's closure runs.
        override func perform() {
            let perform = activity.perform
            let items = items
            activityDidFinish(MainActor.assumeIsolated { perform(items) })
        }
    }
#endif
