import Testing
import UIKit

/// A shown key window on its own run loop, with the device answers a test asks for: where every
/// behaviour suite starts.
@MainActor
struct BehaviourDevice {
    let scene = UIWindowScene()
    let window: UIWindow
    var loop: StubRunLoop { scene.stubRunLoop }

    init(answers: StubDeviceAnswers = .likely, root: UIViewController = Recorder("Root"), width: UIUserInterfaceSizeClass = .compact) {
        scene.stubRunLoop.answers = answers
        window = UIWindow(windowScene: scene)
        window.stubChangeHorizontalSizeClass(to: width)
        window.rootViewController = root
        window.makeKeyAndVisible()
        scene.stubRunLoop.runUntilIdle()
    }

    /// Runs the turns an animated transition takes.
    func finishAnimation() {
        loop.runTurns(StubRunLoop.animatedTurns)
    }
}

/// A controller that records its lifecycle callbacks, in order, as `"Name.callback"`.
final class Recorder: UIViewController {
    var events: [String] = []
    let log: RecorderLog?

    init(_ title: String, log: RecorderLog? = nil) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        log = nil
        super.init(coder: coder)
    }

    private func record(_ event: String) {
        events.append(event)
        log?.events.append("\(title ?? "").\(event)")
    }

    override func viewDidLoad() { record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { record("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear") }
}

/// Several controllers' callbacks, and completions, in one order.
@MainActor
final class RecorderLog {
    var events: [String] = []
}

/// An object a completion captures, to see whether UIKit released the block.
final class Token {}
