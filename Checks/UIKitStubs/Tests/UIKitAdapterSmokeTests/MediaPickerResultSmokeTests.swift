import NavDSL
import NavDSLAddons
import Testing
import UIKit

/// The media picker through `result(of:)` on UIKit: the delegate's answer reaches the wait.
@MainActor
@Suite struct MediaPickerResultSmokeTests {
    let app: UIKitSmokeApp
    var window: UIWindow { app.window }
    var navigator: ScreenNavigator { app.navigator }

    init() async throws {
        app = try await UIKitSmokeApp()
    }

    @Test func pickedPhotoReachesTheWaitAfterTheDismissal() async throws {
        var outcomes: [String] = []
        let route = ScreenWindowRoute().top(.container).present(mediaPicker: ScreenMediaPicker(source: .photoLibrary))
        navigator.result(of: route, as: ScreenMediaPickerResult.self) { result in
            if case .success(.picked(let media)) = result { outcomes.append("\(media.url?.path ?? "") \(media.image is UIImage)") }
        }
        await app.settle()
        let controller = try #require(window.rootViewController?.presentedViewController as? UIImagePickerController)
        let image = try #require(UIImage(named: "photo"))
        controller.delegate?.imagePickerController(
            controller, didFinishPickingMediaWithInfo: [.imageURL: URL(fileURLWithPath: "/tmp/photo.jpg"), .originalImage: image])
        await app.settle()
        #expect(outcomes == ["/tmp/photo.jpg true"])
        #expect(window.rootViewController?.presentedViewController == nil)
    }
}
