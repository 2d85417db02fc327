#if canImport(UIKit)
    import UIKit

    extension UIViewController: ScreenModalStylingContainer, ScreenModalStyleReadingContainer, ScreenNavigationItemContainer,
        ScreenTabBarItemContainer
    {
        /// `modalPresentationStyle`; a style NavDSL does not name (`none`) reads as `.automatic`.
        package var screenModalPresentationStyle: ScreenModalPresentationStyle {
            switch modalPresentationStyle {
            case .fullScreen: .fullScreen
            case .pageSheet: .pageSheet
            case .formSheet: .formSheet
            case .currentContext: .currentContext
            case .overFullScreen: .overFullScreen
            case .overCurrentContext: .overCurrentContext
            case .custom: .custom
            case .popover: .popover
            default: .automatic
            }
        }

        /// `modalTransitionStyle`.
        package var screenModalTransitionStyle: ScreenModalTransitionStyle {
            switch modalTransitionStyle {
            case .flipHorizontal: .flipHorizontal
            case .crossDissolve: .crossDissolve
            case .partialCurl: .partialCurl
            default: .coverVertical
            }
        }

        /// Sets `modalPresentationStyle`.
        public func setScreenModalPresentationStyle(_ style: ScreenModalPresentationStyle) {
            modalPresentationStyle =
                switch style {
                case .fullScreen: .fullScreen
                case .pageSheet: .pageSheet
                case .formSheet: .formSheet
                case .currentContext: .currentContext
                case .overFullScreen: .overFullScreen
                case .overCurrentContext: .overCurrentContext
                case .automatic: .automatic
                case .custom: .custom
                case .popover: .popover
                }
        }

        /// Sets `modalTransitionStyle`.
        public func setScreenModalTransitionStyle(_ style: ScreenModalTransitionStyle) {
            modalTransitionStyle =
                switch style {
                case .coverVertical: .coverVertical
                case .flipHorizontal: .flipHorizontal
                case .crossDissolve: .crossDissolve
                case .partialCurl: .partialCurl
                }
        }

        /// Sets `title`.
        public func setScreenTitle(_ title: String) {
            self.title = title
        }

        /// Appends a `UIBarButtonItem` to `navigationItem.leftBarButtonItems`.
        public func addScreenLeftBarButton(_ item: ScreenBarButtonItem, navigator: ScreenNavigator) {
            navigationItem.leftBarButtonItems =
                (navigationItem.leftBarButtonItems ?? []) + [Self.barButton(for: item, navigator: navigator)]
        }

        /// Appends a `UIBarButtonItem` to `navigationItem.rightBarButtonItems`.
        public func addScreenRightBarButton(_ item: ScreenBarButtonItem, navigator: ScreenNavigator) {
            navigationItem.rightBarButtonItems =
                (navigationItem.rightBarButtonItems ?? []) + [Self.barButton(for: item, navigator: navigator)]
        }

        /// Sets `tabBarItem`; the image is looked up by name.
        public func setScreenTabBarItem(_ item: ScreenTabBarItem) {
            let image = item.imageName.flatMap { UIImage(named: $0) }
            tabBarItem = UITabBarItem(title: item.title, image: image, selectedImage: nil)
            tabBarItem.badgeValue = item.badgeValue
        }

        /// A button whose primary action runs the item's action; it holds the navigator weakly.
        private static func barButton(for item: ScreenBarButtonItem, navigator: ScreenNavigator) -> UIBarButtonItem {
            let action = item.action
            let primaryAction = UIAction { [weak navigator] _ in
                if let navigator { action(navigator) }
            }
            return UIBarButtonItem(
                title: item.title, image: item.imageName.flatMap { UIImage(named: $0) }, primaryAction: primaryAction, menu: nil)
        }
    }
#endif
