import Foundation
import Testing

/// Holds the docs' UIKit blocks: a block marked `<!-- fragment: UIKit, compiled by the real-SDK
/// check as Examples/NavDSLiOSQuickStart -->` must appear, line by line, in one file of that folder,
/// which CI compiles against Apple's iOS SDK (Linux has no UIKit to compile it here).
@Suite struct ReadmeUIKitBlocksTests {
    static let folder = "Examples/NavDSLiOSQuickStart"

    static let uikitBlocks = DocsCoverageTests.allBlocks.filter { $0.isFragment && $0.marker.contains(folder) }

    static let appSources = DocsCoverageTests.appSources(in: folder)

    @Test func theReadmeShowsAUIKitBlockTheSDKCheckCompiles() {
        #expect(Self.uikitBlocks.contains { $0.file == "README.md" })
        #expect(Self.appSources.count >= 2)  // the routes (linked) and the scene delegate
    }

    @Test(arguments: uikitBlocks)
    func uikitBlockIsInTheQuickStartApp(_ block: DocsCoverageTests.Block) {
        DocsCoverageTests.expectBlock(block, inOneOf: Self.appSources, of: Self.folder)
    }
}
