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
