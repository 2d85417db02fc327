/// A container that keeps a ``ScreenPayload`` alive exactly as long as the container lives.
@MainActor
public protocol ScreenPayloadedContainer: ScreenContainer {
    /// Objects retained on behalf of decorators (for example a transition delegate).
    var screenPayload: ScreenPayload? { get set }
}
