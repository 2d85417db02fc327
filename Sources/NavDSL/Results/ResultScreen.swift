/// A screen that reports one result to whoever showed it: the photo a picker picked, whether the
/// user logged in.
///
/// The screen receives a ``ScreenResultReporter`` when it is built and hands it to its controller,
/// which calls ``ScreenResultReporter/report(_:)`` once the user has answered. Whoever showed the
/// screen with ``ScreenNavigator/result(of:as:timeout:)`` gets the value; no singleton or service is
/// involved:
/// ```swift
/// struct ColorPicker: ResultScreen {
///     func build(navigator: ScreenNavigator, result: ScreenResultReporter<String>) -> ColorPickerController {
///         ColorPickerController(result: result)  // calls result.report("teal") when the user taps
///     }
/// }
/// let color = try await navigator.result(of: HeadlessWindowRoute().top(.container).present(ColorPicker()), as: String.self)
/// ```
/// A result screen is an ordinary ``Screen`` too: it can be decorated (`withStackContainer()`),
/// erased, pushed or presented by any route. Shown by a plain `navigate(to:)`, its report reaches no
/// one and is only logged.
///
/// - Note: The value can carry the user's outcome (`enum Pick { case photo(Photo), cancelled }`);
///   a screen that closes without reporting makes the waiter fail with ``ScreenResultError``.
public protocol ResultScreen: Screen {
    /// The container class this screen builds (restated so Swift infers it from the build method below).
    associatedtype Container

    /// The type of value the screen reports.
    associatedtype ScreenResult

    /// Makes a new container for this screen, which reports through `result` (keep it in the
    /// controller, or in whatever object handles the user's answer).
    @MainActor func build(navigator: ScreenNavigator, result: ScreenResultReporter<ScreenResult>) -> Container
}

@MainActor
extension ResultScreen {
    /// Makes the reporter, links it to the navigation waiting for this screen's result (if any),
    /// builds the container with it and ties the reporter to that container.
    public func build(navigator: ScreenNavigator) -> Container {
        let reporter = navigator.results.makeReporter(for: key, as: ScreenResult.self)
        let container = build(navigator: navigator, result: reporter)
        reporter.attach(to: container)
        return container
    }
}
