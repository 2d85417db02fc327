#if canImport(SwiftUI) && canImport(UIKit)
    import Combine
    import Foundation
    import NavDSL
    import SwiftUI

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
        /// The selected detent while the model is presented as a sheet.
        let detent: Binding<PresentationDetent>

        private var observation: SwiftUIModelObservation?
        private var isScheduled = false
        private var isAnimated = false

        init(model: SwiftUIScreenModel) {
            self.model = model
            sheet = Binding(model.presentationBinding(cover: false))
            cover = Binding(model.presentationBinding(cover: true))
            let detent = model.detentBinding()
            self.detent = Binding(
                get: { SwiftUISheetSettingsModifier.detent(detent.get()) },
                set: { written in
                    // The one drawn detent SwiftUI wrote back (the view's only lookup: the cases map one to one).
                    if let drawn = model.drawnDetents.first(where: { SwiftUISheetSettingsModifier.detent($0) == written }) {
                        detent.set(drawn)
                    }
                })
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

    extension Binding {
        /// A model binding handed to SwiftUI as it is.
        @MainActor
        init(_ binding: SwiftUIModelBinding<Value>) {
            self.init(get: { binding.get() }, set: { binding.set($0) })
        }
    }
#endif
