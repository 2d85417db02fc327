import Foundation
import NavDSL
import NavDSLAddons
import NavDSLHeadless
import Testing

// The NavDSL column of "Migrating from Nivelir", one section per table, so a renamed or removed
// name breaks this file before it misleads a porting team. Rows are compiled; rows that change
// the tree are run and checked.
@MainActor
@Suite struct MigrationGuideTests {
    let app = HeadlessApp(root: HeadlessTrees.stack(["Home"]))
    let chat = HeadlessScreen(name: "Chat")

    // README, "Coming from Nivelir": the example as printed.
    @Test func readmeComingFromNivelirExample() async throws {
        let window = HeadlessTrees.window(root: HeadlessTrees.stack(["Home", "Old"]))
        let navigator = ScreenNavigator(windowProvider: HeadlessKeyWindowProvider())  // ScreenNavigator() on UIKit
        navigator.navigate { route in
            route
                .top(.stack)
                .popToRoot()
                .push(HeadlessScreen(name: "Red"))
                .push(HeadlessScreen(name: "Green")) { route in
                    route.present(HeadlessScreen(name: "Blue"))
                }
        }
        let stack = try #require(window.rootViewController as? HeadlessNavigationController)
        #expect(HeadlessTrees.names(stack) == ["Home", "Red", "Green"])
        #expect(stack.viewControllers.last?.presentedViewController?.description == "Blue")
    }

    @Test func navigatorRows() async throws {
        let navigator = app.navigator
        _ = ScreenNavigator(windowProvider: HeadlessKeyWindowProvider(), logger: nil)  // ScreenNavigator()
        _ = ScreenNavigator(window: app.window, logger: nil)  // ScreenNavigator(window:)
        _ = ScreenNavigator(
            windowProvider: HeadlessKeyWindowProvider(scene: app.window.scene), iterator: DefaultScreenIterator(),
            logger: DefaultScreenLogger(isEnabled: false))
        _ = ScreenWeakWindowProvider(window: app.window)  // ScreenCustomWindowProvider
        navigator.navigate(to: HeadlessWindowRoute().top(.stack).push(chat), completion: nil)  // navigate(to:completion:)
        navigator.navigate { route in route.top(.stack).pop() }  // navigate { route in }
        navigator.navigate(to: { $0.top(.stack).push(chat) }, completion: { _ in })  // navigate(to: { }, completion:)
        let top: HeadlessViewController? = app.rootStack?.viewControllers.last
        // navigate(from:to:)
        navigator.navigate(from: top, to: HeadlessModalRoute().present(HeadlessScreen(name: "Sheet")), completion: nil)
        navigator.navigate(from: top) { $0.dismiss() }  // navigate(from:) { }
        navigator.navigate { $0.nested { $0.top(.stack).pop() } }  // navigate(fromTop:)
        navigator.navigate(to: HeadlessWindowRoute().then(MakeKeyAction()), completion: nil)  // perform(action:)
        #expect(navigator.window === app.window)
        #expect(navigator.topContainer?.effectiveScreenKey == ScreenKey(name: "Home"))
        // topStackContainer, topTabsContainer: a route
        #expect(try await navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack)) === app.rootStack)
        // topContainer(in:where:), firstContainer(in:where:), lastContainer(in:where:)
        #expect(navigator.iterator.topContainer(in: app.window) { $0 is HeadlessNavigationController } === app.rootStack)
        #expect(navigator.iterator.firstContainer(in: app.window) { _ in true } === app.window)
        #expect(navigator.iterator.lastContainer(in: app.window) { $0 is HeadlessNavigationController } === app.rootStack)
        navigator.logger?.info("info")  // logInfo(_:)
        navigator.logger?.error(ScreenCanceledError())  // logError(_:)
        #expect(app.log.lines.suffix(2) == ["Info: info", "Error: \(ScreenCanceledError())"])
        let completion: ScreenCompletion<Void> = { _ in }  // Completion
        completion(.success(()))
    }

