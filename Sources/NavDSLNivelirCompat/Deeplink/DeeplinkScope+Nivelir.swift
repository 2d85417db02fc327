// Nivelir's ways of naming a deep-link scope, funnelled into NavDSL's `DeeplinkScope(_:)`.

extension DeeplinkScope {
    /// Nivelir's scope initializer with a `key:` label.
    ///
    /// ```swift
    /// static let backURL = DeeplinkScope("backURL")
    /// ```
    /// - Note: Fails never (a value); completes never.
    @available(*, deprecated, message: "use DeeplinkScope(_:)")
    public init(key: String) {
        self.init(key)
    }

    /// Nivelir's scope named after the computed static property that returns it.
    ///
    /// Declare it as `static var backURL: Self { .fromPropertyName() }`: in a stored `static let`,
    /// `#function` is not the property's name.
    ///
    /// ```swift
    /// extension DeeplinkScope { static let backURL = DeeplinkScope("backURL") }
    /// ```
    /// - Note: Fails never (a value); completes never.
    @available(*, deprecated, message: "use DeeplinkScope(\"name\") with the property's name")
    public static func fromPropertyName(_ name: String = #function) -> Self {
        Self(name)
    }

    /// Nivelir's default scope, where `DeeplinkManager(deeplinkTypes:navigator:)` puts its types:
    /// NavDSL's ``launch``.
    ///
    /// ```swift
    /// deeplinks.activate(.launch)
    /// ```
    /// - Note: Fails never (a value); completes never.
    @available(*, deprecated, renamed: "launch")
    public static var `default`: Self { .launch }

    /// Nivelir's name of the scope's key.
    ///
    /// ```swift
    /// DeeplinkScope.authorized.name    // "authorized"
    /// ```
    /// - Note: Fails never; never `nil` (Nivelir's default scope has no key; NavDSL's is `launch`).
    @available(*, deprecated, renamed: "name")
    public var key: String? { name }
}
