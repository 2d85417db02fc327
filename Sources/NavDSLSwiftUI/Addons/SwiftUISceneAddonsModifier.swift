#if canImport(SwiftUI) && canImport(UIKit)
    import Combine
    import Foundation
    import NavDSL
    import NavDSLAddons
    import SwiftUI

    /// What a scene adds for the addons: the window's HUD as an overlay above every screen, sheets
    /// and covers included, and the environment's `openURL` as the window device's URL opener (so
    /// `open(_:)`, `call(to:)` and the `mailto:` fallback work in apps and app extensions alike).
    struct SwiftUISceneAddonsModifier: ViewModifier {
        let window: SwiftUIWindowModel
        @StateObject private var hud: SwiftUIHUDObserver
        @Environment(\.openURL) private var openURL

        init(window: SwiftUIWindowModel) {
            self.window = window
            _hud = StateObject(wrappedValue: SwiftUIHUDObserver(slot: SwiftUIHUDSlot.of(window)))
        }

        func body(content: Content) -> some View {
            content
                .overlay {
                    if let model = hud.shown {
                        SwiftUIHUDView(hud: model.screenHUD).transition(.opacity)
                    }
                }
                .onAppear {
                    let openURL = openURL
                    window.device.urlOpener = ScreenURLOpener { url, done in
                        openURL(url) { accepted in done(accepted) }
                    }
                }
        }
    }

    /// Re-renders the overlay when a HUD comes, goes or changes, on the next main-queue turn (never
    /// inside the turn that changed it), animated as the change was.
    @MainActor
    final class SwiftUIHUDObserver: ObservableObject {
        private let slot: SwiftUIHUDSlot
        private var slotObservation: SwiftUIModelObservation?
        private var hudObservation: SwiftUIModelObservation?
        private(set) var shown: SwiftUIHUDModel?

        init(slot: SwiftUIHUDSlot) {
            self.slot = slot
            shown = slot.hud
            slotObservation = slot.signal.observe { [weak self] in self?.slotDidChange() }
            observeShown()
        }

        private func slotDidChange() {
            publish(animated: slot.signal.isAnimated) { $0.shown = $0.slot.hud }
            observeShown()
        }

        private func observeShown() {
            hudObservation = slot.hud?.signal.observe { [weak self] in self?.publish(animated: true) { _ in } }
        }

        private func publish(animated: Bool, _ update: @escaping @MainActor (SwiftUIHUDObserver) -> Void) {
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    var transaction = Transaction(animation: animated ? .easeInOut(duration: 0.25) : nil)
                    transaction.disablesAnimations = !animated
                    withTransaction(transaction) {
                        self.objectWillChange.send()
                        update(self)
                    }
                }
            }
        }
    }

    /// The HUD: a dimmed backdrop with a spinner, a symbol or a progress bar, and a line of text.
    struct SwiftUIHUDView: View {
        let hud: ScreenHUD

        var body: some View {
            ZStack {
                Color.black.opacity(0.4).ignoresSafeArea()
                VStack(spacing: 12) {
                    symbol
                    if let text = hud.text { Text(text).multilineTextAlignment(.center) }
                }
                .padding(24)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 14))
            }
            .accessibilityElement(children: .combine)
        }

        @ViewBuilder private var symbol: some View {
            switch hud.kind {
            case .spinner: ProgressView().controlSize(.large)
            case .success: Image(systemName: "checkmark.circle").font(.largeTitle)
            case .failure: Image(systemName: "xmark.circle").font(.largeTitle)
            case .progress(let fraction): ProgressView(value: fraction).frame(width: 160)
            }
        }
    }
#endif
