/// The headless share sheet: records what is shared; tests pick an activity or cancel.
@MainActor
public final class HeadlessShareController: HeadlessViewController {
    /// What is shared.
    public let share: ScreenShare
    /// The activity the user picked, once they did.
    public private(set) var completedActivity: String?

    /// Creates the controller.
    public init(share: ScreenShare) {
        self.share = share
        super.init(screenKey: nil)
        modalPresentationStyle = .pageSheet
    }

    /// Simulates picking an activity (or `nil` for Cancel): the sheet dismisses itself.
    public func complete(activity: String?) {
        completedActivity = activity
        presentingViewController?.dismiss(animated: true)
    }
}
