// Stub of the SwiftUI API the UIKit adapter uses to host a view (ScreenHostingScreen), for the
// UIKit adapter check on Linux. `View` is narrowed to its `body` requirement (no `@ViewBuilder`,
// whose result builder the adapter does not use).
import UIKit

/// https://developer.apple.com/documentation/swiftui/view
@available(iOS 13.0, *)
@MainActor
@preconcurrency
public protocol View {
    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swiftui/never/body
@available(iOS 13.0, *)
extension Never: View {
    public typealias Body = Never
    public var body: Never { switch self {} }
}

/// https://developer.apple.com/documentation/swiftui/uihostingcontroller
@available(iOS 13.0, *)
@MainActor
@preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
    @available(iOS 13.0, *)
    public var rootView: Content

    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
    @available(iOS 13.0, *)
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:)
    /// (required, as in SwiftUI; a hosting controller cannot decode its root view, so it fails)
    @available(iOS 13.0, *)
    public required init?(coder aDecoder: NSCoder) { nil }
}
