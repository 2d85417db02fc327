import NavDSL

/// A tiny container family of an app's own, as a third platform would write it.
///
/// It adopts the public container protocols and nothing else, so every search question
/// (`visibleNestedContainer`, `directlyPresentedContainer`) gets the protocols' default answer.
/// Like UIKit's classes, the stack and tab classes inherit their base controller's conformance.
/// Presenting has no presenter resolution: the receiver presents.
enum PlainPlatform: ScreenPlatform {
    typealias Window = PlainWindow
    typealias Modal = PlainController
    typealias Stack = PlainStack
    typealias Tabs = PlainTabs

    static func makeStackContainer(with containers: [PlainController]) -> PlainStack {
        let stack = PlainStack()
        stack.adopt(containers)
        return stack
    }

    static func makeTabsContainer(with containers: [PlainController]) -> PlainTabs {
        let tabs = PlainTabs()
        tabs.adopt(containers)
        return tabs
    }
}

@MainActor
final class PlainWindow: ScreenWindowContainer {
    typealias Platform = PlainPlatform
    var rootContainer: PlainController? {
        didSet { rootContainer?.window = self }
    }
    private(set) var isKeyWindow = false
    var isContainerVisible: Bool { isKeyWindow }
    var nestedContainers: [any ScreenContainer] { rootContainer.map { [$0] } ?? [] }

    func setRootContainer(_ container: PlainController?, animated: Bool, completion: @escaping ScreenCompletion<Void>) {
        rootContainer = container
        completion(.success(()))
    }

    func makeKeyAndVisible() { isKeyWindow = true }
}

@MainActor
class PlainController: ScreenModalContainer, @MainActor CustomStringConvertible {
    typealias Platform = PlainPlatform
    var assignedScreenKey: ScreenKey?
    fileprivate(set) weak var parent: PlainController?
    fileprivate(set) var children: [PlainController] = []
    fileprivate weak var window: PlainWindow?
    private weak var presenter: PlainController?
    private var presented: PlainController?

    init(_ name: String? = nil) {
        assignedScreenKey = name.map { ScreenKey(name: $0) }
    }

    var description: String { assignedScreenKey?.description ?? "\(type(of: self))" }
    var modalContainer: PlainController { self }
    var parentContainer: PlainController? { parent }
    var windowContainer: PlainWindow? { window ?? parent?.windowContainer ?? presenter?.windowContainer }
    var isContainerVisible: Bool { windowContainer != nil }
    var nestedContainers: [any ScreenContainer] { children }

    /// UIKit's rule: what this controller or its nearest presenting ancestor presents.
    var presentedContainer: PlainController? {
        var node: PlainController? = self
        while let current = node {
            if let presented = current.presented { return presented }
            node = current.parent
        }
        return nil
    }

    /// The presenter of this controller or of the presented ancestor it lives in.
    var presentingContainer: PlainController? {
        var node = self
        while node.presenter == nil, let parent = node.parent { node = parent }
        return node.presenter
    }

    func presentContainer(_ container: PlainController, animated: Bool, completion: @escaping ScreenCompletion<Void>) {
        if let presented {
            return completion(
                .failure(ScreenContainerAlreadyPresentingError(container: container, presenter: self, presented: presented, caller: self)))
        }
        presented = container
        container.presenter = self
        completion(.success(()))
    }

    func dismissPresentedContainer(animated: Bool, completion: @escaping ScreenCompletion<Void>) {
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

final class PlainStack: PlainController, ScreenStackContainer {
    var stackContainers: [PlainController] { children }

    func setStackContainers(_ containers: [PlainController], animated: Bool, completion: @escaping ScreenCompletion<Void>) {
        adopt(containers)
        completion(.success(()))
    }
}

final class PlainTabs: PlainController, ScreenTabsContainer {
    private(set) var selectedIndex = 0
    var tabContainers: [PlainController] { children }
    var selectedTabContainer: PlainController? { children.indices.contains(selectedIndex) ? children[selectedIndex] : nil }

    /// Tabs in order with the selected one last, as the search order asks.
    override var nestedContainers: [any ScreenContainer] {
        guard let selected = selectedTabContainer else { return children }
        return children.filter { $0 !== selected } + [selected]
    }

    func selectTabContainer(at index: Int, completion: @escaping ScreenCompletion<Void>) {
        guard children.indices.contains(index) else {
            return completion(.failure(ScreenContainerNotFoundError("no tab at \(index).")))
        }
        selectedIndex = index
        completion(.success(()))
    }

    func setTabContainers(_ containers: [PlainController], animated: Bool, completion: @escaping ScreenCompletion<Void>) {
        adopt(containers)
        selectedIndex = 0
        completion(.success(()))
    }
}
