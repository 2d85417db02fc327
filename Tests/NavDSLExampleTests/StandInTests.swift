import Foundation
import NavDSL
import NavDSLExampleRoutes
import NavDSLHeadless
import Testing

/// A test factory whose stand-ins were listed by hand and miss the chat: what a test sees when its
/// stand-ins fall behind the app.
enum PartialStandIns: AppScreenFactory {
    typealias Platform = HeadlessPlatform

    static let standIns = Result { () throws(HeadlessStandInError) in
        try HeadlessStandIns(names: ["Chats", "News", "Settings", AppScreen.tabsName]) { Issue.record("\($0)") }
    }

    static func makeController(for screen: AppScreen, navigator: ScreenNavigator) -> HeadlessViewController {
        switch standIns {
        case .success(let standIns):
            return standIns.screen(standingIn: screen.key).build(navigator: navigator)
        case .failure(let problem):
            Issue.record(problem)
            return HeadlessViewController(screenKey: screen.key)
        }
    }

    static func makeLogin(navigator: ScreenNavigator, result: ScreenResultReporter<Bool>) -> HeadlessViewController {
        HeadlessViewController()
    }

    static func makeChatPicker(chats: [Int], navigator: ScreenNavigator, result: ScreenResultReporter<ChatPick>) -> HeadlessViewController {
        HeadlessViewController()
    }
}

/// The stand-ins' own failures: a screen they lack fails the test by name, two with one key are
/// refused, and a generic route's failure names the step it failed at, as it would in the app.
@MainActor
@Suite struct StandInTests {
    let window = HeadlessWindow()

    @Test func aScreenTheStandInsLackFailsTheTestNamingIt() async throws {
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: AppRoutes<PartialStandIns>.start)
        try await withKnownIssue {
            try await navigator.navigateAndWait(to: AppRoutes<PartialStandIns>.openChat(7))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("No headless stand-in for the screen Chat(7)") }
        }
        // Reported, and the tree is still the one the app would show: the stand-in carries the key.
        #expect(window.hierarchyDescription.contains("Chat(7) [top]"))
    }

    @Test func twoStandInsWithOneKeyAreRefusedNamingTheScreen() {
        #expect {
            try HeadlessStandIns(names: AppScreen.names + ["Chat"]) { _ in }
        } throws: { error in
            let collision = error as? HeadlessStandInError
            return collision?.kind == .collision && collision?.name == "Chat" && "\(error)".contains("\"Chat\"")
        }
    }

    @Test func aGenericRouteFailsNamingTheStepItFailedAt() async throws {
        let navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: HeadlessScreen(name: "Inbox").withStackContainer()))
        let before = window.hierarchyDescription
        await #expect {
            try await navigator.navigateAndWait(to: AppRoutes<PartialStandIns>.selectTab(.chats))
        } throws: { error in
            (error as? ScreenContainerNotFoundError)?.step?.action == "top(.tabs)"
        }
        #expect(window.hierarchyDescription == before)
    }

    /// The shared module is the pattern a SwiftUI family reuses: its code (comments aside) names
    /// no class of a platform family, only the capability protocols.
    @Test func theSharedRoutesNameNoPlatformsClasses() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/NavDSLExampleRoutes")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        #expect(files.count >= 5)
        for file in files {
            let code = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            for name in ["Headless", "UIKit", "UIViewController", "UIWindow", "SwiftUI"] {
                #expect(!code.contains(name), "\(file.lastPathComponent) names \(name)")
            }
        }
    }
}
