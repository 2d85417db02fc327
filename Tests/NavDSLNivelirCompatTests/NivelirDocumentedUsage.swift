import Foundation
import NavDSLHeadless
import NavDSLNivelirCompat  // was: import Nivelir

// Nivelir's documented usage, written from its README, cheat sheet and example app's navigation code
// as those write it; only the import changed, and the headless classes stand where Nivelir names
// UIKit's (`HeadlessViewController` for `UIViewController`, `HeadlessWindowRoute` for
// `ScreenWindowRoute`, `HeadlessBarButtonItem` for `UIBarButtonItem`). Every declaration is marked
// deprecated because it uses the compat spellings on purpose: that keeps the deprecation warnings
// out of the build while any other use of them still warns. NivelirDocumentedUsageTests runs it; the
// example app's deep link (`ChatDeeplink` and its manager) is in NivelirDeeplinks.swift, run by DeeplinkFunnelTests.
// Not here, with why: `perform(container:navigator:storage:completion:)` with `ScreenActionStorage`
// (NavDSL's `ScreenAction` has no such requirement; the action below is the example app's earlier
// form). The example app's `refresh(completion: @escaping () -> Void)` conformance compiles as
// written: RealNivelirAppPatternsTests runs one.

/// README: a screen that builds a controller for a color.
@available(*, deprecated, message: "exercises the compat spellings")
struct ReadmeColorScreen: Screen {
    let color: String

    var traits: Set<AnyHashable> { [color] }

    func build(navigator: ScreenNavigator) -> HeadlessViewController {
        HeadlessViewController()
    }
}

/// Cheat sheet: the chat screen searched for by its traits.
@available(*, deprecated, message: "exercises the compat spellings")
struct CheatSheetChatScreen: Screen {
    let chatID: Int

    var traits: Set<AnyHashable> { [chatID] }

    func build(navigator: ScreenNavigator) -> HeadlessViewController {
        HeadlessViewController()
    }
}

/// Example app: the authorization service the custom action asks.
@MainActor
final class ExampleAuthorizationService {
    var isAuthorized = false
}

/// Example app: the authorization check, an action whose output is the container it ran on.
@available(*, deprecated, message: "exercises the compat spellings")
struct ScreenAuthorizeAction<Container: HeadlessViewController>: ScreenAction {
    typealias Output = Container

    let service: ExampleAuthorizationService

    func perform(container: Container, navigator: ScreenNavigator, completion: @escaping Completion) {
        navigator.logInfo("Checking authorization")

        if service.isAuthorized {
            completion(.success(container))
        } else {
            completion(.failure(ScreenCanceledError(for: self)))
        }
    }
}

@available(*, deprecated, message: "exercises the compat spellings")
extension ScreenThenable where Current: HeadlessViewController {
    /// Example app: the custom verb over the authorization action.
    func authorize(service: ExampleAuthorizationService) -> Self {
        then(ScreenAuthorizeAction<Current>(service: service))
    }
}

/// Example app: the link to the project, shared as a link for Copy and as a sentence elsewhere.
@available(*, deprecated, message: "exercises the compat spellings")
struct ExampleProjectLinkItem: SharingCustomItem {
    let url: URL

    var placeholder: Any {
        url
    }

    func value(for activityType: SharingActivityType?) -> Any? {
        guard let activityType else {
            return url
        }

        switch activityType {
        case .copyToPasteboard:
            return url

        default:
            return "Nivelir: \(url)\n\nSent from an iOS device."
        }
    }

    func subject(for activityType: SharingActivityType?) -> String? {
        "Nivelir: \(url)"
    }
}

/// The example app's and the cheat sheet's routes, as their screens factory writes them.
@available(*, deprecated, message: "exercises the compat spellings")
@MainActor
struct NivelirDocumentedRoutes {
    let service: ExampleAuthorizationService
    let shareButton: HeadlessBarButtonItem

    // Cheat sheet: the quick start.
    func quickStart(navigator: ScreenNavigator) {
        navigator.navigate { route in
            route
                .top(.stack)
                .popToRoot()
                .push(ReadmeColorScreen(color: "red"))
                .push(ReadmeColorScreen(color: "green")) { route in
                    route.present(ReadmeColorScreen(color: "blue"))
                }
        }
    }

    // Cheat sheet, custom transitions: root and stack animations as values.
    func showHome(navigator: ScreenNavigator) {
        navigator.navigate { route in
            route.setRoot(to: ReadmeColorScreen(color: "home").withStackContainer(), animation: .crossDissolve)
        }
    }

