import Foundation
import NavDSLAddons

/// Turns the example's URLs into routes: `app://chat/<id>`, `app://product/<id>`, `app://news`,
/// `app://settings`.
@MainActor
enum ExampleDeeplinks {
    struct InvalidLink: Error, CustomStringConvertible {
        let url: String
        let why: String
        var description: String { "Can't open '\(url)': \(why). Try app://chat/42 or app://product/7." }
    }

    static func route(for text: String) -> Result<HeadlessWindowRoute, InvalidLink> {
        guard text.utf8.count <= 2048, let url = URL(string: text), url.scheme == "app", let host = url.host else {
            return .failure(InvalidLink(url: text, why: "it is not an app:// link"))
        }
        let parts = url.pathComponents.filter { $0 != "/" }
        switch (host, parts.count) {
        case ("chat", 1), ("product", 1):
            guard let id = Int(parts[0]), id > 0 else {
                return .failure(InvalidLink(url: text, why: "the id '\(parts[0])' is not a positive number"))
            }
            return .success(host == "chat" ? AppRoutes.chatDeeplink(id) : AppRoutes.productDeeplink(id))
        case ("news", 0):
            return .success(AppRoutes.selectTab(.news))
        case ("settings", 0):
            return .success(AppRoutes.selectTab(.settings))
        default:
            return .failure(InvalidLink(url: text, why: "no screen answers to '\(host)' with \(parts.count) path parts"))
        }
    }
}
