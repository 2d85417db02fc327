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
}