    func replaceWithChat(navigator: ScreenNavigator, container: HeadlessNavigationController?) {
        navigator.navigate(from: container) { route in
            route.replace(with: CheatSheetChatScreen(chatID: 3), animation: .crossDissolve)
        }
    }

    // Cheat sheet, dismiss and push: from the controller that presented the current one.
    func dismissAndPush(navigator: ScreenNavigator, container: HeadlessViewController?) {
        navigator.navigate(from: container?.presenting) { route in
            route
                .dismiss()
                .top(.stack)
                .push(CheatSheetChatScreen(chatID: 7))
        }
    }

    // Example app: a secret screen behind the authorization check.
    func showSecretRoute() -> HeadlessWindowRoute {
        HeadlessWindowRoute()
            .top(.container)
            .authorize(service: service)
            .present(ReadmeColorScreen(color: "secret").withModalStyle(.default(presentation: .formSheet, transition: nil)))
            .resolve()
    }

    // Example app, photo upload: a spinner, then a timed success.
    func showUploadProgress(navigator: ScreenNavigator) {
        navigator.navigate { route in
            route.top(.container).showHUD(.spinner)
        }
    }

    func showUploadSuccess(navigator: ScreenNavigator) {
        navigator.navigate { route in
            route.top(.container).showHUD(.success, duration: 1.0)
        }
    }

    // Example app: the camera, with an alert when it cannot open.
    func showCamera(navigator: ScreenNavigator, picked: @escaping @MainActor (MediaPickerResult?) -> Void) {
        navigator.navigate { route in
            route
                .top(.container)
                .showMediaPicker(MediaPicker(source: .camera, didFinish: picked))
                .fallback { error, route in
                    route
                        .top(.container)
                        .showAlert(
                            Alert(
                                title: "Camera",
                                message: "\(error)",
                                actions: AlertAction(title: "OK", style: .cancel)
                            )
                        )
                }
        }
    }

    // Example app: the photo's action sheet.
    func showPhotoActions(navigator: ScreenNavigator, onDelete: @escaping @MainActor @Sendable () -> Void) {
        navigator.navigate { route in
            route.top(.container).showActionSheet(
                ActionSheet(
                    title: "Photo",
                    anchor: .barButtonItem(shareButton),
                    actions: ActionSheetAction(title: "Delete", style: .destructive, handler: onDelete),
                    ActionSheetAction(title: "Cancel", style: .cancel)
                )
            )
        }
    }

    // Example app: sharing a link, and its custom activity opening Safari.
    func share(url: URL, navigator: ScreenNavigator) {
        navigator.navigate { route in
            route.top(.container).share(Sharing(items: [.regular(url)], anchor: .barButtonItem(shareButton)))
        }
    }

    // Example app: sharing the project's link as a custom item.
    func shareProjectLink(url: URL, navigator: ScreenNavigator) {
        navigator.navigate { route in
            route.top(.container).share(Sharing(items: [.custom(ExampleProjectLinkItem(url: url))], anchor: .barButtonItem(shareButton)))
        }
    }

    // Screen's doc comment: pushing from the top stack; the example app's upload progress.
    func pushChat(chatID: Int, navigator: ScreenNavigator) {
        let chatScreen = CheatSheetChatScreen(chatID: chatID)

        navigator.navigate(fromTop: .stack) { route in
            route.push(chatScreen)
        }
    }

    func showUploadProgress(ratio: CGFloat, navigator: ScreenNavigator) {
        navigator.navigate { route in
            route.top(.container).showHUD(.percentage(ProgressPercentageIndicator(ratio: ratio)))
        }
    }

    func openInSafari(url: URL, navigator: ScreenNavigator, completion: @escaping @MainActor (Bool) -> Void) {
        navigator.navigate(
            to: { route in
                route
                    .top(.container)
                    .showSafari(Safari(url: url))
            },
            completion: { _ in
                completion(true)
            }
        )
    }

    // Route verbs' doc comments: a pause in seconds, a search with a route value, makeVisible's label.
    func popAfterPause() -> HeadlessWindowRoute {
        HeadlessWindowRoute().top(.stack).wait(for: 0.01).pop().resolve()
    }

    func popTopStack(nestedRoute: HeadlessStackRoute) -> HeadlessWindowRoute {
        HeadlessWindowRoute().top(.stack, route: nestedRoute)
    }

    func showChat(chatID: Int) -> HeadlessWindowRoute {
        HeadlessWindowRoute()
            .last(.container(of: CheatSheetChatScreen(chatID: chatID)))
            .makeVisible(dissmissAnimated: false)
            .resolve()
    }
}
