/// The headless `UIWindowScene`: a group of windows of which at most one is key.
///
/// Each ``HeadlessWindow`` gets its own scene unless you pass one, so parallel tests never share
/// key-window state.
@MainActor
public final class HeadlessScene {
    var windows: [HeadlessWeakWindow] = []

    /// Creates an empty scene.
    public init() {}

    /// The scene's key window, if any.
    public var keyWindow: HeadlessWindow? {
        windows.lazy.compactMap(\.window).first { $0.isKeyWindow }
    }
}

/// A scene's weak reference to one of its windows.
struct HeadlessWeakWindow {
    weak var window: HeadlessWindow?
}
