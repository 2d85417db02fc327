// The `animated: Bool` spellings of the root and stack verbs and of the action and transition initializers, renamed
// when NavDSL took Nivelir's one animation convention (`animation:` on root and stack verbs: `.default` animates,
// `nil` does not). Deprecated with a fix-it; this file is deleted in 0.2.0 (CHANGELOG.md).

extension ScreenThenable where Current: ScreenWindowContainer {
    /// The `animated:` twin of ``setRoot(to:animation:)``, renamed: root and stack verbs take an animation.
    ///
    /// ```swift
    /// HeadlessWindowRoute().setRoot(to: home, animation: nil)   // was setRoot(to: home, animated: false)
    /// ```
    /// - Note: Fails and completes as ``setRoot(to:animation:)`` does.
    @available(*, deprecated, renamed: "setRoot(to:animation:)", message: "Removed in 0.2.0: animation: .default animates, nil does not")
    public func setRoot<New: Screen>(to screen: New, animated: Bool) -> ScreenRoute<Root, Current>
    where New.Container: ScreenModalContainer, New.Container.Platform == Current.Platform {
        then(ScreenSetRootAction<New, Current>(screen: screen, animated: animated))
    }
}

extension ScreenThenable where Current: ScreenStackContainer {
    /// The `animated:` twin of ``push(_:animation:separated:)``, renamed: root and stack verbs take an animation.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).push(chat, animation: nil)   // was push(chat, animated: false)
    /// ```
    /// - Note: Fails and completes as ``push(_:animation:separated:)`` does.
    @available(
        *, deprecated, renamed: "push(_:animation:separated:)", message: "Removed in 0.2.0: animation: .default animates, nil does not"
    )
    public func push<New: Screen>(_ screen: New, animated: Bool, separated: Bool = false) -> ScreenRoute<Root, Current>
    where New.Container: ScreenModalContainer, New.Container.Platform == Current.Platform {
        then(
            merging: ScreenSetStackAction<Current>(push: screen, animation: .animated(animated), separated: separated, nested: nil))
    }

    /// The `animated:` twin of ``push(_:animation:separated:route:)``, renamed: root and stack verbs take an animation.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).push(chat, animation: nil)   // was push(chat, animated: false)
    /// ```
    /// - Note: Fails and completes as ``push(_:animation:separated:route:)`` does.
    @available(
        *, deprecated, renamed: "push(_:animation:separated:route:)",
        message: "Removed in 0.2.0: animation: .default animates, nil does not"
    )
    public func push<New: Screen, Nested: ScreenThenable>(
        _ screen: New,
        animated: Bool,
        separated: Bool = false,
        route nested: (ScreenRootRoute<New.Container>) -> Nested
    ) -> ScreenRoute<Root, Current>
    where New.Container: ScreenModalContainer, New.Container.Platform == Current.Platform, Nested.Root == New.Container {
        push(screen, animation: .animated(animated), separated: separated, route: nested)
    }

    /// The `animated:` twin of ``pop(animation:separated:)``, renamed: root and stack verbs take an animation.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).pop(animation: nil)   // was pop(animated: false)
    /// ```
    /// - Note: Fails and completes as ``pop(animation:separated:)`` does.
    @available(*, deprecated, renamed: "pop(animation:separated:)", message: "Removed in 0.2.0: animation: .default animates, nil does not")
    public func pop(animated: Bool, separated: Bool = false) -> ScreenRoute<Root, Current> {
        setStack(modifiers: [ScreenStackPopModifier<Current.Platform>()], animated: animated, separated: separated)
    }

