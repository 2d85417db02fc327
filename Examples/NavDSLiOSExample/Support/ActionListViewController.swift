#if canImport(UIKit)
    import UIKit

    /// A plain screen for the example: a status line and a column of buttons.
    ///
    /// The example's controllers subclass it so each file shows navigation, not layout code.
    class ActionListViewController: UIViewController {
        private let statusLabel = UILabel()
        private let stack = UIStackView()

        /// The line at the top: what the screen shows, or the last result reported back to it.
        var status: String? {
            get { statusLabel.text }
            set { statusLabel.text = newValue }
        }

        init(title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
            // Built here, not in viewDidLoad, so a screen can set its status and buttons before
            // UIKit loads the view.
            statusLabel.numberOfLines = 0
            statusLabel.textAlignment = .center
            statusLabel.textColor = .secondaryLabel
            stack.axis = .vertical
            stack.spacing = 12
            stack.addArrangedSubview(statusLabel)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            let guide = view.layoutMarginsGuide
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                stack.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            ])
        }

        /// Adds a button that runs `action`.
        func addAction(_ title: String, action: @escaping @MainActor () -> Void) {
            var configuration = UIButton.Configuration.filled()
            configuration.title = title
            stack.addArrangedSubview(UIButton(configuration: configuration, primaryAction: UIAction { _ in action() }))
        }
    }
#endif
