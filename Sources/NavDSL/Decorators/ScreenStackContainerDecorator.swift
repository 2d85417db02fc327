/// Wraps a screen's controller into a new navigation stack, keeping the screen's key on the
/// controller (so `.container(of: screen)` still finds it).
extension Screen where Container: ScreenModalContainer {
    /// The screen inside its own navigation stack: use it to present a flow that pushes further.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.container).present(login.withStackContainer())
    /// ```
    public func withStackContainer() -> AnyScreen<Container.Platform.Stack> {
        AnyScreen(name: name, traits: traits) { navigator in
            Container.Platform.makeStackContainer(with: [buildKeyed(navigator: navigator).modalContainer])
        }
    }
}
