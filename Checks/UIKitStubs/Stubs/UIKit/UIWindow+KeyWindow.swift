/// https://developer.apple.com/documentation/uikit/uiwindowscene
extension UIWindowScene {
    /// https://developer.apple.com/documentation/uikit/uiwindowscene/keywindow
    @available(iOS 15.0, *)
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
extension UIWindow {
    /// https://developer.apple.com/documentation/uikit/uiwindow/makekey()
    @available(iOS 2.0, *)
    public func makeKey() {
        for other in windowScene?.windows ?? [] { other.keyWindow = false }
        keyWindow = true
    }
}
