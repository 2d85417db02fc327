#if canImport(SwiftUI) && canImport(UIKit)
    import Combine
    import NavDSL
    import SwiftUI

    /// The root of a SwiftUI scene driven by routes: renders a window model's root, and everything
    /// it stacks, tabs, splits and presents.
    ///
    /// The views decide nothing. They show what the models hold, hand the user's own changes (a back
    /// swipe, a sheet swiped down, a tab tapped) to the models' `userDid…` methods, and tell the
    /// window model when UIKit under SwiftUI finished a change (``SwiftUIAcknowledgement``), so a
    /// route's next step waits for the last one to be on screen, without fixed delays.
    /// ```swift
    /// WindowGroup {
    ///     NavigationSceneView(window: scene.window, navigator: scene.navigator)
    /// }
    /// ```
    /// A new root is a new tree (the root's view is identified by its model), so `setRoot` never
    /// keeps state of the old root's screens. The navigator is in the environment of every screen
    /// (`@Environment(\.screenNavigator)`).
    ///
    /// - Note: Never fails: a route that SwiftUI cannot show fails in the model, before anything
    ///   renders. Sets the window's `allowsMultipleDismissalsInOneUpdate` from the OS (iOS 17+).
    public struct NavigationSceneView: View {
        private let window: SwiftUIWindowModel
        private let navigator: ScreenNavigator
        @StateObject private var observer: SwiftUIWindowObserver
        @StateObject private var acknowledger: SwiftUIAcknowledger
        @Environment(\.horizontalSizeClass) private var sizeClass

        /// A scene showing `window`, whose screens run routes with `navigator`.
        ///
        /// `acknowledgement` says how a change is known to be finished when the window model's
        /// completion mode is `.acknowledged` (in `.immediate` mode nothing waits).
        /// ```swift
        /// NavigationSceneView(window: SwiftUIWindowModel(completion: .acknowledged), navigator: navigator)
        /// ```
        /// - Note: Never fails; the navigator should be one made on `window` (it holds it weakly:
        ///   keep the window in the scene's own object).
        public init(
            window: SwiftUIWindowModel, navigator: ScreenNavigator, acknowledgement: SwiftUIAcknowledgement = .transitionCoordinator
        ) {
            self.window = window
            self.navigator = navigator
            _observer = StateObject(wrappedValue: SwiftUIWindowObserver(window: window))
            _acknowledger = StateObject(wrappedValue: SwiftUIAcknowledger(window: window, strategy: acknowledgement))
        }

        /// The root screen, the probe, and the environment.
        ///
        /// - Note: Renders what the models hold; never writes a model while SwiftUI computes it.
        public var body: some View {
            observer.attach(to: acknowledger)
            return ZStack {
                if let root = window.rootModel {
                    SwiftUIScreenModelView(model: root).id(root.id)
                }
            }
            .background(SwiftUIProbeHost(acknowledger: acknowledger))
            // The scene's width, which split models not yet drawn start from (binding rule 7).
            .onAppear { window.userDidChangeSizeClass(sizeClass == .compact ? .compact : .regular) }
            .onChange(of: sizeClass) { window.userDidChangeSizeClass($0 == .compact ? .compact : .regular) }
            .modifier(SwiftUISceneAddonsModifier(window: window))
            .environment(\.screenNavigator, navigator)
            .environment(\.swiftUIAcknowledger, acknowledger)
        }
    }

    /// Re-renders the scene when the window's root is replaced (the window signals every change in
    /// its tree; the screens' own observers draw the rest).
    @MainActor
    final class SwiftUIWindowObserver: ObservableObject {
        private weak var acknowledger: SwiftUIAcknowledger?
        private var observation: SwiftUIModelObservation?
        private weak var shownRoot: SwiftUIScreenModel?

        init(window: SwiftUIWindowModel) {
            shownRoot = window.rootModel
            observation = window.signal.observe { [weak self, weak window] in
                guard let self, let window, window.rootModel !== self.shownRoot else { return }
                self.shownRoot = window.rootModel
                self.acknowledger?.schedule(self.objectWillChange, animated: window.signal.isAnimated)
            }
        }

        func attach(to acknowledger: SwiftUIAcknowledger) {
            if self.acknowledger !== acknowledger { self.acknowledger = acknowledger }
        }
    }
#endif
