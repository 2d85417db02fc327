import NavDSL
import NavDSLHeadless
import Testing

// The code of "Recipes for common flows" (Recipes.md), run: each block of the article is held here line by line
// (DocsCoverageTests), and each recipe's test drives it as a user would.

// MARK: - A flow of several screens that answers once and closes itself

/// The checkout: the cart, the address and the payment in one presented stack.
///
/// It answers with the order id once, then closes itself; closed early, the wait fails with `ScreenResultError` (`.dismissed`).
struct Checkout: ResultScreen {
    func build(navigator: ScreenNavigator, result: ScreenResultReporter<String>) -> HeadlessNavigationController {
        HeadlessNavigationController(rootViewController: CheckoutStep(.cart, navigator: navigator, result: result))
    }
}

/// One step of the checkout; an app's view controller does the same from its buttons.
final class CheckoutStep: HeadlessViewController {
    enum Kind: String { case cart = "Cart", address = "Address", payment = "Payment" }
    let kind: Kind
    let navigator: ScreenNavigator
    let result: ScreenResultReporter<String>

    init(_ kind: Kind, navigator: ScreenNavigator, result: ScreenResultReporter<String>) {
        (self.kind, self.navigator, self.result) = (kind, navigator, result)
        super.init(screenKey: ScreenKey(name: kind.rawValue))
    }

    /// "Next": pushes the next step on the checkout's own stack, handing it the same reporter.
    func next() {
        let (next, navigator, result) = (kind == .cart ? Kind.address : .payment, navigator, result)
        let step = AnyScreen(name: next.rawValue) { _ in CheckoutStep(next, navigator: navigator, result: result) }
        navigator.navigate(from: navigationController) { $0.push(step) }
    }

    /// "Pay": answers once, then closes the whole flow.
    func pay(orderID: String) {
        result.report(orderID)
        navigator.navigate(from: navigationController) { $0.presenting.dismiss() }
    }
}

// MARK: - A login gate that closes the login and continues, or stops

/// Whether the user is signed in.
@MainActor
final class Account {
    var isSignedIn = false
}

/// The user closed the sign-in: the gated route fails with this, and a `fallback` can react.
struct SignInRequiredError: Error {}

/// The sign-in screen; it reports `true` once signed in, `false` when the user gives up.
struct SignInScreen: ResultScreen {
    func build(navigator: ScreenNavigator, result: ScreenResultReporter<Bool>) -> SignInController {
        SignInController(result: result)
    }
}

/// The sign-in controller: its buttons report the answer.
final class SignInController: HeadlessViewController {
    let result: ScreenResultReporter<Bool>

    init(result: ScreenResultReporter<Bool>) {
        self.result = result
        super.init()
    }

    func signIn() { result.report(true) }
    func cancel() { result.report(false) }
}

/// The gate: continues at once when signed in; otherwise shows the sign-in, waits for its answer, closes it,
/// then continues (signed in) or fails with `SignInRequiredError` (given up, or swiped away).
struct SignInGate: ScreenAction {
    let account: Account

    func perform(container: HeadlessWindow, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        guard !account.isSignedIn else { return completion(.success(())) }
        let account = account
        navigator.result(of: HeadlessWindowRoute().top(.container).present(SignInScreen()), as: Bool.self) { result in
            account.isSignedIn = (try? result.get()) == true
            // Close the sign-in first, so the steps after the gate run on the screen below it. Swiped away, it
            // is gone already: `cauterize()` lets the close find nothing.
            let close = HeadlessWindowRoute().first(.container(of: SignInScreen())).presenting.dismiss().cauterize()
            navigator.navigate(to: close) { _ in
                completion(account.isSignedIn ? .success(()) : .failure(SignInRequiredError()))
            }
        }
    }
}

// MARK: - Screens written once, with the capabilities decorators need

/// The shop's screens, whatever platform builds them.
///
/// `withTabBarItem(_:)` exists where a container can carry a
/// tab bar item, so the protocol asks that of the platform's stacks (and of plain screens, for a tab without
/// a stack).
@MainActor
protocol ShopScreens {
    associatedtype Platform: ScreenPlatform
    where Platform.Stack: ScreenTabBarItemContainer, Platform.Modal: ScreenTabBarItemContainer
    static var catalog: AnyScreen<Platform.Modal> { get }
    static var cart: AnyScreen<Platform.Modal> { get }
    static func product(id: Int) -> AnyScreen<Platform.Modal>
}

