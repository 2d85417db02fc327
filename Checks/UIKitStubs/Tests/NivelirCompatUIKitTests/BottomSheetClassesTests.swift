import NavDSLNivelirCompat
import Testing
import UIKit

/// An app's sheet stack, a subclass of Nivelir's, as apps declare it.
final class AppSheetStackController: BottomSheetStackController {
    private(set) var loads = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
    }
}

/// A form whose sheet asks before it is swiped away.
final class EditorViewController: UIViewController {
    var hasChanges = false
}

struct EditorScreen: Screen {
    let editor: EditorViewController
    func build(navigator: ScreenNavigator) -> UIViewController { editor }
}

struct SizedScreen: Screen {
    let height: CGFloat
    func build(navigator: ScreenNavigator) -> UIViewController {
        let controller = UIViewController()
        controller.preferredContentSize = CGSize(width: 320, height: height)
        return controller
    }
}

/// Nivelir's bottom-sheet classes on the behavioural UIKit: the sheet stack of the app's class
/// follows its top controller's size, and `bottomSheet?.shouldDismiss` holds UIKit's sheet.
@MainActor
@Suite struct BottomSheetClassesTests {
    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func theSheetStackIsTheAppsClassAndFollowsItsTopControllersSize() async throws {
        let app = try await UIKitSmokeApp()
        try await app.navigator.driven.navigate(
            to: ScreenWindowRoute().top(.container).present(
                SizedScreen(height: 200).withBottomSheetStack(BottomSheet(detents: [.content]), of: AppSheetStackController.self)))
        let stack = try #require(app.presented as? AppSheetStackController)
        _ = stack.view
        #expect(stack.loads == 1)
        #expect(stack.screenSheet?.detents == [.content])
        #expect(stack.preferredContentSize.height == 200)
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.stack).push(SizedScreen(height: 420)))
        #expect(stack.preferredContentSize.height == 420)
        stack.topViewController?.preferredContentSize = CGSize(width: 320, height: 300)
        #expect(stack.preferredContentSize.height == 300, "a child's new preferred size reaches the stack")
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.stack).pop())
        #expect(stack.preferredContentSize.height == 200)
    }

    @Test func shouldDismissOnTheControllersBottomSheetHoldsTheSwipe() async throws {
        let app = try await UIKitSmokeApp()
        let editor = EditorViewController()
        #expect(editor.bottomSheet == nil && !editor.isPresentedAsBottomSheet, "not presented yet")
        try await app.navigator.driven.navigate(
            to: ScreenWindowRoute().top(.container).present(
                EditorScreen(editor: editor).withBottomSheet(ScreenSheet(detents: [.medium, .large]))))
        #expect(editor.isPresentedAsBottomSheet)
        editor.bottomSheet?.shouldDismiss = { [weak editor] in editor?.hasChanges == false }
        editor.hasChanges = true
        #expect(editor.stubBeginSwipeDown() == nil, "the hook refuses the swipe")
        #expect(app.presented === editor)
        editor.hasChanges = false
        let swipe = try #require(editor.stubBeginSwipeDown())
        swipe.finish()
        #expect(app.presented == nil)
        #expect(editor.bottomSheet == nil, "no sheet once dismissed")
    }

    @Test func theHandleChangesTheSelectedDetentAndRefusesAnUnknownOne() async throws {
        let app = try await UIKitSmokeApp()
        let editor = EditorViewController()
        try await app.navigator.driven.navigate(
            to: ScreenWindowRoute().top(.container).present(
                EditorScreen(editor: editor).withBottomSheet(ScreenSheet(detents: [.medium, .large]))))
        let handle = try #require(editor.bottomSheet)
        #expect(handle.detents.map(\.key) == [.medium, .large])
        handle.selectedDetentKey = .large
        #expect(handle.selectedDetentKey == .large)
        #expect(editor.sheetPresentationController?.selectedDetentIdentifier == .large)
        handle.selectedDetentKey = BottomSheetDetentKey(rawValue: "huge")
        #expect(handle.selectedDetentKey == .large, "a detent the sheet lacks changes nothing")
    }
}

/// Nivelir's erasers on UIKit: a stack of the app's class erased to `AnyStackScreen` still builds
/// that class, with its key.
@MainActor
@Suite struct NivelirErasersUIKitTests {
    final class AppNavigationController: UINavigationController {}

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func aStackOfTheAppsClassErasesToAnyStackScreenAndBuildsItsClass() async throws {
        let screens: [AnyStackScreen] = [
            SizedScreen(height: 100).withStackContainer().eraseToAnyStackScreen(),
            SizedScreen(height: 200).withStackContainer(of: AppNavigationController.self).eraseToAnyStackScreen(),
        ]
        #expect(screens[1].key == SizedScreen(height: 200).key)
        let app = try await UIKitSmokeApp()
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().setRoot(to: screens[1]))
        let stack = try #require(app.window.rootViewController as? AppNavigationController)
        #expect(stack.viewControllers.first?.preferredContentSize.height == 200)
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.container).present(screens[0]))
        #expect(app.window.rootViewController?.presentedViewController is UINavigationController)
    }
}
