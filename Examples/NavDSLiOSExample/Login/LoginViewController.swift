#if canImport(UIKit)
    import NavDSL
    import UIKit

    /// The login the login gate presents (`UIKitScreens.makeLogin`): it answers `true` (signed in)
    /// or `false` (closed) through its reporter; swiping the sheet away answers nothing, and the
    /// waiting route fails with `ScreenResultError`.
    ///
    /// A stand-in login form: one button signs in, Cancel closes.
    final class LoginViewController: ActionListViewController {
        private let result: ScreenResultReporter<Bool>

        init(result: ScreenResultReporter<Bool>) {
            self.result = result
            super.init(title: "Log in")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.leftBarButtonItem = UIBarButtonItem(
                systemItem: .cancel, primaryAction: UIAction { [result] _ in result.report(false) })
            status = "Signing in lets you open chats and your profile."
            addAction("Log in as Ann") { [result] in result.report(true) }
        }
    }
#endif
