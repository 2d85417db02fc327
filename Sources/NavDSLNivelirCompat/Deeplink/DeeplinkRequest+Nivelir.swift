// What a native interceptor sees of a Nivelir deep link: the request's `deeplink` is the adapter that
// registered the Nivelir type, so the Nivelir value is reached through `nivelirDeeplink`.

extension DeeplinkRequest {
    /// The Nivelir deep link value the request carries, for an interceptor ported from Nivelir's
    /// `interceptDeeplink(_:of:navigator:completion:)`; `nil` for a native ``Deeplink``.
    ///
    /// Native: once the type is a ``Deeplink``, cast the request's own value:
    /// ```swift
    /// guard let chat = request.deeplink as? ChatDeeplink else { return completion(.proceed) }
    /// ```
    /// - Note: Fails never; `nil` when the link was registered natively.
    @available(*, deprecated, message: "port the type to Deeplink and cast request.deeplink")
    public var nivelirDeeplink: (any AnyDeeplink)? {
        (deeplink as? any NivelirDeeplinkCarrier)?.nivelirValue
    }
}

/// An adapter that carries a Nivelir deep link value.
@available(*, deprecated, message: "NavDSLNivelirCompat internals")
@MainActor
protocol NivelirDeeplinkCarrier {
    var nivelirValue: any AnyDeeplink { get }
}

@available(*, deprecated, message: "NavDSLNivelirCompat internals")
extension NivelirDeeplinkAdapter: NivelirDeeplinkCarrier {
    var nivelirValue: any AnyDeeplink { link }
}
