import NavDSLHeadless
import Testing

/// The plain models of the alert, the share sheet and the mail composer, without any family: the
/// rules both families share (once only, dismissal before the handler) hold in the model itself.
@MainActor
@Suite struct SystemScreenModelTests {
    @Test func anAlertButtonRunsOnceAfterTheDismissal() {
        var log: [String] = []
        let model = ScreenAlertModel(
            alert: ScreenAlert(title: "Delete?", buttons: .destructive("Delete") { log.append("deleted") }, .cancel()))
        var pending: (@MainActor () -> Void)?
        model.dismissal = { then in
            log.append("dismissing")
            pending = then
        }
        let alert = AlertStandIn(model)
        #expect(!alert.tapButton(titled: "Rename"), "no such button")
        #expect(alert.tapButton(titled: "Delete"))
        #expect(log == ["dismissing"], "the handler waits for the dismissal")
        pending?()
        #expect(log == ["dismissing", "deleted"])
        #expect(!alert.tapButton(titled: "Cancel"), "UIKit ignores taps after the first")
        #expect(alert.tappedButton == "Delete")
    }

    @Test func anAlertWithoutADismissalRunsItsHandlerAtOnceAndReportsFieldChanges() {
        var changes = 0
        let model = ScreenAlertModel(
            alert: ScreenAlert(title: "Log in", textFields: [ScreenAlertTextField(placeholder: "Email")], buttons: .cancel()))
        model.fieldsChanged = { changes += 1 }
        let alert = AlertStandIn(model)
        #expect(alert.type("ann@example.com", into: "Email"))
        #expect(!alert.type("x", intoFieldAt: 3), "no such field")
        #expect(changes == 1)
        #expect(alert.values.texts == ["ann@example.com"])
        #expect(alert.tapButton(titled: "Cancel"))
    }

    @Test func aShareSheetReportsOnceHoweverItCloses() {
        var reported: [ScreenShareCompletion] = []
        let model = ScreenShareModel(share: ScreenShare(items: ["Hi"]) { reported.append($0) })
        let sheet = ShareStandIn(model)
        #expect(sheet.complete(activity: nil))
        #expect(!sheet.complete(activity: .mail), "closed already")
        model.report(ScreenShareCompletion(activityType: nil, completed: false))
        #expect(reported.count == 1)
        #expect(sheet.completion?.completed == false)
    }

    @Test func aMailComposerFinishesOnceAfterTheDismissal() {
        var log: [String] = []
        let model = ScreenMailModel(mail: ScreenMail(to: ["help@example.com"])) { log.append("\($0)") }
        model.dismissal = { then in
            log.append("dismissed")
            then()
        }
        let composer = MailStandIn(model)
        composer.finish(with: .sent)
        composer.finish(with: .cancelled)
        #expect(log == ["dismissed", "sent"])
        #expect(composer.result == .sent)
    }
}

/// Containers of no family, holding the plain models.
@MainActor
private final class AlertStandIn: ScreenAlertShowing {
    let alertModel: ScreenAlertModel
    init(_ model: ScreenAlertModel) { alertModel = model }
}

@MainActor
private final class ShareStandIn: ScreenShareShowing {
    let shareModel: ScreenShareModel
    init(_ model: ScreenShareModel) { shareModel = model }
}

@MainActor
private final class MailStandIn: ScreenMailComposing {
    let mailModel: ScreenMailModel
    init(_ model: ScreenMailModel) { mailModel = model }
}
