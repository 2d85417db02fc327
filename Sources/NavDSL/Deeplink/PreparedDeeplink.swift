/// A recognised link with the closure that navigates its typed route.
@MainActor
struct PreparedDeeplink {
    let request: DeeplinkRequest
    let navigate: @MainActor (ScreenNavigator, @escaping ScreenCompletion<Void>) -> Void
}
