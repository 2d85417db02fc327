import NavDSL
import Testing

/// The search's fast casts and its search-node lookup answer exactly what Swift's `as?` answers:
/// for the exact class, for subclasses, for classes that never cast (remembered), and for an app's
/// own container classes.
@MainActor
@Suite struct ContainerCastTests {
    final class BrandedStack: HeadlessNavigationController {}
    final class ChatController: HeadlessViewController {}

    @Test func castsTheExactClassSubclassesAndRefusesTheRest() {
        let stack: any ScreenContainer = HeadlessNavigationController(rootViewController: HeadlessViewController())
        let branded: any ScreenContainer = BrandedStack(rootViewController: HeadlessViewController())
        let window: any ScreenContainer = HeadlessWindow()
        #expect(ScreenContainerCast.cast(stack, to: HeadlessNavigationController.self) === stack)
        #expect(ScreenContainerCast.cast(stack, to: HeadlessViewController.self) === stack, "a superclass target")
        #expect(ScreenContainerCast.cast(branded, to: HeadlessNavigationController.self) === branded, "a subclass")
        #expect(ScreenContainerCast.cast(branded, to: BrandedStack.self) === branded)
        #expect(ScreenContainerCast.cast(stack, to: BrandedStack.self) == nil, "a superclass is not its subclass")
        for _ in 0..<2 {
            // The second answer comes from the remembered miss; both must be the same.
            #expect(ScreenContainerCast.cast(window, to: HeadlessNavigationController.self) == nil)
            #expect(ScreenContainerCast.cast(stack, to: HeadlessWindow.self) == nil)
        }
        #expect(ScreenContainerCast.cast(window, to: HeadlessWindow.self) === window, "a miss for one target is not one for another")
    }

    final class OwnKeyController: HeadlessViewController, ScreenKeyedContainer {
        let screenKey = ScreenKey(name: "Own")
    }

    @Test func keysAreReadTheSameWhetherAClassWasRememberedAsUnkeyedOrNot() {
        let plain = HeadlessViewController(screenKey: ScreenKey(name: "Assigned"))
        let own = OwnKeyController(screenKey: ScreenKey(name: "Ignored"))
        for _ in 0..<3 {
            // Plain controllers are remembered as having no key of their own; keyed ones never are.
            #expect(plain.effectiveScreenKey == ScreenKey(name: "Assigned"))
            #expect(own.effectiveScreenKey == ScreenKey(name: "Own"))
            #expect(HeadlessWindow().effectiveScreenKey == nil)
        }
    }

    @Test func searchesFindAnAppsSubclassesOnTheVisiblePathAndInTheTree() async throws {
        let chat = ChatController(screenKey: ScreenKey(name: "Chat"))
        let branded = BrandedStack(rootViewController: HeadlessViewController(screenKey: ScreenKey(name: "Home")))
        branded.pushViewController(chat, animated: false)
        let window = HeadlessWindow()
        window.rootViewController = HeadlessPlatform.makeTabsContainer(with: [branded])
        let navigator = ScreenNavigator(window: window, logger: nil)
        let top = try await navigator.navigate(to: HeadlessWindowRoute().top(.stack))
        #expect(top === branded)
        let typed = try await navigator.navigate(to: HeadlessWindowRoute().top(.container(of: ChatController.self)))
        #expect(typed === chat)
        let custom = try await navigator.navigate(
            to: HeadlessWindowRoute().last(ScreenPredicate("chat") { (found: ChatController) in found === chat }))
        #expect(custom === chat)
        await #expect(throws: ScreenContainerNotFoundError.self) {
            try await navigator.navigate(
                to: HeadlessWindowRoute().first(.container(of: BrandedStack.self)).first(.container(of: HeadlessWindow.self)))
        }
    }

    /// A container of an app's own that answers none of the search's questions itself.
    final class PlainContainer: ScreenContainer {}

    @Test func searchNodesAreFoundByClassExactlyAsSwiftFindsThem() {
        let containers: [any ScreenContainer] = [
            HeadlessWindow(), HeadlessViewController(), ChatController(), HeadlessTabBarController(),
            BrandedStack(rootViewController: HeadlessViewController()), PlainContainer(),
        ]
        for _ in 0..<2 {
            // The second round is answered from the table, yes and no alike.
            for container in containers {
                let found = ScreenSearchNodeLookup.node(container)
                #expect((found != nil) == (container is any ScreenSearchNode), "\(type(of: container))")
                if let found { #expect(found === container) }
            }
        }
        #expect(ScreenSearchNodeLookup.node(PlainContainer()) == nil)
    }

    @Test func aStepOnASubclassRunsAndAStepOnTheWrongClassFailsWithATypedError() async throws {
        let branded = BrandedStack(rootViewController: HeadlessViewController(screenKey: ScreenKey(name: "Home")))
        let window = HeadlessWindow()
        window.rootViewController = branded
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat")))
        #expect(branded.viewControllers.count == 2)
        let step = try #require(HeadlessStackRoute().push(HeadlessScreen(name: "Lost")).actions.first)
        for _ in 0..<2 {
            // A miss the second time is answered from the remembered pair: the same typed error.
            var outcome: Result<any ScreenContainer, any Error>?
            step.perform(container: window, navigator: navigator) { outcome = $0 }
            guard case .failure(let error) = try #require(outcome) else { Issue.record("a stack step ran on a window"); return }
            #expect(error is ScreenContainerTypeMismatchError)
        }
        #expect(branded.viewControllers.count == 2)
    }
}
