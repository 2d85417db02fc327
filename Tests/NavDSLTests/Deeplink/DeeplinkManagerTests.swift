import NavDSL
import NavDSLHeadless
import Testing

/// The manager: rejects bad input without navigating, keeps links pending per scope, latest wins,
/// runs interceptors, handles push payloads.
@MainActor
@Suite struct DeeplinkManagerTests {
    let app = HeadlessApp(root: DeeplinkApp.loggedInTabs())
    let manager: DeeplinkManager

    init() {
        manager = DeeplinkApp.manager(for: app)
        manager.activate(.launch)
        manager.activate(.authorized)
    }

    func handle(_ text: String) async -> (any Error)? {
        do {
            try await manager.handle(text)
            return nil
        } catch {
            return error
        }
    }

    var chats: HeadlessNavigationController? { app.stack(tab: 0) }

    @Test func recognisedLinkNavigates() async throws {
        #expect(await handle("app://chat/42") == nil)
        #expect(HeadlessTrees.names(chats) == ["Chats", "Chat(42)"])
        #expect(app.tabBar?.selectedIndex == 0)
        #expect(app.log.lines.contains("Info: Deep link ChatDeeplink(app://chat/42) navigates"))
    }

    @Test func universalLinkOnAnAcceptedHostNavigates() async throws {
        #expect(await handle("https://example.com/chat/5") == nil)
        #expect(HeadlessTrees.names(chats) == ["Chats", "Chat(5)"])
    }

    @Test(arguments: [
        ("ftp://chat/1", DeeplinkError.Code.unsupportedScheme), ("https://evil.com/chat/1", .unsupportedScheme),
        ("app://unknown/1", .unknownDeeplink), ("app://", .unknownDeeplink), ("app://chat/x", .invalidParameter),
        ("app://chat/%ZZ", .invalidPercentEncoding), ("app://promo?product=1&product=2", .duplicatedParameter),
    ])
    func rejectedLinkNeverNavigates(url: String, code: DeeplinkError.Code) async throws {
        let error = await handle(url)
        #expect((error as? DeeplinkError)?.code == code)
        #expect(app.window.transitions.isEmpty)
        #expect(app.log.lines.last?.hasPrefix("Error: Deep link rejected (\(code.rawValue))") == true)
    }

    @Test func unknownLinkMessageListsTheRegisteredTypes() async throws {
        let error = await handle("app://unknown/1")
        #expect(
            "\(error.map { "\($0)" } ?? "")"
                == "Deep link rejected (unknownDeeplink) 'app://unknown/1': no registered deep link recognises it "
                + "(tried ChatDeeplink, PromoDeeplink). Register its type first.")
    }

    @Test func linkWaitsUntilItsScopeIsActivated() async throws {
        manager.deactivate(.authorized)
        var result: Result<Void, any Error>?
        manager.handle("app://chat/7") { result = $0 }
        #expect(result == nil)
        #expect(manager.pendingURL(in: .authorized)?.original == "app://chat/7")
        #expect(app.window.transitions.isEmpty)
        manager.activate(.authorized)
        #expect(throws: Never.self) { try result?.get() }
        #expect(HeadlessTrees.names(chats) == ["Chats", "Chat(7)"])
        #expect(manager.pendingURL(in: .authorized) == nil)
    }

    @Test func scopesKeepTheirOwnPendingLinks() async throws {
        manager.deactivate(.launch)
        manager.deactivate(.authorized)
        manager.handle("app://chat/1") { _ in }
        manager.handle("app://promo?product=3") { _ in }
        #expect(manager.pendingURL(in: .authorized)?.original == "app://chat/1")
        #expect(manager.pendingURL(in: .launch)?.original == "app://promo?product=3")
        manager.activate(.launch)
        #expect(app.tabBar?.presentedViewController?.description == "Product(3)")
        #expect(manager.pendingURL(in: .authorized)?.original == "app://chat/1", "activating launch leaves authorized waiting")
    }

    @Test func latestPendingLinkWinsAndTheReplacedOneIsTold() async throws {
        manager.deactivate(.authorized)
        var first: Result<Void, any Error>?
        manager.handle("app://chat/1") { first = $0 }
        manager.handle("app://chat/2") { _ in }
        let superseded = try #require(first.flatMap { if case .failure(let error) = $0 { error as? DeeplinkError } else { nil } })
        #expect(superseded.code == .superseded)
        manager.activate(.authorized)
        #expect(HeadlessTrees.names(chats) == ["Chats", "Chat(2)"])
    }

    @Test func interceptorThatCancelsStopsTheLink() async throws {
        manager.addInterceptor(BlockingInterceptor())
        let error = await handle("app://chat/3")
        #expect((error as? DeeplinkError)?.code == .intercepted)
        #expect("\(error.map { "\($0)" } ?? "")".hasSuffix("maintenance mode"))
        #expect(app.window.transitions.isEmpty)
    }

    @Test func authorizationInterceptorShowsLoginAndContinuesAfterSuccess() async throws {
        let session = LoginSession()
        manager.addInterceptor(
            DeeplinkAuthorizationInterceptor(isAuthorized: { session.isLoggedIn }) { navigator, done in
                navigator.navigate(to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Login"))) { _ in }
                session.finish = done
            })
        var result: Result<Void, any Error>?
        manager.handle("app://chat/9") { result = $0 }
        #expect(app.tabBar?.presentedViewController?.description == "Login")
        #expect(result == nil)
        session.isLoggedIn = true
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().root.dismiss())
        let completeLogin = try #require(session.finish)
        completeLogin(true)
        #expect(throws: Never.self) { try result?.get() }
        #expect(HeadlessTrees.names(chats) == ["Chats", "Chat(9)"])
    }

    @Test func authorizationInterceptorDropsTheLinkWhenLoginFails() async throws {
        manager.addInterceptor(DeeplinkAuthorizationInterceptor(isAuthorized: { false }) { _, done in done(false) })
        let error = await handle("app://chat/9")
        #expect((error as? DeeplinkError)?.code == .intercepted)
        #expect(HeadlessTrees.names(chats) == ["Chats"])
    }

    @Test func pushPayloadsUseTheSameTypesAndDecoder() async throws {
        var results: [Bool] = []
        manager.handle(notification: DeeplinkNotification(userInfo: ["deeplink": "app://chat/4"])) {
            results.append((try? $0.get()) != nil)
        }
        manager.handle(
            notification: DeeplinkNotification(userInfo: ["type": "promo", "product": 6, "tag": ["a", "b"], "campaign": "spring"])
        ) {
            results.append((try? $0.get()) != nil)
        }
        manager.handle(notification: DeeplinkNotification(userInfo: ["type": "promo", "product": "six"])) {
            results.append((try? $0.get()) != nil)
        }
        manager.handle(notification: DeeplinkNotification(userInfo: ["aps": ["alert": "hi"]])) { results.append((try? $0.get()) != nil) }
        manager.handle(notification: DeeplinkNotification(userInfo: ["type": "promo", "product": ["nested": 1]])) {
            results.append((try? $0.get()) != nil)
        }
        #expect(results == [true, true, false, false, false])
        #expect(app.tabBar?.presentedViewController?.description == "Product(6)")
    }
}

/// Cancels every link.
@MainActor
private final class BlockingInterceptor: DeeplinkInterceptor {
    func intercept(_ request: DeeplinkRequest, navigator: ScreenNavigator, completion: @escaping @MainActor (DeeplinkInterception) -> Void)
    {
        completion(.cancel(reason: "maintenance mode"))
    }
}
