// Stub of UIWindow; see UIKit.swift.

/// https://developer.apple.com/documentation/uikit/uiwindow
@available(iOS 2.0, *)
@MainActor
open class UIWindow: UIView {
    /// Stub-only: the haptic feedback played by generators made for this window (iOS 17.5's
    /// `init(view:)`), in order.
    public var stubPlayedFeedback: [String] = []

    /// https://developer.apple.com/documentation/uikit/uiwindow/windowscene
    @available(iOS 13.0, *)
    open weak var windowScene: UIWindowScene?
    var keyWindow = false
    private var stubOwnRunLoop: StubRunLoop?
    /// What the last layout pass put in this window (device question 2).
    var stubLaidOut: [StubWeakController] = []

    /// Stub-only: the run loop a test drives for this window: its scene's, or its own without a scene.
    public var stubRunLoop: StubRunLoop {
        if let scene = windowScene { return scene.stubRunLoop }
        if let stubOwnRunLoop { return stubOwnRunLoop }
        let loop = StubRunLoop()
        loop.windows.append(StubWeakWindow(window: self))
        stubOwnRunLoop = loop
        return loop
    }

    /// https://developer.apple.com/documentation/uikit/uiwindow/windowlevel
    @available(iOS 2.0, *)
    open var windowLevel: UIWindow.Level = .normal

    /// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
    @available(iOS 13.0, *)
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: .zero)
        isHidden = true
        windowScene.stubWindows.append(StubWeakWindow(window: self))
        windowScene.stubRunLoop.windows.append(StubWeakWindow(window: self))
    }

    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    /// (UIWindow's override is deprecated in iOS 26)
    @available(iOS, introduced: 2.0, deprecated: 26.0, message: "Use init(windowScene:) instead.")
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    /// (the new root's view is loaded and its appearance callbacks begin inside the call; what the
    /// old root presents stays presented and leaves the window with it, Checks/UIKitStubs/RULES.md §4 [P7])
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController? {
        get { stubRoot }
        set {
            StubCallbacks.note("rootViewController = \(newValue?.stubDescription ?? "nil")", on: stubRunLoop)
            let before = stubAppearingControllers()
            stubRoot?.stubHostWindow = nil
            stubRoot = newValue
            newValue?.stubHostWindow = self
            _ = newValue?.view
            if let newValue { stubAdaptSplitViews(in: newValue) }
            stubChangeAppearance(from: before, transition: nil)
        }
    }
    private var stubRoot: UIViewController?
    /// Stub-only: the window's width class (compact, as an iPhone's, until
    /// `stubChangeHorizontalSizeClass(to:)`); a root or presented controller takes it on entering.
    var stubWindowSizeClass = UIUserInterfaceSizeClass.compact

    /// https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
    @available(iOS 2.0, *)
    open var isKeyWindow: Bool { keyWindow }

    /// https://developer.apple.com/documentation/uikit/uiwindow/makekey()
    /// Makes the window key without changing its visibility; the previous key window resigns.
    @available(iOS 2.0, *)
    open func makeKey() {
        for other in windowScene?.windows ?? [] { other.keyWindow = false }
        keyWindow = true
    }

    /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    /// (makes the window key in its scene and shows it, §4)
    @available(iOS 2.0, *)
    open func makeKeyAndVisible() {
        for other in windowScene?.windows ?? [] { other.keyWindow = false }
        keyWindow = true
        let before = stubAppearingControllers()
        isHidden = false
        stubChangeAppearance(from: before, transition: nil)
    }
}

@available(iOS 2.0, *)
extension UIWindow {
    /// https://developer.apple.com/documentation/uikit/uiwindow/level
    public struct Level: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: CGFloat

        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }
    }
}

@available(iOS 2.0, *)
extension UIWindow.Level {
    /// https://developer.apple.com/documentation/uikit/uiwindow/level/normal
    public static let normal = UIWindow.Level(0)
    /// https://developer.apple.com/documentation/uikit/uiwindow/level/alert
    public static let alert = UIWindow.Level(2000)
}
