/// Why a restoration record could not be read or restored; nothing changed.
///
/// ```swift
/// do { try await navigator.restore(from: try ScreenRestorationRecord(jsonData: data), using: registry) }
/// catch let error as ScreenRestorationError where error.code == .newerVersion { showHome() }
/// ```
/// - Note: Thrown by ``ScreenRestorationRecord/init(jsonData:maximumByteCount:)`` and returned by
///   ``ScreenNavigator/restore(from:using:completion:)`` before any container changes.
public struct ScreenRestorationError: ScreenError, Equatable {
    /// What went wrong.
    public enum Code: Sendable, Equatable {
        /// The data is larger than the decoder accepts.
        case tooLarge
        /// The data is not a record: not JSON, truncated, nested too deep, a key twice, a wrong type,
        /// or nodes that do not form a tree.
        case malformed
        /// The record was written by a newer NavDSL whose format this one cannot read.
        case newerVersion
        /// The record holds no container (the window's root was not restorable).
        case empty
        /// The window's root could not be rebuilt (see ``drops``).
        case rootNotRestorable
        /// A rebuilt presentation was shown by another controller than the record's presenter.
        case presenterMismatch
    }

    /// What went wrong.
    public let code: Code
    /// The rule, with a hint.
    public let detail: String
    /// The screens that could not be rebuilt, for ``Code/rootNotRestorable``.
    public let drops: [ScreenRestorationDrop]
    /// Set by the navigator when the restore ran as a navigation.
    public var step: ScreenStep?

    /// Creates an error.
    package init(_ code: Code, _ detail: String, drops: [ScreenRestorationDrop] = []) {
        self.code = code
        self.detail = detail
        self.drops = drops
    }

    /// `Can't restore (malformed): ...`.
    public var reason: String { "Can't restore (\(code)): \(detail)" }

    /// Whether both have the same code, detail and drops.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.code == rhs.code && lhs.detail == rhs.detail && lhs.drops == rhs.drops
    }
}

/// A node of a record that the restore left out, with everything that depended on it.
///
/// ```swift
/// let report = try await navigator.restore(from: record, using: registry)
/// report.drops.first?.reason      // .unknownScreenType("oldChat")
/// ```
/// - Note: A drop never fails the restore: the longest valid prefix is restored.
public struct ScreenRestorationDrop: Hashable, Sendable, CustomStringConvertible {
    /// Why a node was left out.
    public enum Reason: Hashable, Sendable {
        /// The registry has no screen of this type (renamed or removed since the record was saved).
        case unknownScreenType(String)
        /// The state no longer decodes as the screen's state (the message says why).
        case undecodableState(type: String, message: String)
        /// The screen's `init?(screenRestorationState:)` refused the state.
        case stateRefused(type: String)
        /// The presenter cannot present it: it already presents, or the style needs another presenter.
        case presenterCannotPresent(style: String)
        /// The modal style is not one NavDSL knows.
        case unknownPresentationStyle(String)
        /// The selected tab index is not one of the tabs; the first tab is selected instead.
        case selectedTabOutOfRange(index: Int, tabCount: Int)
        /// It sat above a dropped screen in the same stack (a stack keeps its prefix).
        case aboveDroppedScreen(node: Int)
        /// It was inside, or presented from, a dropped node.
        case insideDroppedNode(node: Int)
        /// A stack, tab bar or split view with no screen left.
        case nothingLeftInside
        /// A split view, on a platform that has none (one that is not a ``ScreenSplitPlatform``).
        case splitViewUnavailable
    }

    /// The index of the node in the record's list of nodes (its JSON `nodes` array, in tree order).
    public let node: Int
    /// Why it was left out.
    public let reason: Reason

    /// Creates a drop.
    package init(node: Int, reason: Reason) {
        self.node = node
        self.reason = reason
    }

    /// `node 3: unknown screen type 'oldChat'`.
    public var description: String {
        let text =
            switch reason {
            case .unknownScreenType(let type): "unknown screen type '\(type)'; register it, or keep its screenRestorationType"
            case .undecodableState(let type, let message): "the state of '\(type)' does not decode: \(message)"
            case .stateRefused(let type): "'\(type)' refused its saved state"
            case .presenterCannotPresent(let style): "its presenter cannot present it (\(style))"
            case .unknownPresentationStyle(let style): "unknown presentation style '\(style)'"
            case .selectedTabOutOfRange(let index, let count): "selected tab \(index) is not one of \(count) tabs; the first is selected"
            case .aboveDroppedScreen(let node): "it was above node \(node), which was dropped"
            case .insideDroppedNode(let node): "node \(node), which holds or presents it, was dropped"
            case .nothingLeftInside: "nothing inside it could be restored"
            case .splitViewUnavailable: "a split view, which this platform cannot make; its columns are left out with it"
            }
        return "node \(node): \(text)"
    }
}

/// What a restore rebuilt and what it left out.
///
/// ```swift
/// let report = try await navigator.restore(from: record, using: registry)
/// if !report.drops.isEmpty { logger.info("restored \(report.restoredNodeCount) containers, dropped \(report.drops)") }
/// ```
/// - Note: Returned by a restore that succeeded; a failed one throws ``ScreenRestorationError``.
public struct ScreenRestorationReport: Hashable, Sendable {
    /// The number of record nodes rebuilt and shown.
    public let restoredNodeCount: Int
    /// The nodes left out, in record order.
    public let drops: [ScreenRestorationDrop]

    /// Creates a report.
    package init(restoredNodeCount: Int, drops: [ScreenRestorationDrop]) {
        self.restoredNodeCount = restoredNodeCount
        self.drops = drops
    }
}
