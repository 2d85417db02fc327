#if canImport(UIKit)
    import NavDSL
    import UIKit

    /// Promotions: each opens its product page with the route the `product/<id>` deep link uses.
    final class NewsViewController: ActionListViewController {
        private let navigator: ScreenNavigator

        init(navigator: ScreenNavigator) {
            self.navigator = navigator
            super.init(title: "News")
            tabBarItem = UITabBarItem(title: "News", image: nil, selectedImage: nil)  // for a restored stack, see ChatsViewController
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            status = "This week's offers."
            for id in [1, 2] {
                addAction("Offer \(id)") { [navigator] in navigator.navigate(to: Routes.product(id)) }
            }
            addAction("What's new") { [navigator] in navigator.navigate(to: Routes.whatsNew) }
            addAction("Mail (a split view on iPad)") { [navigator] in navigator.navigate(to: Routes.mail) }
        }
    }
#endif
