import NavDSL
import NavDSLHeadless
import Testing

/// `app://mail/<folder>/<thread>`: selects the folder in the primary column and shows the thread
/// in the secondary, on iPad and iPhone alike.
struct MailThreadDeeplink: Deeplink {
    let folder: String
    let thread: Int

    static func parse(_ link: DeeplinkURL) throws -> MailThreadDeeplink? {
        guard link.segments.first == "mail" else { return nil }
        return MailThreadDeeplink(folder: try link.parameter("folder", at: 1), thread: try link.parameter("thread", at: 2))
    }

    func route() -> HeadlessWindowRoute {
        let folders = HeadlessScreen(name: "Folders")
        return HeadlessWindowRoute()
            .root.dismissAll()
            .top(.split)
            .setColumn(.primary, to: folders.withStackContainer().withStack(HeadlessScreen(name: folder)))
            .setColumn(.secondary, to: HeadlessScreen(name: "Thread", traits: [thread]))
            .resolve()
    }
}

@MainActor
@Suite struct SplitDeeplinkTests {
    let window = HeadlessWindow()
    let navigator: ScreenNavigator
    let deeplinks: DeeplinkManager

    init() async throws {
        navigator = ScreenNavigator(window: window, logger: nil)
        deeplinks = DeeplinkManager(navigator: navigator, schemes: ["app"])
        deeplinks.register(MailThreadDeeplink.self)
        deeplinks.activate(.launch)
    }

    func launch(_ traits: HeadlessTraitCollection) async throws -> HeadlessSplitViewController {
        window.traitCollection = traits
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute()
                .setRoot(to: HeadlessScreen(name: "Folders").withSplitContainer(secondary: HeadlessScreen(name: "Welcome")))
                .makeKeyAndVisible())
        return try #require(window.rootViewController as? HeadlessSplitViewController)
    }

    func handle(_ link: String) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            deeplinks.handle(link) { continuation.resume(with: $0) }
        }
    }

    @Test func aThreadLinkFillsBothColumnsOnIPad() async throws {
        let split = try await launch(.pad)
        try await handle("app://mail/Inbox/42")
        #expect(HeadlessTrees.names(split.splitColumnStack(for: .primary)) == ["Folders", "Inbox"])
        #expect(HeadlessTrees.names(split.splitColumnStack(for: .secondary)) == ["Thread(42)"])
        #expect(split.splitColumnStack(for: .secondary)?.topViewController?.isContainerVisible == true)
    }

    @Test func theSameLinkStacksFolderAndThreadOnIPhoneAndSplitsThemOnRotation() async throws {
        let split = try await launch(.phone)
        try await handle("app://mail/Archive/7")
        #expect(HeadlessTrees.names(split.splitColumnStack(for: .primary)) == ["Folders", "Archive", "Thread(7)"])
        window.traitCollection = .pad
        #expect(HeadlessTrees.names(split.splitColumnStack(for: .primary)) == ["Folders", "Archive"])
        #expect(HeadlessTrees.names(split.splitColumnStack(for: .secondary)) == ["Thread(7)"])
    }

    @Test func aLinkWhenTheAppShowsNoSplitViewFailsAndChangesNothing() async throws {
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Login")).makeKeyAndVisible())
        let before = window.hierarchyDescription
        await #expect(throws: ScreenContainerNotFoundError.self) { try await handle("app://mail/Inbox/1") }
        #expect(window.hierarchyDescription == before)
    }

    @Test func aReplacedColumnControllerIsReleased() async throws {
        _ = try await launch(.pad)
        weak let welcome = window.rootViewController.flatMap { ($0 as? HeadlessSplitViewController)?.viewController(for: .secondary) }
        #expect(welcome != nil)
        try await handle("app://mail/Inbox/42")
        #expect(welcome == nil)
    }
}
