/// A recognised deep link on its way to the navigator, as interceptors see it.
@MainActor
public struct DeeplinkRequest {
    /// The parsed URL.
    public let url: DeeplinkURL
    /// The deep link value.
    public let deeplink: any Deeplink
    /// Its scope.
    public let scope: DeeplinkScope

    /// `ChatDeeplink(app://chat/42)`.
    public var description: String { "\(type(of: deeplink))(\(url))" }
}
