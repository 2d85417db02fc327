#if canImport(UIKit)
    import UIKit

    extension UIViewController: ScreenModalStylingContainer, ScreenModalStyleReadingContainer, ScreenNavigationItemContainer,
        ScreenTabBarItemContainer
    {
        /// Each NavDSL presentation style beside UIKit's: one table read both ways, so the two directions agree.
        private static var screenPresentationStyles: [(ScreenModalPresentationStyle, UIModalPresentationStyle)] {
            [
                (.fullScreen, .fullScreen), (.pageSheet, .pageSheet), (.formSheet, .formSheet),
                (.currentContext, .currentContext), (.overFullScreen, .overFullScreen),
                (.overCurrentContext, .overCurrentContext), (.automatic, .automatic), (.custom, .custom), (.popover, .popover),
            ]
        }

        /// Each NavDSL transition style beside UIKit's, read both ways.
        private static var screenTransitionStyles: [(ScreenModalTransitionStyle, UIModalTransitionStyle)] {
            [
                (.coverVertical, .coverVertical), (.flipHorizontal, .flipHorizontal), (.crossDissolve, .crossDissolve),
                (.partialCurl, .partialCurl),
            ]
        }

        /// `modalPresentationStyle`; a style NavDSL does not name (`none`) reads as `.automatic`.
        package var screenModalPresentationStyle: ScreenModalPresentationStyle {
            Self.screenPresentationStyles.first { $0.1 == modalPresentationStyle }?.0 ?? .automatic
        }

        /// `modalTransitionStyle`.
        package var screenModalTransitionStyle: ScreenModalTransitionStyle {
            Self.screenTransitionStyles.first { $0.1 == modalTransitionStyle }?.0 ?? .coverVertical
        }

        /// Sets `modalPresentationStyle`.
        public func setScreenModalPresentationStyle(_ style: ScreenModalPresentationStyle) {
            modalPresentationStyle = Self.screenPresentationStyles.first { $0.0 == style }?.1 ?? .automatic
        }

        /// Sets `modalTransitionStyle`.
        public func setScreenModalTransitionStyle(_ style: ScreenModalTransitionStyle) {
            modalTransitionStyle = Self.screenTransitionStyles.first { $0.0 == style }?.1 ?? .coverVertical
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
