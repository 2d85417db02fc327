// Stubs of controls and text fields; see UIKit.swift.

/// https://developer.apple.com/documentation/uikit/uicontrol
@available(iOS 2.0, *)
@MainActor
open class UIControl: UIView {
    /// https://developer.apple.com/documentation/uikit/uicontrol/event
    @available(iOS 2.0, *)
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
        @available(iOS 2.0, *)
        public static var editingChanged: UIControl.Event { Event(rawValue: 1 << 17) }
    }

    private var stubActions: [(UIAction, Event)] = []

    /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        stubActions.append((action, controlEvents))
    }

    /// Stub-only: sends `event` to the actions added for it, as UIKit does on user input.
    public func stubSend(_ event: Event) {
        for (action, events) in stubActions where events.contains(event) { action.stubHandler(action) }
    }
}

/// https://developer.apple.com/documentation/uikit/uikeyboardtype
@available(iOS 2.0, *)
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    @available(iOS 4.1, *)
    case decimalPad
    @available(iOS 5.0, *)
    case twitter
    @available(iOS 7.0, *)
    case webSearch
    @available(iOS 10.0, *)
    case asciiCapableNumberPad
}

/// https://developer.apple.com/documentation/uikit/uitextfield
@available(iOS 2.0, *)
@MainActor
open class UITextField: UIControl {
    /// https://developer.apple.com/documentation/uikit/uitextfield/text
    @available(iOS 2.0, *)
    open var text: String?
    /// https://developer.apple.com/documentation/uikit/uitextfield/placeholder
    @available(iOS 2.0, *)
    open var placeholder: String?
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry
    @available(iOS 2.0, *)
    open var isSecureTextEntry = false
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype
    @available(iOS 2.0, *)
    open var keyboardType: UIKeyboardType = .default
}
