import NavDSL
import NavDSLHeadless
import Testing

/// The headless window follows Checks/UIKitStubs/RULES.md §4 and keeps the logs tests read.
@MainActor
@Suite struct HeadlessWindowTests {
    @Test func replacingTheRootKeepsTheOldRootsModalsAttachedOutOfTheWindow() {
        let old = HeadlessTrees.controller("Old")
        let window = HeadlessTrees.window(root: old)
        let modal = HeadlessTrees.controller("Modal")
        old.present(modal, animated: false)
        window.rootViewController = HeadlessTrees.controller("New")
        #expect(old.presentedViewController === modal, "UIKit does not dismiss them")
        #expect(old.window == nil)
        #expect(modal.window == nil)
        old.present(HeadlessTrees.controller("Late"), animated: true)
        #expect(
            (window.violations.last as? ScreenRuleViolation)?.rule == nil, "the old root is in no window, so nothing is recorded here")
        var result: Result<Void, any Error>?
        modal.presentContainer(HeadlessTrees.controller("Late"), animated: true) { result = $0 }
        if case .failure(let failure) = result {
            #expect((failure as? ScreenRuleViolation)?.rule == .presenterNotInWindow)
        } else {
            Issue.record("presenting from a controller out of the window must fail")
        }
        #expect(window.transitions.map(\.kind) == [.present, .root])
    }

    @Test func onlyOneWindowOfASceneIsKey() {
        let scene = HeadlessScene()
        let first = HeadlessWindow(scene: scene)
        let second = HeadlessWindow(scene: scene)
        let elsewhere = HeadlessWindow()
        first.makeKeyAndVisible()
        elsewhere.makeKeyAndVisible()
        #expect(first.isKeyWindow)
        second.makeKeyAndVisible()
        #expect(!first.isKeyWindow)
        #expect(second.isKeyWindow)
        #expect(elsewhere.isKeyWindow, "another scene keeps its own key window")
        #expect(scene.keyWindow === second)
        #expect(!first.isHidden)
    }

    @Test func rootThatIsAChildIsRefused() {
        let stack = HeadlessTrees.stack(["Home"])
        let window = HeadlessTrees.window(root: HeadlessTrees.controller("Root"))
        window.rootViewController = stack.topViewController
        #expect((window.violations.last as? ScreenRuleViolation)?.rule == .rootInUse)
        #expect(window.rootViewController?.description == "Root")
    }

    @Test func hierarchyDescriptionMarksKeysSelectionTopsAndPresentations() throws {
        let tabs = HeadlessTrees.tabsWithStacks([["Chats", "Chat(1)"], ["!Settings"]], selected: 0)
        let window = HeadlessTrees.window(root: tabs)
        let sheet = HeadlessTrees.stack(["Login"])
        sheet.modalPresentationStyle = .fullScreen
        tabs.present(sheet, animated: false)
        #expect(
            window.hierarchyDescription == """
                HeadlessWindow [key]
                  HeadlessTabBarController
                    HeadlessNavigationController [selected]
                      Chats
                      Chat(1) [top]
                    Settings
                  presents HeadlessNavigationController (fullScreen)
                    Login
                """)
    }

    @Test func deferredTransitionsCompleteOnRequestAndInOrder() {
        let root = HeadlessTrees.controller("Root")
        let window = HeadlessTrees.window(root: root)
        window.animationMode = .deferred
        var order: [String] = []
        let modal = HeadlessTrees.controller("Modal")
        root.present(modal, animated: false) { order.append("present") }
        #expect(root.presentedViewController === modal, "set during the call, as in UIKit")
        #expect(order.isEmpty)
        #expect(window.hasPendingTransitions)
        window.completePendingTransitions()
        #expect(order == ["present"])
        root.dismiss(animated: true) { order.append("dismiss") }
        #expect(modal.isBeingDismissed)
        #expect(root.presentedViewController === modal, "stays until the dismissal ends")
        root.dismiss(animated: true)
        #expect((window.violations.last as? ScreenRuleViolation)?.rule == .dismissInProgress)
        window.completePendingTransitions()
        #expect(order == ["present", "dismiss"])
        #expect(root.presentedViewController == nil)
        #expect(!modal.isBeingDismissed)
    }
}
