#if canImport(UIKit) && canImport(StoreKit)
    import StoreKit
    import UIKit

    extension UIKitPlatform: ScreenStoreProductPlatform {
        /// How long the product page waits for StoreKit's load to answer: StoreKit never calls
        /// back for some products (not in the storefront, an invalid id, the simulator).
        @MainActor package static var storeProductLoadDeadline = Duration.seconds(10)

        /// An `SKStoreProductViewController` that loaded the product, whose delegate (kept in the
        /// controller's payload, since StoreKit holds it weakly) dismisses it when the user taps Done.
        ///
        /// The page is presented once loaded, so a product that does not load is a typed error a
        /// `fallback` can handle, not an empty sheet. A load StoreKit does not answer within ten
        /// seconds fails with `notLoaded`; an answer after that is ignored.
        @MainActor
        public static func loadStoreProduct(
            id: String, from container: UIViewController, onFinish: @escaping @MainActor () -> Void,
            completion: @escaping @MainActor (Result<UIViewController, ScreenStoreProductError>) -> Void
        ) {
            let controller = SKStoreProductViewController()
            controller.assignedScreenKey = ScreenKey(name: "StoreProduct", traits: [id])
            let delegate = ScreenStoreProductDelegate(onFinish: onFinish)
            controller.delegate = delegate
            let payload = controller.screenPayload ?? ScreenPayload()
            payload.append(delegate)
            controller.screenPayload = payload
            let load = ScreenStoreProductLoad(page: controller, completion: completion)
            let deadline = storeProductLoadDeadline
            let parameters: [String: Any] = [SKStoreProductParameterITunesItemIdentifier: NSNumber(value: Int(id) ?? 0)]
            // The block holds the load weakly and not the page: the page keeps the block while its
            // request is pending, which is forever when StoreKit never answers, and the page, its
            // delegate and the app's `onFinish` must go when the deadline has failed the load.
            controller.loadProduct(withParameters: parameters) { [weak load] loaded, error in
                let why = error.map { "\($0)" } ?? "the store reported no product"
                // StoreKit does not promise the main thread for this block.
                ScreenMainActorDelivery.deliver {
                    let failure = ScreenStoreProductError(productID: id, kind: .notLoaded(why))
                    load?.finish(loaded ? .loaded : .failure(failure))
                }
            }
            Task { @MainActor in
                try? await Task.sleep(for: deadline)
                load.finish(
                    .failure(ScreenStoreProductError(productID: id, kind: .notLoaded("StoreKit did not answer within \(deadline)"))))
            }
        }
    }

    /// One product load, answered once: by StoreKit or by the deadline, whichever comes first.
    ///
    /// It holds the page until then (the deadline's sleep holds the load), and lets it go with
    /// the answer.
    @MainActor
    final class ScreenStoreProductLoad {
        enum Answer {
            case loaded
            case failure(ScreenStoreProductError)
        }

        private var page: UIViewController?
        private var completion: (@MainActor (Result<UIViewController, ScreenStoreProductError>) -> Void)?

        init(page: UIViewController, completion: @escaping @MainActor (Result<UIViewController, ScreenStoreProductError>) -> Void) {
            self.page = page
            self.completion = completion
        }

        func finish(_ answer: Answer) {
            guard let completion, let page else { return }
            self.completion = nil
            self.page = nil
            switch answer {
            case .loaded: completion(.success(page))
            case .failure(let error): completion(.failure(error))
            }
        }
    }

    /// Dismisses the product page when the user taps Done, then reports it once.
    ///
    /// The SDK's delegate protocol is not main-actor: the callback is `nonisolated` and hops to the
    /// main actor (`ScreenMainActorDelivery`) before it dismisses and reports.
    @MainActor
    final class ScreenStoreProductDelegate: NSObject, SKStoreProductViewControllerDelegate {
        private var onFinish: (@MainActor () -> Void)?

        init(onFinish: @escaping @MainActor () -> Void) {
            self.onFinish = onFinish
        }

        nonisolated func productViewControllerDidFinish(_ viewController: SKStoreProductViewController) {
            ScreenMainActorDelivery.deliver { self.finish(viewController) }
        }

        private func finish(_ viewController: SKStoreProductViewController) {
            // Cleared only once dismissed: UIKit drops a dismiss during another transition, and
            // the user's next tap then dismisses again instead of finding nothing to do.
            guard onFinish != nil else { return }
            viewController.dismiss(animated: true) { [self] in
                guard let onFinish else { return }
                self.onFinish = nil
                // The app's handler may navigate: not inside UIKit's dismiss completion (R14).
                ScreenTransitionGate.continueAfterCallback { onFinish() }
            }
        }
    }

    extension UIWindow: ScreenReviewRequestingContainer {
        /// `AppStore.requestReview(in:)` in the window's scene; `false` without one.
        public func requestScreenReview() -> Bool {
            guard let windowScene else { return false }
            AppStore.requestReview(in: windowScene)
            return true
        }
    }
#endif
