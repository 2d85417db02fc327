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
                navigator.logger?.error(ScreenContainerTypeMismatchError(expected: Container.Platform.Modal.self, actual: name))
                return nil
            }
            return built
        }
    }
}
