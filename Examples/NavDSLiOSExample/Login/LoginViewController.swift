#if canImport(UIKit)
    import NavDSL
    import UIKit

    /// The login, presented by ``LoginSession``: it answers `true` (signed in) or `false` (closed).
    ///
    /// A `ResultScreen`: whoever presents it with `navigator.result(of:)` gets the answer; swiping
    /// the sheet away answers nothing, and the waiting route fails with `ScreenResultError`.
    struct LoginScreen: ResultScreen {
        var name: String { "Login" }

        func build(navigator: ScreenNavigator, result: ScreenResultReporter<Bool>) -> LoginViewController {
            LoginViewController(result: result)
        }
    }

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
