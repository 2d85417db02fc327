import Foundation

extension ScreenRestorationRecord {
    /// The largest record ``init(jsonData:maximumByteCount:)`` reads by default: 1 MiB, about
    /// 8,000 plain screens, far more than an app shows, and a bound on how long a restore can take
    /// (see <doc:RestoringAfterRelaunch>).
    public static let defaultMaximumByteCount = 1 << 20

    /// The record as compact JSON with sorted keys: the same tree always gives the same bytes.
    ///
    /// ```swift
    /// UserDefaults.standard.set(try navigator.restorationRecord().jsonData(), forKey: "navigation")
    /// ```
    /// - Note: Fails only with the encoder's error, which a record's plain values never raise.
    public func jsonData() throws -> Data {
        try Self.encoder().encode(self)
    }

    /// Reads a record from JSON, refusing hostile data before decoding it.
    ///
    /// The data is checked in one linear pass first: its size, how deep it nests and whether an
    /// object names a key twice; then the version is read alone, so a record from a newer NavDSL
    /// fails as such whatever else changed in its format.
    /// ```swift
    /// let record = try ScreenRestorationRecord(jsonData: data)
    /// ```
    /// - Note: Fails with ``ScreenRestorationError`` (`tooLarge`, `malformed`, `newerVersion`);
    ///   nothing is restored by reading.
    public init(jsonData data: Data, maximumByteCount: Int = Self.defaultMaximumByteCount) throws {
        guard data.count <= maximumByteCount else {
            throw ScreenRestorationError(
                .tooLarge, "the record has \(data.count) bytes; at most \(maximumByteCount) are read. Save less state per screen.")
        }
        if let problem = ScreenRestorationJSONCheck.problem(in: data, maximumDepth: Self.maximumDepth) {
            throw ScreenRestorationError(.malformed, problem)
        }
        let decoder = JSONDecoder()
        let version: Int
        do {
            version = try decoder.decode(VersionProbe.self, from: data).version
        } catch {
            throw ScreenRestorationError(.malformed, "no version: \(Self.describe(error))")
        }
        try Self.checkVersion(version)
        do {
            self = try decoder.decode(Self.self, from: data)
        } catch {
            throw ScreenRestorationError(.malformed, Self.describe(error))
        }
    }

    /// How deep a record's JSON nests at most (record, nodes, node, presentation, sheet, heights).
    static let maximumDepth = 8

    /// Fails for a version this build cannot read.
    static func checkVersion(_ version: Int) throws {
        guard version <= currentVersion else {
            throw ScreenRestorationError(
                .newerVersion,
                "the record has format version \(version); this NavDSL reads up to \(currentVersion). Start from your default screens.")
        }
        guard version >= 1 else { throw ScreenRestorationError(.malformed, "format version \(version) does not exist.") }
    }

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// A decoding error in one line: what was wrong, and where.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        let (context, what): (DecodingError.Context, String) =
            switch error {
            case .typeMismatch(let type, let context): (context, "expected \(type)")
            case .valueNotFound(let type, let context): (context, "missing \(type)")
            case .keyNotFound(let key, let context): (context, "missing key '\(key.stringValue)'")
            case .dataCorrupted(let context): (context, "corrupted data")
            @unknown default: (DecodingError.Context(codingPath: [], debugDescription: ""), "undecodable")
            }
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return "\(what) at '\(path.isEmpty ? "top" : path)'"
    }

    private struct VersionProbe: Decodable {
        let version: Int
    }
}

/// One linear pass over JSON text that finds what `JSONDecoder` should never see.
///
/// Nesting deeper than a bound (its parser recurses per level) and objects naming a key twice
/// (which it would silently resolve). Keys are compared as the decoder compares them: unescaped,
/// as Swift strings, so `"version"`, `"ver\u0073ion"` and two canonically equivalent spellings
/// are one key. Strings are skipped with their escapes; the grammar is left to the decoder.
enum ScreenRestorationJSONCheck {
    static func problem(in data: Data, maximumDepth: Int) -> String? {
        var keys: [Set<String>?] = []  // one entry per open container: the keys of an object, nil for an array
        var expectsKey = false
        var index = data.startIndex
        while index < data.endIndex {
            let byte = data[index]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard keys.count < maximumDepth else { return "nested deeper than \(maximumDepth) levels at byte \(index)." }
                keys.append(byte == UInt8(ascii: "{") ? [] : nil)
                expectsKey = byte == UInt8(ascii: "{")
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard keys.popLast() != nil else { return "a closing bracket without an opening one at byte \(index)." }
                expectsKey = false
            case UInt8(ascii: ","):
                expectsKey = keys.last.map { $0 != nil } ?? false
            case UInt8(ascii: "\""):
                guard let end = stringEnd(in: data, from: index) else { return "a string is not closed (truncated?)." }
                if expectsKey, let last = keys.indices.last, var seen = keys[last] {
                    let key = unescaped(data[data.index(after: index)..<end])
                    guard seen.insert(key).inserted else { return "the key '\(key)' appears twice in one object." }
                    keys[last] = seen
                }
                expectsKey = false
                index = end
            default:
                break
            }
            index = data.index(after: index)
        }
        return keys.isEmpty ? nil : "the data ends inside \(keys.count) open object(s) or array(s) (truncated?)."
    }

    /// The text of a JSON string's contents with its escapes resolved.
    ///
    /// A malformed escape is kept as written: the decoder refuses it.
    static func unescaped(_ bytes: Data) -> String {
        let backslash = UInt8(ascii: "\\")
        guard bytes.contains(backslash) else { return String(decoding: bytes, as: UTF8.self) }
        var units: [UInt16] = []  // UTF-16, so an escaped surrogate pair joins its halves
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard bytes[index] == backslash, index + 1 < bytes.endIndex else {
                let end = bytes[(index + 1)...].firstIndex(of: backslash) ?? bytes.endIndex
                units.append(contentsOf: String(decoding: bytes[index..<end], as: UTF8.self).utf16)
                index = end
                continue
            }
            let (unit, length) = escape(in: bytes, at: index + 1)
            units.append(unit)
            index += 1 + length
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// The UTF-16 unit an escape stands for (the text after its backslash) and the escape's length;
    /// a malformed escape stands for the backslash itself.
    private static func escape(in bytes: Data, at index: Data.Index) -> (unit: UInt16, length: Int) {
        switch bytes[index] {
        case UInt8(ascii: "b"): return (0x08, 1)
        case UInt8(ascii: "f"): return (0x0C, 1)
        case UInt8(ascii: "n"): return (0x0A, 1)
        case UInt8(ascii: "r"): return (0x0D, 1)
        case UInt8(ascii: "t"): return (0x09, 1)
        case UInt8(ascii: "u"):
            guard index + 5 <= bytes.endIndex else { return (0x5C, 0) }
            var unit: UInt16 = 0
            for byte in bytes[(index + 1)..<(index + 5)] {
                guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return (0x5C, 0) }
                unit = unit << 4 | UInt16(digit)
            }
            return (unit, 5)
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return (UInt16(bytes[index]), 1)
        default: return (0x5C, 0)
        }
    }

    /// The index of the quote closing the string opened at `start`, or `nil` when it never closes.
    private static func stringEnd(in data: Data, from start: Data.Index) -> Data.Index? {
        var index = data.index(after: start)
        while index < data.endIndex {
            switch data[index] {
            case UInt8(ascii: "\\"): index = data.index(index, offsetBy: 2, limitedBy: data.endIndex) ?? data.endIndex
            case UInt8(ascii: "\""): return index
            default: index = data.index(after: index)
            }
        }
        return nil
    }
}
