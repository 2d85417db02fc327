import Foundation
import NavDSL
import NavDSLHeadless
import Testing

/// An app's navigation controller class: it styles itself in its initializer and titles itself
/// in an override, so a test sees that its overrides ran.
final class StyledStack: HeadlessNavigationController {
    private(set) var styled = false

    required init() {
        super.init()
        styled = true
    }

    override var title: String? {
        get { "Styled" }
        set {}
    }
}

/// `withStackContainer(of:)` builds the app's own class, keeps it through a failed navigation's
/// undo and rebuilds it on restore.
@MainActor
@Suite struct StackContainerClassTests {
    let app = HeadlessApp(root: HeadlessTrees.tabsWithStacks([["Chats"], ["!Settings"]]), logged: false)

    @Test func theStackIsTheAppsClassWithItsOverridesRun() async throws {
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home").withStackContainer(of: StyledStack.self)))
        let stack = try #require(app.window.rootViewController as? StyledStack)
        #expect(stack.styled)
        #expect(stack.title == "Styled")
        #expect(HeadlessTrees.names(stack) == ["Home"])
        // Routes find it as the family's stack.
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
        #expect(HeadlessTrees.names(stack) == ["Home", "Chat"])
    }

    @Test func theDescriptionNamesTheClass() {
        let screen = HeadlessScreen(name: "Home").withStackContainer(of: StyledStack.self)
        let decorator = ScreenClassStackContainerDecorator<HeadlessViewController, StyledStack>()
        #expect(decorator.description == "withStackContainer(of: StyledStack.self)")
        #expect(screen.key == HeadlessScreen(name: "Home").key)
    }

    @Test func aFailedNavigationUndoesBackToTheSameStackOfTheAppsClass() async throws {
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home").withStackContainer(of: StyledStack.self)))
        let stack = try #require(app.window.rootViewController as? StyledStack)
        let before = app.window.hierarchyDescription
        let error = await app.run(
            HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Other").withStackContainer())
                .top(.stack).push(HeadlessScreen(name: "Chat"))
                .fail(with: ScreenCanceledError()))
        #expect(error is ScreenCanceledError)
        #expect(app.window.rootViewController === stack)
        #expect(app.window.hierarchyDescription == before)
        #expect(HeadlessTrees.names(stack) == ["Home"])
    }

    @Test func aSplitViewInTheAppsStackFailsTheStepAndChangesNothing() async throws {
        let mail = HeadlessScreen(name: "Folders").withSplitContainer(secondary: HeadlessScreen(name: "Inbox"))
        let before = app.window.hierarchyDescription
        let error = await app.run(HeadlessWindowRoute().setRoot(to: mail.withStackContainer(of: StyledStack.self)))
        #expect((error as? ScreenRuleViolation)?.rule == .splitViewControllerInStack)
        #expect((error as? ScreenRuleViolation)?.step?.action == "setRoot(Folders)")
        #expect(app.window.hierarchyDescription == before)
    }

    @Test func aRestoreRebuildsTheRegisteredClassAndTheFamilysOwnOtherwise() async throws {
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home").withStackContainer(of: StyledStack.self))
                .top(.stack).push(HeadlessScreen(name: "Chat")))
        let record = try ScreenRestorationRecord(jsonData: app.navigator.restorationRecord().jsonData())
        #expect(record.nodes.first?.containerClass == "StyledStack")

        let relaunched = RelaunchedApp()
        var registry = ScreenRestorationRegistry<HeadlessPlatform>().registering(HeadlessScreen.self)
        registry.register(stackContainer: StyledStack.self)
        let report = try await relaunched.navigator.restore(from: record, using: registry)
        #expect(report.drops.isEmpty)
        let restored = try #require(relaunched.window.rootViewController as? StyledStack)
        #expect(restored.styled)
        #expect(HeadlessTrees.names(restored) == ["Home", "Chat"])

        let unregistered = RelaunchedApp()
        _ = try await unregistered.navigator.restore(
            from: record, using: ScreenRestorationRegistry<HeadlessPlatform>().registering(HeadlessScreen.self))
        let plain = try #require(unregistered.window.rootViewController as? HeadlessNavigationController)
        #expect(!(plain is StyledStack))
        #expect(HeadlessTrees.names(plain) == ["Home", "Chat"])
    }

    @Test func theFamilysOwnStackRecordsNoClass() async throws {
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home").withStackContainer(of: HeadlessNavigationController.self)))
        #expect(type(of: try #require(app.window.rootViewController)) == HeadlessNavigationController.self)
        #expect(app.navigator.restorationRecord().nodes.first?.containerClass == nil)
    }
}
