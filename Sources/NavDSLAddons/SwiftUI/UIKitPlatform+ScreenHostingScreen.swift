#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    extension ScreenHostingScreen where Platform == UIKitPlatform {
        /// A screen hosting the SwiftUI view `rootView` returns in a `UIHostingController`.
        ///
        /// ```swift
        /// ScreenWindowRoute().top(.stack).push(ScreenHostingScreen(traits: [user.id]) { ProfileView(user: user) })
        /// ```
        public init<RootView: View>(name: String? = nil, traits: Set<AnyHashable> = [], rootView: @escaping @MainActor () -> RootView) {
            self.init(name: name ?? String(describing: RootView.self), traits: traits) {
                UIHostingController(rootView: rootView())
            }
        }
    }
#endif
