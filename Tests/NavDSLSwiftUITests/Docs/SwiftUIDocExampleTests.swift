import Foundation
import NavDSL
import NavDSLSwiftUI
import Testing

/// The opening examples of `SwiftUIPlatform` and `SwiftUITabsModel`, run as written: each test holds
/// the block's lines verbatim, and checks that the doc comment still says exactly those lines.
@MainActor
@Suite struct SwiftUIDocExampleTests {
    @Test func theSwiftUIPlatformExampleRuns() async throws {
        let home = ModelScreen("Home")
        let chat = ModelScreen("Chat")
        let window = SwiftUIWindowModel()
        let navigator = ScreenNavigator(window: window)
        try await navigator.navigateAndWait(to: SwiftUIWindowRoute().setRoot(to: home.withStackContainer()).makeKeyAndVisible())
        try await navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.stack).push(chat))  // the path is [chat]

        #expect((window.root as? SwiftUIStackModel)?.path.map(\.description) == ["Chat"])
        try Self.expectTheDocComment(of: "Model/SwiftUIPlatform.swift", isIn: #filePath)
    }

    @Test func theSwiftUITabsModelExampleRuns() async throws {
        let chats = ModelScreen("Chats")
        let settings = ModelScreen("Settings")
        let window = SwiftUIWindowModel()
        let navigator = ScreenNavigator(window: window)
        let tabs = ScreenTabsScreen<SwiftUIPlatform>().withTabs(chats.withStackContainer(), settings.withStackContainer())
        try await navigator.navigateAndWait(to: SwiftUIWindowRoute().setRoot(to: tabs).makeKeyAndVisible())
        try await navigator.navigateAndWait(to: SwiftUIWindowRoute().top(.tabs).selectTab(with: .index(1)))
        #expect((window.root as? SwiftUITabsModel)?.selectedIndex == 1)
        (window.root as? SwiftUITabsModel)?.userDidSelect(0)  // the user tapped the first tab

        #expect((window.root as? SwiftUITabsModel)?.selectedIndex == 0)
        try Self.expectTheDocComment(of: "Model/SwiftUITabsModel.swift", isIn: #filePath)
    }

    /// Every line of the first `swift` block of the type's doc comment in `source` (a path under
    /// `Sources/NavDSLSwiftUI`) is a line of the test file `test`.
    private static func expectTheDocComment(of source: String, isIn test: String) throws {
        let root = URL(fileURLWithPath: test).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Sources/NavDSLSwiftUI/" + source), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "/// ```swift"))
        let end = try #require(lines[(start + 1)...].firstIndex(of: "/// ```"))
        // Compared with runs of spaces as one: the format check may space a trailing comment differently.
        func normalized(_ line: some StringProtocol) -> String { line.split(separator: " ").joined(separator: " ") }
        let block = lines[(start + 1)..<end].map { normalized($0.dropFirst(4)) }
        let tested = Set(try String(contentsOfFile: test, encoding: .utf8).split(separator: "\n").map(normalized))
        #expect(!block.isEmpty)
        for line in block {
            #expect(tested.contains(line), "the doc example's line is not run by this test: \(line)")
        }
    }
}
