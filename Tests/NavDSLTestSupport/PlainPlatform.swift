import NavDSL

/// A tiny container family of an app's own, as a third platform would write it.
///
/// It lives in NavDSLTestSupport, which depends on NavDSL alone: that the target compiles is the
/// check that a platform of an app's own needs neither the headless family nor UIKit.
///
/// It adopts the public container protocols and nothing else, so every search question
/// (`visibleNestedContainer`, `directlyPresentedContainer`) gets the protocols' default answer.
/// Like UIKit's classes, the stack and tab classes inherit their base controller's conformance.
/// Presenting has no presenter resolution: the receiver presents.
package enum PlainPlatform: ScreenPlatform {
    package typealias Window = PlainWindow
    package typealias Modal = PlainController
    package typealias Stack = PlainStack
    package typealias Tabs = PlainTabs

    package static func makeStackContainer(with containers: [PlainController]) -> PlainStack {
        let stack = PlainStack()
        stack.adopt(containers)
        return stack
    }

    package static func makeTabsContainer(with containers: [PlainController]) -> PlainTabs {
        let tabs = PlainTabs()
        tabs.adopt(containers)
        return tabs
    }
}

@MainActor
package final class PlainWindow: ScreenWindowContainer {
    package typealias Platform = PlainPlatform
    package init() {}
    package var rootContainer: PlainController? {
        didSet { rootContainer?.window = self }
    }
    package private(set) var isKeyWindow = false
    package var isContainerVisible: Bool { isKeyWindow }
    package var nestedContainers: [any ScreenContainer] { rootContainer.map { [$0] } ?? [] }

    package func setRootContainer(_ container: PlainController?, animated: Bool, completion: @escaping ScreenCompletion<Void>) {
        rootContainer = container
        completion(.success(()))
    }

    package func makeKeyAndVisible() { isKeyWindow = true }
}

@MainActor
package class PlainController: ScreenModalContainer, @MainActor CustomStringConvertible {
    package typealias Platform = PlainPlatform
    package var assignedScreenKey: ScreenKey?
    fileprivate(set) weak var parent: PlainController?
    fileprivate(set) var children: [PlainController] = []
    fileprivate weak var window: PlainWindow?
    private weak var presenter: PlainController?
    private var presented: PlainController?

    package init(_ name: String? = nil) {
        assignedScreenKey = name.map { ScreenKey(name: $0) }
    }

    package var description: String { assignedScreenKey?.description ?? "\(type(of: self))" }
    package var modalContainer: PlainController { self }
    package var parentContainer: PlainController? { parent }
    package var windowContainer: PlainWindow? { window ?? parent?.windowContainer ?? presenter?.windowContainer }
    package var isContainerVisible: Bool { windowContainer != nil }
    package var nestedContainers: [any ScreenContainer] { children }

    /// UIKit's rule: what this controller or its nearest presenting ancestor presents.
    package var presentedContainer: PlainController? {
        var node: PlainController? = self
        while let current = node {
            if let presented = current.presented { return presented }
            node = current.parent
        }
        return nil
    }

    /// The presenter of this controller or of the presented ancestor it lives in.
    package var presentingContainer: PlainController? {
        var node = self
        while node.presenter == nil, let parent = node.parent { node = parent }
        return node.presenter
    }

    package func presentContainer(_ container: PlainController, animated: Bool, completion: @escaping ScreenCompletion<Void>) {
        if let presented {
            return completion(
                .failure(ScreenContainerAlreadyPresentingError(container: container, presenter: self, presented: presented, caller: self)))
        }
        presented = container
        container.presenter = self
        completion(.success(()))
    }

    package func dismissPresentedContainer(animated: Bool, completion: @escaping ScreenCompletion<Void>) {
        presentedContainer?.presentingContainer?.unpresent()
        completion(.success(()))
    }

    private func unpresent() {
        presented?.presenter = nil
        presented = nil
    }

    fileprivate func adopt(_ containers: [PlainController]) {
        for child in children where child.parent === self { child.parent = nil }
        children = containers
        for child in containers { child.parent = self }
    }
}

package final class PlainStack: PlainController, ScreenStackContainer {
    package var stackContainers: [PlainController] { children }

    package func setStackContainers(_ containers: [PlainController], animated: Bool, completion: @escaping ScreenCompletion<Void>) {
        adopt(containers)
        completion(.success(()))
    }
}

package final class PlainTabs: PlainController, ScreenTabsContainer {
    private(set) var selectedIndex = 0
    package var tabContainers: [PlainController] { children }
    package var selectedTabContainer: PlainController? { children.indices.contains(selectedIndex) ? children[selectedIndex] : nil }

    /// Tabs in order with the selected one last, as the search order asks.
    package override var nestedContainers: [any ScreenContainer] {
        guard let selected = selectedTabContainer else { return children }
        return children.filter { $0 !== selected } + [selected]
    }

    package func selectTabContainer(at index: Int, completion: @escaping ScreenCompletion<Void>) {
        guard children.indices.contains(index) else {
            return completion(.failure(ScreenContainerNotFoundError("no tab at \(index).")))
        }
        selectedIndex = index
        completion(.success(()))
    }

    package func setTabContainers(_ containers: [PlainController], animated: Bool, completion: @escaping ScreenCompletion<Void>) {
        adopt(containers)
        selectedIndex = 0
        completion(.success(()))
    }
}
