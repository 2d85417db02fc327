/// A view controller: something that can present another controller and be presented
/// (`UIViewController`, `HeadlessViewController`).
///
/// The requirements use UIKit's semantics so the same actions run on every platform; platforms
/// refuse misuse with a typed error instead of UIKit's crash or console warning.
@MainActor
public protocol ScreenModalContainer: ScreenPlatformContainer, ScreenVisibleContainer, ScreenIterableContainer,
    ScreenAssignedKeyContainer
{
    /// This controller, typed as its platform's view controller class.
    var modalContainer: Platform.Modal { get }

    /// The immediate container (navigation or tab bar controller) holding this controller.
    var parentContainer: Platform.Modal? { get }

    /// UIKit's `presentedViewController`: what this controller or its nearest presenting ancestor presents.
    var presentedContainer: Platform.Modal? { get }

    /// UIKit's `presentingViewController`: the controller that presented this one (or the
    /// presented ancestor it lives in).
    var presentingContainer: Platform.Modal? { get }

    /// The window showing this controller, or `nil` when it is not in a window.
    var windowContainer: Platform.Window? { get }

    /// Presents `container` following UIKit's presenter resolution.
    ///
    /// Fails with ``ScreenContainerAlreadyPresentingError`` when the resolved presenter already
    /// presents, and with a platform rule error for the other refusals; nothing changes then.
    func presentContainer(_ container: Platform.Modal, animated: Bool, completion: @escaping ScreenCompletion<Void>)

    /// Dismisses ``presentedContainer`` and everything above it; this controller stays.
    /// Completes at once, changing nothing, when nothing is presented.
    func dismissPresentedContainer(animated: Bool, completion: @escaping ScreenCompletion<Void>)
}

extension ScreenModalContainer {
    /// What this controller presents as the presenter itself (not what an ancestor presents).
    package var ownPresentedContainer: Platform.Modal? {
        guard let presented = presentedContainer, presented.presentingContainer === self else { return nil }
        return presented
    }
}
