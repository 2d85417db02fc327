#if canImport(SwiftUI) && canImport(UIKit)
    import NavDSL
    import SwiftUI
    import UIKit

    /// An invisible controller in the scene that finds the UIKit transition a render started.
    ///
    /// SwiftUI draws a `NavigationStack` with a `UINavigationController` and a sheet or cover as a
    /// presentation of a hosting controller (an implementation detail introspection libraries rely
    /// on, iOS 16 to 18). The probe only reads their `transitionCoordinator`s; it never pushes,
    /// presents or dismisses anything SwiftUI owns.
    struct SwiftUITransitionProbe: UIViewControllerRepresentable {
        /// The acknowledger's revision: a new value re-renders the probe in the changed views' pass.
        let revision: Int
        let acknowledger: SwiftUIAcknowledger

        func makeUIViewController(context: Context) -> UIViewController {
            let probe = UIViewController()
            probe.view.isHidden = true
            probe.view.isUserInteractionEnabled = false
            return probe
        }

        func updateUIViewController(_ probe: UIViewController, context: Context) {
            acknowledger.probeDidRender(probe)
        }

        /// The coordinator of a transition running in the top layer of the probe's window (the last
        /// window it was in, while a `.fullScreen` cover takes the scene root out of it).
        ///
        /// The top presented controller's (a sheet or cover coming or going), else the first
        /// navigation controller's in that layer (a push or pop). Walks with a queue, never
        /// recursion: a deep tree cannot overflow the stack.
        static func runningTransition(in window: UIWindow) -> (any UIViewControllerTransitionCoordinator)? {
            guard var top = window.rootViewController else { return nil }
            while let presented = top.presentedViewController, presented !== top { top = presented }
            if let coordinator = top.transitionCoordinator { return coordinator }
            var pending = [top]
            var index = 0
            while index < pending.count {
                let controller = pending[index]
                index += 1
                if controller is UINavigationController, let coordinator = controller.transitionCoordinator { return coordinator }
                pending.append(contentsOf: controller.children)
            }
            return nil
        }
    }

    /// Holds the probe and re-renders only it when the acknowledger's revision moves, so the scene's
    /// own body does not run once per change.
    struct SwiftUIProbeHost: View {
        @ObservedObject var acknowledger: SwiftUIAcknowledger

        var body: some View {
            SwiftUITransitionProbe(revision: acknowledger.revision, acknowledger: acknowledger)
                .frame(width: 0, height: 0)
                .accessibilityHidden(true)
        }
    }
#endif
