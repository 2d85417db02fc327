/// No container matched: a search predicate found nothing, a stack was empty, a tab did not exist,
/// or the route asked for a container (`presented`, `stack`, `window`) that is not there.
public struct ScreenContainerNotFoundError: ScreenError {
    /// What was looked for and where, with a hint.
    public let reason: String
    /// The failing step.
    public var step: ScreenErrorStep?

    /// Creates the error with a reason such as "no container matches .stack on the visible path".
    public init(_ reason: String, step: ScreenErrorStep? = nil) {
        self.reason = reason
        self.step = step
    }
}

// MARK: - Messages written in more than one place

extension ScreenContainerNotFoundError {
    /// `tabs` has no tab at `index`; the tab containers' own refusal (UIKit ignores the index).
    package static func noTab(at index: Int, in tabs: Any, count: Int) -> Self {
        Self("\(tabs) has no tab at index \(index); it has \(tabCount(count)). Add the tab with setupTab(with:) first.")
    }

    /// No tab of `tabs` matches `predicate`.
    package static func noTab(matching predicate: String, in tabs: Any, count: Int) -> Self {
        Self("no tab of \(tabs) matches \(predicate) (it has \(tabCount(count))). Set the tab up first with setupTab(with:).")
    }

    private static func tabCount(_ count: Int) -> String {
        switch count {
        case 0: "no tabs"
        case 1: "1 tab"
        default: "\(count) tabs"
        }
    }
}
