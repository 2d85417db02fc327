import Foundation
import NavDSL
import Testing

/// Decoding query items into parameter structs.
@MainActor
@Suite struct DeeplinkQueryDecoderTests {
    enum Sort: String, Decodable { case new, top }

    struct Parameters: Decodable, Equatable {
        let text: String
        let page: Int
        let ratio: Double
        let flag: Bool
        let tags: [String]
        let ids: [Int]
        let sort: Sort
        let note: String?
        let limit: UInt8?
    }

    func decode<T: Decodable>(_ type: T.Type, _ query: String) throws -> T {
        try DeeplinkURL("app://search?\(query)").decodeQuery(type)
    }

    @Test func everySupportedTypeDecodes() throws {
        let parameters = try decode(Parameters.self, "text=a%26b&page=2&ratio=1.5&flag=yes&tags=x&tags=y&ids=1&ids=2&sort=top&limit=9")
        #expect(
            parameters
                == Parameters(
                    text: "a&b", page: 2, ratio: 1.5, flag: true, tags: ["x", "y"], ids: [1, 2], sort: .top, note: nil, limit: 9))
    }

    @Test(arguments: [("true", true), ("1", true), ("YES", true), ("false", false), ("0", false), ("no", false)])
    func booleansAcceptCommonSpellings(text: String, value: Bool) throws {
        struct Flag: Decodable { let on: Bool }
        #expect(try decode(Flag.self, "on=\(text)").on == value)
    }

    @Test(arguments: [
        ("text=a&ratio=1&flag=1&sort=new", "page", DeeplinkError.Code.missingParameter),
        ("text=a&page=x&ratio=1&flag=1&sort=new", "page", .invalidParameter),
        ("text=a&text=b&page=1&ratio=1&flag=1&sort=new", "text", .duplicatedParameter),
        ("text=a&page=1&ratio=1&flag=maybe&sort=new", "flag", .invalidParameter),
        ("text=a&page=1&ratio=1&flag=1&sort=old", "sort", .invalidParameter),
        ("text=a&page=1&ratio=1&flag=1&sort=new&ids=1&ids=z", "ids[1]", .invalidParameter),
        ("text=a&page=1&ratio=1&flag=1&sort=new&limit=300", "limit", .invalidParameter),
    ])
    func badParameterIsNamed(query: String, field: String, code: DeeplinkError.Code) {
        #expect {
            _ = try decode(Parameters.self, query)
        } throws: { error in
            let deeplink = error as? DeeplinkError
            return deeplink?.code == code && deeplink?.subject == field
        }
    }

    @Test func nestedObjectsAreRefused() {
        struct Outer: Decodable {
            struct Inner: Decodable { let x: Int }
            let inner: Inner
        }
        #expect { _ = try decode(Outer.self, "inner=1") } throws: { ($0 as? DeeplinkError)?.code == .unsupportedParameter }
    }
}

/// Decoding options: snake_case names and date strategies.
@MainActor
@Suite struct DeeplinkDecodingOptionsTests {
    struct Page: Decodable {
        let pageSize: Int
        let sortOrder: String
        let since: Date?
    }

    func decode(_ query: String, dates: DeeplinkDecodingOptions.DateDecodingStrategy = .deferredToDate) throws -> Page {
        let options = DeeplinkDecodingOptions(keyDecodingStrategy: .convertFromSnakeCase, dateDecodingStrategy: dates)
        return try DeeplinkQueryDecoder(options: options).decode(Page.self, from: DeeplinkURL("app://s?\(query)").queryItems)
    }

    @Test func snakeCaseNamesFillCamelCaseProperties() throws {
        let page = try decode("page_size=20&sort_order=new")
        #expect(page.pageSize == 20 && page.sortOrder == "new" && page.since == nil)
    }

    @Test(arguments: [
        ("1732356000", DeeplinkDecodingOptions.DateDecodingStrategy.secondsSince1970), ("1732356000000", .millisecondsSince1970),
        ("2024-11-23T10:00:00Z", .iso8601), ("754048800", .deferredToDate),
    ])
    func datesDecodeWithTheirStrategy(text: String, strategy: DeeplinkDecodingOptions.DateDecodingStrategy) throws {
        let page = try decode("page_size=1&sort_order=new&since=\(text)", dates: strategy)
        #expect(page.since == Date(timeIntervalSince1970: 1_732_356_000))
    }

    @Test func aBadDateOrAMissingSnakeCaseNameIsNamedAsTheLinkSpellsIt() throws {
        #expect {
            _ = try decode("page_size=1&sort_order=new&since=yesterday", dates: .iso8601)
        } throws: { ($0 as? DeeplinkError)?.code == .invalidParameter && ($0 as? DeeplinkError)?.subject == "since" }
        #expect {
            _ = try decode("page_size=1")
        } throws: { ($0 as? DeeplinkError)?.code == .missingParameter && ($0 as? DeeplinkError)?.subject == "sort_order" }
    }
}