    /// The `animated:` twin of ``pop(to:animation:separated:)-(ScreenPredicate<Self.Current.Platform,Output>,_,_)``, renamed: root and stack verbs take an animation.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).pop(to: .container(of: chats), animation: nil)   // was animated: false
    /// ```
    /// - Note: Fails and completes as ``pop(to:animation:separated:)-(ScreenPredicate<Self.Current.Platform,Output>,_,_)`` does.
    @available(
        *, deprecated, renamed: "pop(to:animation:separated:)", message: "Removed in 0.2.0: animation: .default animates, nil does not"
    )
    public func pop<Output>(
        to predicate: ScreenPredicate<Current.Platform, Output>,
        animated: Bool,
        separated: Bool = false
    ) -> ScreenRoute<Root, Current> {
        setStack(modifiers: [ScreenStackPopToModifier(predicate)], animated: animated, separated: separated)
    }

    /// The `animated:` twin of ``pop(to:animation:separated:)-(ScreenStackPopPredicate,_,_)``, renamed: root and stack verbs take an animation.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).pop(to: .previous, animation: nil)   // was pop(to: .previous, animated: false)
    /// ```
    /// - Note: Fails and completes as ``pop(to:animation:separated:)-(ScreenStackPopPredicate,_,_)`` does.
    @available(
        *, deprecated, renamed: "pop(to:animation:separated:)", message: "Removed in 0.2.0: animation: .default animates, nil does not"
    )
    public func pop(to predicate: ScreenStackPopPredicate, animated: Bool, separated: Bool = false) -> ScreenRoute<Root, Current> {
        setStack(modifiers: [ScreenStackPopToPositionModifier<Current.Platform>(predicate)], animated: animated, separated: separated)
    }

    /// The `animated:` twin of ``popToRoot(animation:separated:)``, renamed: root and stack verbs take an animation.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).popToRoot(animation: nil)   // was popToRoot(animated: false)
    /// ```
    /// - Note: Fails and completes as ``popToRoot(animation:separated:)`` does.
    @available(
        *, deprecated, renamed: "popToRoot(animation:separated:)", message: "Removed in 0.2.0: animation: .default animates, nil does not"
    )
    public func popToRoot(animated: Bool, separated: Bool = false) -> ScreenRoute<Root, Current> {
        setStack(modifiers: [ScreenStackPopToRootModifier<Current.Platform>()], animated: animated, separated: separated)
    }

    /// The `animated:` twin of ``replace(with:animation:separated:)``, renamed: root and stack verbs take an animation.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).replace(with: chat, animation: nil)   // was replace(with: chat, animated: false)
    /// ```
    /// - Note: Fails and completes as ``replace(with:animation:separated:)`` does.
    @available(
        *, deprecated, renamed: "replace(with:animation:separated:)",
        message: "Removed in 0.2.0: animation: .default animates, nil does not"
    )
    public func replace<New: Screen>(with screen: New, animated: Bool, separated: Bool = false) -> ScreenRoute<Root, Current>
    where New.Container: ScreenModalContainer, New.Container.Platform == Current.Platform {
        setStack(modifiers: [ScreenStackReplaceModifier(screen)], animated: animated, separated: separated)
    }

    /// The `animated:` twin of ``clear(animation:separated:)``, renamed: root and stack verbs take an animation.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).clear(animation: nil)   // was clear(animated: false)
    /// ```
    /// - Note: Fails and completes as ``clear(animation:separated:)`` does.
    @available(
        *, deprecated, renamed: "clear(animation:separated:)", message: "Removed in 0.2.0: animation: .default animates, nil does not"
    )
    public func clear(animated: Bool, separated: Bool = false) -> ScreenRoute<Root, Current> {
        setStack(modifiers: [ScreenStackClearModifier<Current.Platform>()], animated: animated, separated: separated)
    }
}

extension ScreenSetStackAction {
    /// Creates the action; renamed with the animation convention (`animation: nil` for `animated: false`).
    ///
    /// ```swift
    /// ScreenSetStackAction<HeadlessNavigationController>(modifiers: modifiers, animation: nil)   // was animated: false
    /// ```
    /// - Note: Fails and completes as the action does.
    @available(*, deprecated, renamed: "init(modifiers:animation:separated:)", message: "Removed in 0.2.0")
    public init(modifiers: [any ScreenStackModifier<Container.Platform>], animated: Bool, separated: Bool = false) {
        self.init(modifiers: modifiers, animation: .animated(animated), separated: separated, nested: nil)
    }
}

