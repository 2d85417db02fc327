extension UIWindow {
    /// https://developer.apple.com/documentation/uikit/uiwindow/makekey()
    /// Makes the window key without changing its visibility; the previous key window resigns.
    @available(iOS 2.0, *)
    public func makeKey() {
        let wasHidden = isHidden
        makeKeyAndVisible()
        isHidden = wasHidden
    }
}
