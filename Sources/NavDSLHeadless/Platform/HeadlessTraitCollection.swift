import NavDSL

/// The headless `UITraitCollection`: the size class and idiom of a window, which decide how some
/// presentations adapt (a popover in compact width becomes a sheet and needs no anchor).
///
/// ```swift
/// let window = HeadlessWindow()
/// window.traitCollection = .pad      // regular width: popovers and action sheets need an anchor
/// ```
public struct HeadlessTraitCollection: Hashable, Sendable {
    /// UIKit's `UIUserInterfaceSizeClass`.
    public enum SizeClass: String, Hashable, Sendable {
        /// An iPhone in portrait, a narrow split view.
        case compact
        /// An iPad at full screen.
        case regular
    }

    /// UIKit's `UIUserInterfaceIdiom`.
    public enum Idiom: String, Hashable, Sendable {
        /// An iPhone.
        case phone
        /// An iPad.
        case pad
    }

    /// The horizontal size class.
    public var horizontalSizeClass: SizeClass
    /// The device idiom.
    public var userInterfaceIdiom: Idiom

    /// Creates a trait collection.
    public init(horizontalSizeClass: SizeClass, userInterfaceIdiom: Idiom) {
        self.horizontalSizeClass = horizontalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// An iPhone: compact width, the default of every ``HeadlessWindow``.
    public static let phone = Self(horizontalSizeClass: .compact, userInterfaceIdiom: .phone)
    /// An iPad at full screen: regular width.
    public static let pad = Self(horizontalSizeClass: .regular, userInterfaceIdiom: .pad)
}
