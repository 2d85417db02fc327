import NavDSL
import NavDSLHeadless
import Testing

/// Pictures of a fixed tree and a fixed route, compared as exact text.
///
/// Trees follow the iterator's depth-first order: tabs in order with the selected one last, then presentations.
@MainActor
@Suite struct DiagramTests {
    let window: HeadlessWindow

    init() {
        let tabs = HeadlessTrees.tabsWithStacks([["Chats", "Chat"], ["News"], ["!Settings"]])
        window = HeadlessTrees.window(root: tabs)
        tabs.present(HeadlessTrees.controller("Login"), animated: false)
    }

    @Test func treeAsIndentedText() {
        #expect(
            ScreenDiagram.text(of: window) == """
                HeadlessWindow
                  HeadlessTabBarController
                    HeadlessNavigationController
                      News
                    Settings
                    HeadlessNavigationController [selected]
                      Chats
                      Chat [top]
                  presents Login
                """)
    }

    @Test func treeAsMermaidGraph() {
        #expect(
            ScreenDiagram.mermaid(of: window) == """
                graph TD
                  n0["HeadlessWindow"]
                  n1["HeadlessTabBarController"]
                  n0 --> n1
                  n2["HeadlessNavigationController"]
                  n1 --> n2
                  n3["News"]
                  n2 --> n3
                  n4["Settings"]
                  n1 --> n4
                  n5["HeadlessNavigationController"]
                  n1 -->|selected| n5
                  n6["Chats"]
                  n5 --> n6
                  n7["Chat"]
                  n5 --> n7
                  n8["Login"]
                  n1 -.->|presents| n8
                """)
    }

    @Test func routeWithNestedFallbacksAsMermaidFlowchart() {
        let chat = HeadlessScreen(name: "Chat", traits: [42])
        let route = HeadlessWindowRoute()
            .first(.container(of: chat)).makeVisible()
            .fallback(to: HeadlessWindowRoute().top(.stack).push(chat))
            .fallback(to: HeadlessWindowRoute().top(.container).present(chat.withStackContainer()))
            .cauterize()
        #expect(
            ScreenDiagram.mermaid(route: route) == """
                flowchart TD
                  subgraph g1 ["{ … }.cauterize()"]
                    subgraph g2 ["….fallback(to: …)"]
                      subgraph g3 ["….fallback(to: …)"]
                        n4["first(.container(of: Chat(42)))"]
                        n5["makeVisible()"]
                        n4 --> n5
                      end
                      n6["top(.stack)"]
                      g3 -. fails .-> n6
                      n7["push(Chat(42))"]
                      n6 --> n7
                    end
                    n8["top(.container)"]
                    g2 -. fails .-> n8
                    n9["present(Chat(42))"]
                    n8 --> n9
                  end
                """)
    }
}
