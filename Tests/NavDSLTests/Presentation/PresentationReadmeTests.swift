import NavDSL
import NavDSLHeadless
import Testing

/// Holds the presentation examples of the DocC article "Wrap, style and present a screen".
@MainActor
@Suite struct PresentationReadmeTests {
    struct Flip: ScreenCustomAnimation {}
    final class SlideIn: HeadlessTransitioningDelegate {}

    let app = HeadlessApp(root: HeadlessTrees.tabsWithStacks([["Home"], ["News"]]))
    let home = HeadlessScreen(name: "Home")
    let chat = HeadlessScreen(name: "Chat")

    @Test func animationExamplesRecordTheirAnimations() async throws {
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().setRoot(to: home.withStackContainer(), animation: .crossDissolve()))
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat, animation: .transition(.flipFromLeft)))
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).pop(animation: .custom(Flip())))
        #expect(app.window.transitions.map(\.animation) == [.crossDissolve(), .transition(.flipFromLeft), .custom(Flip())])

        let tabs = HeadlessApp(root: HeadlessTrees.tabsWithStacks([["Chats", "Chat"], ["News"]], selected: 1))
        try await tabs.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.tabs).selectTab(with: .index(0), animation: .crossDissolve()))
        try await tabs.navigator.navigateAndWait(
            to: HeadlessWindowRoute().first(.container(name: "Chats")).makeVisible(stackAnimation: .crossDissolve(), tabsAnimation: nil))
        #expect(tabs.window.transitions.map(\.animation) == [.crossDissolve(), .crossDissolve()])
    }

    @Test func styleExamplesPresentAsTheTableSays() async throws {
        let root = HeadlessWindowRoute().top(.container)
        let filterButton = HeadlessBarButtonItem(title: "Filter")
        app.window.traitCollection = .pad
        let examples: [(HeadlessWindowRoute, ScreenModalPresentationStyle)] = [
            (root.present(HeadlessScreen(name: "Player").withModalPresentationStyle(.fullScreen)).resolve(), .fullScreen),
            (root.present(HeadlessScreen(name: "Banner").withModalPresentationStyle(.overCurrentContext)).resolve(), .overCurrentContext),
            (
                root.present(HeadlessScreen(name: "Card").withModalPresentationStyle(.custom).withModalTransitioningDelegate(SlideIn()))
                    .resolve(), .custom
            ),
            (root.present(HeadlessScreen(name: "Filters").withPopover(anchor: .barButtonItem(filterButton))).resolve(), .popover),
            (
                root.present(
                    HeadlessScreen(name: "WhatsNew").withBottomSheet(
                        ScreenSheet(
                            detents: [.custom("peek", height: 200), .medium, .large], selectedDetent: .medium, prefersGrabberVisible: true,
                            isModalInPresentation: true))
                ).resolve(), .pageSheet
            ),
            (root.present(HeadlessScreen(name: "Settings").withBottomSheetStack(ScreenSheet(detents: [.medium]))).resolve(), .pageSheet),
        ]
        for (route, style) in examples {
            try await app.navigator.navigateAndWait(to: route)
            let presented = try #require(app.tabBar?.presentedViewController ?? app.stack(tab: 0)?.presentedViewController)
            #expect(presented.modalPresentationStyle == style)
            try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).presenting.dismiss())
        }
    }

    @Test func changeBottomSheetExample() async throws {
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(
                HeadlessScreen(name: "WhatsNew").withBottomSheet(ScreenSheet(detents: [.medium, .large], selectedDetent: .medium))))
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).changeBottomSheet { $0.selectedDetent = .large })
        #expect(app.window.rootViewController?.presentedViewController?.sheetPresentationController?.selectedDetentIdentifier == .large)
    }
}
