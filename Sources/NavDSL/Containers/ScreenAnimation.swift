#if canImport(UIKit)
    import UIKit
#endif

/// How a container change is animated: a value the verbs that change containers take
/// (`setRoot(to:animation:)`, the stack verbs, `selectTab(with:animation:)`, `makeVisible(...)`).
///
/// `nil` means no animation, ``default`` the platform's own (a push slides, a root swap has none),
/// ``crossDissolve(duration:)`` and ``transition(_:duration:)`` one of UIKit's view transitions
/// (`UIView.transition(with:duration:options:animations:completion:)`), and ``custom(_:)`` your own.
/// `animated: Bool` stays as the simple form: `true` is ``default``, `false` is `nil`.
///
/// ```swift
/// HeadlessWindowRoute().setRoot(to: home, animation: .crossDissolve())
/// HeadlessWindowRoute().top(.stack).push(chat, animation: .transition(.flipFromLeft))
/// ```
/// The headless platform runs no animation; it records which one ran in
/// ``ScreenTransition/animation``, so tests assert it.
public struct ScreenAnimation: Hashable, Sendable, CustomStringConvertible {
    /// What runs.
    public enum Kind: Hashable, Sendable {
        /// The platform's own animation for the change.
        case `default`
        /// A view transition of the container's view, lasting `duration` seconds.
        case transition(ScreenViewTransition, duration: Double)
        /// A ``ScreenCustomAnimation``, by its name.
        case custom(name: String)
    }

    /// What runs; two animations are equal when their kinds are.
    public let kind: Kind
    /// The animation a custom kind runs on UIKit.
    public let customAnimation: (any ScreenCustomAnimation)?

    private init(kind: Kind, customAnimation: (any ScreenCustomAnimation)? = nil) {
        self.kind = kind
        self.customAnimation = customAnimation
    }

    /// The platform's own animation (what `animated: true` asks for).
    public static let `default` = ScreenAnimation(kind: .default)

    /// A cross-dissolve of the container's view, as Nivelir's `ScreenRootAnimation.crossDissolve`.
    public static func crossDissolve(duration: Double = 0.3) -> Self {
        transition(.crossDissolve, duration: duration)
    }

    /// One of UIKit's view transitions of the container's view.
    public static func transition(_ transition: ScreenViewTransition, duration: Double = 0.3) -> Self {
        Self(kind: .transition(transition, duration: duration))
    }

    /// Your own animation (see ``ScreenCustomAnimation``).
    public static func custom(_ animation: some ScreenCustomAnimation) -> Self {
        Self(kind: .custom(name: animation.name), customAnimation: animation)
    }

    /// A custom kind recorded by name only, for what a platform ran on its own (a presentation
    /// through a transitioning delegate).
    package static func recorded(customName: String) -> Self {
        Self(kind: .custom(name: customName))
    }

    /// `animated: Bool` as an animation: `true` is ``default``, `false` none.
    public static func animated(_ animated: Bool) -> Self? {
        animated ? .default : nil
    }

    /// Equal kinds.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kind == rhs.kind
    }

    /// Hashes the kind.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
    }

    /// `default`, `crossDissolve(0.3)`, `custom(Flip)`.
    public var description: String {
        switch kind {
        case .default: "default"
        case .transition(let transition, let duration): "\(transition.rawValue)(\(duration))"
        case .custom(let name): "custom(\(name))"
        }
    }
}

/// UIKit's view transitions (`UIView.AnimationOptions.transition...`), platform-neutral.
public enum ScreenViewTransition: String, Hashable, Sendable, CaseIterable {
    /// Cross-fades the old content into the new.
    case crossDissolve
    /// Flips from left to right.
    case flipFromLeft
    /// Flips from right to left.
    case flipFromRight
    /// Flips from top to bottom.
    case flipFromTop
    /// Flips from bottom to top.
    case flipFromBottom
    /// Curls the old content up.
    case curlUp
    /// Curls the new content down.
    case curlDown
}

/// An animation you write with UIKit's transition API, run by ``ScreenAnimation/custom(_:)``.
///
/// On UIKit, `animate(in:change:completion:)` receives the view of the changing container (the
/// window for a root change, the navigation or tab bar controller's view otherwise), a `change`
/// that applies the new state without animation, and a `completion` to call once it ended. Call
/// each exactly once, or the navigation waits (up to the navigator's `actionTimeout`).
///
/// ```swift
/// struct Flip: ScreenCustomAnimation {
///     #if canImport(UIKit)
///     func animate(in view: UIView, change: @escaping @MainActor () -> Void, completion: @escaping @MainActor () -> Void) {
///         UIView.transition(with: view, duration: 0.4, options: .transitionFlipFromLeft, animations: change) { _ in completion() }
///     }
///     #endif
/// }
/// HeadlessWindowRoute().setRoot(to: home, animation: .custom(Flip()))
/// ```
/// The headless platform does not call it: it applies the change and records the animation's
/// ``name``.
public protocol ScreenCustomAnimation: Sendable {
    /// The name recorded in logs and on the headless platform; the type name by default.
    var name: String { get }

    #if canImport(UIKit)
        /// Runs `change` inside the animation of `view`; calls `completion` when it ended.
        @MainActor
        func animate(in view: UIView, change: @escaping @MainActor () -> Void, completion: @escaping @MainActor () -> Void)
    #endif
}

extension ScreenCustomAnimation {
    /// The type name.
    public var name: String { String(describing: Self.self) }
}
