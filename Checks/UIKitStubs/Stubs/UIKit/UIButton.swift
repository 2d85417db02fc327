// Stub of UIButton, as the iOS example's action lists make it (UIControl is in UITextField.swift);
// see UIKit.swift.

/// https://developer.apple.com/documentation/uikit/uibutton
@available(iOS 2.0, *)
@MainActor
open class UIButton: UIControl {
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct
    @available(iOS 15.0, *)
    public struct Configuration: Sendable {
        /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/title
        public var title: String?

        /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/filled()
        public static func filled() -> UIButton.Configuration { Configuration() }
    }

    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.property
    @available(iOS 15.0, *)
    open var configuration: UIButton.Configuration?
    /// Stub-only: the action the button sends when tapped.
    public private(set) var stubPrimaryAction: UIAction?

    /// https://developer.apple.com/documentation/uikit/uibutton/init(configuration:primaryaction:)
    @available(iOS 15.0, *)
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction?) {
        self.init()
        self.configuration = configuration
        stubPrimaryAction = primaryAction
    }
}
