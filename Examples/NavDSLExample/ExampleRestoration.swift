import Foundation
import NavDSLAddons
import NavDSLExampleRoutes

extension ExampleApp {
    /// Every restorable screen of the app: the iOS example's registry, over stand-ins.
    static let registry = StandInScreens.restoration

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
