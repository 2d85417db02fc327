import NavDSL
import Testing
import UIKit

/// Results and observation through the UIKit adapter: the same waiter and predicates as on the
/// headless platform, walking `parent` / `presentingViewController` of real UIKit classes.
@MainActor
@Suite struct ResultsSmokeTests {
    struct Picker: ResultScreen {
        func build(navigator: ScreenNavigator, result: ScreenResultReporter<String>) -> PickerController {
            PickerController(result: result)
        }
    }

    final class PickerController: UIViewController {
        let result: ScreenResultReporter<String>
        init(result: ScreenResultReporter<String>) {
            self.result = result
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }
    }

    protocol PingObserver: ScreenObserver {
        func ping()
    }

    struct Pinging: NotifyingScreen {
        func build(navigator: ScreenNavigator, observation: ScreenObservation<any PingObserver>) -> PingController {
            PingController(observation: observation)
        }
    }

    final class PingController: UIViewController {
        let observation: ScreenObservation<any PingObserver>
        init(observation: ScreenObservation<any PingObserver>) {
            self.observation = observation
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }
    }

    final class Listener: PingObserver {
        var pings = 0
        func ping() { pings += 1 }
    }

    let app: UIKitSmokeApp

    init() async throws {
        app = try await UIKitSmokeApp()
    }

    @Test func presentedPickerAnswers() async throws {
        var outcome: Result<String, any Error>?
        app.navigator.result(of: ScreenWindowRoute().top(.container).present(Picker()), as: String.self) { outcome = $0 }
        await app.settle()
        let picker = try #require(app.window.rootViewController?.presentedViewController as? PickerController)
        picker.result.report("teal")
        await app.settle()
        #expect(try outcome?.get() == "teal")
    }

    @Test func pickerDismissedByANavigationFailsWithDismissed() async throws {
        var outcome: Result<String, any Error>?
        app.navigator.result(of: ScreenWindowRoute().top(.container).present(Picker()), as: String.self) { outcome = $0 }
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().root.dismiss())
        let error = try #require(outcome.flatMap { if case .failure(let error) = $0 { error } else { nil } })
        #expect((error as? ScreenResultError)?.kind == .dismissed)
    }

    @Test func observerHearsWhatIsPresentedOnItsController() async throws {
        let listener = Listener()
        let root = try #require(app.window.rootViewController)
        let token = app.navigator.observe(by: listener, where: .presented(on: root))
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(Pinging()))
        let pinging = try #require(root.presentedViewController as? PingController)
        pinging.observation.notify { $0.ping() }
        #expect(listener.pings == 1)
        token.cancel()
        pinging.observation.notify { $0.ping() }
        #expect(listener.pings == 1)
    }
}
