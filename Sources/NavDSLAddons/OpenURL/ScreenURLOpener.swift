import Foundation

/// Hands a URL to whatever can open it, given by the caller: the way to open URLs where the
/// window cannot (an app extension has no `UIApplication.shared`).
///
/// ```swift
/// // In an extension whose host supports it (Today widgets, iMessage apps):
/// let opener = ScreenURLOpener { url, done in extensionContext?.open(url) { opened in Task { @MainActor in done(opened) } } }
/// navigator.navigate(to: ScreenWindowRoute().open(url, with: opener))
/// ```
///
/// On UIKit, `.application(_:)` opens through a `UIApplication` the caller passes.
public struct ScreenURLOpener {
    /// Opens the URL and calls the completion once with whether it opened (called by `open(_:with:)`).
    package let open: @MainActor (URL, @escaping @MainActor (Bool) -> Void) -> Void

    /// An opener running `open`.
    public init(_ open: @escaping @MainActor (URL, @escaping @MainActor (Bool) -> Void) -> Void) {
        self.open = open
    }
}

/// Hands a URL to a ``ScreenURLOpener``; runs on any container.
package struct ScreenOpenURLWithOpenerAction<Container: ScreenContainer>: ScreenAction {
    /// The URL to open.
    package let url: URL
    /// What opens it.
    package let opener: ScreenURLOpener

    /// Creates the action.
    package init(url: URL, opener: ScreenURLOpener) {
        self.url = url
        self.opener = opener
    }

    /// `open(https://example.com, with: opener)`.
    package var description: String { "open(\(url.absoluteString), with: opener)" }

    /// Opens the URL; fails when the opener could not open it.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        let url = url
        opener.open(url) { opened in
            completion(opened ? .success(()) : .failure(ScreenUnsupportedURLError(url: url, why: "the opener could not open it")))
        }
    }
}

extension ScreenThenable where Current: ScreenContainer {
    /// Opens `url` with `opener`, from any container: the form for app extensions, where the
    /// window's `open(_:)` is unavailable.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).open(url, with: opener)
    /// ```
    /// - Note: Fails with ``ScreenUnsupportedURLError`` when the opener reports `false`.
    public func open(_ url: URL, with opener: ScreenURLOpener) -> ScreenRoute<Root, Current> {
        then(ScreenOpenURLWithOpenerAction<Current>(url: url, opener: opener))
    }
}
