#if canImport(SwiftUI) && canImport(UIKit)
    import Foundation
    import NavDSL
    import SwiftUI

    extension View {
        /// Keeps the scene's navigation across relaunches: NavDSL's restoration record, saved in the
        /// scene's `@SceneStorage` when the scene goes inactive and to the background, and handed to
        /// `start` once, when the scene first appears, before any route of the app has run.
        ///
        /// The record is NavDSL's own (tabs, stacks and presentations together), not
        /// `NavigationPath.CodableRepresentation`, which covers one stack and is `nil` as soon as
        /// one element is not `Codable`. `start` gets `nil` on a first launch, and runs the start
        /// route, the restore and the deep links in that order, as the UIKit example does.
        /// ```swift
        /// NavigationSceneView(window: window, navigator: navigator)
        ///     .restoresNavigation(of: navigator) { record in scene.start(restoring: record) }
        /// ```
        /// - Note: A saved record this build cannot read (``ScreenRestorationError``: a newer format,
        ///   a damaged one) reaches `start` as `nil`, so the app starts fresh; saving never fails (an
        ///   empty record clears the storage).
        public func restoresNavigation(
            of navigator: ScreenNavigator, storageKey: String = "navdsl.restoration",
            start: @escaping @MainActor (ScreenRestorationRecord?) -> Void
        ) -> some View {
            modifier(SwiftUISceneRestoration(navigator: navigator, storageKey: storageKey, start: start))
        }
    }

    /// Reads the scene's saved record once, and writes the navigator's when the scene leaves the screen.
    struct SwiftUISceneRestoration: ViewModifier {
        let navigator: ScreenNavigator
        let start: @MainActor (ScreenRestorationRecord?) -> Void
        @SceneStorage private var saved: Data
        @Environment(\.scenePhase) private var scenePhase
        @State private var hasStarted = false

        init(navigator: ScreenNavigator, storageKey: String, start: @escaping @MainActor (ScreenRestorationRecord?) -> Void) {
            self.navigator = navigator
            self.start = start
            _saved = SceneStorage(wrappedValue: Data(), storageKey)
        }

        func body(content: Content) -> some View {
            content
                .onAppear {
                    guard !hasStarted else { return }
                    hasStarted = true
                    start(saved.isEmpty ? nil : try? ScreenRestorationRecord(jsonData: saved))
                }
                .onChange(of: scenePhase) { phase in
                    // Inactive comes first: a snapshot taken before the background handler still has it.
                    guard phase != .active else { return }
                    let record = navigator.restorationRecord()
                    saved = record.isEmpty ? Data() : (try? record.jsonData()) ?? Data()
                }
        }
    }
#endif
