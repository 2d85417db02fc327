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

    static let appSources: [String] = DocsCoverageTests.files(under: folder, ending: ".swift").map {
        DocsCoverageTests.squeezed(DocsCoverageTests.text($0))
    }

    @Test func theSwiftUIArticleShowsBlocksTheSDKCheckCompiles() {
        let article = "Sources/NavDSLSwiftUI/NavDSLSwiftUI.docc/Articles/DrivingASwiftUIAppWithRoutes.md"
        #expect(Self.swiftUIBlocks.filter { $0.file == article }.count >= 4)
        #expect(DocsCoverageTests.allBlocks.contains { $0.file == article && !$0.isFragment }, "and blocks a Linux test holds")
        #expect(Self.appSources.count >= 5)  // the app, its scene, its screens and the linked shared routes
    }

    @Test(arguments: swiftUIBlocks)
    func swiftUIBlockIsInTheSwiftUIExample(_ block: DocsCoverageTests.Block) {
        let best = Self.appSources.map { DocsCoverageTests.heldLines($0, block.code) }.max() ?? 0
        let missing = best < block.code.count ? block.code[best].trimmingCharacters(in: .whitespaces) : ""
        #expect(
            best == block.code.count,
            "\(block.file):\(block.line): this SwiftUI block is not in \(Self.folder) (first line not found: \"\(missing)\")")
    }
}
