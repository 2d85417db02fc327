// Nivelir's UIKit-typed sheet looks: the card's colours, border, shadow and insets, the grabber's
// size and colour, the dimming's colour and blur. UIKit's sheet draws its own, so each initializer
// takes them, keeps what UIKit's sheet has, and says in its deprecation what is not drawn.
#if canImport(UIKit)
    import UIKit

    /// Nivelir's card border; UIKit's sheet draws none.
    ///
    /// ```swift
    /// BottomSheetCard(border: BottomSheetBorder(width: 1, color: .separator))
    /// ```
    /// - Note: Fails never (a value); not drawn.
    @available(*, deprecated, message: "NavDSL shows UIKit's sheet, which draws no border")
    public struct BottomSheetBorder: Equatable {
        /// The width Nivelir would draw.
        public let width: CGFloat
        /// The colour Nivelir would draw.
        public let color: UIColor

        /// Creates a border; UIKit's sheet does not draw it.
        public init(width: CGFloat = .zero, color: UIColor = .black) {
            self.width = width
            self.color = color
        }
    }

    /// Nivelir's card shadow; UIKit's sheet draws its own.
    ///
    /// ```swift
    /// BottomSheetCard(shadow: BottomSheetShadow(radius: 8, opacity: 0.2))
    /// ```
    /// - Note: Fails never (a value); not drawn.
    @available(*, deprecated, message: "NavDSL shows UIKit's sheet, which draws its own shadow")
    public struct BottomSheetShadow: Equatable {
        /// The offset Nivelir would draw.
        public let offset: CGSize
        /// The blur radius Nivelir would draw.
        public let radius: CGFloat
        /// The colour Nivelir would draw.
        public let color: UIColor?
        /// The opacity Nivelir would draw.
        public let opacity: Float
        /// Whether Nivelir would rasterize it.
        public let shouldRasterize: Bool

        /// Creates a shadow; UIKit's sheet does not draw it.
        public init(
            offset: CGSize = CGSize(width: .zero, height: -3), radius: CGFloat = 3.0, color: UIColor? = .black,
            opacity: Float = .zero, shouldRasterize: Bool = false
        ) {
            self.offset = offset
            self.radius = radius
            self.color = color
            self.opacity = opacity
            self.shouldRasterize = shouldRasterize
        }
    }

    extension BottomSheetCard {
        /// Nivelir's full card: UIKit's sheet keeps the corner radius.
        ///
        /// ```swift
        /// BottomSheetCard(backgroundColor: .systemBackground, cornerRadius: 24)
        /// ```
        /// - Note: Fails never (a value).
        @available(
            *, deprecated,
            message:
                "NavDSL shows UIKit's sheet: only cornerRadius is kept; backgroundColor, border, shadow and contentInsets are not drawn"
        )
        @_disfavoredOverload
        public init(
            backgroundColor: UIColor? = nil, cornerRadius: CGFloat = 16.0, border: BottomSheetBorder? = nil,
            shadow: BottomSheetShadow? = nil, contentInsets: UIEdgeInsets = .zero
        ) {
            self.init(cornerRadius: cornerRadius)
        }
    }

    extension BottomSheetGrabber {
        /// Nivelir's drawn grabber: UIKit's sheet shows the system grabber instead.
        ///
        /// ```swift
        /// BottomSheet(preferredGrabber: BottomSheetGrabber(color: .tertiaryLabel))
        /// ```
        /// - Note: Fails never (a value).
        @available(*, deprecated, message: "NavDSL shows UIKit's sheet and its system grabber: size, color and inset are not drawn")
        @_disfavoredOverload
        public init(
            size: CGSize = CGSize(width: 36.0, height: 5.0), color: UIColor = UIColor.darkGray.withAlphaComponent(0.4),
            inset: CGFloat = 5.0
        ) {
            self.init()
        }
    }

    extension BottomSheetDimming {
        /// Nivelir's dimming: UIKit's sheet keeps the largest undimmed detent and dims with its own colour.
        ///
        /// ```swift
        /// BottomSheetDimming(color: .black.withAlphaComponent(0.3), largestUndimmedDetentKey: .medium)
        /// ```
        /// - Note: Fails never (a value).
        @available(
            *, deprecated, message: "NavDSL shows UIKit's sheet: only largestUndimmedDetentKey is kept; color and blurStyle are not drawn"
        )
        @_disfavoredOverload
        public init(
            color: UIColor = UIColor.black.withAlphaComponent(0.6), blurStyle: UIBlurEffect.Style? = nil,
            largestUndimmedDetentKey: BottomSheetDetentKey? = nil
        ) {
            self.init(largestUndimmedDetentKey: largestUndimmedDetentKey)
        }
    }
#endif
