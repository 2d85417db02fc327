import Foundation
import Testing

/// NavDSLHeadless's catalog documents the family: every public type of the module is in a topic
/// group of its root page, and its articles are in one too.
@Suite struct HeadlessCatalogTests {
    static let catalog = "Sources/NavDSLHeadless/NavDSLHeadless.docc"

    @Test func everyHeadlessPublicTypeIsInATopicGroup() {
        let types = DocsCoverageTests.publicTypes(under: "Sources/NavDSLHeadless")
        #expect(types.contains("HeadlessWindow") && types.contains("HeadlessAlertController"))
        let missing = types.subtracting(DocsCoverageTests.placedTypes(in: "\(Self.catalog)/NavDSLHeadless.md")).sorted()
        #expect(missing.isEmpty, "public types in no topic group of NavDSLHeadless.md: \(missing)")
    }

    @Test func everyHeadlessArticleIsInATopicGroup() {
        let page = DocsCoverageTests.text(DocsCoverageTests.root.appendingPathComponent("\(Self.catalog)/NavDSLHeadless.md"))
        let articles = DocsCoverageTests.files(under: "\(Self.catalog)/Articles", ending: ".md")
        #expect(!articles.isEmpty)
        for article in articles {
            let name = article.deletingPathExtension().lastPathComponent
            #expect(page.contains("<doc:\(name)>"), "\(name) is in no topic group")
        }
    }
}
