import Foundation
import NavDSL
import NavDSLHeadless
import Testing

/// The figures RestoringAfterRelaunch.md gives for the 1 MiB limit, measured.
///
/// What a plain screen costs in a record, and how many fit under the default limit ("How long a restore takes").
/// The article's numbers are the constants below; when the record's format changes, this test says what to write.
@MainActor
@Suite struct RestorationSizeTests {
    let window = HeadlessWindow()

    /// The article: "a plain screen (a name and an id) takes about 130 bytes".
    static let bytesPerPlainScreen = 130
    /// The article: "1 MiB holds about 8,000 of them".
    static let plainScreensPerMiB = 8_000

    /// The JSON record of one stack of `count` screens named "Chat", each with its id as its one trait.
    func recordOfAStack(of count: Int) async throws -> Data {
        let navigator = ScreenNavigator(window: window, logger: nil)
        let chats = (0..<count).map { HeadlessScreen(name: "Chat", traits: [$0]) }
        var route = HeadlessWindowRoute().setRoot(to: chats[0].withStackContainer()).top(.stack)
        for chat in chats.dropFirst() { route = route.push(chat, animation: nil) }
        try await navigator.navigateAndWait(to: route)
        return try navigator.restorationRecord().jsonData()
    }

    @Test func aPlainScreenCostsWhatTheArticleSays() async throws {
        let bytes = try await recordOfAStack(of: Self.plainScreensPerMiB).count
        let perScreen = Double(bytes) / Double(Self.plainScreensPerMiB)
        #expect(
            abs(perScreen - Double(Self.bytesPerPlainScreen)) < 5,
            "a plain screen records \(perScreen) bytes: write that in RestoringAfterRelaunch.md and here")
    }

    @Test func theLimitHoldsAsManyPlainScreensAsTheArticleSays() async throws {
        let limit = ScreenRestorationRecord.defaultMaximumByteCount
        let fits = try await recordOfAStack(of: Self.plainScreensPerMiB)
        #expect(fits.count <= limit, "\(Self.plainScreensPerMiB) plain screens record \(fits.count) bytes")
        _ = try ScreenRestorationRecord(jsonData: fits)

        let tooMany = try await recordOfAStack(of: Self.plainScreensPerMiB * 105 / 100)
        #expect(tooMany.count > limit, "5% more than the article says still fit: \(tooMany.count) bytes")
        #expect(throws: (any Error).self) { try ScreenRestorationRecord(jsonData: tooMany) }
    }
}
