import Foundation
import NavDSL
import NavDSLExampleRoutes
import NavDSLSwiftUI
import Testing

/// The SwiftUI example's navigation, run on Linux on the models it ships: the shared routes, deep
/// links and login gate of `Examples/NavDSLExampleRoutes` (what `Examples/NavDSLSwiftUIExample`
/// compiles) over stand-ins, ending in the trees the UIKit example's tests expect, with the SwiftUI
/// family's class names (`Tests/NavDSLExampleTests/AppNavigationTests.swift`).
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SwiftUIExampleNavigationTests {
    typealias Routes = SwiftUIExampleScene.Routes
    let scene = SwiftUIExampleScene()

    /// The tabs, as `Routes.start` leaves them: chats selected, each stack at its root.
    static let tabs = """
        SwiftUIWindowModel [key]
          MainTabs
            SwiftUIStackModel [selected]
              Chats
            SwiftUIStackModel
              News
            Settings
        """

    /// What the chat link leaves, wherever the user was.
    static func chatOnTheChatsTab(_ id: Int) -> String {
        """
        SwiftUIWindowModel [key]
          MainTabs
            SwiftUIStackModel [selected]
              Chats
              Chat(\(id)) [top]
            SwiftUIStackModel
              News
            Settings
        """
    }

    init() async throws {
        try await scene.navigator.navigateAndWait(to: Routes.start)
        #expect(scene.window.hierarchyDescription == Self.tabs)
    }

    @Test func chatLinkOpensTheChatOnTheChatsTabFromAnywhereInOneStackChange() async throws {
        try await scene.navigator.navigateAndWait(to: Routes.selectTab(.settings))
        try await scene.navigator.navigateAndWait(to: Routes.product(5))  // settings has no stack: presented
        let before = scene.window.transitions.count
        try await scene.open("navdsl://chat/7").get()
        #expect(scene.window.hierarchyDescription == Self.chatOnTheChatsTab(7))
        #expect(scene.window.transitions.dropFirst(before).map(\.kind) == [.dismiss, .selectTab, .stack])
    }

    @Test func chatLinkShowsAnOpenChatWhereItIs() async throws {
        try await scene.navigator.navigateAndWait(to: Routes.openChat(7))
        try await scene.navigator.navigateAndWait(to: Routes.openChat(8))
        try await scene.navigator.navigateAndWait(to: Routes.selectTab(.news))
        try await scene.open("https://example.com/chat/7").get()
        #expect(scene.window.hierarchyDescription == Self.chatOnTheChatsTab(7))
    }

    @Test func malformedChatLinkIsRejectedAndNothingMoves() async throws {
        let result = await scene.open("navdsl://chat/0")
        #expect(throws: DeeplinkError.self) { try result.get() }
        #expect(scene.window.hierarchyDescription == Self.tabs)
        #expect(scene.window.transitions.map(\.kind) == [.root])
    }

    @Test func productLinkIsPushedOnAStackAndPresentedWithoutOne() async throws {
        try await scene.open("navdsl://product/5").get()
        try await scene.navigator.navigateAndWait(to: Routes.selectTab(.settings))
        try await scene.open("navdsl://product/6").get()
        #expect(
            scene.window.hierarchyDescription == """
                SwiftUIWindowModel [key]
                  MainTabs
                    SwiftUIStackModel
                      Chats
                      Product(5) [top]
                    SwiftUIStackModel
                      News
                    Settings [selected]
                  presents SwiftUIStackModel (automatic)
                    Product(6)
                """)
    }

    @Test func afterLogoutAChatLinkWaitsForTheLoginGateAndItsResult() async throws {
        scene.session.logOut()
        let closed = await scene.open("navdsl://chat/7") { $0.first(SwiftUILoginStandIn.self)?.close() }
        #expect(throws: DeeplinkError.self) { try closed.get() }
        #expect(scene.window.hierarchyDescription == Self.tabs, "the login closed itself, nothing else moved")
        try await scene.open("navdsl://chat/7") { $0.first(SwiftUILoginStandIn.self)?.logIn() }.get()
        #expect(scene.session.isLoggedIn)
        #expect(scene.window.hierarchyDescription == Self.chatOnTheChatsTab(7))
    }

    @Test func pickedChatOpensAndTheLoginIsAResultNotADelegate() async throws {
        try await scene.outcome(of: { scene.navigator.navigate(to: Routes.pickChat(from: [7, 8]), completion: $0) }) {
            $0.first(SwiftUIChatPickerStandIn.self)?.pick(8)
        }.get()
        #expect(scene.window.hierarchyDescription == Self.chatOnTheChatsTab(8))
    }

    @Test func whatsNewIsASheetWithDetentsThatARouteExpands() async throws {
        try await scene.navigator.navigateAndWait(to: Routes.whatsNew)
        let sheet = try #require(scene.window.root?.presented)
        #expect(!sheet.isFullScreenCover)
        #expect(sheet.sheetSettings?.detents == [.medium, .large])
        #expect(sheet.sheetSettings?.selectedDetent == .medium && sheet.sheetSettings?.prefersGrabberVisible == true)
        try await scene.navigator.navigateAndWait(to: Routes.expandWhatsNew)
        #expect(scene.window.root?.presented?.sheetSettings?.selectedDetent == .large)
    }

    @Test func mailIsASplitViewWhoseDetailFollowsTheSizeClass() async throws {
        try await scene.navigator.navigateAndWait(to: Routes.mail)
        try await scene.navigator.navigateAndWait(to: Routes.openMailbox("Archive"))
        try await scene.navigator.navigateAndWait(to: Routes.openMessage(1))
        let split = try #require(scene.window.root as? SwiftUISplitModel)
        #expect(split.columnModel(for: .primary)?.children.map(\.description) == ["MailFolders"])
        #expect(split.columnModel(for: .secondary)?.children.map(\.description) == ["Mailbox(Archive)", "Message(1)"])
        split.userDidChangeSizeClass(.compact)  // the iPad window went narrow (Slide Over)
        #expect(split.isSplitCollapsed)
        try await scene.navigator.navigateAndWait(to: Routes.openMessage(2))
        #expect(split.columnModel(for: .secondary)?.children.last?.description == "Message(2)")
    }

    @Test func restorationRebuildsTheSameTreeInAFreshScene() async throws {
        try await scene.open("navdsl://chat/7").get()
        try await scene.navigator.navigateAndWait(to: Routes.selectTab(.news))
        try await scene.open("navdsl://product/5").get()
        let saved = try ScreenRestorationRecord(jsonData: try scene.navigator.restorationRecord().jsonData())
        let relaunched = SwiftUIExampleScene()
        relaunched.window.makeKeyAndVisible()
        try await relaunched.navigator.restore(from: saved, using: SwiftUIStandInScreens.restoration)
        #expect(relaunched.window.hierarchyDescription == scene.window.hierarchyDescription)
    }
}
