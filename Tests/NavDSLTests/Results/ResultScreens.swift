import NavDSL
import NavDSLHeadless

/// A picker the tests answer by hand: `pick(_:)` is the user tapping a color.
struct ColorPicker: ResultScreen {
    var name: String { "ColorPicker" }

    func build(navigator: ScreenNavigator, result: ScreenResultReporter<String>) -> ColorPickerController {
        ColorPickerController(result: result, key: key)
    }
}

/// The picker's controller: it keeps the reporter it was built with.
final class ColorPickerController: HeadlessViewController {
    let result: ScreenResultReporter<String>

    init(result: ScreenResultReporter<String>, key: ScreenKey) {
        self.result = result
        super.init(screenKey: key)
    }

    func pick(_ color: String) {
        result.report(color)
    }
}

extension HeadlessWindow {
    /// The first `ColorPickerController` anywhere in the window, presented or in a stack.
    var colorPicker: ColorPickerController? {
        var pending: [HeadlessViewController] = rootViewController.map { [$0] } ?? []
        while let next = pending.popLast() {
            if let picker = next as? ColorPickerController { return picker }
            pending.append(contentsOf: next.children)
            if let presented = next.presentedViewController, presented.presentingViewController === next { pending.append(presented) }
        }
        return nil
    }
}

/// Yields to the main actor until `condition` holds (or gives up after many turns).
@MainActor
func yieldUntil(_ condition: () -> Bool) async {
    for _ in 0..<1_000 where !condition() {
        await Task.yield()
    }
}
