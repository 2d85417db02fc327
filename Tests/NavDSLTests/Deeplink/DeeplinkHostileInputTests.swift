import Foundation
import NavDSL
import NavDSLHeadless
import Testing

/// Input built to make the app and a browser disagree, or to smuggle what a parameter cannot
/// mean: each is rejected with a typed error and never navigates.
@MainActor
@Suite struct DeeplinkHostileInputTests {
    let app = HeadlessApp(root: DeeplinkApp.loggedInTabs())
    let manager: DeeplinkManager

    init() {
        manager = DeeplinkApp.manager(for: app)
        manager.activate(.launch)
        manager.activate(.authorized)
    }

    func rejection(_ text: String) async -> DeeplinkError.Code? {
        do {
            try await manager.handle(text)
            return nil
        } catch {
            return (error as? DeeplinkError)?.code
        }
    }

    // MARK: Hole 5: authority parser differentials

    @Test(arguments: [
        "https://evil.com\\@example.com/chat/1", "https://evil.com@example.com/chat/1", "https://user:pw@example.com/chat/1",
        "https://example.com\\chat/1", "https://example.com:8443/chat/1", "https://example%2Ecom/chat/1",
        "https://exam\tple.com/chat/1", "https://example.com\n/chat/1", "https://example.com/chat/1\r", "https:example.com/chat/1",
        "https:/example.com/chat/1", "https://example.com/admin/../chat/1", "https://example.com/chat/./1", "app://chat\\1",
        "app://user@chat/1", "app://ch%61t/1", "app:chat/1",
    ])
    func anAuthorityABrowserWouldReadDifferentlyIsRejected(url: String) async throws {
        #expect(await rejection(url) == .ambiguousURL, "\(url.debugDescription)")
        #expect(app.window.transitions.isEmpty)
    }

    @Test(arguments: [
        "https://ｅxample.com/chat/1", "https://exаmple.com/chat/1", "https://example.com./chat/1", " https://example.com/chat/1",
        "https://example.com/chat/1 ", "https://example .com/chat/1",
    ])
    func aLookalikeHostOrStraySpaceIsRejected(url: String) async throws {
        let code = await rejection(url)
        #expect(code == .ambiguousURL || code == .invalidURL || code == .unsupportedScheme, "\(url): \(String(describing: code))")
        #expect(app.window.transitions.isEmpty)
    }

    // MARK: Hole 6: web links are https only

    @Test func anHTTPLinkOnTheAppsHostIsRejected() async throws {
        #expect(await rejection("http://example.com/chat/1") == .unsupportedScheme)
        #expect(app.window.transitions.isEmpty)
        #expect(app.log.lines.last?.hasSuffix("Web links must use https.") == true)
    }

    // MARK: Hole 7: control characters

    @Test(arguments: [
        ("app://profile/admin%00", "segments[1]"), ("https://example.com/chat/%00", "segments[1]"), ("app://chat/1?note=a%0Ab", "note"),
        ("app://chat/1?note=%7F", "note"),
        ("app://chat/1?note=%C2%85", "note"), ("app://chat/1?n%00te=1", "n\u{0}te"),
    ])
    func aDecodedControlCharacterIsATypedError(url: String, field: String) throws {
        #expect {
            _ = try DeeplinkURL(url)
        } throws: { error in
            (error as? DeeplinkError)?.code == .forbiddenCharacter && (error as? DeeplinkError)?.subject == field
        }
    }

    @Test func aControlCharacterInAPayloadIsATypedError() async throws {
        var result: Result<Void, any Error>?
        manager.handle(notification: DeeplinkNotification(userInfo: ["type": "promo", "product": 1, "campaign": "spring\u{0}"])) {
            result = $0
        }
        guard case .failure(let error) = result else {
            Issue.record("accepted: \(String(describing: result))")
            return
        }
        #expect((error as? DeeplinkError)?.code == .forbiddenCharacter)
        #expect((error as? DeeplinkError)?.subject == "campaign")
        struct Note: Decodable { let text: String }
        #expect(throws: DeeplinkError.self) { try DeeplinkPayloadDecoder().decode(Note.self, from: ["text": "a\u{7}"]) }
    }

    // MARK: Hole 8: non-finite numbers

    @Test(arguments: ["nan", "NaN", "inf", "-infinity", "1e400", "-1e400"])
    func nonFiniteNumbersAreInvalid(text: String) throws {
        struct Ratio: Decodable { let ratio: Double }
        #expect {
            _ = try DeeplinkURL("app://chat?ratio=\(text)").parameter("ratio", as: Double.self)
        } throws: { ($0 as? DeeplinkError)?.code == .invalidParameter }
        #expect {
            _ = try DeeplinkURL("app://chat?ratio=\(text)").decodeQuery(Ratio.self)
        } throws: { ($0 as? DeeplinkError)?.code == .invalidParameter && ($0 as? DeeplinkError)?.subject == "ratio" }
    }

    @Test func aDecimalTooLargeForFloatIsInvalid() throws {
        #expect(throws: DeeplinkError.self) { try DeeplinkURL("app://chat?ratio=1e39").parameter("ratio", as: Float.self) }
        #expect(try DeeplinkURL("app://chat?ratio=1e38").parameter("ratio", as: Float.self) == 1e38)
    }

    // MARK: Hole 9: nested lists

    @Test func aListOfListsIsATypedErrorNamingTheField() throws {
        struct Grid: Decodable { let cells: [[Int]] }
        #expect {
            _ = try DeeplinkURL("app://grid?cells=1&cells=2").decodeQuery(Grid.self)
        } throws: { ($0 as? DeeplinkError)?.code == .unsupportedParameter && ($0 as? DeeplinkError)?.subject == "cells" }
        #expect {
            _ = try DeeplinkPayloadDecoder().decode(Grid.self, from: ["cells": [[1], [2]]])
        } throws: { ($0 as? DeeplinkError)?.code == .unsupportedParameter && ($0 as? DeeplinkError)?.subject == "cells" }
    }
}
