/// The container tree as a small `Codable` value that survives a relaunch: what
/// ``ScreenNavigator/restorationRecord()`` saves and ``ScreenNavigator/restore(from:using:completion:)`` rebuilds.
///
/// The record is a flat list of nodes in tree order: the window's root first, each node after
/// its parent, which it names by index. Stacks list their screens bottom to top, tab bars their
/// tabs in order with the selected one, split views their style and columns, and each
/// presentation keeps its modal style and sheet.
/// The format has no nesting that grows with the tree, so a hostile record cannot make decoding
/// recurse deeply:
/// ```swift
/// let record = navigator.restorationRecord()
/// let data = try record.jsonData()                  // the same tree always gives the same bytes
/// let saved = try ScreenRestorationRecord(jsonData: data)
/// try await navigator.restore(from: saved, using: registry)
/// ```
/// Screens that are not ``RestorableScreen``s cut the record where they stand (a stack keeps the
/// restorable screens below them); ``omissions`` says what was left out.
///
/// - Note: Decoding fails with ``ScreenRestorationError``; making a record never fails.
public struct ScreenRestorationRecord: Codable, Hashable, Sendable {
    /// The newest format version this build of NavDSL reads and writes.
    ///
    /// A record is written with the oldest version that holds it: 2 when it has a split view
    /// (version 2 added them), 1 otherwise, so an older NavDSL still reads a record without one
    /// and refuses one with a split view as ``ScreenRestorationError/Code/newerVersion``.
    public static let currentVersion = 2

    /// The oldest format version that holds split view nodes.
    static let splitVersion = 2

    /// The format version the record was written with.
    public var version: Int
    /// The containers, parents before children: `nodes[0]` is the window's root.
    package var nodes: [Node]
    /// What the record left out, in tree order.
    public var omissions: [Omission]

    /// Whether the record holds no container: the window's root was not restorable, and a restore
    /// would fail with ``ScreenRestorationError/Code/empty``.
    ///
    /// ```swift
    /// let record = navigator.restorationRecord()
    /// if !record.isEmpty { UserDefaults.standard.set(try record.jsonData(), forKey: "navigation") }
    /// ```
    /// - Note: Never fails; reading it changes nothing.
    public var isEmpty: Bool { nodes.isEmpty }

    /// Creates a record; an empty one restores nothing.
    package init(version: Int = Self.currentVersion, nodes: [Node] = [], omissions: [Omission] = []) {
        self.version = version
        self.nodes = nodes
        self.omissions = omissions
    }

    /// One container of the tree: a restorable screen's controller, a stack, a tab bar or a split view.
    ///
    /// ```swift
    /// let stack = ScreenRestorationRecord.Node(kind: .stack)
    /// let chat = ScreenRestorationRecord.Node(kind: .screen, parent: 0, relation: .child, screen: "chat", state: "42")
    /// ```
    /// - Note: A node that breaks the tree rules (a parent after it, a stack in a stack) fails the
    ///   restore with ``ScreenRestorationError/Code/malformed`` before anything changes.
    package struct Node: Codable, Hashable, Sendable {
        /// What the node rebuilds.
        package enum Kind: String, Codable, Sendable {
            /// A view controller built by a ``RestorableScreen``.
            case screen
            /// A navigation stack; its children are its screens, bottom to top.
            case stack
            /// A tab bar; its children are its tabs, in order.
            case tabs
            /// A split view (format version 2); its children are its columns' contents, each
            /// naming its ``Node/column``.
            case split
        }

        /// How a node hangs from its parent.
        package enum Relation: String, Codable, Sendable {
            /// In the parent stack, tab bar or split view.
            case child
            /// Presented by the parent.
            case presented
        }

        /// What the node rebuilds.
        package var kind: Kind
        /// The index of the parent node, always smaller than this node's; `nil` for the root.
        package var parent: Int?
        /// How the node hangs from its parent; `nil` for the root.
        package var relation: Relation?
        /// The screen's ``RestorableScreen/screenRestorationType`` (screens only).
        package var screen: String?
        /// The screen's state as JSON text (screens only).
        package var state: String?
        /// The key of a stack or tab bar that had one of its own (one built by a screen of yours).
        package var key: Key?
        /// The selected tab's index among the children (tab bars only).
        package var selectedTab: Int?
        /// How the node is presented (presented nodes only).
        package var presentation: Presentation?
        /// The split view's number of columns, ``ScreenSplitStyle``'s raw value (split views only).
        package var splitStyle: String?
        /// The display mode the split view asked for, ``ScreenSplitDisplayMode``'s raw value, when
        /// it is not `automatic` (split views only).
        package var splitDisplayMode: String?
        /// The column the node fills, ``ScreenSplitColumn``'s raw value (children of split views only).
        package var column: String?
        /// The type name of a stack of the app's own class (stacks built by
        /// ``Screen/withStackContainer(of:)`` only); `nil` for the family's own class.
        package var containerClass: String?

        /// Creates a node.
        package init(
            kind: Kind, parent: Int? = nil, relation: Relation? = nil, screen: String? = nil, state: String? = nil, key: Key? = nil,
            selectedTab: Int? = nil, presentation: Presentation? = nil, splitStyle: String? = nil, splitDisplayMode: String? = nil,
            column: String? = nil, containerClass: String? = nil
        ) {
            self.kind = kind
            self.parent = parent
            self.relation = relation
            self.screen = screen
            self.state = state
            self.key = key
            self.selectedTab = selectedTab
            self.presentation = presentation
            self.splitStyle = splitStyle
            self.splitDisplayMode = splitDisplayMode
            self.column = column
            self.containerClass = containerClass
        }
    }

