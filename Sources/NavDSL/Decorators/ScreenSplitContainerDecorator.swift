// The decorators that give a screen a split view: `withSplitContainer(secondary:)` makes the
// screen the primary column of a new split view, `withColumn(_:_:)` fills another column of a
// split view a screen built (the compact column, say).

/// Makes a controller the primary column of a new split view, with the other columns built from
/// their screens; a supplementary screen makes it a triple-column split view.
package struct ScreenSplitContainerDecorator<Container: ScreenModalContainer>: ScreenDecorator
where Container.Platform: ScreenSplitPlatform {
    private let columns: [(column: ScreenSplitColumn, name: String, build: @MainActor (ScreenNavigator) -> Container.Platform.Modal?)]
    /// The display mode asked for.
    package let preferredDisplayMode: ScreenSplitDisplayMode

    /// Creates the decorator from the secondary column's screen: a double-column split view.
    package init<Secondary: Screen>(secondary: Secondary, preferredDisplayMode: ScreenSplitDisplayMode)
    where Secondary.Container: ScreenModalContainer {
        self.columns = [Self.column(.secondary, secondary)]
        self.preferredDisplayMode = preferredDisplayMode
    }

    /// Creates the decorator from the supplementary and secondary columns' screens: a
    /// triple-column split view.
    package init<Supplementary: Screen, Secondary: Screen>(
        supplementary: Supplementary, secondary: Secondary, preferredDisplayMode: ScreenSplitDisplayMode
    ) where Supplementary.Container: ScreenModalContainer, Secondary.Container: ScreenModalContainer {
        self.columns = [Self.column(.supplementary, supplementary), Self.column(.secondary, secondary)]
        self.preferredDisplayMode = preferredDisplayMode
    }

    private static func column<Column: Screen>(
        _ column: ScreenSplitColumn, _ screen: Column
    ) -> (column: ScreenSplitColumn, name: String, build: @MainActor (ScreenNavigator) -> Container.Platform.Modal?)
    where Column.Container: ScreenModalContainer {
        (column, screen.key.description, { screen.buildKeyed(navigator: $0).modalContainer as? Container.Platform.Modal })
    }

    /// `withSplitContainer(secondary: Inbox)`.
    package var description: String {
        "withSplitContainer(" + columns.map { "\($0.column): \($0.name)" }.joined(separator: ", ") + ")"
    }

    /// A split view with the controller as its primary column.
    package func build(_ container: Container, navigator: ScreenNavigator) -> Container.Platform.Split {
        let style: ScreenSplitStyle = columns.contains { $0.column == .supplementary } ? .tripleColumn : .doubleColumn
        let split = Container.Platform.makeSplitContainer(style: style)
        split.setSplitDisplayMode(preferredDisplayMode) { _ in }
        ScreenSplitColumnFill.set(.primary, to: container.modalContainer, name: "\(container)", in: split, navigator: navigator)
        for (column, name, build) in columns {
            ScreenSplitColumnFill.set(column, to: build(navigator), name: name, in: split, navigator: navigator)
        }
        return split
    }
}

@MainActor
extension Screen where Container: ScreenModalContainer, Container.Platform: ScreenSplitPlatform {
    /// The screen as the primary column of a new double-column split view beside `secondary`.
    ///
    /// ```swift
    /// HeadlessWindowRoute().setRoot(to: folders.withSplitContainer(secondary: inbox))
    /// ```
    /// - Note: A screen of another platform is left out of its column and logged; the split view
    ///   collapses or expands with the window it lands in.
    public func withSplitContainer<Secondary: Screen>(
        secondary: Secondary, preferredDisplayMode: ScreenSplitDisplayMode = .automatic
    ) -> AnyScreen<Container.Platform.Split> where Secondary.Container: ScreenModalContainer {
        decorated(by: ScreenSplitContainerDecorator<Container>(secondary: secondary, preferredDisplayMode: preferredDisplayMode))
    }

    /// The screen as the primary column of a new triple-column split view.
    ///
    /// ```swift
    /// HeadlessWindowRoute().setRoot(to: accounts.withSplitContainer(supplementary: inbox, secondary: thread))
    /// ```
    /// - Note: A screen of another platform is left out of its column and logged.
    public func withSplitContainer<Supplementary: Screen, Secondary: Screen>(
        supplementary: Supplementary, secondary: Secondary, preferredDisplayMode: ScreenSplitDisplayMode = .automatic
    ) -> AnyScreen<Container.Platform.Split>
    where Supplementary.Container: ScreenModalContainer, Secondary.Container: ScreenModalContainer {
        decorated(
            by: ScreenSplitContainerDecorator<Container>(
                supplementary: supplementary, secondary: secondary, preferredDisplayMode: preferredDisplayMode))
    }
}

/// Sets one more column of a split view a screen built.
package struct ScreenSplitColumnDecorator<Container: ScreenSplitContainer>: ScreenDecorator {
    /// The column.
    package let column: ScreenSplitColumn
    private let name: String
    private let build: @MainActor (ScreenNavigator) -> Container.Platform.Modal?

    /// Creates the decorator.
    package init<Column: Screen>(column: ScreenSplitColumn, screen: Column) where Column.Container: ScreenModalContainer {
        self.column = column
        self.name = screen.key.description
        self.build = { screen.buildKeyed(navigator: $0).modalContainer as? Container.Platform.Modal }
    }

    /// `withColumn(.compact, Inbox)`.
    package var description: String { "withColumn(.\(column.rawValue), \(name))" }

    /// Sets the column; a refusal is logged and leaves the column as it was.
    package func build(_ container: Container, navigator: ScreenNavigator) -> Container {
        ScreenSplitColumnFill.set(column, to: build(navigator), name: name, in: container, navigator: navigator)
        return container
    }
}

@MainActor
extension Screen where Container: ScreenSplitContainer {
    /// The split view screen with `screen` in `column`: the compact column shown on iPhone
    /// instead of the collapsed columns, for example.
    ///
    /// ```swift
    /// folders.withSplitContainer(secondary: inbox).withColumn(.compact, phoneHome.withStackContainer())
    /// ```
    /// - Note: A refused column (see ``ScreenThenable/setColumn(_:to:)``) is logged and left as it was.
    public func withColumn<Column: Screen>(_ column: ScreenSplitColumn, _ screen: Column) -> AnyScreen<Container>
    where Column.Container: ScreenModalContainer {
        decorated(by: ScreenSplitColumnDecorator<Container>(column: column, screen: screen))
    }
}

/// Sets a column a decorator built, logging what can't be set: a decorator has no way to fail.
@MainActor
enum ScreenSplitColumnFill {
    static func set<Split: ScreenSplitContainer>(
        _ column: ScreenSplitColumn, to controller: Split.Platform.Modal?, name: String, in split: Split, navigator: ScreenNavigator
    ) {
        guard let controller else {
            navigator.logger?.error(ScreenContainerTypeMismatchError.otherPlatform(Split.Platform.Modal.self, screen: name))
            return
        }
        split.setSplitColumn(column, to: controller) { result in
            if case .failure(let error) = result { navigator.logger?.error(error) }
        }
    }
}
