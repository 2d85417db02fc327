/// An App Store product page could not be shown: the identifier is not an App Store id, or the
/// store did not load the product (offline, unknown id).
///
/// A `fallback` can send the user to the App Store app instead:
/// ```swift
/// HeadlessWindowRoute().top(.container).present(storeProduct: "364709193")
///     .fallback(to: HeadlessWindowRoute().openStoreApp(id: "364709193"))
/// ```
public struct ScreenStoreProductError: ScreenError {
    /// Why the page is not shown.
    public enum Kind: Hashable, Sendable {
        /// The identifier is not a number (App Store ids are, such as `364709193`).
        case invalidIdentifier
        /// The store did not load the product; the store's reason.
        case notLoaded(String)
    }

    /// The product asked for.
    public let productID: String
    /// Why it is not shown.
    public let kind: Kind
    /// The failing step, set by the navigator.
    public var step: ScreenStep?

    /// Creates the error.
    package init(productID: String, kind: Kind, step: ScreenStep? = nil) {
        self.productID = productID
        self.kind = kind
        self.step = step
    }

    /// Names the product and the reason.
    public var reason: String {
        switch kind {
        case .invalidIdentifier: "'\(productID)' is not an App Store id (a number such as 364709193)."
        case .notLoaded(let why): "the App Store did not load product \(productID): \(why)."
        }
    }

    /// Whether `id` has the shape of an App Store id.
    static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.allSatisfy { $0.isASCII && $0.isNumber }
    }
}

/// A platform that shows App Store product pages in the app: headless
/// (`HeadlessStoreProductController`) and UIKit (`SKStoreProductViewController`).
public protocol ScreenStoreProductPlatform: ScreenPlatform {
    /// Loads product `id` into a new product page for `container` to present; the page calls
    /// `onFinish` after it dismissed itself (the user tapped Done).
    @MainActor static func loadStoreProduct(
        id: String, from container: Modal, onFinish: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor (Result<Modal, ScreenStoreProductError>) -> Void)
}

/// Loads an App Store product page, then presents it.
package struct ScreenPresentStoreProductAction<Container: ScreenModalContainer>: ScreenAction
where Container.Platform: ScreenStoreProductPlatform {
    /// The product's App Store id.
    package let productID: String
    /// Whether the presentation is animated.
    package let animated: Bool
    /// Called once the user closed the page.
    package let onFinish: @MainActor () -> Void

    /// Creates the action.
    package init(productID: String, animated: Bool, onFinish: @escaping @MainActor () -> Void) {
        self.productID = productID
        self.animated = animated
        self.onFinish = onFinish
    }

    /// `present(storeProduct: 364709193)`.
    package var description: String { "present(storeProduct: \(productID))" }

    /// Loads the product; presents the page once it loaded, else fails.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        let id = productID
        guard ScreenStoreProductError.isValid(id) else {
            return completion(.failure(ScreenStoreProductError(productID: id, kind: .invalidIdentifier)))
        }
        let animated = animated
        Container.Platform.loadStoreProduct(id: id, from: container.modalContainer, onFinish: onFinish) { [weak container] result in
            switch result {
            case .failure(let error): completion(.failure(error))
            case .success(let page):
                guard let container else {
                    return completion(.failure(ScreenContainerNotFoundError("the presenter was released while product \(id) loaded.")))
                }
                container.presentContainer(page, animated: animated, undoableBy: navigator, completion: completion)
            }
        }
    }
}

extension ScreenThenable where Current: ScreenModalContainer, Current.Platform: ScreenStoreProductPlatform {
    /// Shows the App Store page of product `id` inside the app (`SKStoreProductViewController`),
    /// where the user can install or buy it without leaving.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(storeProduct: "364709193") { print("closed") }
    /// ```
    /// - Note: Fails with ``ScreenStoreProductError`` when `id` is not an App Store id or the
    ///   product did not load (nothing is presented), else like `present(_:)`; completes after
    ///   the presentation. `onFinish` runs once the user tapped Done and the page was dismissed.
    public func present(
        storeProduct id: String, animated: Bool = true, onFinish: @escaping @MainActor () -> Void = {}
    ) -> ScreenRoute<Root, Current> {
        then(ScreenPresentStoreProductAction<Current>(productID: id, animated: animated, onFinish: onFinish))
    }
}
