/// The checks that keep a deep link from meaning one thing to Foundation and another to a browser
/// (a WHATWG URL parser), and keep control characters out of parameters.
///
/// A browser strips tabs and newlines, reads `\` as `/`, decodes `%` in hosts, maps full-width
/// and other Unicode letters through IDNA and resolves `.` and `..` path segments; Foundation
/// does none of that. Each of those differences could make `https://evil.com\@example.com/chat/1`
/// look like an `example.com` link to the app while the browser opened `evil.com`, so the raw text
/// must not contain them at all.
extension DeeplinkURL {
    /// Rejects raw control characters (tabs and newlines included), DEL and backslashes anywhere
    /// in the text, before Foundation sees it.
    static func checkRawCharacters(_ text: String) throws {
        for scalar in text.unicodeScalars where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\\" {
            throw DeeplinkError(
                .ambiguousURL, subject: text,
                detail: "it contains U+\(String(scalar.value, radix: 16, uppercase: true)) (a control character or a backslash), "
                    + "which browsers and Foundation read differently. Percent-encode it.")
        }
    }

    /// Rejects spaces Foundation let through, and a scheme not followed by `//`.
    static func checkSchemeAndSpaces(_ text: String, scheme: String) throws {
        guard !text.contains(" ") else {
            throw DeeplinkError(.ambiguousURL, subject: text, detail: "it contains a space; percent-encode it as %20.")
        }
        guard text.dropFirst(scheme.count).hasPrefix("://") else {
            throw DeeplinkError(
                .ambiguousURL, subject: text, detail: "the scheme must be followed by '//' and a host, as in app://chat/42.")
        }
    }

    /// Rejects an authority that is not a plain host.
    ///
    /// The authority (between `://` and the first `/`, `?` or `#`) may hold ASCII letters, digits,
    /// `-`, `.` (and `_`, `~` for custom schemes) only: no user info (`@`), no percent-escapes, no
    /// port. It must equal the host Foundation found.
    static func checkAuthority(of text: String, scheme: String, foundationHost: String?) throws {
        let afterScheme = text.dropFirst(scheme.count + 3)
        let authority = afterScheme.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let isWeb = scheme == "http" || scheme == "https"
        for scalar in authority.unicodeScalars {
            let plain =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
                || scalar == "."
                || (!isWeb && (scalar == "_" || scalar == "~"))
            guard plain else {
                throw DeeplinkError(
                    .ambiguousURL, subject: text,
                    detail: "its host '\(authority)' contains '\(scalar)'; deep link hosts are plain ASCII names, "
                        + "without user info (@), percent-escapes, ports or Unicode, so browsers and the app read the same host.")
            }
        }
        guard (foundationHost ?? "").lowercased() == authority.lowercased() else {
            throw DeeplinkError(
                .ambiguousURL, subject: text, detail: "Foundation reads its host as '\(foundationHost ?? "")', not '\(authority)'.")
        }
    }

    /// `.` and `..` segments, which a browser resolves away and the app would not.
    static func checkDotSegments(_ segments: [String], text: String) throws {
        guard !segments.contains(where: { $0 == "." || $0 == ".." }) else {
            throw DeeplinkError(
                .ambiguousURL, subject: text, detail: "its path has a '.' or '..' segment, which browsers resolve and the app does not.")
        }
    }

    /// Rejects control characters (C0, DEL, C1: `%00`, `%0A`, `%7F`, `%C2%85`) in a decoded value.
    ///
    /// - Throws: ``DeeplinkError`` `forbiddenCharacter` naming `name`.
    static func checkCharacters(_ value: String, name: String) throws {
        for scalar in value.unicodeScalars where scalar.properties.generalCategory == .control {
            throw DeeplinkError(
                .forbiddenCharacter, subject: name,
                detail: "it contains the control character U+\(String(scalar.value, radix: 16, uppercase: true)); parameters are text.")
        }
    }
}
