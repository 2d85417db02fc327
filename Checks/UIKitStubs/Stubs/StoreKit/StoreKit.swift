// Stub of the StoreKit API the App Store addon uses (product page, review request), for the
// UIKit adapter check on Linux. SKStoreProductViewControllerDelegate's method is `optional` in
// the SDK (an @objc protocol); the stub makes it a requirement with a default implementation.
import UIKit

/// https://developer.apple.com/documentation/storekit/skstoreproductparameteritunesitemidentifier
@available(iOS 6.0, *)
public let SKStoreProductParameterITunesItemIdentifier: String = "id"

/// https://developer.apple.com/documentation/storekit/skstoreproductviewcontrollerdelegate
/// (not main-actor isolated in the SDK)
@available(iOS 6.0, *)
public protocol SKStoreProductViewControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/storekit/skstoreproductviewcontrollerdelegate/productviewcontrollerdidfinish(_:)
    @available(iOS 6.0, *)
    func productViewControllerDidFinish(_ viewController: SKStoreProductViewController)
}

@available(iOS 6.0, *)
extension SKStoreProductViewControllerDelegate {
    public func productViewControllerDidFinish(_ viewController: SKStoreProductViewController) {}
}

/// https://developer.apple.com/documentation/storekit/skstoreproductviewcontroller
@available(iOS 6.0, *)
@MainActor
open class SKStoreProductViewController: UIViewController {
    /// Stub-only: the error `loadProduct` reports (`nil`: the product loads).
    public static var stubLoadError: (any Error)?
    /// Stub-only: the parameters loaded.
    public private(set) var stubParameters: [String: Any] = [:]

    /// https://developer.apple.com/documentation/storekit/skstoreproductviewcontroller/delegate
    @available(iOS 6.0, *)
    open weak var delegate: (any SKStoreProductViewControllerDelegate)?

    /// https://developer.apple.com/documentation/storekit/skstoreproductviewcontroller/loadproduct(withparameters:completionblock:)
    @available(iOS 6.0, *)
    open func loadProduct(withParameters parameters: [String: Any], completionBlock block: ((Bool, (any Error)?) -> Void)? = nil) {
        stubParameters = parameters
        guard !Self.stubNeverAnswers else { return stubKeptBlock = block }
        block?(Self.stubLoadError == nil, Self.stubLoadError)
    }

    /// Stub-only: whether `loadProduct` keeps its block uncalled, as StoreKit does for a product
    /// that is not in the storefront (review R2, device question 10).
    public static var stubNeverAnswers = false
    /// Stub-only: the block a load that never answers keeps.
    public private(set) var stubKeptBlock: ((Bool, (any Error)?) -> Void)?
}

/// https://developer.apple.com/documentation/storekit/appstore
@available(iOS 15.0, *)
public enum AppStore {
    /// Stub-only: the scenes a review was requested in.
    @MainActor public static var stubReviewScenes: [UIWindowScene] = []

    /// https://developer.apple.com/documentation/storekit/appstore/requestreview(in:)-1q8qs
    @available(iOS 16.0, *)
    @MainActor public static func requestReview(in scene: UIWindowScene) {
        stubReviewScenes.append(scene)
    }
}
