import NavDSL

/// The headless `UIWindowScene`: a group of windows of which at most one is key.
///
/// Each ``HeadlessWindow`` gets its own scene unless you pass one, so parallel tests never share
/// key-window state.
@MainActor
public final class HeadlessScene {
    /// Every live scene, oldest first: the headless `UIApplication.connectedScenes`.
    ///
    /// Held weakly: scenes live as long as their windows.
    private static var connected: [ScreenWeakReference<HeadlessScene>] = []

    /// The scene's windows, held weakly.
    var windowReferences: [ScreenWeakReference<HeadlessWindow>] = []

    /// The scene's live windows, in the order they were made (UIKit's `UIWindowScene.windows`): the
    /// app's windows and overlays such as a HUD's.
    public var windows: [HeadlessWindow] {
        windowReferences.compactMap(\.value)
    }

    /// Creates an empty scene and connects it.
    public init() {
        Self.connected.removeAll { $0.value == nil }
        Self.connected.append(ScreenWeakReference(self))
    }

    /// The scene's key window, if any.
    public var keyWindow: HeadlessWindow? {
        windowReferences.lazy.compactMap(\.value).first { $0.isKeyWindow }
    }

    /// Every live scene, newest first (what ``HeadlessKeyWindowProvider/init()`` searches).
    public static var connectedScenes: [HeadlessScene] {
        connected.compactMap(\.value).reversed()
    }
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
