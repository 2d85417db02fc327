import NavDSL

/// A controller class that is its own screen, opted in the way an app does.
///
/// Routes push and present the instance itself; `HeadlessViewController` is not a screen by itself.
final class OptInController: HeadlessViewController {}

extension OptInController: Screen {}
