#if canImport(SwiftUI) && canImport(UIKit)
    import NavDSL
    import NavDSLAddons
    import SwiftUI
    import UIKit

    /// What a scene adds for the addons: the window model's HUD, and the environment's `openURL` as
    /// the window device's URL opener (so `open(_:)`, `call(to:)` and the `mailto:` fallback work).
    ///
    /// The HUD is the UIKit addon's own: a `ScreenHUDViewController` in a `UIWindow` at alert level
    /// in the scene's window scene, so it covers sheets and full-screen covers too (an overlay on
    /// the scene's root view would sit under them), and it never takes a presentation slot.
    struct SwiftUISceneAddonsModifier: ViewModifier {
        let window: SwiftUIWindowModel
        @Environment(\.openURL) private var openURL

        func body(content: Content) -> some View {
            content
                .background(SwiftUIHUDHost(slot: SwiftUIHUDSlot.of(window)).allowsHitTesting(false))
                .onAppear {
                    let openURL = openURL
                    window.device.urlOpener = ScreenURLOpener { url, done in
                        openURL(url) { accepted in done(accepted) }
                    }
                }
        }
    }

    /// An empty view in the scene whose `UIWindow` the HUD's overlay window joins.
    struct SwiftUIHUDHost: UIViewRepresentable {
        let slot: SwiftUIHUDSlot

        func makeUIView(context: Context) -> SwiftUIHUDHostView { SwiftUIHUDHostView(slot: slot) }

        func updateUIView(_ view: SwiftUIHUDHostView, context: Context) {}
    }

    /// Shows, updates and hides the UIKit HUD overlay as the window model's HUD slot says: at once
    /// when the model changes (a route's step, not a view update), and when the view reaches its
    /// window (a HUD shown before the scene appeared).
    final class SwiftUIHUDHostView: UIView {
        private let slot: SwiftUIHUDSlot
        private var slotObservation: SwiftUIModelObservation?
        private var contentObservation: SwiftUIModelObservation?
        private var overlay: ScreenHUDOverlay?
        private weak var shown: SwiftUIHUDModel?
        /// Under a `.fullScreen` cover the scene root, and this view with it, is out of the window.
        private var knownWindow = SwiftUIRememberedWindow<UIWindow>()

        init(slot: SwiftUIHUDSlot) {
            self.slot = slot
            super.init(frame: .zero)
            isUserInteractionEnabled = false
            slotObservation = slot.signal.observe { [weak self] in self?.sync() }
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            sync()
        }

        private func sync() {
            _ = knownWindow.resolve(window)
            let animated = slot.signal.isAnimated
            guard let model = slot.hud else {
                overlay?.hide(animated)
                overlay = nil
                shown = nil
                contentObservation = nil
                return
            }
            guard model !== shown, let window = knownWindow.resolve(window) else { return }
            overlay?.hide(false)
            overlay = UIKitPlatform.showHUDOverlay(model.screenHUD, over: window, animated: animated)
            shown = model
            contentObservation = model.signal.observe { [weak self, weak model] in
                if let model { self?.overlay?.container.showScreenHUD(model.screenHUD) }
            }
        }
    }
#endif
