// Nivelir's documented usage that needs UIKit, as its example app and doc comments write it, with
// only the import changed (see NivelirAppPatterns.swift for how this folder is compiled). The
// headless forms run in Tests/NavDSLNivelirCompatTests/NivelirDocumentedAddonsTests.swift.
import NavDSLNivelirCompat
import UIKit
import UserNotifications

@available(*, deprecated, message: "exercises the compat spellings")
extension HUD {
    static var spinner: Self {
        spinner(ProgressSpinnerIndicator(color: .systemPink), message: ProgressMessageFooter(text: "Please wait...", color: .label))
    }

    static var success: Self {
        success(ProgressSuccessIndicator(color: .systemPink))
    }

    static var failure: Self {
        failure(ProgressFailureIndicator(color: .systemPink))
    }

    static func percentage(ratio: CGFloat) -> Self {
        percentage(ProgressPercentageIndicator(ratio: ratio, color: .systemPink))
    }
}

@available(*, deprecated, message: "exercises the compat spellings")
@MainActor
extension Alert {
    static let somethingWentWrong = Self(title: "Error", message: "Something went wrong.", actions: AlertAction(title: "OK"))

    @available(iOSApplicationExtension, unavailable)
    static let cameraPermissionRequired = Self(
        title: "Permission Required",
        message: "The app needs the camera.",
        actions: [
            AlertAction(title: "Not Now"),
            AlertAction(title: "Open Settings") {
                if let settingsURL = URL(string: UIApplication.openSettingsURLString) {
                    UIApplication.shared.open(settingsURL)
                }
            },
        ]
    )
}

/// A link shared with a different text per activity.
@available(*, deprecated, message: "exercises the compat spellings")
struct SharingProjectLinkItem: SharingCustomItem {
    let url = URL(string: "https://example.com/project")

    var placeholder: Any { url as Any }

    func value(for activityType: SharingActivityType?) -> Any? {
        guard let activityType else { return url }
        switch activityType {
        case .copyToPasteboard, .openInBrowser:
            return url
        default:
            return "Project: \(String(describing: url))"
        }
    }

    func subject(for activityType: SharingActivityType?) -> String? {
        "Project"
    }
}

@available(*, deprecated, message: "exercises the compat spellings")
extension SharingItem {
    static var projectLink: Self { .custom(SharingProjectLinkItem()) }
}

/// An activity of the app's own that opens the shared link in Safari: Nivelir's
/// `SharingSilentActivity` is rewritten as NavDSL's value (the compat name is unavailable and says so).
@available(*, deprecated, message: "exercises the compat spellings")
extension SharingActivityType {
    static var openInBrowser: Self { fromPropertyName() }
}

@available(*, deprecated, message: "exercises the compat spellings")
extension SharingActivity {
    @MainActor
    @available(iOSApplicationExtension, unavailable)
    static var openInBrowser: Self {
        ScreenShareActivity(type: .openInBrowser, title: "Open in Browser") { texts in
            guard let url = texts.first.flatMap(URL.init(string:)) else { return false }
            UIApplication.shared.open(url)
            return true
        }
    }
}

/// A logger declared as a struct, as Nivelir's protocol allows.
struct PrintScreenLogger: ScreenLogger {
    func info(_ info: @autoclosure () -> String) { print(info()) }
    func error(_ error: @autoclosure () -> Error) { print(error()) }
}

@available(*, deprecated, message: "exercises the compat spellings")
@available(iOSApplicationExtension, unavailable)
@MainActor
final class ProfileViewController: UIViewController {
    let screenNavigator: ScreenNavigator

    init(screenNavigator: ScreenNavigator) {
        self.screenNavigator = screenNavigator
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    func share(sender: UIBarButtonItem) {
        let sharing = Sharing(items: [.projectLink], applicationActivities: [.openInBrowser], anchor: .barButtonItem(sender))
        screenNavigator.navigate(from: self) { route in route.share(sharing) }
    }

    func pickPhoto() {
        let mediaPicker = MediaPicker(source: .camera) { result in
            self.screenNavigator.navigate(from: self) { route in route.dismiss() }
            if let image = result?.editedImage ?? result?.originalImage {
                self.upload(image)
            }
        }
        screenNavigator.navigate(from: self) { route in
            route
                .showMediaPicker(mediaPicker)
                .fallback { error, route in
                    switch error {
                    case let error as ScreenMediaPickerError where error.kind == .accessDenied:
                        return route.showAlert(.cameraPermissionRequired)
                    case is ScreenMediaPickerError:
                        return route.showAlert(.somethingWentWrong)
                    default:
                        return route
                    }
                }
        }
    }

    func choosePhotoSource(sender: UIView) {
        let actionSheet = ActionSheet(
            anchor: .center(of: sender),
            actions: [
                ActionSheetAction(title: "Take Photo") { self.pickPhoto() },
                .cancel(title: "Cancel"),
            ])
        screenNavigator.navigate(from: self) { route in route.showActionSheet(actionSheet) }
    }

    func upload(_ image: UIImage) {
        screenNavigator.navigate { $0.showHUD(.spinner) }
        screenNavigator.navigate { route in route.showHUD(.percentage(ratio: 0.5)) }
        screenNavigator.navigate(
            from: presentingViewController,
            to: { route in route.showHUD(.success, duration: 1.0).wait(for: 0.75).dismiss() },
            completion: { _ in })
        screenNavigator.navigate { route in route.showHUD(.failure, duration: 1.0) }
    }

    func showList() {
        screenNavigator.navigate(from: self) { route in
            route.present(
                ProfileScreen()
                    .withRightBarButton(UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close)))
                    .withStackContainer())
        }
    }

    @objc func close() {}

    func changeSheet(index: Int) {
        guard let bottomSheet else { return }
        let selectedDetentKey = bottomSheet.detents[index].key
        bottomSheet.animateChanges { bottomSheet in
            bottomSheet.selectedDetentKey = selectedDetentKey
        }
        bottomSheet.prefersScrollingExpandsHeight = false
        screenNavigator.navigate(from: self) { route in route.changeBottomSheet { $0.selectedDetentKey = .large } }
    }
}

struct ProfileScreen: Screen {
    func build(navigator: ScreenNavigator) -> UIViewController { UIViewController() }
}

@available(*, deprecated, message: "exercises the compat spellings")
@MainActor
enum NivelirExampleAppUsage {
    @available(iOSApplicationExtension, unavailable)
    static func navigator() -> ScreenNavigator {
        ScreenNavigator(logger: PrintScreenLogger())
    }

    static func handle(shortcut: UIApplicationShortcutItem, response: UNNotificationResponse, deeplinks: DeeplinkManager) -> Bool {
        _ = deeplinks.handleNotificationIfPossible(response: response, context: ())
        return deeplinks.handleShortcutIfPossible(shortcut, context: ())
    }
}
