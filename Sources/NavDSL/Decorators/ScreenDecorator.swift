/// Changes how a screen's container is shown, after the screen has built it: wraps it into a
/// stack, styles its presentation, adds bar buttons.
///
/// A decorator may return another container
/// than the one it got (a controller wrapped into a navigation controller).
///
/// Decorators apply in the order they are written, each to what the previous one returned:
/// ```swift
/// settings
///     .withLeftBarButton(close)                  // on the settings controller
///     .withStackContainer()                      // wraps it into a navigation controller
///     .withModalPresentationStyle(.fullScreen)   // on the navigation controller
/// ```
/// A decorated screen keeps the key of the screen it wraps, and the key stays on the innermost
/// controller, so `.container(of: settings)` finds the settings controller.
@MainActor
public protocol ScreenDecorator {
    /// The container the decorator receives.
    associatedtype Container: ScreenContainer
    /// The container it returns.
    associatedtype Output: ScreenContainer

    /// An object that must live exactly as long as the returned container (a transition
    /// delegate, say); `nil` by default.
    var payload: AnyObject? { get }

    /// Route-syntax text for logs, such as `withStackContainer()`.
    var description: String { get }

    /// Decorates `container`, returning it or a container wrapping it.
    func build(_ container: Container, navigator: ScreenNavigator) -> Output
}

extension ScreenDecorator {
    /// No payload.
    public var payload: AnyObject? { nil }

    /// The type name.
    public var description: String { String(describing: Self.self) }
}

@MainActor
extension Screen {
    /// This screen with `decorator` applied to every container it builds.
    ///
    /// The decorator's payload
    /// is stored on the returned container (see ``ScreenPayloadedContainer``).
    ///
    /// ```swift
    /// chat.decorated(by: Badge(count: 3))   // a decorator of your own
    /// ```
    /// - Note: Never fails; the decorator runs each time the screen builds, after the screen's own
    ///   `build(navigator:)`.
    public func decorated<Decorator: ScreenDecorator>(by decorator: Decorator) -> AnyScreen<Decorator.Output>
    where Decorator.Container == Container {
        AnyScreen(name: name, traits: traits, key: key) { navigator in
            let output = decorator.build(buildKeyed(navigator: navigator), navigator: navigator)
            if let payload = decorator.payload, let payloaded = output as? any ScreenPayloadedContainer {
                let bag = payloaded.screenPayload ?? ScreenPayload()
                bag.append(payload)
                payloaded.screenPayload = bag
            }
            return output
        }
    }
}
