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
    /// Stub-only: the parameters loaded.
    public private(set) var stubParameters: [String: Any] = [:]

    /// https://developer.apple.com/documentation/storekit/skstoreproductviewcontroller/delegate
    @available(iOS 6.0, *)
    open weak var delegate: (any SKStoreProductViewControllerDelegate)?

    /// https://developer.apple.com/documentation/storekit/skstoreproductviewcontroller/loadproduct(withparameters:completionblock:)
    @available(iOS 6.0, *)
    open func loadProduct(withParameters parameters: [String: Any], completionBlock block: ((Bool, (any Error)?) -> Void)? = nil) {
        stubParameters = parameters
        // Device question 10 (Checks/UIKitStubs/RULES.md): the answers of the test's own scope.
        let answers = StubStoreKitAnswers.current
        guard !answers.neverAnswers else { return stubKeptBlock = block }
        block?(answers.loadError == nil, answers.loadError)
    }
    /// Stub-only: the block a load that never answers keeps.
    public private(set) var stubKeptBlock: ((Bool, (any Error)?) -> Void)?
}

/// Stub-only: how StoreKit answers `loadProduct` (device question 10, Checks/UIKitStubs/RULES.md), for
/// the test that binds them: `StubStoreKitAnswers.$current.withValue(.init(neverAnswers: true)) { ... }`.
///
/// A task-local value, not a process-wide switch: a product page is built and loaded before it is
/// in any window, so the answers cannot come from the window's run loop, and a test that changes
/// them cannot leak them to a test running beside it.
public struct StubStoreKitAnswers: Sendable {
    /// The error `loadProduct` reports (`nil`: the product loads).
    public var loadError: (any Error & Sendable)?
    /// Whether `loadProduct` keeps its block uncalled, as StoreKit does for a product that is not
    /// in the storefront (review R2).
    public var neverAnswers: Bool

    public init(loadError: (any Error & Sendable)? = nil, neverAnswers: Bool = false) {
        self.loadError = loadError
        self.neverAnswers = neverAnswers
    }

    /// The answers of the current task's scope (by default: the product loads).
    @TaskLocal public static var current = StubStoreKitAnswers()
}

/// https://developer.apple.com/documentation/storekit/appstore
@available(iOS 15.0, *)
public enum AppStore {
    /// https://developer.apple.com/documentation/storekit/appstore/requestreview(in:)-1q8qs
    /// (stub: counted on the scene, `UIWindowScene.stubReviewRequests`)
    @available(iOS 16.0, *)
    @MainActor public static func requestReview(in scene: UIWindowScene) {
        scene.stubReviewRequests += 1
    }
}
