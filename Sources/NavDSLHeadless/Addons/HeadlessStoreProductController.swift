import NavDSL
import NavDSLAddons

/// The headless App Store product page: a test taps Done as the user would.
///
/// ```swift
/// let page = try #require(window.rootViewController?.presentedViewController as? HeadlessStoreProductController)
/// page.finish()   // dismisses the page, then runs `onFinish`
/// ```
@MainActor
public final class HeadlessStoreProductController: HeadlessViewController {
    /// The product shown.
    public let productID: String
    /// Whether the user closed the page.
    public private(set) var isFinished = false
    private let onFinish: @MainActor () -> Void

    /// Creates the page, keyed `StoreProduct(<id>)`.
    public init(productID: String, onFinish: @escaping @MainActor () -> Void) {
        self.productID = productID
        self.onFinish = onFinish
        super.init(screenKey: ScreenKey(name: "StoreProduct", traits: [productID]))
        modalPresentationStyle = .pageSheet
    }

    /// Taps Done: dismisses the page, then runs `onFinish`; later taps are ignored.
    public func finish() {
        guard !isFinished else { return }
        isFinished = true
        let onFinish = onFinish
        guard let presenter = presentingViewController else { return onFinish() }
        presenter.dismiss(animated: true) { onFinish() }
    }
}

extension HeadlessPlatform: ScreenStoreProductPlatform {
    /// Loads from the container's ``HeadlessDevice``: a product in
    /// ``HeadlessDevice/unavailableStoreProducts``, or a container out of a window, does not load.
    @MainActor
    public static func loadStoreProduct(
        id: String, from container: HeadlessViewController, onFinish: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor (Result<HeadlessViewController, ScreenStoreProductError>) -> Void
    ) {
        guard let device = container.window?.device else {
            return completion(.failure(ScreenStoreProductError(productID: id, kind: .notLoaded("\(container) is not in a window"))))
        }
        guard !device.unavailableStoreProducts.contains(id) else {
            return completion(.failure(ScreenStoreProductError(productID: id, kind: .notLoaded("the store has no such product"))))
        }
        completion(.success(HeadlessStoreProductController(productID: id, onFinish: onFinish)))
    }
}
