#if canImport(SwiftUI) && canImport(UIKit)
    import NavDSL
    import SwiftUI

    /// A tabs model as a `TabView` bound to its selected index, each tab with its tab item and badge.
    ///
    /// A tap on a tab is the user's: the binding hands it to `userDidSelect(_:)`. SwiftUI's "More"
    /// tab (more than five tabs on iPhone) is not in the model: keep to five tabs.
    struct SwiftUITabsView: View {
        let tabs: SwiftUITabsModel
        @StateObject private var observer: SwiftUITabsObserver
        @Environment(\.swiftUIAcknowledger) private var acknowledger

        init(tabs: SwiftUITabsModel) {
            self.tabs = tabs
            _observer = StateObject(wrappedValue: SwiftUITabsObserver(tabs: tabs))
        }

        var body: some View {
            observer.attach(to: acknowledger)
            return TabView(selection: observer.selection) {
                ForEach(Array(tabs.tabModels.enumerated()), id: \.element.id) { index, tab in
                    SwiftUIScreenModelView(model: tab)
                        .tabItem { Self.label(tab.tabItem) }
                        .badge(tab.tabItem.badgeValue.map { Text($0) })
                        .tag(index)
                }
            }
        }

        @ViewBuilder static func label(_ item: ScreenTabBarItem) -> some View {
            if let imageName = item.imageName {
                Label(item.title ?? "", systemImage: imageName)
            } else {
                Text(item.title ?? "")
            }
        }
    }

    /// The tabs' observer, with its selection binding made once.
    @MainActor
    final class SwiftUITabsObserver: SwiftUIModelObserver {
        let selection: Binding<Int>

        init(tabs: SwiftUITabsModel) {
            selection = Binding(tabs.selectionBinding())
            super.init(model: tabs)
        }
    }
#endif
