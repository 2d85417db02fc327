#if canImport(UIKit)
    import UIKit

    extension UIKitPlatform: ScreenHUDPlatform {
        /// A ``ScreenHUDViewController``.
        @MainActor
        public static func makeHUDContainer(for hud: ScreenHUD) -> UIViewController {
            ScreenHUDViewController(hud: hud)
        }
    }

    /// The UIKit HUD: a dimmed full-screen overlay with a spinner, a symbol or a progress bar, and
    /// a line of text, presented `overFullScreen` with a cross-dissolve so the screen under it
    /// stays visible.
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
            modalPresentationStyle = .overFullScreen
            modalTransitionStyle = .crossDissolve
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
