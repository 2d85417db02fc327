#if canImport(SwiftUI) && canImport(UIKit)
    import NavDSL
    import SwiftUI

    /// A stack model as a `NavigationStack` bound to its path, with the one destination registered
    /// at the stack's root.
    ///
    /// The path holds the screen models themselves (identity by object: two pushes of one screen are
    /// two elements), so one `navigationDestination(for: SwiftUIScreenModel.self)` draws every pushed
    /// screen, registered where SwiftUI always sees it (never inside a lazy container, where it is
    /// ignored). SwiftUI writes the path only for the user's own change (the back button, a back
    /// swipe): the binding hands it to `userDidSetPath(_:)`, which accepts a prefix of the model's
    /// path and records anything else (a push made outside routes) as a divergence.
    struct SwiftUIStackView: View {
        let stack: SwiftUIStackModel
        @StateObject private var observer: SwiftUIStackObserver
        @Environment(\.swiftUIAcknowledger) private var acknowledger

        init(stack: SwiftUIStackModel) {
            self.stack = stack
            _observer = StateObject(wrappedValue: SwiftUIStackObserver(stack: stack))
        }

        var body: some View {
            observer.attach(to: acknowledger)
            return NavigationStack(path: observer.path) {
                Group {
                    if let root = stack.root {
                        // Keyed by the model: a new root is a new view, never the old one's state.
                        SwiftUIScreenModelView(model: root).id(root.id)
                    }
                }
                .navigationDestination(for: SwiftUIScreenModel.self) { pushed in
                    // A link's request is in SwiftUI's path for one render only: the setter ran its route.
                    if !(pushed is SwiftUILinkRequest) {
                        SwiftUIScreenModelView(model: pushed).id(pushed.id)
                    }
                }
            }
            .environment(\.isInScreenStack, true)
        }
    }

    /// The stack's observer, with its path binding made once.
    @MainActor
    final class SwiftUIStackObserver: SwiftUIModelObserver {
        let path: Binding<[SwiftUIScreenModel]>

        init(stack: SwiftUIStackModel) {
            path = Binding(stack.pathBinding())
            super.init(model: stack)
        }
    }
#endif
