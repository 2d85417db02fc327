/// A container whose children the search actions (`top`, `first`, `last`) can walk.
@MainActor
public protocol ScreenIterableContainer: ScreenContainer {
    /// The containers this one holds, in search order: a window's root, a stack from bottom to top,
    /// tabs in order with the selected tab last. What the container *presents* is not included;
    /// the iterator visits presentations after the nested containers.
    var nestedContainers: [any ScreenContainer] { get }
}
