/// What the user did to an alert on screen so far: the fields' text and the button tapped.
///
/// One set of rules for every platform's alert model (`HeadlessAlertController` and the SwiftUI
/// family's alert model): a field is found by name or position, a button is tapped only while
/// enabled for the current text, and only once, as UIKit ignores taps after the first.
package struct ScreenAlertSession {
    /// What the alert shows.
    package let alert: ScreenAlert
    /// The fields' current text.
    package private(set) var values: ScreenAlertValues
    /// The title of the button tapped, once one was.
    package private(set) var tappedButton: String?

    /// A session on `alert`, its fields holding their initial text.
    package init(alert: ScreenAlert) {
        self.alert = alert
        values = alert.initialValues
    }

    /// The position of the field named `field`, or `nil`.
    package func fieldIndex(named field: String) -> Int? {
        values.names.firstIndex(of: field)
    }

    /// Replaces the text of the field at `index`; `false`, changing nothing, when there is none.
    package mutating func type(_ text: String, intoFieldAt index: Int) -> Bool {
        guard values.texts.indices.contains(index) else { return false }
        var texts = values.texts
        texts[index] = text
        values = ScreenAlertValues(names: values.names, texts: texts)
        return true
    }

    /// Whether the button titled `title` can be tapped now; `false` when there is none.
    @MainActor
    package func isButtonEnabled(titled title: String) -> Bool {
        guard let button = alert.buttons.first(where: { $0.title == title }) else { return false }
        return button.isEnabled?(values) ?? true
    }

    /// Records a tap on the button titled `title` and returns that button; `nil`, changing
    /// nothing, when there is no such button, it is disabled, or a button was already tapped.
    @MainActor
    package mutating func tap(titled title: String) -> ScreenAlertButton? {
        guard tappedButton == nil, isButtonEnabled(titled: title),
            let button = alert.buttons.first(where: { $0.title == title })
        else { return nil }
        tappedButton = title
        return button
    }

    /// The cancel button, which UIKit runs when an action sheet's popover is closed by a tap
    /// outside it; `nil` when the alert has none.
    package var cancelButton: ScreenAlertButton? {
        alert.buttons.first { $0.style == .cancel }
    }
}
