/// Shows a screen as a split view's detail, as `showDetailViewController(_:sender:)` does in each
/// size class, so one route serves iPhone and iPad: expanded, the secondary column becomes the
/// screen; collapsed, the screen is pushed onto the collapsed stack (or the compact column's).
package struct ScreenShowDetailAction<Container: ScreenSplitContainer, New: Screen>: ScreenAction
where New.Container: ScreenModalContainer, New.Container.Platform == Container.Platform {
    /// The screen to show.
    package let screen: New

    /// Creates the action.
    package init(screen: New) {
        self.screen = screen
    }

    /// `showDetail(Thread(7))`.
    package var description: String { "showDetail(\(screen.key))" }

    /// Builds the controller and shows it.
    package func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        switch screen.buildForStep(navigator: navigator) {
        case .success(let built): container.showSplitDetail(built.modalContainer, undoableBy: navigator, completion: completion)
        case .failure(let error): completion(.failure(error))
        }
    }
}

extension ScreenThenable where Current: ScreenSplitContainer {
    /// Shows `screen` as the detail: beside the list on iPad, pushed over it on iPhone.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.split).showDetail(thread)
    /// // regular: secondary column [thread]; compact: stack [folders, inbox, thread]
    /// ```
    /// - Note: Fails with ``ScreenRuleViolation`` for a split view or a controller already in the
    ///   stack, or a compact column that is not a navigation controller (nothing changes then);
    ///   completes after the push.
    public func showDetail<New: Screen>(_ screen: New) -> ScreenRoute<Root, Current>
    where New.Container: ScreenModalContainer, New.Container.Platform == Current.Platform {
        then(ScreenShowDetailAction<Current, New>(screen: screen))
    }
}