    /// How a presented node is shown.
    ///
    /// ```swift
    /// ScreenRestorationRecord.Presentation(style: "formSheet", sheet: .init(ScreenSheet(detents: [.medium])))
    /// ```
    /// - Note: An unknown style or one its presenter cannot make drops the node (a
    ///   ``ScreenRestorationDrop``); the restore goes on.
    package struct Presentation: Codable, Hashable, Sendable {
        /// The modal style's name (``ScreenModalPresentationStyle``'s raw value).
        package var style: String
        /// The transition style's name, when it is not `coverVertical`.
        package var transition: String?
        /// The sheet settings, when the node is a sheet whose settings are not UIKit's defaults.
        package var sheet: Sheet?

        /// Creates presentation settings.
        package init(style: String, transition: String? = nil, sheet: Sheet? = nil) {
            self.style = style
            self.transition = transition
            self.sheet = sheet
        }
    }

    /// A sheet's settings (``ScreenSheet`` without its `shouldDismiss` closure, which is code).
    ///
    /// ```swift
    /// let saved = ScreenRestorationRecord.Sheet(ScreenSheet(detents: [.medium, .large]))
    /// saved.screenSheet.detents     // [medium, large]
    /// ```
    /// - Note: Saved only when the settings differ from UIKit's defaults; applied before the
    ///   rebuilt controller is presented.
    package struct Sheet: Codable, Hashable, Sendable {
        /// The detents' identifiers, smallest first.
        package var detents: [String]
        /// Heights of custom detents by identifier.
        package var heights: [String: Double]?
        /// The selected detent.
        package var selectedDetent: String?
        /// Whether a grabber shows.
        package var prefersGrabberVisible: Bool
        /// The corner radius.
        package var preferredCornerRadius: Double?
        /// The largest undimmed detent.
        package var largestUndimmedDetent: String?
        /// Whether scrolling at the edge expands the sheet.
        package var prefersScrollingExpandsWhenScrolledToEdge: Bool
        /// Whether swiping the sheet down is refused.
        package var isModalInPresentation: Bool
    }

    /// A stack's or tab bar's own key, with traits a record can hold (numbers, strings, booleans).
    ///
    /// ```swift
    /// ScreenRestorationRecord.Key(name: "ChatsFlow", traits: [.int(7)])
    /// ```
    /// - Note: A key with a trait of another type is not saved; the container comes back without it.
    package struct Key: Codable, Hashable, Sendable {
        /// The key's name.
        package var name: String
        /// The traits, sorted.
        package var traits: [ScreenRestorationTrait]

        /// Creates a key.
        package init(name: String, traits: [ScreenRestorationTrait] = []) {
            self.name = name
            self.traits = traits
        }
    }

    /// Something the record left out, and why.
    ///
    /// ```swift
    /// navigator.restorationRecord().omissions.map(\.description)   // ["Settings: the tab is not a RestorableScreen"]
    /// ```
    /// - Note: Information only: a restore ignores omissions.
    public struct Omission: Codable, Hashable, Sendable, CustomStringConvertible {
        /// The container that was left out (with everything above or inside it), as text.
        public var container: String
        /// Why: the rule that cut it, such as "not a RestorableScreen".
        public var reason: String

        /// Creates an omission.
        package init(container: String, reason: String) {
            self.container = container
            self.reason = reason
        }

        /// `Settings: not a RestorableScreen`.
        public var description: String { "\(container): \(reason)" }
    }
}
