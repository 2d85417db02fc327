/// Identifies a screen: its name plus traits that tell instances apart (a chat id, a product id).
///
/// Containers built by a screen remember its key, so a route can find them again:
/// ```swift
/// .first(.container(key: ScreenKey(name: "Chat", traits: [42])))
/// ```
public struct ScreenKey: Hashable, CustomStringConvertible {
    /// The screen's name, by default its type name.
    public let name: String
    /// What tells two screens of the same name apart.
    public let traits: Set<AnyHashable>

    /// Creates a key from a name and optional traits.
    public init(name: String, traits: Set<AnyHashable> = []) {
        self.name = name
        self.traits = traits
    }

    /// `Chat` or `Chat(42)`; traits are sorted so the text is stable.
    public var description: String {
        guard !traits.isEmpty else { return name }
        let parts = traits.map { "\($0.base)" }.sorted()
        return "\(name)(\(parts.joined(separator: ", ")))"
    }
}
