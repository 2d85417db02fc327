#if canImport(UIKit)
    import UIKit

    extension UIWindow: ScreenHapticContainer {
        /// Plays `haptic` with a new UIKit feedback generator attached to this window (iOS 17.5
        /// and later; before, a generator not attached to a view).
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
                let generator = UINotificationFeedbackGenerator()
                generator.notificationOccurred(type)
            case .selection:
                UISelectionFeedbackGenerator().selectionChanged()
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
