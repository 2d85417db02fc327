// Stubs of the presentation controller delegates; see UIKit.swift. The SDK's requirements are
// optional: the extension answers for a delegate that does not implement one.

/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
@available(iOS 8.0, *)
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
    /// (optional in the SDK)
    @available(iOS 13.0, *)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
    @available(iOS 13.0, *)
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
    @available(iOS 13.0, *)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
    @available(iOS 13.0, *)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

@available(iOS 8.0, *)
extension UIAdaptivePresentationControllerDelegate {
    /// The SDK's optional requirement, answered `true` when not implemented.
    @available(iOS 13.0, *)
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// The SDK's optional requirement, nothing when not implemented.
    @available(iOS 13.0, *)
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// The SDK's optional requirement, nothing when not implemented.
    @available(iOS 13.0, *)
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// The SDK's optional requirement, nothing when not implemented.
    @available(iOS 13.0, *)
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate
@available(iOS 15.0, *)
@MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}

/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollerdelegate
@available(iOS 8.0, *)
@MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}
