import NavDSL
import NavDSLHeadless

/// Navigations on a deep stack with a listener attached (a recorder, as a test or an analytics
/// hook adds one): each navigation then also takes the snapshot user changes are compared with,
/// so these rows show whether that snapshot costs as much as the stack is deep.
extension Scaling {
    static let listened: [Scaling] = [listenedPush, listenedPop]

    static let listenedSizes = [10, 100, 1_000, 10_000]

    /// 100 pushes, each its own navigation, onto a stack `size` deep, with a recorder attached.
    static let listenedPush = Scaling(
        name: "with a listener: push onto a stack this deep", unit: "push", sizes: listenedSizes, work: { _ in 100 }
    ) { size in
        let (window, navigator, recorder) = listenedStack(size)
        return {
            for index in 0..<100 {
                navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "P", traits: [index])))
            }
            blackHole((window, recorder))
        }
    }

    /// 100 pops, each its own navigation, off a stack `size` (plus 100) deep, with a recorder attached.
    static let listenedPop = Scaling(
        name: "with a listener: pop off a stack this deep", unit: "pop", sizes: listenedSizes, work: { _ in 100 }
    ) { size in
        let (window, navigator, recorder) = listenedStack(size + 100)
        return {
            for _ in 0..<100 { navigator.navigate(to: HeadlessWindowRoute().top(.stack).pop()) }
            blackHole((window, recorder))
        }
    }

    /// A window whose root is a stack `size` deep, a navigator, and a recorder listening to it; one
    /// navigation has run, so the next one compares with a snapshot as an app's would.
    private static func listenedStack(_ size: Int) -> (HeadlessWindow, ScreenNavigator, ScreenNavigationRecorder) {
        let window = HeadlessWindow()
        window.rootViewController = HeadlessPlatform.makeStackContainer(
            with: (0..<size).map { HeadlessViewController(screenKey: ScreenKey(name: "S", traits: [$0])) })
        let navigator = ScreenNavigator(window: window, logger: nil)
        let recorder = ScreenNavigationRecorder(navigator)
        navigator.navigate(to: HeadlessWindowRoute().makeKeyAndVisible())
        return (window, navigator, recorder)
    }
}
