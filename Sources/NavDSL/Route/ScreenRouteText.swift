/// Route-syntax text for a list of steps (`top(.stack).push(Chat(42))`), the one place that joins
/// step descriptions.
///
/// Steps that wrap routes (`resolve()`, nested forms, fallbacks) are expanded with an explicit
/// stack instead of recursion, so describing a route nested ten thousand levels deep costs linear
/// time and constant stack depth.
@MainActor
package enum ScreenRouteText {
    /// A piece of a step's text: literal text, or steps to describe in its place.
    package enum Piece {
        case text(String)
        case steps([AnyScreenRouteAction])
    }

    /// The text of `steps`, joined with dots.
    package static func of(_ steps: [AnyScreenRouteAction]) -> String {
        of([.steps(steps)])
    }

    /// The text of `pieces`, with every wrapped route written out.
    package static func of(_ pieces: [Piece]) -> String {
        var text = ""
        var pending = Array(pieces.reversed())
        while let piece = pending.popLast() {
            switch piece {
            case .text(let literal):
                text += literal
            case .steps(let steps):
                for (index, step) in steps.enumerated().reversed() {
                    if let scoping = step.scoping {
                        pending.append(contentsOf: scoping.textPieces.reversed())
                    } else {
                        pending.append(.text(step.description))
                    }
                    if index > 0 { pending.append(.text(".")) }
                }
            }
        }
        return text
    }

    /// The text of `pieces` with wrapped routes left out, for a log line about the wrapping step
    /// itself (its steps are logged one by one as they run).
    package static func outline(_ pieces: [Piece]) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let literal): literal
            case .steps: "…"
            }
        }.joined()
    }
}
