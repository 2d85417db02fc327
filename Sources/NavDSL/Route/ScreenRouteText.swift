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
        // Pending pieces, the next one last. Pushed back to front by index: each reversed
        // collection would compile a copy of the array code for its own type.
        var pending: [Piece] = []
        push(pieces, onto: &pending)
        while let piece = pending.popLast() {
            switch piece {
            case .text(let literal):
                text += literal
            case .steps(let steps):
                for index in steps.indices.reversed() {
                    if let scoping = steps[index].scoping {
                        push(scoping.textPieces, onto: &pending)
                    } else {
                        pending.append(.text(steps[index].description))
                    }
                    if index > 0 { pending.append(.text(".")) }
                }
            }
        }
        return text
    }

    /// Appends `pieces` to `pending` last first, so they pop off in order.
    private static func push(_ pieces: [Piece], onto pending: inout [Piece]) {
        for index in pieces.indices.reversed() { pending.append(pieces[index]) }
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
