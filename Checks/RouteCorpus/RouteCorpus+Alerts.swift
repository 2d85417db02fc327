import NavDSL
import NavDSLAddons

extension RouteCorpus where Platform: ScreenAlertPlatform {
    /// The alert addon, the one addon every family with alerts shares: an alert over a sheet,
    /// found by its key, and closed.
    static func alertAddonEntries(animated: Bool) -> [Entry] {
        let alert = ScreenAlert(title: "Delete?", message: "The draft goes.", buttons: .destructive("Delete") {}, .cancel())
        return [
            Entry(
                "alert addon: an alert over a sheet", needs: [.alerts], start: tabs,
                steps: [
                    .route("present a sheet", Route().top(.container).present(stacked("Draft"), animated: animated)),
                    .route("alert over it", Route().top(.container).present(alert: alert, animated: animated)),
                    .route("close the alert", Route().top(.container).presenting.dismiss(animated: animated)),
                ])
        ]
    }
}
