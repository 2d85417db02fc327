import Foundation

/// A window that can ask the user to rate the app: the headless window counts the requests in
/// `HeadlessDevice.reviewRequests`; a `UIWindow` asks StoreKit in its scene.
@MainActor
public protocol ScreenReviewRequestingContainer: ScreenWindowContainer {
    /// Asks for a review; `false` when it cannot be asked from this window (no scene).
    func requestScreenReview() -> Bool
}

/// Asks StoreKit to request a rating or review; the system decides whether it appears.
package struct ScreenRequestReviewAction<Container: ScreenReviewRequestingContainer>: ScreenAction {
    /// Creates the action.
    package init() {}

    /// `requestReview()`.
    package var description: String { "requestReview()" }

    /// Asks the window for a review.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        guard container.requestScreenReview() else {
            return completion(.failure(ScreenContainerNotSupportedError(container: "\(container)", why: "it is not in a window scene.")))
        }
        completion(.success(()))
    }
}

extension ScreenThenable where Current: ScreenReviewRequestingContainer {
    /// Asks the user to rate the app (`AppStore.requestReview(in:)`); the App Store shows the
    /// prompt at most three times a year, so nothing says it appeared.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).pop().window.requestReview()
    /// ```
    /// - Note: Fails with ``ScreenContainerNotSupportedError`` only for a UIKit window without a
    ///   scene; completes at once and changes no container.
    public func requestReview() -> ScreenRoute<Root, Current> {
        then(ScreenRequestReviewAction<Current>())
    }
}

extension ScreenThenable where Current: ScreenURLOpeningContainer {
    /// Opens app `id`'s page in the App Store app (an `itms-apps:` URL), falling back to its
    /// `https://apps.apple.com` page where the App Store app does not open.
    ///
    /// ```swift
    /// HeadlessWindowRoute().openStoreApp(id: "364709193")
    /// ```
    /// - Note: Fails with ``ScreenUnsupportedURLError`` when `id` is not an App Store id or neither
    ///   URL opens; completes when the system answered.
    public func openStoreApp(id: String) -> ScreenRoute<Root, Current> {
        guard ScreenStoreProductError.isValid(id), let app = URL(string: "itms-apps://apps.apple.com/app/id\(id)"),
            let web = URL(string: "https://apps.apple.com/app/id\(id)")
        else {
            let shown = URL(string: "itms-apps://apps.apple.com/app/") ?? URL(fileURLWithPath: "/")
            return fail(with: ScreenUnsupportedURLError(url: shown, why: "'\(id)' is not an App Store id (a number such as 364709193)"))
        }
        return open(app, fallbackURLs: [web])
    }
}
