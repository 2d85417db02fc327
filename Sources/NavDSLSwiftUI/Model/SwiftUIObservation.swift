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
        /// Observation's registrar, boxed: its type exists from iOS 17 only, and a model's stored
        /// property must exist on iOS 16 too.
        private let box: AnyObject?

        init() {
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
                box = SwiftUIObservationRegistrarBox()
            } else {
                box = nil
            }
        }

        /// Registers a read of `subject`'s observed state.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        func access<Subject: Observable & SwiftUIObservedModel>(_ subject: Subject) {
            (box as? SwiftUIObservationRegistrarBox)?.registrar.access(subject, keyPath: \.observedRevision)
        }

        /// Tells the views that read `subject`'s observed state that it changed.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        func changed<Subject: Observable & SwiftUIObservedModel>(_ subject: Subject) {
            guard let registrar = (box as? SwiftUIObservationRegistrarBox)?.registrar else { return }
            registrar.willSet(subject, keyPath: \.observedRevision)
            registrar.didSet(subject, keyPath: \.observedRevision)
        }
    #else
        init() {}
    #endif
}

#if canImport(Observation)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    final class SwiftUIObservationRegistrarBox: Sendable {
        let registrar = ObservationRegistrar()
    }
#endif

/// A model whose navigation state apps observe: the screen models and the window.
@MainActor
protocol SwiftUIObservedModel: AnyObject {
    /// How many changes the model signalled: the one key path every observed read registers.
    var observedRevision: Int { get }
    /// Tells observers the model's navigation state changed (its signal fired).
    func observationChanged()
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
    /// How many changes this model signalled.
    var observedRevision: Int { signal.changeCount }

    /// Registers a read of this model's navigation state with Observation.
    func observationAccess() {
        #if canImport(Observation)
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) { observation.access(self) }
        #endif
    }

    /// Tells observers this model's navigation state changed (its signal fired).
    func observationChanged() {
        #if canImport(Observation)
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) { observation.changed(self) }
        #endif
        #if canImport(Combine)
            objectWillChange.send()
        #endif
    }
}

extension SwiftUIWindowModel: SwiftUIObservedModel {
    /// How many changes this window signalled.
    var observedRevision: Int { signal.changeCount }

    /// Registers a read of the window's state with Observation.
    func observationAccess() {
        #if canImport(Observation)
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) { observation.access(self) }
        #endif
    }

    /// Tells observers the window's state changed.
    func observationChanged() {
        #if canImport(Observation)
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) { observation.changed(self) }
        #endif
        #if canImport(Combine)
            objectWillChange.send()
        #endif
    }
}
