/// What a ``ResultScreen`` reports through: one value, once, to the navigation waiting for it.
///
/// The screen gets it in ``ResultScreen/build(navigator:result:)`` and keeps it where the user's
/// answer is handled, usually its controller:
/// ```swift
/// final class ColorPickerController: HeadlessViewController {
///     let result: ScreenResultReporter<String>
///     func userTapped(_ color: String) { result.report(color) }
/// }
/// ```
/// - Note: Only the first report counts; a second one is ignored and logged as
///   ``ScreenResultReportedTwiceError``. A report no navigation awaits is logged and dropped.
@MainActor
public final class ScreenResultReporter<Value> {
    /// The key of the screen that reports.
    public let screenKey: ScreenKey
    /// Whether the screen has reported.
    public private(set) var isReported = false
    /// The waiter this screen answers, until it has its answer (or gave up).
    package var waiter: ScreenResultWaiter<Value>?
    /// The container the screen built; the waiter checks that it is still shown.
    package private(set) weak var container: (any ScreenContainer)?
    private weak var navigator: ScreenNavigator?

    package init(screenKey: ScreenKey, navigator: ScreenNavigator?) {
        self.screenKey = screenKey
        self.navigator = navigator
    }

    /// Whether a navigation is waiting for this screen's result.
    public var isAwaited: Bool { waiter != nil }

    /// Reports `value` to whoever showed the screen.
    ///
    /// ```swift
    /// result.report("teal")
    /// ```
    /// - Note: The first report counts; later ones are ignored and logged. A report made while the
    ///   showing navigation still runs is delivered when that navigation succeeds.
    public func report(_ value: Value) {
        guard !isReported else {
            navigator?.logger?.error(ScreenResultReportedTwiceError(screen: screenKey.description))
            return
        }
        isReported = true
        guard let waiter else {
            navigator?.logger?.info("\(screenKey) reported a result no navigation awaits")
            return
        }
        waiter.screenReported(value)
    }

    /// Ties the reporter to the container its screen built: the container keeps a sentinel in its
    /// payload, whose release tells the waiter that the screen is gone.
    package func attach(to container: any ScreenContainer) {
        self.container = container
        guard let payloaded = container as? any ScreenPayloadedContainer else { return }
        let bag = payloaded.screenPayload ?? ScreenPayload()
        bag.append(ScreenResultReleaseSentinel { [self] in containerReleased() })
        payloaded.screenPayload = bag
    }

    private func containerReleased() {
        guard !isReported else { return }
        waiter?.screenClosed(.released)
    }
}

/// Lives in a result screen's container payload; its release means the container is gone.
///
/// Deinitializers are not isolated, so the news reaches the main actor on its next turn.
final class ScreenResultReleaseSentinel: Sendable {
    private let onRelease: @MainActor @Sendable () -> Void

    init(onRelease: @escaping @MainActor @Sendable () -> Void) {
        self.onRelease = onRelease
    }

    deinit {
        Task { @MainActor [onRelease] in onRelease() }
    }
}
