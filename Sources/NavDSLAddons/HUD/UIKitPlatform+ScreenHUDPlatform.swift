#if canImport(UIKit)
    import UIKit

    extension UIKitPlatform: ScreenHUDPlatform {
        /// The window's scene: one HUD covers all its windows.
        @MainActor
        public static func hudScene(of window: UIWindow) -> AnyObject? {
            window.windowScene
        }

        /// A ``ScreenHUDViewController`` in a new `UIWindow` at `.alert` level in `window`'s scene.
        ///
        /// The window is shown (cross-dissolving when `animated`) without becoming key; `nil` when
        /// `window` has no scene. It never reaches `UIApplication.shared`, so app extensions can
        /// show it too.
        @MainActor
        public static func showHUDOverlay(_ hud: ScreenHUD, over window: UIWindow, animated: Bool) -> ScreenHUDOverlay? {
            guard let scene = window.windowScene else { return nil }
            let overlay = UIWindow(windowScene: scene)
            overlay.windowLevel = .alert
            let controller = ScreenHUDViewController(hud: hud)
            overlay.rootViewController = controller
            overlay.isHidden = false
            if animated { fade(controller, in: overlay, hidden: false) {} }
            // The closure keeps the overlay window alive until the HUD hides: UIKit does not.
            return ScreenHUDOverlay(container: controller) { animated in
                if animated {
                    fade(controller, in: overlay, hidden: true) { overlay.isHidden = true }
                } else {
                    overlay.isHidden = true
                }
            }
        }

        /// Cross-dissolves the HUD's view in or out of its window.
        @MainActor
        private static func fade(_ controller: UIViewController, in overlay: UIWindow, hidden: Bool, completion: @escaping () -> Void) {
            if !hidden { controller.view.isHidden = true }
            UIView.transition(
                with: overlay, duration: 0.25, options: .transitionCrossDissolve, animations: { controller.view.isHidden = hidden }
            ) { _ in completion() }
        }
    }

    /// The UIKit HUD: a dimmed full-screen view with a spinner, a symbol or a progress bar, and a
    /// line of text, the root of the HUD's own window above the app's windows, so the screen
    /// under it stays visible and keeps changing.
    ///
    /// ```swift
    /// ScreenWindowRoute().top(.container).showHUD(.spinner("Saving"))
    /// ```
    @MainActor
    public final class ScreenHUDViewController: UIViewController, ScreenHUDContainer {
        /// What the HUD shows now.
        public private(set) var screenHUD: ScreenHUD
        /// Counts the contents shown.
        public private(set) var screenHUDGeneration = 0
        private let spinner = UIActivityIndicatorView(style: .large)
        private let symbol = UIImageView(image: nil)
        private let progressBar = UIProgressView(progressViewStyle: .default)
        private let label = UILabel()

        /// Creates the controller showing `hud`.
        public init(hud: ScreenHUD) {
            screenHUD = hud
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        /// Lays the HUD out in the middle of a dimmed view.
        public override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = UIColor(white: 0, alpha: 0.4)
            label.numberOfLines = 0
            let stack = UIStackView(arrangedSubviews: [spinner, symbol, progressBar, label])
            stack.axis = .vertical
            stack.alignment = .center
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            ])
            render(animated: false)
        }

        /// Shows `hud` in place; a progress bar moves to its new value.
        public func showScreenHUD(_ hud: ScreenHUD) {
            screenHUD = hud
            screenHUDGeneration += 1
            if viewIfLoaded != nil { render(animated: true) }
        }

        private func render(animated: Bool) {
            spinner.isHidden = screenHUD.kind != .spinner
            if screenHUD.kind == .spinner { spinner.startAnimating() } else { spinner.stopAnimating() }
            switch screenHUD.kind {
            case .success: symbol.image = UIImage(systemName: "checkmark.circle")
            case .failure: symbol.image = UIImage(systemName: "xmark.circle")
            case .spinner, .progress: symbol.image = nil
            }
            symbol.isHidden = symbol.image == nil
            if case .progress(let fraction) = screenHUD.kind {
                progressBar.setProgress(Float(fraction), animated: animated)
                progressBar.isHidden = false
            } else {
                progressBar.isHidden = true
            }
            label.text = screenHUD.text
            label.isHidden = screenHUD.text == nil
        }
    }
#endif
