import NavDSL
import Testing

/// Parsing and validating deep link URLs and their typed parameters.
@MainActor
@Suite struct DeeplinkURLTests {
    @Test func partsArePercentDecodedAndLowercasedWhereURLsAreCaseInsensitive() throws {
        let link = try DeeplinkURL("APP://Chat/42/caf%C3%A9?q=a%20b&tag=x&tag=y")
        #expect(link.scheme == "app")
        #expect(link.host == "chat")
        #expect(link.pathComponents == ["42", "café"])
        #expect(link.queryValues("q") == ["a b"])
        #expect(link.queryValues("tag") == ["x", "y"])
    }

    @Test func typedParameterComesFromThePathElseTheQuery() throws {
        #expect(try DeeplinkURL("app://chat/42").parameter("id", at: 1, as: Int.self) == 42)
        #expect(try DeeplinkURL("https://example.com/chat/43").parameter("id", at: 1, as: Int.self) == 43)
        #expect(try DeeplinkURL("app://chat?id=7").parameter("id", at: 1, as: Int.self) == 7)
        #expect(try DeeplinkURL("app://chat/42").segments == ["chat", "42"])
        #expect(try DeeplinkURL("app://chat?ratio=0.5").parameter("ratio", as: Double.self) == 0.5)
    }

    @Test(arguments: [
        (
            "app://chat", DeeplinkError.Code.missingParameter,
            "Deep link rejected (missingParameter) 'id': app://chat has no 'id'; expected a Int."
        ),
        ("app://chat/abc", .invalidParameter, "Deep link rejected (invalidParameter) 'id': 'abc' is not a valid Int."),
        (
            "app://chat?id=1&id=2", .duplicatedParameter,
            "Deep link rejected (duplicatedParameter) 'id': 'id' appears 2 times in app://chat?id=1&id=2; give it once."
        ),
        (
            "app://chat/99999999999999999999", .invalidParameter,
            "Deep link rejected (invalidParameter) 'id': '99999999999999999999' is not a valid Int."
        ),
    ])
    func malformedParameterIsATypedErrorNamingIt(url: String, code: DeeplinkError.Code, message: String) throws {
        #expect {
            _ = try DeeplinkURL(url).parameter("id", at: 1, as: Int.self)
        } throws: { error in
            (error as? DeeplinkError)?.code == code && "\(error)" == message
        }
    }

    @Test(arguments: [
        ("app://chat/%ZZ", DeeplinkError.Code.invalidPercentEncoding), ("app://chat/50%", .invalidPercentEncoding),
        ("app://chat/%C3%28", .invalidPercentEncoding), ("not a url", .invalidURL), ("", .invalidURL), ("://chat", .invalidURL),
        ("app://chat/" + String(repeating: "a", count: 9_000), .urlTooLong),
    ])
    func malformedURLIsRejected(url: String, code: DeeplinkError.Code) {
        #expect { _ = try DeeplinkURL(url) } throws: { ($0 as? DeeplinkError)?.code == code }
    }
}