/// The shop's routes, written once.
@MainActor
enum ShopRoutes<Screens: ShopScreens> {
    typealias Route = Screens.Platform.WindowRoute

    /// The tab bar root, built in generic code: `ScreenTabsScreen` makes the platform's tab bar.
    static var tabs: AnyScreen<Screens.Platform.Tabs> {
        ScreenTabsScreen<Screens.Platform>(name: "Shop").withTabs(
            Screens.catalog.withStackContainer().withTabBarItem(ScreenTabBarItem(title: "Catalog")),
            Screens.cart.withTabBarItem(ScreenTabBarItem(title: "Cart")))
    }

    static var start: Route {
        Route().setRoot(to: tabs).makeKeyAndVisible().resolve()
    }

    /// A product deep link: the catalog tab, popped to its root, with the product on top.
    static func product(_ id: Int) -> Route {
        Route().first(.container(of: Screens.catalog)).makeVisible().stack.popToRoot().push(Screens.product(id: id)).resolve()
    }

    /// The product, kept when it is shown already: found and made visible, else pushed.
    static func openProduct(_ id: Int) -> Route {
        Route()
            .first(.container(of: Screens.product(id: id))).makeVisible()
            .fallback(to: product(id))
    }
}

/// Stand-ins with the app's keys, for tests.
enum StandInShop: ShopScreens {
    typealias Platform = HeadlessPlatform
    static var catalog: AnyScreen<HeadlessViewController> { HeadlessScreen(name: "Catalog").eraseToAnyScreen() }
    static var cart: AnyScreen<HeadlessViewController> { HeadlessScreen(name: "Cart").eraseToAnyScreen() }
    static func product(id: Int) -> AnyScreen<HeadlessViewController> {
        HeadlessScreen(name: "Product", traits: [id]).eraseToAnyScreen()
    }
}

@MainActor
@Suite struct RecipesArticleTests {
    let window = HeadlessWindow()
    let home = HeadlessScreen(name: "Home")

