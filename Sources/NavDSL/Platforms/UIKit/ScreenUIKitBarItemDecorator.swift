#if canImport(UIKit)
    import UIKit

    /// Puts UIKit's own bar items on the screen's controller as they are: a `UIBarButtonItem` an app
    /// already configured (a system item, a menu, a custom view) or a `UITabBarItem` with its images.
    ///
    /// The platform-neutral decorators take ``ScreenBarButtonItem`` and ``ScreenTabBarItem``, which
    /// work headless too; these overloads are for UIKit apps that build their items themselves (as
    /// Nivelir's `withRightBarButton(UIBarButtonItem(...))` does).
    ///
    /// ```swift
    /// ScreenWindowRoute().top(.container).present(settings.withRightBarButton(UIBarButtonItem(systemItem: .done)))
    /// ```
    /// - Note: Fails never (a decorator); completes when the screen is built.
    package struct ScreenUIKitBarItemDecorator<Container: UIViewController>: ScreenDecorator {
        /// Where the item goes.
        package enum Placement {
            /// Appended to `navigationItem.leftBarButtonItems`.
            case left(UIBarButtonItem)
            /// Appended to `navigationItem.rightBarButtonItems`.
            case right(UIBarButtonItem)
            /// Set as `tabBarItem`.
            case tabBar(UITabBarItem)
        }

        /// The item and where it goes.
        package let placement: Placement

        /// Creates a decorator that places `placement`'s item.
        package init(placement: Placement) {
            self.placement = placement
        }

        /// Names the placement, for logs.
        package var description: String {
            switch placement {
            case .left: "withLeftBarButton(UIBarButtonItem)"
            case .right: "withRightBarButton(UIBarButtonItem)"
            case .tabBar: "withTabBarItem(UITabBarItem)"
            }
        }

        /// Places the item on the built controller, keeping the items it already has.
        package func build(_ container: Container, navigator: ScreenNavigator) -> Container {
            switch placement {
            case .left(let item):
                container.navigationItem.leftBarButtonItems = (container.navigationItem.leftBarButtonItems ?? []) + [item]
            case .right(let item):
                container.navigationItem.rightBarButtonItems = (container.navigationItem.rightBarButtonItems ?? []) + [item]
            case .tabBar(let item):
                container.tabBarItem = item
            }
            return container
        }
    }

    @MainActor
    extension Screen where Container: UIViewController {
        /// The screen with UIKit's `item` appended to its left bar buttons, as it is.
        ///
        /// ```swift
        /// ScreenWindowRoute().top(.stack).push(chat.withLeftBarButton(UIBarButtonItem(systemItem: .close)))
        /// ```
        /// - Note: Fails never (a decorator); completes when the screen is built.
        public func withLeftBarButton(_ item: UIBarButtonItem) -> AnyScreen<Container> {
            decorated(by: ScreenUIKitBarItemDecorator<Container>(placement: .left(item)))
        }

        /// The screen with UIKit's `item` appended to its right bar buttons, as it is.
        ///
        /// ```swift
        /// ScreenWindowRoute().top(.stack).push(chat.withRightBarButton(UIBarButtonItem(systemItem: .done)))
        /// ```
        /// - Note: Fails never (a decorator); completes when the screen is built.
        public func withRightBarButton(_ item: UIBarButtonItem) -> AnyScreen<Container> {
            decorated(by: ScreenUIKitBarItemDecorator<Container>(placement: .right(item)))
        }

        /// The screen with UIKit's `item` as its tab bar item, as it is.
        ///
        /// ```swift
        /// rooms.withStackContainer().withTabBarItem(UITabBarItem(tabBarSystemItem: .favorites, tag: 0))
        /// ```
        /// - Note: Fails never (a decorator); completes when the screen is built.
        public func withTabBarItem(_ item: UITabBarItem) -> AnyScreen<Container> {
            decorated(by: ScreenUIKitBarItemDecorator<Container>(placement: .tabBar(item)))
        }
    }
#endif
