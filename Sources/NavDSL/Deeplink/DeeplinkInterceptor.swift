/// Runs before a deep link navigates and decides whether it may: a login gate, an analytics
/// hook, a confirmation dialog.
///
/// An interceptor may do asynchronous work (present a login route and wait) before calling
/// `completion` once. Interceptors run in the order they were added; the first that cancels
/// stops the link.
@MainActor
public protocol DeeplinkInterceptor: AnyObject {
    /// Decides about `request`; call `completion` exactly once.
    func intercept(_ request: DeeplinkRequest, navigator: ScreenNavigator, completion: @escaping @MainActor (DeeplinkInterception) -> Void)
}
