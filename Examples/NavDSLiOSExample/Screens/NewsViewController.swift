#if canImport(UIKit)
    import NavDSL
    import UIKit

    /// The news tab, built by a `Screen` value.
    struct NewsScreen: Screen {
        var name: String { "News" }

        func build(navigator: ScreenNavigator) -> NewsViewController {
            NewsViewController(navigator: navigator)
        }
    }

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
                addAction("Offer \(id)") { [navigator] in navigator.navigate(to: AppRoutes.product(id)) }
            }
            addAction("What's new") { [navigator] in navigator.navigate(to: AppRoutes.whatsNew) }
            addAction("Mail (a split view on iPad)") { [navigator] in navigator.navigate(to: AppRoutes.mail) }
        }
    }

    /// A product page, keyed by its id.
    struct ProductScreen: Screen {
        let id: Int
        var name: String { "Product" }
        var traits: Set<AnyHashable> { [id] }

        func build(navigator: ScreenNavigator) -> UIViewController {
            let controller = ActionListViewController(title: "Product \(id)")
            controller.status = "Product \(id): a fine thing to buy."
            return controller
        }
    }

    /// "What's new", shown as a bottom sheet (`withBottomSheet` in `AppRoutes.whatsNew`).
    struct WhatsNewScreen: Screen {
        var name: String { "WhatsNew" }

        func build(navigator: ScreenNavigator) -> UIViewController {
            let controller = ActionListViewController(title: "What's new")
            controller.status = "Drag the sheet up for more, or down to close it."
            controller.addAction("Expand") {
                navigator.navigate(
                    to: ScreenWindowRoute().top(.container(of: WhatsNewScreen())).changeBottomSheet { $0.selectedDetent = .large })
            }
            return controller
        }
    }
#endif
