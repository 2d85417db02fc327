/// A container that belongs to a ``ScreenPlatform``, so routes can name the platform's other classes.
@MainActor
public protocol ScreenPlatformContainer: ScreenContainer {
    /// The family of classes this container works with.
    associatedtype Platform: ScreenPlatform
}