extension ScreenThenable where Current: ScreenStackContainer {
    /// The `animated:` twin of ``setStack(modifiers:animation:separated:)``, renamed: root and stack verbs take an animation.
    ///
    /// ```swift
    /// HeadlessWindowRoute().top(.stack).setStack(modifiers: modifiers, animation: nil)   // was setStack(modifiers: modifiers, animated: false)
    /// ```
    /// - Note: Fails and completes as ``setStack(modifiers:animation:separated:)`` does.
    @available(
        *, deprecated, renamed: "setStack(modifiers:animation:separated:)",
        message: "Removed in 0.2.0: animation: .default animates, nil does not"
    )
    public func setStack(
        modifiers: [any ScreenStackModifier<Current.Platform>],
        animated: Bool,
        separated: Bool = false
    ) -> ScreenRoute<Root, Current> {
        then(merging: ScreenSetStackAction<Current>(modifiers: modifiers, animation: .animated(animated), separated: separated))
    }
}

extension ScreenMakeVisibleAction {
    /// Creates the action: `animated` animates the dismissal and the pops; tabs switch without one.
    ///
    /// ```swift
    /// ScreenMakeVisibleAction<HeadlessViewController>(stackAnimation: nil, dismissAnimated: false)   // was animated: false
    /// ```
    /// - Note: Renamed with the animation convention; fails and completes as the action does.
    @available(*, deprecated, renamed: "init(stackAnimation:tabsAnimation:dismissAnimated:)", message: "Removed in 0.2.0")
    public init(animated: Bool) {
        self.init(stackAnimation: .animated(animated), tabsAnimation: nil, dismissAnimated: animated)
    }
}

extension ScreenTransition {
    /// Creates a transition record; `animated` records the ``ScreenAnimation/default`` animation.
    ///
    /// ```swift
    /// ScreenTransition(kind: .stack, animation: .default, container: "HeadlessNavigationController")
    /// ```
    /// - Note: Renamed: one animation convention, so a record says which animation ran
    ///   (`animation: .default` for `animated: true`, `nil` for `false`).
    @available(*, deprecated, renamed: "init(kind:animation:container:detail:)", message: "Removed in 0.2.0")
    public init(kind: Kind, animated: Bool, container: String, detail: String = "") {
        self.init(kind: kind, animation: .animated(animated), container: container, detail: detail)
    }
}

extension ScreenThenable where Current: ScreenModalContainer {
    /// Brings this controller on screen with one flag for every change; renamed to the one form,
    /// ``makeVisible(stackAnimation:tabsAnimation:dismissAnimated:)``.
    ///
    /// ```swift
    /// HeadlessWindowRoute().first(.container(of: chat)).makeVisible(stackAnimation: nil, dismissAnimated: false)
    /// ```
    /// - Parameters:
    ///   - animated: Whether the change animates (default `true`); undo never animates.
    /// - Note: Fails with ``ScreenContainerNotSupportedError`` when a parent is neither a stack,
    ///   a tab bar nor a split view, and with ``ScreenContainerNotFoundError`` when a collapsed
    ///   split view does not show the controller's column (nothing changes then); completes after
    ///   the last change.
    @available(
        *, deprecated, renamed: "makeVisible(stackAnimation:tabsAnimation:dismissAnimated:)",
        message: "Removed in 0.2.0: makeVisible() animates as before; stackAnimation: nil, dismissAnimated: false animates nothing"
    )
    public func makeVisible(animated: Bool) -> ScreenRoute<Root, Current> {
        then(ScreenMakeVisibleAction<Current>(animated: animated))
    }
}
