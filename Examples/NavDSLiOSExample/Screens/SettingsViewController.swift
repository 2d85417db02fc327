#if canImport(UIKit)
    import NavDSL
    import NavDSLAddons
    import UIKit

    /// The settings tab: a controller made directly and opted in as a screen with an empty
    /// conformance, so it can be set up as a tab (or pushed) as it is.
    final class SettingsViewController: ActionListViewController {
        /// The name routes find it by: an opted-in controller's screen name is its class name.
        static let screenName = String(describing: SettingsViewController.self)

        private let session: LoginSession
        private let navigator: ScreenNavigator

        init(session: LoginSession, navigator: ScreenNavigator) {
            self.session = session
            self.navigator = navigator
            super.init(title: "Settings")
            tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), selectedImage: nil)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            addAction("Profile") { [weak self] in self?.openProfile() }
            addAction("Log in or out") { [weak self] in self?.toggleLogin() }
            session.onChange.append { [weak self] in self?.update() }
            update()
        }

        private func update() {
            status = session.isLoggedIn ? "Signed in as Ann." : "Not signed in."
        }

        private func openProfile() {
            navigator.navigate(to: AppRoutes.profile(session))
        }

        private func toggleLogin() {
            if session.isLoggedIn {
                session.logOut()
            } else {
                session.requestLogin(navigator: navigator) { _ in }
            }
        }
    }

    extension SettingsViewController: Screen {}

    /// The profile, behind the login gate (`AppRoutes.profile`).
    struct ProfileScreen: Screen {
        var name: String { "Profile" }

        func build(navigator: ScreenNavigator) -> UIViewController {
            let controller = ActionListViewController(title: "Profile")
            controller.status = "Ann, signed in."
            controller.addAction("Close") {
                navigator.navigate(to: ScreenWindowRoute().first(.container(of: ProfileScreen())).presenting.dismiss())
            }
            return controller
        }
    }
#endif
