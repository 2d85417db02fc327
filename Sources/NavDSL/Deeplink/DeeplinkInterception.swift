/// An interceptor's decision.
public enum DeeplinkInterception: Sendable {
    /// Let the link navigate.
    case proceed
    /// Stop the link, with the reason reported to the caller and the logger.
    case cancel(reason: String)
}
