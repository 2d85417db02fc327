// Nivelir's HUD indicators and footer, as its documentation builds HUD values from them
// (`.spinner(ProgressSpinnerIndicator(color:), message: ProgressMessageFooter(text:color:))`).
// NavDSL's HUD draws with the system's colours and fonts: each indicator keeps what it means (the
// kind, the ratio, the text) and its deprecation names what is not drawn.
#if canImport(UIKit)
    import UIKit

    /// The kinds of Nivelir's drawn indicators, one type each, so each keeps its own name.
    public enum ProgressIndicatorKind {
        /// The spinner.
        public enum Spinner {}
        /// The check mark.
        public enum Success {}
        /// The cross.
        public enum Failure {}
    }

    /// One of Nivelir's drawn indicators: NavDSL's HUD draws the system's, so only the kind is kept.
    ///
    /// ```swift
    /// route.showHUD(.spinner("Please wait..."))
    /// ```
    /// - Note: Never fails (a value); the colour and insets are not drawn.
    @available(
        *, deprecated,
        message:
            "NavDSL's HUD draws the system's indicators: write .spinner(text), .success(text) or .failure(text); color and insets are not drawn"
    )
    public struct ProgressKindIndicator<Kind> {
        /// The colour Nivelir would draw.
        public let color: UIColor
        /// The insets Nivelir would draw.
        public let insets: UIEdgeInsets

        /// Creates the indicator.
        public init(color: UIColor = .lightGray, insets: UIEdgeInsets = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)) {
            self.color = color
            self.insets = insets
        }
    }

    /// Nivelir's spinner indicator; NavDSL's HUD draws the system's activity indicator.
    @available(*, deprecated, message: "NavDSL's HUD draws the system's spinner: write .spinner(text); color and insets are not drawn")
    public typealias ProgressSpinnerIndicator = ProgressKindIndicator<ProgressIndicatorKind.Spinner>

    /// Nivelir's success indicator; NavDSL's HUD draws a system check mark.
    @available(*, deprecated, message: "NavDSL's HUD draws a system check mark: write .success(text); color and insets are not drawn")
    public typealias ProgressSuccessIndicator = ProgressKindIndicator<ProgressIndicatorKind.Success>

    /// Nivelir's failure indicator; NavDSL's HUD draws a system cross.
    @available(*, deprecated, message: "NavDSL's HUD draws a system cross: write .failure(text); color and insets are not drawn")
    public typealias ProgressFailureIndicator = ProgressKindIndicator<ProgressIndicatorKind.Failure>

    @available(*, deprecated, message: "use ScreenHUD.progress(_:_:) with the fraction")
    extension ProgressPercentageIndicator {
        /// Nivelir's full percentage indicator: the ratio is kept.
        ///
        /// ```swift
        /// route.showHUD(.progress(0.4))
        /// ```
        /// - Note: Never fails (a value); the colour and insets are not drawn.
        @available(
            *, deprecated, message: "NavDSL's HUD draws the system's progress: write .progress(fraction); color and insets are not drawn"
        )
        public init(ratio: CGFloat, color: UIColor, insets: UIEdgeInsets = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)) {
            self.init(ratio: ratio)
        }
    }

    @available(*, deprecated, message: "use ScreenHUD.progress(_:_:) with the text")
    extension ProgressMessageFooter {
        /// Nivelir's full message footer: the text is kept.
        ///
        /// ```swift
        /// route.showHUD(.spinner("Please wait..."))
        /// ```
        /// - Note: Never fails (a value); the font, colour, alignment and insets are not drawn.
        @available(
            *, deprecated, message: "NavDSL's HUD draws its text in the system's style: font, color, alignment and insets are not drawn"
        )
        public init(
            text: String, font: UIFont = .boldSystemFont(ofSize: 16), color: UIColor = .label, alignment: NSTextAlignment = .center,
            insets: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 16, right: 16)
        ) {
            self.init(text: text)
        }
    }

    extension ScreenHUD {
        /// Nivelir's spinner HUD built from an indicator, with a message under it.
        ///
        /// ```swift
        /// route.showHUD(.spinner("Please wait..."))
        /// ```
        /// - Note: Never fails (a value).
        @available(*, deprecated, message: "use .spinner(text)")
        public static func spinner(_ indicator: ProgressSpinnerIndicator, message: ProgressMessageFooter? = nil) -> Self {
            .spinner(message?.text)
        }

        /// Nivelir's success HUD built from an indicator, with a message under it.
        ///
        /// ```swift
        /// route.showHUD(.success("Saved"), duration: .seconds(1))
        /// ```
        /// - Note: Never fails (a value).
        @available(*, deprecated, message: "use .success(text)")
        public static func success(_ indicator: ProgressSuccessIndicator, message: ProgressMessageFooter? = nil) -> Self {
            .success(message?.text)
        }

        /// Nivelir's failure HUD built from an indicator, with a message under it.
        ///
        /// ```swift
        /// route.showHUD(.failure("Not saved"), duration: .seconds(1))
        /// ```
        /// - Note: Never fails (a value).
        @available(*, deprecated, message: "use .failure(text)")
        public static func failure(_ indicator: ProgressFailureIndicator, message: ProgressMessageFooter? = nil) -> Self {
            .failure(message?.text)
        }
    }

    extension ScreenPickedMedia {
        /// Nivelir's edited image: NavDSL hands one `image`, the edited one when editing was allowed.
        ///
        /// ```swift
        /// let photo = media.image as? UIImage
        /// ```
        /// - Note: Never fails; `nil` for a video or a picker that returned no image.
        @available(*, deprecated, message: "read image: the edited image when editing was allowed, else the original")
        public var editedImage: UIImage? { image as? UIImage }

        /// Nivelir's original image: NavDSL hands one `image`, the original one when editing was not allowed.
        ///
        /// ```swift
        /// let photo = media.image as? UIImage
        /// ```
        /// - Note: Never fails; `nil` for a video or a picker that returned no image.
        @available(*, deprecated, message: "read image: the edited image when editing was allowed, else the original")
        public var originalImage: UIImage? { image as? UIImage }
    }
#endif
