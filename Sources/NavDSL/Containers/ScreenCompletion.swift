/// The completion of a container operation or an action.
///
/// Success, or the typed error that
/// stopped it. Always called on the main actor, at most once.
public typealias ScreenCompletion<Output> = @MainActor (Result<Output, any Error>) -> Void
