import Foundation
import NavDSL
import Testing
import UIKit

/// A restorable UIKit screen: a chat by id.
struct RestorableChatScreen: RestorableScreen {
    let id: Int
    static let screenRestorationType = "chat"
    var name: String { "Chat" }
    var traits: Set<AnyHashable> { [id] }
    var screenRestorationState: Int? { id }

    init(id: Int) {
        self.id = id
    }

    init?(screenRestorationState id: Int) {
        self.init(id: id)
    }

    func build(navigator: ScreenNavigator) -> UIViewController { UIViewController() }
}

/// The UIKit glue: a record through an `NSUserActivity`, restored into a new window's tree.
@MainActor
@Suite struct RestorationSmokeTests {
    @Test func aRecordTravelsInAUserActivityAndRestoresTheTree() async throws {
        let app = try await UIKitSmokeApp(root: RestorableChatScreen(id: 1).withStackContainer())
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.stack).push(RestorableChatScreen(id: 2)))
        try await app.navigator.driven.navigate(
            to: ScreenWindowRoute().top(.container).present(RestorableChatScreen(id: 3).withModalPresentationStyle(.formSheet)))
        let activity = try app.navigator.restorationRecord().userActivity(activityType: "com.example.navigation")
        #expect(activity.activityType == "com.example.navigation")

        let record = try ScreenRestorationRecord(userActivity: activity)
        let relaunched = try await UIKitSmokeApp()
        let registry = ScreenRestorationRegistry<UIKitPlatform>().registering(RestorableChatScreen.self)
        let report = try await relaunched.navigator.driven.restore(from: record, using: registry)
        #expect(report.restoredNodeCount == 4)
        #expect(relaunched.stack?.viewControllers.map { $0.effectiveScreenKey?.description } == ["Chat(1)", "Chat(2)"])
        #expect(relaunched.presented?.modalPresentationStyle == .formSheet)
        #expect(relaunched.presented?.screenModalPresentationStyle == .formSheet)
    }

    @Test(arguments: [UIUserInterfaceSizeClass.regular, .compact])
    func aSplitViewComesBackThroughTheUISplitViewControllerConformance(width: UIUserInterfaceSizeClass) async throws {
        let root = RestorableChatScreen(id: 1).withSplitContainer(
            secondary: RestorableChatScreen(id: 2).withStackContainer(), preferredDisplayMode: .oneBesideSecondary)
        let app = try await UIKitSmokeApp(root: root, width: width)
        try await app.navigator.driven.navigate(to: ScreenWindowRoute().top(.split).column(.secondary).push(RestorableChatScreen(id: 3)))
        let record = try ScreenRestorationRecord(userActivity: app.navigator.restorationRecord().userActivity(activityType: "navigation"))
        #expect(record.version == 2)
        #expect(record.omissions.isEmpty)

        let relaunched = try await UIKitSmokeApp(width: width)
        let registry = ScreenRestorationRegistry<UIKitPlatform>().registering(RestorableChatScreen.self)
        let report = try await relaunched.navigator.driven.restore(from: record, using: registry)
        #expect(report.restoredNodeCount == record.nodes.count)
        let split = try #require(relaunched.window.rootViewController as? UISplitViewController)
        #expect(split.style == .doubleColumn)
        #expect(split.preferredDisplayMode == .oneBesideSecondary)
        // Collapsed, the secondary's navigation controller sits on the primary's stack (UIKit pushed it).
        let names = { (column: ScreenSplitColumn) in
            split.splitColumnStack(for: column)?.viewControllers
                .flatMap { ($0 as? UINavigationController)?.viewControllers ?? [$0] }.map { $0.effectiveScreenKey?.description }
        }
        // Compact: both come back collapsed (the columns on one stack); expanding splits them as saved.
        if width == .compact {
            #expect(split.isCollapsed && names(.primary) == ["Chat(1)", "Chat(2)", "Chat(3)"])
            relaunched.window.stubChangeHorizontalSizeClass(to: .regular)
        }
        #expect(names(.primary) == ["Chat(1)"])
        #expect(names(.secondary) == ["Chat(2)", "Chat(3)"])
    }

    @Test func anActivityWithoutARecordIsMalformed() {
        let error = #expect(throws: ScreenRestorationError.self) {
            try ScreenRestorationRecord(userActivity: NSUserActivity(activityType: "com.example.other"))
        }
        #expect(error?.code == .malformed)
    }
}
