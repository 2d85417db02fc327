import Foundation
import NavDSLAddons

/// The app's screens are restorable: each case is its own saved state (`{"chat":{"id":7}}`), so
/// a relaunch can rebuild where the user was.
extension AppScreen: RestorableScreen {
    static let screenRestorationType = "example.app"
    var screenRestorationState: AppScreen? { self }

    init?(screenRestorationState state: AppScreen) {
        self = state
    }
}

extension ExampleApp {
    /// Every restorable screen of the app.
    static let registry = ScreenRestorationRegistry<HeadlessPlatform>().registering(AppScreen.self)

    /// The tree as the JSON an app would save when it goes to the background.
    func save() throws -> Data {
        try navigator.restorationRecord().jsonData()
    }

    /// Rebuilds the tree saved in `data` in this app's window, as a relaunched app does; returns the
    /// error, if any.
    func restore(from data: Data) async -> (any Error)? {
        do {
            let report = try await navigator.restore(from: try ScreenRestorationRecord(jsonData: data), using: Self.registry)
            for drop in report.drops { print("Dropped \(drop)") }
            return nil
        } catch {
            return error
        }
    }
}
