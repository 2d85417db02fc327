import Foundation
import NavDSL
import NavDSLHeadless
import Testing

/// A split view can't be in a navigation controller (UIKit raises).
///
/// Wrapping one with `withStackContainer()` fails at the step that builds it, with the rule, and
/// changes nothing, for every verb that builds a screen and for a restore. Tab bars and
/// presentations may hold one.
@MainActor
@Suite struct SplitContainmentTests {
    let app = HeadlessApp(root: HeadlessTrees.tabsWithStacks([["Chats"], ["!Settings"]]), logged: false)
    let mail = HeadlessScreen(name: "Folders").withSplitContainer(secondary: HeadlessScreen(name: "Inbox"))

    /// The tree and the transitions before and after `route`, and its error.
    func refusal<Route: ScreenThenable>(of route: Route) async -> (error: ScreenRuleViolation?, unchanged: Bool)
    where Route.Root == HeadlessWindow {
        app.window.resetLogs()
        let before = app.window.hierarchyDescription
        let error = await app.run(route)
        #expect(error is ScreenRuleViolation, "\(String(describing: error))")
        return (error as? ScreenRuleViolation, app.window.hierarchyDescription == before && app.window.transitions.isEmpty)
    }

    @Test func setRootToAWrappedSplitViewFailsAndChangesNothing() async throws {
        let (error, unchanged) = await refusal(of: HeadlessWindowRoute().setRoot(to: mail.withStackContainer()))
        #expect(error?.rule == .splitViewControllerInStack)
        #expect(error?.step?.action == "setRoot(Folders)")
        #expect(error?.reason.contains("withStackContainer() can't wrap a split view") == true)
        #expect(unchanged)
    }

    @Test func presentingAWrappedSplitViewFailsAndChangesNothing() async throws {
        let (error, unchanged) = await refusal(of: HeadlessWindowRoute().top(.container).present(mail.withStackContainer()))
        #expect(error?.rule == .splitViewControllerInStack)
        #expect(error?.step?.action == "present(Folders)")
        #expect(unchanged)
    }

    @Test func pushingASplitViewWrappedOrNotFailsAndChangesNothing() async throws {
        for route in [HeadlessWindowRoute().top(.stack).push(mail.withStackContainer()), HeadlessWindowRoute().top(.stack).push(mail)] {
            let (error, unchanged) = await refusal(of: route)
            #expect(error?.rule == .splitViewControllerInStack)
            #expect(error?.step?.action == "push(Folders)")
            #expect(unchanged)
        }
        let replaced = await refusal(of: HeadlessWindowRoute().top(.stack).replace(with: mail.withStackContainer()))
        #expect(replaced.error?.rule == .splitViewControllerInStack)
        #expect(replaced.unchanged)
    }

    @Test func aWrappedSplitViewAsANewTabFailsButASplitViewTabIsFine() async throws {
        let (error, unchanged) = await refusal(of: HeadlessWindowRoute().top(.tabs).setupTab(with: mail.withStackContainer()))
        #expect(error?.rule == .splitViewControllerInStack)
        #expect(unchanged)
        try await app.navigator.run { $0.top(.tabs).setupTab(with: mail) }
        #expect(app.tabBar?.viewControllers?.last is HeadlessSplitViewController)
    }

    @Test func presentingASplitViewFromAStackIsFine() async throws {
        try await app.navigator.run { $0.top(.stack).present(mail) }
        #expect(app.stack(tab: 0)?.presentedViewController is HeadlessSplitViewController)
    }

    @Test func aRestoredStackHoldingAScreenThatBuildsASplitViewFailsAndChangesNothing() async throws {
        let registry = ScreenRestorationRegistry<HeadlessPlatform>.suites.registering(SavedMailScreen.self)
        let text =
            #"{"version":1,"omissions":[],"nodes":[{"kind":"stack"},"#
            + #"{"kind":"screen","parent":0,"relation":"child","screen":"chat","state":"1"},"#
            + #"{"kind":"screen","parent":0,"relation":"child","screen":"mail","state":"0"}]}"#
        let record = try ScreenRestorationRecord(jsonData: Data(text.utf8))
        let before = app.window.hierarchyDescription
        app.window.resetLogs()
        do {
            try await app.navigator.restore(from: record, using: registry)
            Issue.record("restored a split view inside a stack")
        } catch {
            #expect((error as? ScreenRuleViolation)?.rule == .splitViewControllerInStack, "\(error)")
        }
        #expect(app.window.hierarchyDescription == before)
        #expect(app.window.transitions.isEmpty)
    }

    @Test func aRestorableScreenThatWrapsASplitViewInAStackFailsTheRestore() async throws {
        let registry = ScreenRestorationRegistry<HeadlessPlatform>.suites.registering(SavedWrappedMailScreen.self)
        let record = try ScreenRestorationRecord(
            jsonData: Data(#"{"version":1,"omissions":[],"nodes":[{"kind":"screen","screen":"wrappedMail","state":"0"}]}"#.utf8))
        let before = app.window.hierarchyDescription
        do {
            try await app.navigator.restore(from: record, using: registry)
            Issue.record("restored a split view wrapped in a stack")
        } catch {
            #expect((error as? ScreenRuleViolation)?.rule == .splitViewControllerInStack, "\(error)")
        }
        #expect(app.window.hierarchyDescription == before)
    }
}

/// A restorable screen whose build wraps a split view with `withStackContainer()`.
struct SavedWrappedMailScreen: RestorableScreen {
    static let screenRestorationType = "wrappedMail"
    var screenRestorationState: Int? { 0 }

    init() {}
    init?(screenRestorationState: Int) {}

    func build(navigator: ScreenNavigator) -> HeadlessNavigationController {
        HeadlessScreen(name: "Folders").withSplitContainer(secondary: HeadlessScreen(name: "Inbox")).withStackContainer()
            .build(navigator: navigator)
    }
}

/// A restorable screen that builds a split view, as a mail screen of an iPad app would.
struct SavedMailScreen: RestorableScreen {
    static let screenRestorationType = "mail"
    var screenRestorationState: Int? { 0 }

    init() {}
    init?(screenRestorationState: Int) {}

    func build(navigator: ScreenNavigator) -> HeadlessSplitViewController { HeadlessSplitViewController(style: .doubleColumn) }
}
