import Foundation
import Testing

/// Holds the docs' UIKit blocks: a block marked `<!-- fragment: UIKit, compiled by the real-SDK
/// check as Examples/NavDSLiOSQuickStart -->` must appear, line by line, in one file of that folder,
/// which CI compiles against Apple's iOS SDK (Linux has no UIKit to compile it here).
@Suite struct ReadmeUIKitBlocksTests {
    static let folder = "Examples/NavDSLiOSQuickStart"

    static let uikitBlocks = DocsCoverageTests.allBlocks.filter { $0.isFragment && $0.marker.contains(folder) }

    static let appSources: [String] = DocsCoverageTests.files(under: folder, ending: ".swift").map {
        DocsCoverageTests.squeezed(DocsCoverageTests.text($0))
    }

    @Test func theReadmeShowsAUIKitBlockTheSDKCheckCompiles() {
        #expect(Self.uikitBlocks.contains { $0.file == "README.md" })
        #expect(Self.appSources.count >= 2)  // the routes (linked) and the scene delegate
    }

    @Test(arguments: uikitBlocks)
    func uikitBlockIsInTheQuickStartApp(_ block: DocsCoverageTests.Block) {
        let best = Self.appSources.map { DocsCoverageTests.heldLines($0, block.code) }.max() ?? 0
        let missing = best < block.code.count ? block.code[best].trimmingCharacters(in: .whitespaces) : ""
        #expect(
            best == block.code.count,
            "\(block.file):\(block.line): this UIKit block is not in \(Self.folder) (first line not found: \"\(missing)\")")
    }
}
