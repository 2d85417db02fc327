import Foundation
import NavDSLHeadless
import NavDSLNivelirCompat
import Testing

// Nivelir's documented spellings that its example app and doc comments write and the first round
// left failing, run on the headless family with only the import changed. Their UIKit-typed forms
// (the HUD indicators' colours, `UIBarButtonItem`, the media picker's images, `UIApplicationShortcutItem`)
// are compiled against Apple's SDK by Checks/NivelirCompatApp/NivelirExampleAppUsage.swift.

/// A logger declared as a struct, as Nivelir's documentation declares one.
struct LinesLogger: ScreenLogger {
    final class Lines {
        var values: [String] = []
    }

    let lines = Lines()

    func info(_ info: @autoclosure () -> String) { lines.values.append(info()) }
    func error(_ error: @autoclosure () -> Error) { lines.values.append("error: \(error())") }
}

/// The observer of the documented authorization flow.
@MainActor
protocol DocumentedAuthorizationObserver: ScreenObserver {
    func authorizationFinished(isAuthorized: Bool)
}

/// The documented "authorize" action, rewritten as the compat's unavailable `ScreenActionStorage`
/// asks: the observer token lives in the completion closure until the action completes.
@MainActor
struct DocumentedAuthorizeAction<Container: ScreenContainer>: ScreenAction {
    final class Observer: DocumentedAuthorizationObserver {
        let finished: @MainActor (Bool) -> Void
        init(finished: @escaping @MainActor (Bool) -> Void) { self.finished = finished }
        func authorizationFinished(isAuthorized: Bool) { finished(isAuthorized) }
    }

    let isAuthorized: Bool

    func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        if isAuthorized { return completion(.success(())) }
        var token: ScreenRegistrationToken?
        let observer = Observer { authorized in
            withExtendedLifetime(token) { completion(authorized ? .success(()) : .failure(ScreenCanceledError())) }
            token = nil
        }
        token = navigator.observe(by: observer, where: .type((any DocumentedAuthorizationObserver).self))
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct NivelirDocumentedAddonsTests {
    @Test func aStructLoggerReceivesTheNavigatorsLines() async throws {
        let window = HeadlessWindow()
        let logger = LinesLogger()
        let navigator = ScreenNavigator(window: window, logger: logger)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Home")).makeKeyAndVisible())
        #expect(!logger.lines.values.isEmpty)
        _ = try? await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).popToRoot())
        #expect(logger.lines.values.last?.hasPrefix("error: ") == true)
    }

    @Test func anAuthorizeActionWaitsForItsObserverAndFailsWhenRefused() async throws {
        let world = CompatWorld()
        var results: [Bool] = []
        for allowed in [true, false] {
            world.navigator.navigate(
                to: HeadlessWindowRoute().top(.container).then(DocumentedAuthorizeAction<HeadlessViewController>(isAuthorized: false))
            ) {
                results.append((try? $0.get()) != nil)
            }
            world.navigator.observation(of: (any DocumentedAuthorizationObserver).self).notify {
                $0.authorizationFinished(isAuthorized: allowed)
            }
        }
        #expect(results == [true, false])
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func showHUDOnAWindowRouteShowsItFromTheRootAndHidesIt() async throws {
        let world = CompatWorld()
        try await world.succeed(HeadlessWindowRoute().showHUD(.spinner))
        #expect(world.state.contains("HUD"), "\(world.state)")
        #expect(!world.state.hasSuffix("no HUD"))
        try await world.succeed(HeadlessWindowRoute().showHUD(.success, duration: 1.0).hideHUD())
        #expect(world.state.hasSuffix("no HUD"))
        let empty = ScreenNavigator(window: HeadlessWindow(), logger: nil)
        await #expect(throws: ScreenContainerNotFoundError.self) {
            try await empty.navigateAndWait(to: HeadlessWindowRoute().showHUD(.spinner))
        }
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func changeBottomSheetTakesNivelirsSelectedDetentKey() async throws {
        let world = CompatWorld()
        try await world.succeed(
            HeadlessWindowRoute().top(.container).present(
                HeadlessScreen(name: "Sheet").withBottomSheet(BottomSheet(detents: [.medium, .large]))))
        try await world.succeed(HeadlessWindowRoute().top(.container).changeBottomSheet { $0.selectedDetentKey = .large })
        let presented = try #require(world.rootStack?.presentedViewController)
        #expect(presented.screenSheet?.selectedDetent == .large)
        let error = await world.run(
            HeadlessWindowRoute().top(.container).changeBottomSheet { $0.selectedDetentKey = BottomSheetDetentKey(rawValue: "huge") })
        #expect((error as? ScreenRuleViolation)?.rule == .unknownSheetDetent)
        #expect(presented.screenSheet?.selectedDetent == .large)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func actionSheetsTakeNivelirsCentreAnchorAndCancelLabel() async throws {
        let world = CompatWorld()
        let button = HeadlessBarButtonItem(title: "Photo")
        let view = try #require(world.rootStack?.topViewController)
        let sheet = ActionSheet(anchor: .center(of: view), actions: [ActionSheetAction(title: "Take Photo"), .cancel(title: "Cancel")])
        #expect(sheet.anchor.sourceView === view)
        #expect(sheet.alert.buttons.map(\.title) == ["Take Photo", "Cancel"])
        #expect(sheet.alert.buttons.last?.style == .cancel)
        _ = button
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func anActivityTypeIsNamedAfterItsProperty() {
        #expect(SharingActivityType.fromPropertyName("openInBrowser").rawValue.hasSuffix(".openInBrowser"))
    }
}
