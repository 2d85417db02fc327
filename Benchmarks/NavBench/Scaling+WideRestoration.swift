import NavDSL
import NavDSLHeadless

/// Restoring one wide container: a stack of `size` screens, a tab bar of `size` tabs, and a chain
/// of `size` presented screens. The chained rows of ``Scaling/restoration`` hold nine screens per
/// container, so a cost that grows with one container's width shows only here.
extension Scaling {
    static let wideRestoration: [Scaling] = [restoreWideStack, restoreWideTabs, restorePresentationChain]

    static let wideRestorationSizes = [10, 100, 1_000, 3_000, 10_000, 30_000]

    /// `restore(from:using:)` of one stack holding `size` screens, per screen.
    static let restoreWideStack = Scaling(name: "restoration: restore one wide stack", unit: "screen", sizes: wideRestorationSizes) {
        size in restoring(wideRecord(.stack, size))
    }

    /// `restore(from:using:)` of one tab bar holding `size` tabs, per tab.
    static let restoreWideTabs = Scaling(name: "restoration: restore one wide tab bar", unit: "tab", sizes: wideRestorationSizes) {
        size in restoring(wideRecord(.tabs, size))
    }

    /// `restore(from:using:)` of a chain of presented screens, `size` screens deep, per screen.
    static let restorePresentationChain = Scaling(
        name: "restoration: restore one presentation chain", unit: "screen", sizes: wideRestorationSizes
    ) { size in
        restoring(RestorationSlices.chain(size, type: HeadlessScreen.screenRestorationType))
    }

    /// A stack or tab bar as the window's root, holding `size` screens.
    static func wideRecord(_ kind: ScreenRestorationRecord.Node.Kind, _ size: Int) -> ScreenRestorationRecord {
        var nodes: [ScreenRestorationRecord.Node] = [.init(kind: kind, selectedTab: kind == .tabs ? size - 1 : nil)]
        for index in 0..<size {
            nodes.append(
                .init(
                    kind: .screen, parent: 0, relation: .child, screen: HeadlessScreen.screenRestorationType,
                    state: #"{"name":"S","traits":[\#(index)]}"#))
        }
        return ScreenRestorationRecord(nodes: nodes)
    }

    /// The timed part: restoring `record` into a fresh window.
    private static func restoring(_ record: ScreenRestorationRecord) -> @MainActor () async -> Void {
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        return {
            _ = try? await navigator.restore(from: record, using: restorationRegistry)
            blackHole(window)
        }
    }
}
