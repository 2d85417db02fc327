#if canImport(SwiftUI) && canImport(UIKit)
    import Combine
    import Foundation
    import NavDSL
    import SwiftUI
    import UIKit

    /// How a scene view learns that UIKit under SwiftUI finished showing a change, so the window
    /// model in `.acknowledged` mode completes it and the route's next step runs.
    ///
    /// SwiftUI has no completion for a push or a presentation. Whichever strategy runs, the window
    /// model's watchdog is behind it: a lost acknowledgement completes the change after
    /// `watchdog`, logs a divergence, and never holds the queue.
    /// ```swift
    /// NavigationSceneView(window: window, navigator: navigator, acknowledgement: .nextTurn)
    /// ```
    /// - Note: Never fails; the strategy only decides when `completePendingTransitions()` is called.
    public enum SwiftUIAcknowledgement: Sendable, Hashable {
        /// The default: after each render, on the next run-loop turn, the transition coordinator of
        /// the top presented controller or of a navigation controller in the top layer; the change
        /// completes from `animate(alongsideTransition:completion:)`'s completion, or at once when
        /// no transition runs (a tab switch, a root swap, an unanimated change).
        case transitionCoordinator
        /// iOS 17+: the completion of the render's `withAnimation(_:completionCriteria:_:completion:)`
        /// (`.logicallyComplete`); the transition coordinator on iOS 16. Whether it tracks UIKit's
        /// push and sheet animations is a device question ("Drive a SwiftUI app with routes").
        case animationCompletion
        /// The run-loop turn after the render: no wait for animations (the watchdog never fires,
        /// and a step may start while the last one still animates).
        case nextTurn
    }

    /// The one scheduler of a scene's renders and acknowledgements.
    ///
    /// Model observers hand it their `objectWillChange`; on the next main-queue turn it publishes them all in
    /// one transaction and bumps ``revision``, which re-renders the transition probe in the same
    /// pass as the changed views; the probe then asks ``probeDidRender(_:)`` to acknowledge. It also
    /// watches the window model itself, so a change no view shows (a model off screen) is still
    /// acknowledged instead of waiting for the watchdog.
    @MainActor
    final class SwiftUIAcknowledger: ObservableObject {
        @Published private(set) var revision = 0
        var strategy: SwiftUIAcknowledgement
        private weak var window: SwiftUIWindowModel?
        private var scheduled: [ObjectIdentifier: ObservableObjectPublisher] = [:]
        private var isScheduled = false
        private var isAnimated = false
        private var observation: SwiftUIModelObservation?
        /// The last change the latest published render carries: what its acknowledgement completes.
        private var renderedStamp = 0
        /// Under a `.fullScreen` cover the probe is out of the window; it looks in the one it knew.
        private var probeWindow = SwiftUIRememberedWindow<UIWindow>()

        init(window: SwiftUIWindowModel, strategy: SwiftUIAcknowledgement) {
            self.window = window
            self.strategy = strategy
            // Once per scene, before its first route: iOS 17 dismisses several presented layers in
            // one update, iOS 16 only the top one (the model then dismisses top-down). A plain
            // property, not a signalled change, so setting it while SwiftUI makes the scene is safe.
            if #available(iOS 17.0, *) {
                window.allowsMultipleDismissalsInOneUpdate = true
            } else {
                window.allowsMultipleDismissalsInOneUpdate = false
            }
            observation = window.signal.observe { [weak self, weak window] in
                self?.schedule(nil, animated: window?.signal.isAnimated ?? false)
            }
        }

        /// Publishes `change` (none: only the probe's) on the next turn, with the other changes of this turn.
        func schedule(_ change: ObservableObjectPublisher?, animated: Bool) {
            if let change { scheduled[ObjectIdentifier(change)] = change }
            isAnimated = isAnimated || animated
            guard !isScheduled else { return }
            isScheduled = true
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.publish() }
            }
        }

        private func publish() {
            let changes = scheduled.values
            let animated = isAnimated
            let stamp = window?.renderStamp() ?? 0
            renderedStamp = stamp
            (scheduled, isScheduled, isAnimated) = ([:], false, false)
            let render = {
                changes.forEach { $0.send() }
                self.revision &+= 1
            }
            if strategy == .animationCompletion, #available(iOS 17.0, *) {
                withAnimation(animated ? .default : nil, completionCriteria: .logicallyComplete, render) { [weak self] in
                    MainActor.assumeIsolated { self?.acknowledge(through: stamp) }
                }
                return
            }
            var transaction = Transaction()
            transaction.disablesAnimations = !animated
            withTransaction(transaction, render)
        }

        /// Called by the probe's `updateUIViewController`, inside SwiftUI's update: it only
        /// schedules, and looks on the next turn, once UIKit has started what the render asked for.
        func probeDidRender(_ probe: UIViewController) {
            let stamp = renderedStamp
            switch strategy {
            case .animationCompletion:
                if #available(iOS 17.0, *) { return }  // acknowledged by the animation's completion
                look(from: probe, stamp: stamp, attemptsLeft: 2)
            case .transitionCoordinator:
                look(from: probe, stamp: stamp, attemptsLeft: 2)
            case .nextTurn:
                DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.acknowledge(through: stamp) } }
            }
        }

        /// Looks for a running transition on the next turn; none twice in a row means none runs
        /// (UIKit may start SwiftUI's push one turn after the render).
        private func look(from probe: UIViewController, stamp: Int, attemptsLeft: Int) {
            DispatchQueue.main.async { [weak self, weak probe] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    let window = self.probeWindow.resolve(probe?.view.window)
                    if let coordinator = window.flatMap(SwiftUITransitionProbe.runningTransition(in:)) {
                        let queued = coordinator.animate(alongsideTransition: nil) { [weak self] _ in
                            MainActor.assumeIsolated { self?.acknowledge(through: stamp) }
                        }
                        // UIKit answers false when it could not queue the completion: it would never run.
                        if !queued { self.acknowledge(through: stamp) }
                    } else if attemptsLeft > 1, let probe {
                        self.look(from: probe, stamp: stamp, attemptsLeft: attemptsLeft - 1)
                    } else {
                        self.acknowledge(through: stamp)
                    }
                }
            }
        }

        /// Completes what the render stamped `stamp` carried, once the UI settled; changes made
        /// after that render wait for their own.
        private func acknowledge(through stamp: Int) {
            guard let window, window.hasPendingTransitions else { return }
            window.acknowledgeRender(through: stamp)
        }
    }
#endif
