/// https://developer.apple.com/documentation/uikit/uiwindowscene
extension UIWindowScene {
    /// https://developer.apple.com/documentation/uikit/uiwindowscene/keywindow
    @available(iOS 15.0, *)
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
}