    func startedNavigator() async throws -> ScreenNavigator {
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: home.withStackContainer()).makeKeyAndVisible())
        return navigator
    }

    @Test func theCheckoutAnswersOnceAndClosesItself() async throws {
        let navigator = try await startedNavigator()
        let checkout = Task { try await navigator.result(of: HeadlessWindowRoute().top(.container).present(Checkout()), as: String.self) }
        let cart = try await navigator.waitUntilShown(HeadlessScreen(name: "Cart")) as? CheckoutStep
        cart?.next()
        let address = try await navigator.waitUntilShown(HeadlessScreen(name: "Address")) as? CheckoutStep
        address?.next()
        let payment = try await navigator.waitUntilShown(HeadlessScreen(name: "Payment")) as? CheckoutStep
        payment?.pay(orderID: "A-17")

        #expect(try await checkout.value == "A-17")
        _ = try await navigator.waitUntilShown(home)
        #expect(window.rootViewController?.presentedViewController == nil, "the flow closed itself")
    }

    @Test func theCheckoutClosedEarlyFailsTheWait() async throws {
        let navigator = try await startedNavigator()
        let checkout = Task { try await navigator.result(of: HeadlessWindowRoute().top(.container).present(Checkout()), as: String.self) }
        _ = try await navigator.waitUntilShown(HeadlessScreen(name: "Cart"))
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().root.dismissAll(animated: false))
        await #expect(throws: ScreenResultError.self) { try await checkout.value }
    }

    @Test func theGateClosesTheSignInAndContinues() async throws {
        let navigator = try await startedNavigator()
        let account = Account()
        let profile = HeadlessScreen(name: "Profile")
        let gated = Task {
            try await navigator.navigateAndWait(to: HeadlessWindowRoute().then(SignInGate(account: account)).top(.stack).push(profile))
        }
        let signIn = try await navigator.waitUntilShown(SignInScreen())
        signIn.signIn()
        _ = try await gated.value

        #expect(account.isSignedIn)
        #expect(window.rootViewController?.presentedViewController == nil, "the sign-in is closed")
        #expect(navigator.topContainer?.effectiveScreenKey == profile.key, "pushed on the stack below the sign-in")
        // Signed in, the gate lets the next route through at once: nothing is presented.
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().then(SignInGate(account: account)).top(.stack).pop())
        #expect(navigator.topContainer?.effectiveScreenKey == home.key)
    }

    @Test func theGateStopsWhenTheSignInIsClosed() async throws {
        let navigator = try await startedNavigator()
        let account = Account()
        let gated = Task {
            try await navigator.navigateAndWait(
                to: HeadlessWindowRoute().then(SignInGate(account: account)).top(.stack).push(HeadlessScreen(name: "Profile")))
        }
        try await navigator.waitUntilShown(SignInScreen()).cancel()

        await #expect(throws: SignInRequiredError.self) { try await gated.value }
        #expect(window.rootViewController?.presentedViewController == nil)
        #expect(navigator.topContainer?.effectiveScreenKey == home.key, "nothing was pushed")
    }

    @Test func waitingForAScreenThatIsNotShownFailsInTime() async throws {
        let navigator = try await startedNavigator()
        await #expect(throws: ScreenContainerNotFoundError.self) {
            try await navigator.waitUntilShown(SignInScreen(), timeout: .milliseconds(20))
        }
    }

    @Test func aTabBarRootBuiltInGenericCode() async throws {
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: ShopRoutes<StandInShop>.start)
        try await navigator.navigateAndWait(to: ShopRoutes<StandInShop>.product(7))

        #expect(
            window.hierarchyDescription == """
                HeadlessWindow [key]
                  Shop
                    HeadlessNavigationController [selected]
                      Catalog
                      Product(7) [top]
                    Cart
                """)
        let tabs = (window.rootViewController as? HeadlessTabBarController)?.viewControllers ?? []
        #expect(tabs.map { $0.tabBarItem.title } == ["Catalog", "Cart"])
    }

    @Test func theTreeDescriptionLineByLine() async throws {
        let navigator = ScreenNavigator(window: window, logger: nil)
        let tabs = ScreenTabsScreen<HeadlessPlatform>(name: "Main").withTabs(
            HeadlessScreen(name: "Chats").withStackContainer(), HeadlessScreen(name: "Settings").withStackContainer())
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: tabs).makeKeyAndVisible())
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Chat", traits: [42])))
        try await navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(
                HeadlessScreen(name: "Login").withStackContainer().withModalPresentationStyle(.formSheet)))
        #expect(
            window.hierarchyDescription == """
                HeadlessWindow [key]
                  Main
                    HeadlessNavigationController [selected]
                      Chats
                      Chat(42) [top]
                    HeadlessNavigationController
                      Settings
                  presents HeadlessNavigationController (formSheet)
                    Login
                """)
    }

    @Test func aPushOfAShownScreenBuildsItAgain() async throws {
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: ShopRoutes<StandInShop>.start)
        try await navigator.navigateAndWait(to: ShopRoutes<StandInShop>.product(7))
        let shown = navigator.topContainer
        let transitions = window.transitions.count

        // The same deep link again: the stack already is [Catalog, Product(7)], yet popToRoot().push(...) builds a
        // new Product(7) and replaces the shown one.
        try await navigator.navigateAndWait(to: ShopRoutes<StandInShop>.product(7))
        #expect(navigator.topContainer !== shown)
        #expect(window.transitions.count > transitions)
        #expect(window.hierarchyDescription.contains("Catalog\n      Product(7) [top]"))

        // Searching first keeps the shown controller, and changes nothing.
        let kept = navigator.topContainer
        let before = window.transitions.count
        try await navigator.navigateAndWait(to: ShopRoutes<StandInShop>.openProduct(7))
        #expect(navigator.topContainer === kept)
        #expect(window.transitions.count == before)
        try await navigator.navigateAndWait(to: ShopRoutes<StandInShop>.openProduct(8))
        #expect(navigator.topContainer?.effectiveScreenKey == ScreenKey(name: "Product", traits: [8]))
    }

    @Test func resolveForgetsWhereTheChainEnded() async throws {
        let navigator = try await startedNavigator()
        let chat = HeadlessScreen(name: "Chat")
        let onTheStack: ScreenRoute<HeadlessWindow, HeadlessNavigationController> = HeadlessWindowRoute().top(.stack).push(chat)
        let stored: HeadlessWindowRoute = onTheStack.resolve()
        try await navigator.navigateAndWait(to: stored)
        #expect(navigator.topContainer?.effectiveScreenKey == chat.key)
    }
}
