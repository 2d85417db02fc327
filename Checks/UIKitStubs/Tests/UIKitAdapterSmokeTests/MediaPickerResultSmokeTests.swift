import NavDSL
import NavDSLAddons
import Testing
import UIKit

/// The media picker through `result(of:)` on UIKit: the delegate's answer reaches the wait.
@MainActor
@Suite struct MediaPickerResultSmokeTests {
    struct Home: Screen {
        func build(navigator: ScreenNavigator) -> UIViewController { UIViewController() }
    }

    let scene = UIWindowScene()
    let window: UIWindow
    let navigator: ScreenNavigator

    init() async throws {
        window = UIWindow(windowScene: scene)
        navigator = ScreenNavigator(window: window, logger: nil)
        try await navigator.navigate(to: ScreenWindowRoute().setRoot(to: Home()).makeKeyAndVisible())
    }

    @Test func pickedPhotoReachesTheWaitAfterTheDismissal() async throws {
        var outcomes: [String] = []
        let route = ScreenWindowRoute().top(.container).present(mediaPicker: ScreenMediaPicker(source: .photoLibrary))
        navigator.result(of: route, as: ScreenMediaPickerResult.self) { result in
            if case .success(.picked(let media)) = result { outcomes.append("\(media.url?.path ?? "") \(media.image is UIImage)") }
        }
        let controller = try #require(window.rootViewController?.presentedViewController as? UIImagePickerController)
        let image = try #require(UIImage(named: "photo"))
        controller.delegate?.imagePickerController(
            controller, didFinishPickingMediaWithInfo: [.imageURL: URL(fileURLWithPath: "/tmp/photo.jpg"), .originalImage: image])
        #expect(outcomes == ["/tmp/photo.jpg true"])
        #expect(window.rootViewController?.presentedViewController == nil)
    }
}
