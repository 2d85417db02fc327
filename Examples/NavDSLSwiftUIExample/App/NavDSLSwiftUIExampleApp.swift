#if canImport(SwiftUI) && canImport(UIKit)
    import NavDSL
    import NavDSLSwiftUI
    #if canImport(NavDSLExampleRoutes)
        // A package product in an app; compiled into the app module itself (SharedRoutes/) otherwise.
        import NavDSLExampleRoutes
    #endif
    import SwiftUI

    /// The app's navigation: the shared routes (`Examples/NavDSLExampleRoutes`) over this app's screens.
    ///
    /// `swift test` runs the same `AppRoutes` on the SwiftUI models over stand-ins
    /// (`Tests/NavDSLSwiftUITests/Example`).
    typealias Routes = AppRoutes<SwiftUIScreens>

    /// The app: one ``ExampleScene`` per window scene, its navigation restored across relaunches and
    /// its deep links (`navdsl://chat/7`, `https://example.com/chat/7`) opened by the shared links.
    @main
    struct NavDSLSwiftUIExampleApp: App {
        var body: some Scene {
            WindowGroup {
                ExampleSceneView()
            }
        }
    }

    /// One window scene: its models, its navigator and deep links, drawn by `NavigationSceneView`.
    struct ExampleSceneView: View {
        @StateObject private var scene = ExampleScene(session: ExampleScene.session)

        var body: some View {
            NavigationSceneView(window: scene.window, navigator: scene.navigator)
                .restoresNavigation(of: scene.navigator) { record in
                    scene.start(restoring: record)
                }
                .handlesDeeplinks(with: scene.deeplinks) { url, result in
                    scene.report(url, result)
                }
                .overlay(alignment: .bottom) {
                    if let problem = scene.problem {
                        Text(problem).padding().background(.thinMaterial, in: Capsule()).padding()
                    }
                }
        }
    }
#endif
