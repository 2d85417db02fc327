import Foundation
import Testing

/// Holds the docs' SwiftUI blocks in the SwiftUI example, which CI compiles against Apple's iOS SDK.
///
/// A block marked `<!-- fragment: SwiftUI, compiled by the real-SDK check as
/// Examples/NavDSLSwiftUIExample -->` must appear, line by line, in one file of that folder (Linux has
/// no SwiftUI to compile it here). The article's plain-Swift blocks are held by tests, as every
/// other block is.
@Suite struct SwiftUIArticleBlocksTests {
    static let folder = "Examples/NavDSLSwiftUIExample"

    static let swiftUIBlocks = DocsCoverageTests.allBlocks.filter { $0.isFragment && $0.marker.contains(folder) }

    static let appSources = DocsCoverageTests.appSources(in: folder)

    @Test func theSwiftUIArticleShowsBlocksTheSDKCheckCompiles() {
        let article = "Sources/NavDSLSwiftUI/NavDSLSwiftUI.docc/Articles/DrivingASwiftUIAppWithRoutes.md"
        #expect(Self.swiftUIBlocks.filter { $0.file == article }.count >= 4)
        #expect(DocsCoverageTests.allBlocks.contains { $0.file == article && !$0.isFragment }, "and blocks a Linux test holds")
        #expect(Self.appSources.count >= 5)  // the app, its scene, its screens and the linked shared routes
    }

    @Test(arguments: swiftUIBlocks)
    func swiftUIBlockIsInTheSwiftUIExample(_ block: DocsCoverageTests.Block) {
        DocsCoverageTests.expectBlock(block, inOneOf: Self.appSources, of: Self.folder)
    }
}
