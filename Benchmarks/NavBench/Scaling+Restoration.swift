import Foundation
import NavDSL
import NavDSLHeadless

/// State restoration per container: recording the tree, encoding the record to JSON, decoding it,
/// and restoring it into a fresh window. The tree is a chain of presented stacks of nine screens
/// each (so `size` containers are `size / 10` presentations), which exercises every part.
extension Scaling {
    static let restoration: [Scaling] = [restorationRecord, restorationEncode, restorationDecode, restorationRestore]

    static let restorationSizes = [100, 300, 1_000, 3_000, 10_000]
    static let restorationRegistry = ScreenRestorationRegistry<HeadlessPlatform>().registering(HeadlessScreen.self)

    /// `navigator.restorationRecord()` of a tree of `size` containers (the tree is set-up).
    static let restorationRecord = Scaling(name: "restoration: record the tree", unit: "container", sizes: restorationSizes) { size in
        let (window, navigator) = await restoredWindow(size)
        return {
            blackHole(navigator.restorationRecord())
            blackHole(window)
        }
    }

    /// `record.jsonData()` of a record of `size` containers.
    static let restorationEncode = Scaling(name: "restoration: encode the record", unit: "container", sizes: restorationSizes) { size in
        let record = chainRecord(size)
        return { blackHole(try? record.jsonData()) }
    }

    /// `ScreenRestorationRecord(jsonData:)` of a record of `size` containers, checks included.
    static let restorationDecode = Scaling(name: "restoration: decode the record", unit: "container", sizes: restorationSizes) { size in
        let data = (try? chainRecord(size).jsonData()) ?? Data()
        return { blackHole(try? ScreenRestorationRecord(jsonData: data, maximumByteCount: .max)) }
    }

    /// `navigator.restore(from:using:)` of `size` containers into a fresh window: building every
    /// screen from its state, the root change and the presentations.
    static let restorationRestore = Scaling(name: "restoration: restore into a fresh window", unit: "container", sizes: restorationSizes) {
        size in
        let record = chainRecord(size)
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        return {
            _ = try? await navigator.restore(from: record, using: restorationRegistry)
            blackHole(window)
        }
    }

    /// A record of `size` containers: a stack of nine screens, presenting a stack of nine screens, ...
    static func chainRecord(_ size: Int) -> ScreenRestorationRecord {
        var nodes: [ScreenRestorationRecord.Node] = []
        var presenter: Int?
        for layer in 0..<max(1, size / 10) {
            let stack = nodes.count
            nodes.append(
                .init(
                    kind: .stack, parent: presenter, relation: presenter == nil ? nil : .presented,
                    presentation: presenter == nil ? nil : .init(style: "fullScreen")))
            for index in 0..<9 {
                nodes.append(
                    .init(
                        kind: .screen, parent: stack, relation: .child, screen: HeadlessScreen.screenRestorationType,
                        state: #"{"name":"S","traits":[\#(layer * 9 + index)]}"#))
            }
            presenter = stack
        }
        return ScreenRestorationRecord(nodes: nodes)
    }

    /// A window showing the chain tree, restored (set-up for the record row).
    private static func restoredWindow(_ size: Int) async -> (HeadlessWindow, ScreenNavigator) {
        let window = HeadlessWindow()
        let navigator = ScreenNavigator(window: window, logger: nil)
        _ = try? await navigator.restore(from: chainRecord(size), using: restorationRegistry)
        return (window, navigator)
    }
}