    @Test func screenRows() async throws {
        let erased: AnyScreen<HeadlessViewController> = chat.eraseToAnyScreen()  // eraseToAnyScreen()
        let modal: AnyScreen<HeadlessViewController> = chat.withStackContainer().eraseToAnyModalScreen()  // eraseToAnyModalScreen()
        let tabs: AnyScreen<HeadlessTabBarController> = HeadlessScreen(name: "Tabs").withTabsContainer()  // AnyTabsScreen
        let stack: AnyScreen<HeadlessNavigationController> = chat.withStackContainer()  // AnyStackScreen
        #expect(erased.key == chat.key && modal.key == chat.key)
        #expect(tabs.key == ScreenKey(name: "Tabs") && stack.key == chat.key)
        let optIn = OptInController(screenKey: ScreenKey(name: "Legacy"))  // extension ChatViewController: Screen {}
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(optIn))
        #expect(app.rootStack?.viewControllers.last === optIn)
        // ScreenKeyedContainer with `let screenKey: ScreenKey` (KeyedContainerTests.swift declares the class)
        let keyed: any ScreenKeyedContainer = KeyedChatController(screenKey: ScreenKey(name: "Keyed"))
        app.rootStack?.pushViewController(try #require(keyed as? HeadlessViewController), animated: false)
        var found: HeadlessViewController?
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().first(.container(key: keyed.screenKey)).get { found = $0 })
        #expect(found === keyed && found?.effectiveScreenKey == keyed.screenKey && found?.assignedScreenKey == nil)
    }

    @Test func routeRows() async throws {
        let window = HeadlessWindowRoute()  // ScreenWindowRoute
        _ = HeadlessModalRoute().dismiss(animated: false)  // ScreenModalRoute, dismiss(animated:)
        _ = HeadlessStackRoute().pop().popToRoot().clear().replace(with: chat)  // ScreenStackRoute verbs
        _ = HeadlessTabsRoute().selectTab(with: .index(0)).setupTab(with: chat).selectedTab  // ScreenTabsRoute verbs
        _ = window.setRoot(to: chat, animation: nil).makeKey().makeKeyAndVisible().root  // setRoot, makeKey, makeKeyAndVisible, root
        _ = window.root.presented.presenting.stack.tabs.window  // relations
        _ = window.root.presented(of: HeadlessViewController.self).presenting(of: HeadlessViewController.self)  // typed relations
        _ = window.root.stack(of: HeadlessNavigationController.self).stackRoot.tabs(of: HeadlessTabBarController.self).selectedTab
        _ = window.root.window(of: HeadlessWindow.self)
        _ = window.root.nested { $0.presented.dismiss() }.nested { $0.stack.pop() }  // nested relation forms
        // Route values run in the closure form (the route-value forms are the compat module's).
        _ = window.root.nested { $0.presented.then(HeadlessModalRoute()) }.nested { $0.presenting.then(HeadlessModalRoute().dismiss()) }
        _ = window.root.nested { $0.stack.then(HeadlessStackRoute().pop()) }.nested { $0.tabs.then(HeadlessTabsRoute()) }.nested {
            $0.window.then(HeadlessWindowRoute())
        }
        _ = window.root.nested { $0.presented(of: HeadlessNavigationController.self).then(HeadlessStackRoute().pop()) }
            .nested { $0.presenting(of: HeadlessViewController.self).then(HeadlessModalRoute()) }
        _ = window.root.nested { $0.stack(of: HeadlessNavigationController.self).then(HeadlessStackRoute()) }
            .nested { $0.tabs(of: HeadlessTabBarController.self).then(HeadlessTabsRoute()) }
            .nested { $0.window(of: HeadlessWindow.self).then(HeadlessWindowRoute()) }
        // stackTop, stackVisible, makeVisible
        _ = window.top(.stack).stackVisible.stack.stackTop.makeVisible(stackAnimation: nil, dismissAnimated: false)
        _ = window.top(.stack).push(chat, animation: nil, separated: true).push(chat) { $0.then(HeadlessModalRoute()) }  // push forms
        _ = window.root.present(chat) { $0.then(HeadlessModalRoute()) }.present(chat) { $0.dismiss() }  // present forms
        _ = window.top(.stack).pop(to: .root).pop(to: .previous).pop(to: .container(key: chat.key)).pop(to: .container(name: "Chat"))
        _ = window.top(.stack).pop(to: .container(of: chat)).pop(to: .container(of: HeadlessViewController.self))
        _ = window.top(.tabs).selectTab(with: .container(key: chat.key)).selectTab(with: .container(name: "Chat")).selectTab(
            with: .container(of: chat))
        _ = window.first(.stack(key: chat.key)).first(.stack(name: "Chat")).first(.tabs(key: chat.key)).first(.tabs(name: "Chat"))
        _ = window.top(.container).first(.container(key: chat.key)).last(.container(name: "Chat")).last(.container(of: chat))
        _ = window.nested { $0.first(.stack).pop() }.nested { $0.last(.tabs).selectedTab }  // first/last route: forms
        _ = window.from(app.window).get { _ in }.refresh().wait(for: .zero).fail(with: ScreenCanceledError())
        let fallback = window.top(.stack).push(chat).fallback(to: window.root.present(chat)).fallback(to: { _ in window }).cauterize()
        let resolved: HeadlessWindowRoute = window.top(.stack).push(chat).resolve()  // resolve()
        _ = window.then(resolved).then(fallback)
        try await app.navigator.navigateAndWait(
            to: window.top(.stack).push(chat) { $0.then(HeadlessModalRoute().present(HeadlessScreen(name: "Sheet"))) })
        #expect(app.rootStack?.viewControllers.last?.presentedViewController?.description == "Sheet")
    }

    @Test func decoratorRows() async throws {
        let item = ScreenTabBarItem(title: "Chats")
        let button = ScreenBarButtonItem(title: "Close") { _ in }
        let tabs = HeadlessScreen(name: "Home").withTabsContainer()
            .withTabs([chat.withStackContainer().withStack([HeadlessScreen(name: "Detail")]).withTabBarItem(item).eraseToAnyModalScreen()])
        let sheet = chat.withLeftBarButton(button).withRightBarButton(button).withModalPresentationStyle(.formSheet)
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().setRoot(to: tabs).root.present(sheet))
        let tabBar = try #require(app.window.rootViewController as? HeadlessTabBarController)
        #expect(HeadlessTrees.names(tabBar.viewControllers?.first as? HeadlessNavigationController) == ["Chat", "Detail"])
        #expect(tabBar.presentedViewController?.modalPresentationStyle == .formSheet)
    }

    // "Observation, results, presentation and system screens".
    @Test func observationAndResultRows() async throws {
        let listener = ListenerController(screenKey: ScreenKey(name: "List"))
        let app = HeadlessApp(root: HeadlessNavigationController(rootViewController: listener))
        let token: ScreenRegistrationToken = app.navigator.observe(by: listener, where: .pushed(after: listener))  // observe(by:where:)
        app.navigator.observeWeakly(by: listener, where: .satisfiedAll(.any, .screen(ChatScreen(id: 1))))  // observeWeakly
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(ChatScreen(id: 1)))  // NotifyingScreen
        (app.rootStack?.topViewController as? ChatController)?.update()
        #expect(listener.chats == [1, 1], "heard through the token and the weak observation")
        token.cancel()
        var colors: [String] = []
        let picker = HeadlessWindowRoute().top(.container).present(ColorPicker())  // ResultScreen
        app.navigator.result(of: picker, as: String.self) { colors.append((try? $0.get()) ?? "failed") }  // result(of:as:)
        app.window.colorPicker?.pick("teal")
        #expect(colors == ["teal"])
    }

    @Test func presentationRows() async throws {
        let button = HeadlessBarButtonItem(title: "Filter")
        let root = HeadlessWindowRoute().setRoot(to: chat.withStackContainer(), animation: .crossDissolve())  // ScreenRootAnimation
        _ = HeadlessWindowRoute().top(.stack).push(chat, animation: .transition(.flipFromLeft))  // ScreenStackAnimation
        _ = HeadlessWindowRoute().top(.tabs).selectTab(with: .index(0), animation: .crossDissolve())  // ScreenTabAnimation
        _ = chat.withModalPresentationStyle(.custom).withModalTransitioningDelegate(NoTransition())  // withModalTransitioningDelegate
        _ = chat.withBottomSheetStack(ScreenSheet(detents: [.medium]))
        _ = HeadlessWindowRoute().top(.container).changeBottomSheet { $0.selectedDetent = .large }
        _ = chat.withPopoverAnchor(.view(button))  // ScreenPopoverPresentationAnchor
        // sheets with detents (.content too), the grabber of Nivelir's bottom sheet
        let bottomSheet = ScreenSheet(detents: [.content, .medium, .large], prefersGrabberVisible: true)
        try await app.navigator.navigateAndWait(
            to: root.root.present(chat.withBottomSheet(bottomSheet))
                .presented.present(HeadlessScreen(name: "Filters").withPopover(anchor: .barButtonItem(button))))  // popover decorator
        #expect(app.window.transitions.first?.animation == .crossDissolve())
        let sheet = try #require(app.window.rootViewController?.presentedViewController)
        #expect(sheet.sheetPresentationController?.detents.count == 3)
        #expect(sheet.presentedViewController?.popoverPresentationController?.barButtonItem === button)
    }

    @Test func systemScreenRows() async throws {
        let url = try #require(URL(string: "https://example.com"))
        let button = HeadlessBarButtonItem(title: "More")
        let container = HeadlessWindowRoute().top(.container)
        _ = container.present(
            alert: ScreenAlert(title: "Saved", textFields: [ScreenAlertTextField(placeholder: "Name")], buttons: .cancel()))
        _ = container.present(
            alert: ScreenAlert(style: .actionSheet, buttons: ScreenAlertButton(title: "Delete")), anchor: .barButtonItem(button))
        _ = container.showHUD(.spinner("Saving")).updateHUD(.progress(0.5)).hideHUD()  // HUD, HUD.percentage
        _ = container.present(documentPreview: ScreenDocumentPreview(urls: [url])).present(safari: url)
        _ = container.present(share: ScreenShare(items: ["hi"], subject: "Hi", excludedActivityTypes: [.print]), anchor: .view(button))
        _ = container.present(share: ScreenShare(items: [.custom(placeholder: .url(url)) { _ in .url(url) }]))  // .custom items
        _ = container.present(storeProduct: "364709193")
        _ = HeadlessWindowRoute().requestReview().openStoreApp(id: "364709193").open(url, fallbackURLs: [url]).call(to: "+1 555 0100")
        _ = container.mail(to: ["help@example.com"], subject: "Hi", body: "Hello")
        _ = HeadlessWindowRoute().openAppSettings()
        _ = HeadlessWindowRoute().playHaptic(.impact(.light)).playHaptic(.notification(.success)).playHaptic(.selection)
        _ = HeadlessWindowRoute().top(.stack).push(ScreenHostingScreen(name: "Profile", traits: [42]) { "ProfileView" })
        var picked: [String] = []
        let camera = container.present(mediaPicker: ScreenMediaPicker(source: .camera))
        app.navigator.result(of: camera, as: ScreenMediaPickerResult.self) { result in
            if case .success(.cancelled) = result { picked.append("cancelled") }
        }
        (app.window.rootViewController?.presentedViewController as? HeadlessMediaPickerController)?.cancel()
        #expect(picked == ["cancelled"])
    }

    @Test func errorRows() async throws {
        let errors: [any ScreenError] = [
            ScreenCanceledError(), ScreenContainerNotFoundError("x"),
            ScreenContainerNotSupportedError(container: "x", why: "y"), ScreenContainerTypeMismatchError(expected: Int.self, actual: "x"),
        ]
        #expect(errors.count == 4)
    }

    // "Renamed in 0.1.0": the new spellings of the names kept as deprecated aliases.
    @Test func renamedRows() async throws {
        let recorder = ScreenNavigationRecorder(app.navigator)  // a ScreenNavigationListener
        var events = 0
        // ScreenListenerToken, ScreenPolicyToken, ScreenObserverToken: one ScreenRegistrationToken.
        let tokens: [ScreenRegistrationToken] = [
            app.navigator.addListener { _ in events += 1 },
            app.navigator.addPolicy(named: "open") { _, decide in decide(.continue) },
            app.navigator.afterEachNavigation { _, _ in },
        ]
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack).push(chat))
        let changes: [ScreenTransition] = recorder.transitions  // [HeadlessTransition]
        #expect(changes.map(\.kind) == [.stack])
        // ScreenTransition(kind:animated:container:detail:): the animation: form.
        #expect(ScreenTransition(kind: .stack, animation: .default, container: "C").animated)
        #expect(app.window.transitions.last?.kind == changes.last?.kind)
        #expect(events > 0)
        tokens.forEach { $0.cancel() }
        #expect(tokens.allSatisfy { $0.isCancelled })

        // navigator.topStackContainer and logInfo(_:): the iterator and the logger.
        let window = try #require(app.navigator.window)
        let top = app.navigator.iterator.topContainer(in: window) { $0 is any ScreenStackContainer }
        #expect((top as? HeadlessNavigationController)?.viewControllers.last?.effectiveScreenKey == chat.key)
        app.navigator.logger?.info("logged through the logger")
        // present(_:route: nestedRoute): the closure form.
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).present(HeadlessScreen(name: "Sheet").withStackContainer()) {
                $0.push(HeadlessScreen(name: "Step"))
            }.resolve())
        #expect(app.window.hierarchyDescription.contains("Step"))
        // try await navigate(to:): navigateAndWait(to:), returning the container the route ended on.
        let stack = try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.stack))
        #expect(stack.viewControllers.last?.description == "Step")
        // push(_:animated: false), makeVisible(animated: false): the animation forms.
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.stack).push(HeadlessScreen(name: "Quiet"), animation: nil).popToRoot(animation: .default))
        #expect(app.window.transitions.last?.animated == true)
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().first(.container(of: chat)).makeVisible(stackAnimation: nil, dismissAnimated: false))
        // presented { }, stackTop { }, top(_:) { }, column(_:) { }: the one nested verb.
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().nested { $0.top(.stack).nested { $0.stackTop.present(HeadlessScreen(name: "Nested")) } })
        #expect(app.window.hierarchyDescription.contains("Nested"))
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().nested { $0.top(.container).presenting.dismiss() })
        #expect(!app.window.hierarchyDescription.contains("Nested"))
        // present(alert:anchor: nil), present(share:anchor: nil): the unanchored forms.
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).present(alert: ScreenAlert(title: "Saved")))
        #expect(app.window.hierarchyDescription.contains("Alert(Saved)"))
        try await app.navigator.navigateAndWait(
            to: HeadlessWindowRoute().top(.container).presenting.dismiss().top(.container).present(share: ScreenShare(items: ["Hi"])))
        #expect(app.window.hierarchyDescription.contains("Share"))
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.container).presenting.dismiss())
        // record.nodes.isEmpty: record.isEmpty.
        // Plain headless screens are not restorable, so nothing of this tree is saved.
        #expect(app.navigator.restorationRecord().isEmpty)
        // ScreenNavigator(scene:) and the headless ScreenNavigator(): the window provider.
        let scoped = ScreenNavigator(windowProvider: HeadlessKeyWindowProvider(scene: app.window.scene), logger: nil)
        #expect(scoped.window === app.window)
        // HeadlessTabBarItem: ScreenTabBarItem.
        let item = ScreenTabBarItem(title: "Chats")
        #expect(item.title == "Chats")
        // handle(userInfo:): handle(notification:).
        let deeplinks = DeeplinkManager(navigator: app.navigator, schemes: ["app"])
        var result: Result<Void, any Error>?
        deeplinks.handle(notification: DeeplinkNotification(userInfo: ["aps": ["alert": "hi"]])) { result = $0 }
        #expect { try result?.get() } throws: { ($0 as? DeeplinkError)?.code == .unknownDeeplink }
    }
}

/// A transitioning delegate for the decorator row.
final class NoTransition: HeadlessTransitioningDelegate {
}

/// A custom action, as a port of Nivelir's `perform(action:)` writes one.
private struct MakeKeyAction: ScreenAction {
    func perform(container: HeadlessWindow, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        container.makeKeyAndVisible()
        completion(.success(()))
    }
}
