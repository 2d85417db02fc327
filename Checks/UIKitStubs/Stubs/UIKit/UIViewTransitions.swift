// Stub of UIView's animation options and the log of `transition(with:...)` (declared in UIView's
// class, UIKit.swift, `open` as in UIKit).

@available(iOS 2.0, *)
extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions
    @available(iOS 4.0, *)
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// Stub-only: every `transition(with:...)` call made with this view, in order. Kept on the
    /// view, as what UIKit did is kept on the object it served: a log shared by the process would
    /// mix the calls of tests running in parallel.
    public var stubTransitions: [(duration: TimeInterval, options: UIView.AnimationOptions)] {
        StubViewExtras.of(self).transitions
    }
}

/// Whether a change made now is animated: inside an animation block (`transition(with:...)`'s
/// `animations`) while animations are enabled (`setAnimationsEnabled`, `performWithoutAnimation`).
/// UIKit keeps this per process, on the main thread; every block here runs synchronously on the
/// main actor, so parallel tests never see each other's.
@MainActor
enum StubAnimationBlocks {
    static var areEnabled = true
    private static var depth = 0

    /// Whether a view installed or laid out now animates its frames (from zero, for a new view: review R17).
    static var isAnimating: Bool { depth > 0 && areEnabled }

    static func run(_ animations: () -> Void) {
        depth += 1
        animations()
        depth -= 1
    }
}
