/// Builds the controllers that fill a stack or a tab bar, leaving out (and logging) any screen
/// whose controller belongs to another platform: a programming error that must not crash.
@MainActor
enum ScreenFilledContainers {
    static func build<Container: ScreenPlatformContainer>(
        _ builders: [@MainActor (ScreenNavigator) -> Container.Platform.Modal?],
        names: [String],
        into container: Container,
        navigator: ScreenNavigator
    ) -> [Container.Platform.Modal] {
        zip(builders, names).compactMap { builder, name in
            guard let built = builder(navigator) else {
                navigator.logger?.error(ScreenContainerTypeMismatchError.otherPlatform(Container.Platform.Modal.self, screen: name))
                return nil
            }
            return built
        }
    }

    /// The names and builders of `screens`, for a stack or tab bar of `platform`.
    static func builders<each Filled: Screen, Platform: ScreenPlatform>(
        for screens: repeat each Filled,
        platform: Platform.Type
    ) -> (names: [String], builders: [@MainActor (ScreenNavigator) -> Platform.Modal?])
    where repeat (each Filled).Container: ScreenModalContainer {
        var names: [String] = []
        var builders: [@MainActor (ScreenNavigator) -> Platform.Modal?] = []
        for screen in repeat each screens {
            names.append(screen.key.description)
            builders.append { navigator in screen.buildKeyed(navigator: navigator).modalContainer as? Platform.Modal }
        }
        return (names, builders)
    }

    /// The names and builders of an array of screens, for a stack or tab bar of `platform`.
    static func builders<Filled: Screen, Platform: ScreenPlatform>(
        for screens: [Filled],
        platform: Platform.Type
    ) -> (names: [String], builders: [@MainActor (ScreenNavigator) -> Platform.Modal?])
    where Filled.Container: ScreenModalContainer {
        let builders: [@MainActor (ScreenNavigator) -> Platform.Modal?] = screens.map { screen in
            { navigator in screen.buildKeyed(navigator: navigator).modalContainer as? Platform.Modal }
        }
        return (screens.map(\.key.description), builders)
    }
}
