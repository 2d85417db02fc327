import Foundation

#if canImport(UIKit) && !os(watchOS)
    import UIKit
#endif

// Nivelir's manager made from a list of deep link types, and its scope activation with a screen
// factory. Each Nivelir type becomes a native registration (see NivelirDeeplinkAdapter); the
// screens given to `activate(screens:scope:)` are what the types' `navigate` receives.

extension DeeplinkManager {
    /// Nivelir's manager for deep link types in its default scope (NavDSL's `.launch`).
    ///
    /// Native: register each type, then activate its scope:
    /// ```swift
    /// let deeplinks = DeeplinkManager(navigator: navigator, schemes: ["app"])
    /// deeplinks.register(ChatDeeplink.self, screens: { [unowned app] in app.screens })
    /// ```
    /// NavDSL accepts only the URL schemes it is given (by default the app's `CFBundleURLTypes` in
    /// Info.plist) and universal links only on `webHosts`: Nivelir asked every type about any URL.
    /// - Note: Never fails; links handled before `activate(screens:scope:)` wait, the latest per scope.
    @available(*, deprecated, message: "use DeeplinkManager(navigator:schemes:webHosts:) and register(_:context:screens:)")
    public convenience init(
        deeplinkTypes: [AnyDeeplink.Type], interceptors: [any DeeplinkInterceptor] = [], navigator: ScreenNavigator,
        schemes: Set<String>? = nil, webHosts: Set<String> = []
    ) {
        self.init(
            deeplinkTypes: [.launch: deeplinkTypes], interceptors: interceptors, navigator: navigator, schemes: schemes, webHosts: webHosts)
    }

    /// Nivelir's manager for deep link types grouped by scope.
    ///
    /// Native: a type's scope is its static ``Deeplink/scope``:
    /// ```swift
    /// struct ChatDeeplink: Deeplink { static let scope = DeeplinkScope.authorized; ... }
    /// ```
    /// - Note: Never fails. A type listed under two scopes (here or in another manager) runs in the
    ///   scope it was listed under last.
    @available(*, deprecated, message: "use DeeplinkManager(navigator:schemes:webHosts:), register(_:context:screens:) and Deeplink.scope")
    public convenience init(
        deeplinkTypes: [DeeplinkScope: [AnyDeeplink.Type]], interceptors: [any DeeplinkInterceptor] = [], navigator: ScreenNavigator,
        schemes: Set<String>? = nil, webHosts: Set<String> = []
    ) {
        self.init(navigator: navigator, schemes: schemes ?? Self.infoPlistURLSchemes, webHosts: webHosts)
        for interceptor in interceptors { addInterceptor(interceptor) }
        let state = NivelirDeeplinkRegistry.state(of: self)
        guard let window = navigator.window.map({ Swift.type(of: $0) }) ?? Self.platformWindow else {
            // Where UIKit is missing there is no window class to assume: the links would start from a
            // class the navigator's window may not be, so none is registered and the log says why.
            navigator.logger?.error(ScreenContainerNotFoundError(Self.noWindowClass))
            return
        }
        for (scope, types) in deeplinkTypes.sorted(by: { $0.key.name < $1.key.name }) {
            state.scopes.insert(scope)
            for type in types {
                NivelirDeeplinkRegistry.register(type, in: scope)
                registerNivelir(type, window: window, state: state)
            }
        }
    }

    /// Registers `Link` through an adapter whose route starts from the navigator's window class.
    @available(*, deprecated, message: "NavDSLNivelirCompat internals")
    private func registerNivelir<Link: AnyDeeplink, Window: ScreenWindowContainer>(
        _ link: Link.Type, window: Window.Type, state: NivelirDeeplinkRegistry.State
    ) {
        let scope = NivelirDeeplinkRegistry.scope(of: Link.self)
        register(NivelirDeeplinkAdapter<Link, Window>.self) { [weak self] in
            NivelirDeeplinkScreens(screens: state.screens[scope] ?? nil, handler: self)
        }
    }

    /// The window class when the navigator has no window yet: `UIWindow` where UIKit exists; elsewhere
    /// (a test platform, an app's own) nothing can be assumed.
    private static var platformWindow: (any ScreenWindowContainer.Type)? {
        #if canImport(UIKit) && !os(watchOS)
            UIWindow.self
        #else
            nil
        #endif
    }

    /// Why Nivelir's deep link types were not registered where UIKit is missing.
    static let noWindowClass =
        "DeeplinkManager(deeplinkTypes:navigator:): the navigator has no window, so its window class is unknown where UIKit is missing; no deep link type was registered (give the navigator its window first)"

    /// The custom URL schemes the app declares (`CFBundleURLTypes` in Info.plist).
    private static var infoPlistURLSchemes: Set<String> {
        let types = Bundle.main.object(forInfoDictionaryKey: "CFBundleURLTypes") as? [[String: Any]] ?? []
        return Set(types.flatMap { $0["CFBundleURLSchemes"] as? [String] ?? [] })
    }

    // MARK: - Scopes

    /// Nivelir's activation of a scope with the screen factory its links navigate with.
    ///
    /// ```swift
    /// deeplinks.activate(.launch)   // the screens come from the closure given to register(_:screens:)
    /// ```
    /// - Note: Never fails; the scope's pending link runs now, its completion reporting the result.
    @available(*, deprecated, message: "use activate(_:) and give the screens to register(_:context:screens:)")
    public func activate(screens: Any?, scope: DeeplinkScope) {
        NivelirDeeplinkRegistry.state(of: self).screens.updateValue(screens, forKey: scope)
        activate(scope)
    }

    /// Nivelir's activation of every scope its types were listed under.
    ///
    /// ```swift
    /// deeplinks.activate(.launch)
    /// ```
    /// - Note: As ``activate(screens:scope:)``.
    @available(*, deprecated, message: "use activate(_:) for each scope")
    public func activate(screens: Any?) {
        for scope in NivelirDeeplinkRegistry.state(of: self).scopes.sorted(by: { $0.name < $1.name }) {
            activate(screens: screens, scope: scope)
        }
    }

    /// Nivelir's deactivation of a scope: its new links wait again.
    ///
    /// ```swift
    /// deeplinks.deactivate(.authorized)
    /// ```
    /// - Note: Never fails; completes nothing.
    @available(*, deprecated, renamed: "deactivate(_:)")
    public func deactivate(scope: DeeplinkScope) {
        NivelirDeeplinkRegistry.state(of: self).screens.removeValue(forKey: scope)
        deactivate(scope)
    }

    /// Nivelir's deactivation of every scope its types were listed under.
    ///
    /// ```swift
    /// deeplinks.deactivate(.launch)
    /// ```
    /// - Note: Never fails; completes nothing.
    @available(*, deprecated, message: "use deactivate(_:) for each scope")
    public func deactivate() {
        for scope in NivelirDeeplinkRegistry.state(of: self).scopes {
            deactivate(scope: scope)
        }
    }

    /// Nivelir's check of a scope.
    ///
    /// ```swift
    /// deeplinks.isActive(.authorized)
    /// ```
    /// - Note: Never fails.
    @available(*, deprecated, renamed: "isActive(_:)")
    public func isActive(scope: DeeplinkScope) -> Bool {
        isActive(scope)
    }
}
