#if canImport(SwiftUI) && canImport(UIKit)
    import Combine
    import Foundation
    import NavDSL
    import SwiftUI

    /// A presented model its presenter draws with a modifier of its own (an alert with `.alert`, an
    /// action sheet with `.confirmationDialog`), never as a sheet or cover: the addons' views adopt it.
    @MainActor
    protocol SwiftUIModifierPresentedModel: SwiftUIScreenModel {}

    /// The bridge from a model's change signal to SwiftUI: an `ObservableObject` one view holds
    /// (`@StateObject`) for as long as it shows the model, with the bindings that view hands to
    /// SwiftUI, made once here so SwiftUI never sees a rebuilt binding (the study's pitfall 6).
    ///
    /// A change re-renders on the next main-queue turn, never inside the turn that made it: a
    /// binding setter runs during SwiftUI's own update, and publishing from there is what SwiftUI
    /// warns about ("Publishing changes from within view updates"). The scene's
    /// ``SwiftUIAcknowledger`` coalesces the changes of one turn into one render (one path write per
    /// frame), in a `Transaction` whose `disablesAnimations` says whether any of them was animated.
    @MainActor
    class SwiftUIModelObserver: ObservableObject {
        let model: SwiftUIScreenModel
        /// Where a published change is reported, so the scene can acknowledge it.
        weak var acknowledger: SwiftUIAcknowledger?

        /// The sheet the model presents (`nil` for a cover); `nil` written by SwiftUI is the user's.
        let sheet: Binding<SwiftUIScreenModel?>
        /// The full-screen cover the model presents (`nil` for a sheet).
        let cover: Binding<SwiftUIScreenModel?>

        private var observation: SwiftUIModelObservation?
        private var isScheduled = false
        private var isAnimated = false

        init(model: SwiftUIScreenModel) {
            self.model = model
            sheet = Binding(
                get: { model.presented.flatMap { $0.isFullScreenCover || $0 is any SwiftUIModifierPresentedModel ? nil : $0 } },
                set: { if $0 == nil { model.userDidDismissPresented() } })
            cover = Binding(
                get: { model.presented.flatMap { $0.isFullScreenCover && !($0 is any SwiftUIModifierPresentedModel) ? $0 : nil } },
                set: { if $0 == nil { model.userDidDismissPresented() } })
            observation = model.signal.observe { [weak self] in self?.modelDidChange() }
        }

        /// Tells the observer which scene schedules its renders (a plain weak reference, not state:
        /// setting it while SwiftUI reads a body publishes nothing).
        func attach(to acknowledger: SwiftUIAcknowledger?) {
            if self.acknowledger !== acknowledger { self.acknowledger = acknowledger }
        }

        private func modelDidChange() {
            let animated = model.signal.isAnimated
            if let acknowledger {
                acknowledger.schedule(objectWillChange, animated: animated)
                return
            }
            // Outside a scene view: the same next-turn render, on its own.
            isAnimated = isAnimated || animated
            guard !isScheduled else { return }
            isScheduled = true
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.isScheduled = false
                    var transaction = Transaction()
                    transaction.disablesAnimations = !self.isAnimated
                    self.isAnimated = false
                    withTransaction(transaction) { self.objectWillChange.send() }
                }
            }
        }
    }
#endif
