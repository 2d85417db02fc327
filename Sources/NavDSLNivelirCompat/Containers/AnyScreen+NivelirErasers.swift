// Nivelir's stack and tabs erasers beside `eraseToAnyModalScreen()`: a screen of any navigation
// controller (or tab bar controller) class, an app's subclass included, as a screen of the family's
// own class, so screens of different classes fit one array or one factory return type.

@MainActor
extension Screen where Container: ScreenStackContainer {
    /// Nivelir's `eraseToAnyStackScreen()`: this screen as a screen of the family's navigation
    /// controller class (`AnyStackScreen` on UIKit).
    ///
    /// ```swift
    /// let settings: AnyStackScreen = settingsScreen.withStackContainer(of: AppNavigationController.self).eraseToAnyStackScreen()
    /// ```
    /// Keeps the name, traits and key; the built navigation controller is the same object.
    /// - Note: Never fails for the UIKit and headless families, whose stack classes are the
    ///   family's class or subclasses of it; a stack container of another class fails the step that
    ///   builds it with ``ScreenContainerTypeMismatchError``.
    @available(*, deprecated, message: "use eraseToAnyScreen(), or name the class: AnyScreen<UINavigationController>")
    public func eraseToAnyStackScreen() -> AnyScreen<Container.Platform.Stack> {
        NivelirErasure.erase(self, to: Container.Platform.Stack.self) { Container.Platform.makeStackContainer(with: []) }
    }
}

@MainActor
extension Screen where Container: ScreenTabsContainer {
    /// Nivelir's `eraseToAnyTabsScreen()`: this screen as a screen of the family's tab bar
    /// controller class (`AnyTabsScreen` on UIKit).
    ///
    /// ```swift
    /// let main: AnyTabsScreen = MainTabs().eraseToAnyTabsScreen()
    /// ```
    /// Keeps the name, traits and key; the built tab bar controller is the same object.
    /// - Note: Never fails for the UIKit and headless families; a tabs container of another class
    ///   fails the step that builds it with ``ScreenContainerTypeMismatchError``.
    @available(*, deprecated, message: "use eraseToAnyScreen(), or name the class: AnyScreen<UITabBarController>")
    public func eraseToAnyTabsScreen() -> AnyScreen<Container.Platform.Tabs> {
        NivelirErasure.erase(self, to: Container.Platform.Tabs.self) { Container.Platform.makeTabsContainer(with: []) }
    }
}

/// The one erasure behind both: the built container as the family's class, or a refusal to the step
/// building it and an empty stand-in that is never shown.
@MainActor
enum NivelirErasure {
    static func erase<Erased: Screen, Output: ScreenContainer>(
        _ screen: Erased, to type: Output.Type, standIn: @escaping @MainActor () -> Output
    ) -> AnyScreen<Output> {
        AnyScreen(name: screen.name, traits: screen.traits, key: screen.key) { navigator in
            let built = screen.buildKeyed(navigator: navigator)
            if let output = built as? Output { return output }
            ScreenBuildRefusal.report(
                ScreenContainerTypeMismatchError(
                    expected: Output.self, actual: built, hint: "\(Erased.Container.self) is not a subclass of it"),
                navigator: navigator)
            return standIn()
        }
    }
}
