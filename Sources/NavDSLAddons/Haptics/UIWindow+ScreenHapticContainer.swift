#if canImport(UIKit)
    import UIKit

    extension UIWindow: ScreenHapticContainer {
        /// Plays `haptic` with a new UIKit feedback generator attached to this window (iOS 17.5
        /// and later; before, a generator not attached to a view).
        ///
        /// The generators' initializers without a view are marked to be deprecated in the SDK; their
        /// replacements (`init(view:)`, `init(style:view:)`) start with iOS 17.5, above the package's
        /// iOS 16, so the old ones remain only in the `#available` fallback.
        public func playScreenHaptic(_ haptic: ScreenHaptic) {
            switch haptic {
            case .impact(let impact):
                let style = impactStyle(of: impact)
                if #available(iOS 17.5, *) {
                    UIImpactFeedbackGenerator(style: style, view: self).impactOccurred()
                } else {
                    UIImpactFeedbackGenerator(style: style).impactOccurred()
                }
            case .notification(let outcome):
                let type: UINotificationFeedbackGenerator.FeedbackType =
                    switch outcome {
                    case .success: .success
                    case .warning: .warning
                    case .error: .error
                    }
                if #available(iOS 17.5, *) {
                    UINotificationFeedbackGenerator(view: self).notificationOccurred(type)
                } else {
                    UINotificationFeedbackGenerator().notificationOccurred(type)
                }
            case .selection:
                if #available(iOS 17.5, *) {
                    UISelectionFeedbackGenerator(view: self).selectionChanged()
                } else {
                    UISelectionFeedbackGenerator().selectionChanged()
                }
            }
        }

        private func impactStyle(of impact: ScreenHaptic.Impact) -> UIImpactFeedbackGenerator.FeedbackStyle {
            switch impact {
            case .light: .light
            case .medium: .medium
            case .heavy: .heavy
            case .soft: .soft
            case .rigid: .rigid
            }
        }
    }
#endif
