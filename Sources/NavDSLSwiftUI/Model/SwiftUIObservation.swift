#if canImport(Observation)
    import Observation
#endif
#if canImport(Combine)
    import Combine
#endif

/// What makes the models themselves observable by an app's views: through Observation where the OS
/// has it (iOS 17, macOS 14, Linux), through `ObservableObject` on iOS 16, under the same property
/// names (`path`, `presented`, `selectedIndex`, `columnVisibility`, the window's `root` and
/// `hasPendingTransitions`).
///
/// A read of one of those properties registers with the model's registrar; every change the model
/// signals (``SwiftUIModelSignal``) is a mutation of them, so a view that read `stack.path` is drawn
/// again when the stack changes, as it is for a `@Observable` class of its own.
///
/// ```swift
/// struct BackToTop: View {
///     let stack: SwiftUIStackModel
///     var body: some View { if !stack.path.isEmpty { ScreenLink(to: SwiftUIWindowRoute().top(.stack).popToRoot()) { Text("Top") } } }
/// }
/// ```
@MainActor
struct SwiftUIObservationRegistration {
    #if canImport(Observation)
        /// Observation's registrar and the subject reads register on, boxed: their type exists from
        /// iOS 17 only, and a model's stored property must exist on iOS 16 too.
        private let box: AnyObject?

        init() {
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
                box = SwiftUIObservationRegistrarBox()
            } else {
                box = nil
            }
        }

        /// Registers a read of the owning model's observed state.
        func access() {
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
                (box as? SwiftUIObservationRegistrarBox)?.access()
            }
        }

        /// Tells the views that read the owning model's observed state that it changed.
        func changed() {
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
                (box as? SwiftUIObservationRegistrarBox)?.changed()
            }
        }
    #else
        init() {}
        func access() {}
        func changed() {}
    #endif
}

#if canImport(Observation)
    /// The registrar with the one subject every observed read of a model registers on.
    ///
    /// Observation tracks a read by registrar and key path, not by the class the property is declared
    /// in, so each model's reads register on its own box, and one implementation serves the screen
    /// models and the window (which share no superclass) without a cast to `Observable` per read.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    final class SwiftUIObservationRegistrarBox: Observable, Sendable {
        let registrar = ObservationRegistrar()

        /// The key path every read registers: the model's navigation state as a whole (its value is
        /// never read; a change is announced with `willSet`/`didSet`).
        var navigationState: Int { 0 }

        func access() {
            registrar.access(self, keyPath: \.navigationState)
        }

        func changed() {
            registrar.willSet(self, keyPath: \.navigationState)
            registrar.didSet(self, keyPath: \.navigationState)
        }
    }
#endif

/// A model whose navigation state apps observe: the screen models and the window.
@MainActor
protocol SwiftUIObservedModel: AnyObject {
    /// Where the model's observed reads register.
    var observation: SwiftUIObservationRegistration { get }
    /// Tells observers the model's navigation state changed (its signal fired).
    func observationChanged()
}

extension SwiftUIObservedModel {
    /// Registers a read of the model's navigation state with Observation.
    func observationAccess() {
        observation.access()
    }
}

#if canImport(Observation)
    /// The screen models are observable through Observation (iOS 17).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension SwiftUIScreenModel: Observable {}

    /// The window is observable through Observation (iOS 17).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension SwiftUIWindowModel: Observable {}
#endif

#if canImport(Combine)
    /// The screen models are `ObservableObject`s on iOS 16, published on every signalled change.
    extension SwiftUIScreenModel: ObservableObject {}

    /// The window is an `ObservableObject` on iOS 16, published on every signalled change.
    extension SwiftUIWindowModel: ObservableObject {}
#endif

extension SwiftUIScreenModel: SwiftUIObservedModel {
    /// Tells observers this model's navigation state changed (its signal fired).
    func observationChanged() {
        observation.changed()
        #if canImport(Combine)
            objectWillChange.send()
        #endif
    }
}

extension SwiftUIWindowModel: SwiftUIObservedModel {
    /// Tells observers the window's state changed.
    func observationChanged() {
        observation.changed()
        #if canImport(Combine)
            objectWillChange.send()
        #endif
    }
}
