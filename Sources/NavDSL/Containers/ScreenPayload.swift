/// A bag of objects that must live as long as a container, such as a custom transition delegate
/// that UIKit itself only holds weakly.
///
/// Decorators add to it through ``ScreenPayloadedContainer/screenPayload``; the container owns the
/// payload, so the objects are released together with the container and never before.
@MainActor
public final class ScreenPayload {
    /// The retained objects, in the order they were added.
    public private(set) var objects: [Any]

    /// Creates a payload holding `objects`.
    public init(_ objects: [Any] = []) {
        self.objects = objects
    }

    /// Retains `object` for the payload's lifetime.
    public func append(_ object: Any) {
        objects.append(object)
    }

    /// The first retained object of type `T`, if any.
    public func first<T>(of type: T.Type = T.self) -> T? {
        objects.lazy.compactMap { $0 as? T }.first
    }
}
