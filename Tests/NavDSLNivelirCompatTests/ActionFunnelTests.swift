import Foundation
import NavDSLHeadless
import NavDSLNivelirCompat
import Testing

/// A Nivelir-style custom action: its output is the container it ran on, its completion is spelled
/// `Completion`, and it cancels with `ScreenCanceledError(for:)`.
@available(*, deprecated, message: "exercises the compat spellings")
struct ContainerOutputAction<Container: HeadlessViewController>: ScreenAction {
    typealias Output = Container

    let allow: Bool

    func perform(container: Container, navigator: ScreenNavigator, completion: @escaping Completion) {
        navigator.logInfo("checking")
        if allow {
            return completion(.success(container))
        }
        completion(.failure(ScreenCanceledError(for: self)))
    }
}

/// The native spelling of the same action: it completes with `()`.
struct VoidOutputAction<Container: HeadlessViewController>: ScreenAction {
    let allow: Bool

    func perform(container: Container, navigator: ScreenNavigator, completion: @escaping ScreenCompletion<Void>) {
        navigator.logger?.info("checking")
        completion(allow ? .success(()) : .failure(ScreenCanceledError()))
    }
}

@available(*, deprecated, message: "exercises the compat spellings")
extension ScreenThenable where Current: HeadlessViewController {
    /// A custom verb declared `-> Self` over an action whose output is the container.
    func check(_ allow: Bool) -> Self {
        then(ContainerOutputAction<Current>(allow: allow))
    }
}

extension ScreenThenable where Current: HeadlessViewController {
    /// The native verb over the `()`-completing action.
    func nativeCheck(_ allow: Bool) -> Self {
        then(VoidOutputAction<Current>(allow: allow))
    }
}

@MainActor
@Suite struct ActionFunnelTests {
    let chat = HeadlessScreen(name: "Chat")

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func containerOutputActionKeepsTheRouteType() async throws {
        let (compat, native, errors) = try await CompatWorld.pair(
            { $0.top(.container).check(true).present(chat) }, { $0.top(.container).nativeCheck(true).present(chat) })
        #expect(compat.state == native.state && errors.0 == "none" && errors.1 == "none")
        #expect(compat.rootStack?.presentedViewController?.description == "Chat")
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func cancellationNamesTheStepAsNativeDoes() async throws {
        let (compat, native, errors) = try await CompatWorld.pair(
            { $0.top(.container).check(false).present(chat) }, { $0.top(.container).nativeCheck(false).present(chat) })
        // The step names the action's type, which is the one difference between the two.
        #expect(
            compat.state == native.state && errors.0.replacingOccurrences(of: "ContainerOutputAction", with: "VoidOutputAction") == errors.1
        )
        #expect(errors.0.contains("cancelled"), "the navigator fills in the step: \(errors.0)")
        #expect(compat.rootStack?.presentedViewController == nil, "nothing presented")
        #expect(ScreenCanceledError(for: VoidOutputAction<HeadlessViewController>(allow: true)).step == nil)
    }

    @available(*, deprecated, message: "exercises the compat spellings")
    @Test func castSeesThroughTheEraser() async throws {
        let action = VoidOutputAction<HeadlessViewController>(allow: true)
        let erased = AnyScreenAction(action)
        #expect(action.cast(to: VoidOutputAction<HeadlessViewController>.self) != nil)
        #expect(erased.cast(to: VoidOutputAction<HeadlessViewController>.self) != nil, "an erased action casts to its base")
        #expect(erased.cast(to: ScreenWaitAction<HeadlessViewController>.self) == nil)
    }
}
