/// The headless `UIWindowScene`: a group of windows of which at most one is key.
///
/// Each ``HeadlessWindow`` gets its own scene unless you pass one, so parallel tests never share
/// key-window state.
@MainActor
public final class HeadlessScene {
    /// Every live scene, oldest first: the headless `UIApplication.connectedScenes`.
    private static var connected: [HeadlessWeakScene] = []

    var windows: [HeadlessWeakWindow] = []

    /// Creates an empty scene and connects it.
    public init() {
        Self.connected.removeAll { $0.scene == nil }
        Self.connected.append(HeadlessWeakScene(scene: self))
    }

    /// The scene's key window, if any.
    public var keyWindow: HeadlessWindow? {
        windows.lazy.compactMap(\.window).first { $0.isKeyWindow }
    }

    /// Every live scene, newest first (what ``HeadlessKeyWindowProvider/init()`` searches).
    public static var connectedScenes: [HeadlessScene] {
        connected.compactMap(\.scene).reversed()
    }
}

/// A scene's weak reference to one of its windows.
struct HeadlessWeakWindow {
    weak var window: HeadlessWindow?
}

/// The registry's weak reference to a scene: scenes live as long as their windows.
struct HeadlessWeakScene {
    weak var scene: HeadlessScene?
}

/// Provides the key window of headless scenes, asked anew at every navigation: the headless
/// `ScreenKeyWindowProvider`, behind `ScreenNavigator()` where UIKit is not available.
///
/// ```swift
/// let navigator = ScreenNavigator(windowProvider: HeadlessKeyWindowProvider(scene: window.scene))
/// ```
/// Tests that run in parallel each pass their own scene: the scene-less form finds the newest
/// scene's key window, which may be another test's.
@MainActor
public final class HeadlessKeyWindowProvider: ScreenWindowProvider {
    private let scenes: @MainActor () -> [HeadlessScene]

    /// Searches every connected scene, newest first.
    public init() {
        self.scenes = { HeadlessScene.connectedScenes }
    }

    /// Searches `scene` only; holds it weakly.
    public init(scene: HeadlessScene) {
        self.scenes = { [weak scene] in scene.map { [$0] } ?? [] }
    }

    /// The key window of the first searched scene that has one.
    public var window: (any ScreenWindowContainer)? {
        scenes().lazy.compactMap(\.keyWindow).first
    }
}
