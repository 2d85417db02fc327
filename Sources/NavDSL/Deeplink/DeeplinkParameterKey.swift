/// The coding key of one parameter, so errors thrown by a value's own `init(from:)` name it.
struct DeeplinkParameterKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) {
        stringValue = name
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}
