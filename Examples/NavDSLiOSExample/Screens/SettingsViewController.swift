#if canImport(UIKit)
    import NavDSL
    import NavDSLAddons
    #if canImport(NavDSLExampleRoutes)
        // A package product in an app; compiled into the app module itself (SharedRoutes/) otherwise.
        import NavDSLExampleRoutes
    #endif
    import UIKit

    /// The settings tab: opens the profile (behind the login gate) and signs in or out.
    final class SettingsViewController: ActionListViewController {
        private let session: LoginSession<UIKitScreens>
        private let navigator: ScreenNavigator

        init(session: LoginSession<UIKitScreens>, navigator: ScreenNavigator) {
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
            navigator.navigate(to: Routes.profile(session))
        }

        private func toggleLogin() {
            if session.isLoggedIn {
                session.logOut()
            } else {
                session.requestLogin(navigator: navigator) { _ in }
            }
        }
    }
#endif
