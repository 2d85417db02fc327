/// A model's change signal: what the SwiftUI views re-render on.
///
/// Neither Combine nor Observation is available both on iOS 16 and on Linux, so the models carry
/// this small signal of their own; the views wrap it in an `ObservableObject` and tests observe it
/// directly. Every change it signals is also what an app observes on the models themselves: through
/// Observation where the OS has it (iOS 17, Linux) and as an `ObservableObject` on iOS 16.
///
/// ```swift
/// let observation = stack.signal.observe { renders += 1 }
/// navigator.navigate(to: SwiftUIWindowRoute().top(.stack).push(chat))   // renders == 1
/// observation.cancel()
/// ```
/// - Note: Observers run on the main actor, synchronously, after the model changed. An observer
///   lives as long as its ``SwiftUIModelObservation`` token: release or cancel the token to stop.
@MainActor
public final class SwiftUIModelSignal {
    /// Whether the change being signalled is animated.
    ///
    /// ```swift
    /// var transaction = Transaction(); transaction.disablesAnimations = !signal.isAnimated
    /// ```
    /// - Note: `true` until the first change.
    public private(set) var isAnimated = true

    /// How many changes were signalled: a cheap way for tests to see that a model told its views.
    ///
    /// ```swift
    /// #expect(stack.signal.changeCount == before + 1, "one path write")
    /// ```
    public private(set) var changeCount = 0

    /// Held weakly: the token's owner decides how long an observer lives, so a view that goes away
    /// without cancelling leaves nothing behind.
    private var observers: [Observer] = []

    /// The model this signal belongs to: told of every change, for Observation and `ObservableObject`.
    weak var owner: (any SwiftUIObservedModel)?

    private struct Observer {
        weak var token: SwiftUIModelObservation?
    }

    /// A signal with no observers.
    ///
    /// ```swift
    /// let signal = SwiftUIModelSignal()
    /// ```
    /// - Note: Models make their own; an app rarely needs one.
    public init() {}

    /// Calls `onChange` after every change of the model, until the returned token is cancelled or
    /// released.
    ///
    /// ```swift
    /// let observation = window.signal.observe { print("window changed") }
    /// ```
    /// - Note: Never fails; the observer first runs on the next change, not at once.
    public func observe(_ onChange: @escaping @MainActor () -> Void) -> SwiftUIModelObservation {
        let token = SwiftUIModelObservation(onChange)
        observers.removeAll { $0.token == nil }
        observers.append(Observer(token: token))
        return token
    }

    /// Tells the observers the model changed, `animated` or not.
    func send(animated: Bool) {
        isAnimated = animated
        changeCount &+= 1
        owner?.observationChanged()
        observers.removeAll { $0.token == nil }
        // A copy: an observer may observe or cancel while it runs.
        for observer in observers {
            observer.token?.notify()
        }
    }
}

/// The token ``SwiftUIModelSignal/observe(_:)`` returns: the observer runs while the token lives and
/// is not cancelled.
///
/// ```swift
/// var observation: SwiftUIModelObservation? = model.signal.observe { refresh() }
/// observation?.cancel()   // or: observation = nil
/// ```
/// - Note: Cancelling twice does nothing.
@MainActor
public final class SwiftUIModelObservation {
    private var onChange: (@MainActor () -> Void)?

    init(_ onChange: @escaping @MainActor () -> Void) {
        self.onChange = onChange
    }

    /// Whether the observer still runs on changes.
    ///
    /// ```swift
    /// observation.cancel()   // isActive == false
    /// ```
    public var isActive: Bool { onChange != nil }

    /// Stops the observer; it is not called again.
    ///
    /// ```swift
    /// observation.cancel()
    /// ```
    /// - Note: Completes at once; safe to call from inside the observer.
    public func cancel() {
        onChange = nil
    }

    func notify() {
        onChange?()
    }
}
