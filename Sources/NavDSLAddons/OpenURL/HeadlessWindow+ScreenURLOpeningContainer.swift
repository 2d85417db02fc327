import Foundation

extension HeadlessWindow: ScreenURLOpeningContainer {
    /// Records `url` in ``openedURLs``.
    ///
    /// Every URL with a scheme opens; one without a scheme fails,
    /// as `UIApplication.open` does.
    public func openScreenURL(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
        guard url.scheme?.isEmpty == false else { return completion(false) }
        let payload = screenPayload ?? ScreenPayload()
        payload.append(url)
        screenPayload = payload
        completion(true)
    }

    /// The URLs handed to the system, in order.
    public var openedURLs: [URL] {
        screenPayload?.objects.compactMap { $0 as? URL } ?? []
    }
}
