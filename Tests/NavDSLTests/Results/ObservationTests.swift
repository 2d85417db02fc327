import NavDSL
import NavDSLHeadless
import Testing

/// `observe(by:where:)`: screens notify the observers whose predicate locates them; `observe` keeps
/// its observer until the token is released or cancelled, `observeWeakly` holds it weakly.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ObservationTests {
    let app = ObservedTabs()

    // MARK: - Predicates

    @Test func pushedAfterHearsTheScreensAboveItInItsOwnStackOnly() async throws {
        let tokenA = app.navigator.observe(by: app.listA, where: .pushed(after: app.listA))
        let tokenB = app.navigator.observe(by: app.listB, where: .pushed(after: app.listB))
        let direct = ListenerController()
        let tokenDirect = app.navigator.observe(by: direct, where: .pushed(after: app.listA, recursively: false))
        let first = try await app.show(1) { HeadlessWindowRoute().top(.stack).push($0).resolve() }
        let second = try await app.show(2) { HeadlessWindowRoute().top(.stack).push($0).resolve() }
        first.update()
        second.update()
        #expect(app.listA.chats == [1, 2])
        #expect(direct.chats == [1], "not recursively: only the controller right after")
        #expect(app.listB.chats.isEmpty)
        withExtendedLifetime((tokenA, tokenB, tokenDirect)) {}
    }

    @Test func presentedOnHearsWhatIsPresentedAboveItWhenItIsOnTheVisiblePath() async throws {
        let tokenA = app.navigator.observe(by: app.listA, where: .presented(on: app.listA))
        let tokenB = app.navigator.observe(by: app.listB, where: .presented(on: app.listB))
        let chat = try await app.show(3) { HeadlessWindowRoute().top(.container).present($0.withStackContainer()).resolve() }
        chat.update()
        #expect(app.listA.chats == [3])
        #expect(app.listB.chats.isEmpty, "listB is in a tab that is not selected")
        withExtendedLifetime((tokenA, tokenB)) {}
    }

    @Test func childOfHearsFromInsideTheContainerOnly() async throws {
        let outside = ListenerController()
        let tokenInside = app.navigator.observe(by: app.listA, where: .child(of: app.stackA))
        let tokenOutside = app.navigator.observe(by: outside, where: .child(of: app.stackB))
        let shallow = ListenerController()
        let tokenShallow = app.navigator.observe(by: shallow, where: .child(of: app.tabs, recursively: false))
        let chat = try await app.show(4) { HeadlessWindowRoute().top(.stack).push($0).resolve() }
        chat.update()
        #expect(app.listA.chats == [4])
        #expect(outside.chats.isEmpty)
        #expect(shallow.chats.isEmpty, "the chat is a grandchild of the tab bar")
        withExtendedLifetime((tokenInside, tokenOutside, tokenShallow)) {}
    }

    @Test func visibleHearsOnlyWhileTheGivenContainerIsVisible() async throws {
        let token = app.navigator.observe(by: app.listB, where: .visible(app.listB))
        let chat = try await app.show(5) { HeadlessWindowRoute().top(.stack).push($0).resolve() }
        chat.update()
        #expect(app.listB.chats.isEmpty, "listB's tab is not selected")
        try await app.navigator.navigateAndWait(to: HeadlessWindowRoute().top(.tabs).selectTab(with: .index(1)))
        chat.update()
        #expect(app.listB.chats == [5])
        withExtendedLifetime(token) {}
    }

    @Test func anyAndCombinations() async throws {
        let everything = ListenerController()
        let either = ListenerController()
        let both = ListenerController()
        let tokens = [
            app.navigator.observe(by: everything),
            app.navigator.observe(by: either, where: .satisfiedAny(.pushed(after: app.listB), .child(of: app.stackA))),
            app.navigator.observe(by: both, where: .satisfiedAll(.child(of: app.stackA), .visible(app.listB))),
        ]
        let chat = try await app.show(6) { HeadlessWindowRoute().top(.stack).push($0).resolve() }
        chat.update()
        #expect(everything.chats == [6])
        #expect(either.chats == [6])
        #expect(both.chats.isEmpty, "listB is not visible")
        withExtendedLifetime(tokens) {}
    }

    @Test func observersHearOnlyTheirOwnKindOfEvent() async throws {
        final class ProfileOnly: ProfileObserver {
            var changes = 0
            func profileChanged() { changes += 1 }
        }
        let profileOnly = ProfileOnly()
        let tokens = [app.navigator.observe(by: profileOnly), app.navigator.observe(by: app.listA, where: .type((any ChatObserver).self))]
        let chat = try await app.show(7) { HeadlessWindowRoute().top(.stack).push($0).resolve() }
        chat.update()
        #expect(profileOnly.changes == 0)
        #expect(app.listA.chats == [7])
        withExtendedLifetime(tokens) {}
    }

    @Test func screenPredicateMatchesByKey() async throws {
        let token = app.navigator.observe(by: app.listA, where: .screen(ChatScreen(id: 9)))
        let other = try await app.show(8) { HeadlessWindowRoute().top(.stack).push($0).resolve() }
        let wanted = try await app.show(9) { HeadlessWindowRoute().top(.stack).push($0).resolve() }
        other.update()
        wanted.update()
        #expect(app.listA.chats == [9])
        withExtendedLifetime(token) {}
    }

    // MARK: - Lifetimes

    @Test func observeKeepsTheObserverWhileItsTokenLives() async throws {
        // Nivelir's lifetime: code that keeps only the token (an in-route gate) still hears.
        var observer: ListenerController? = ListenerController()
        weak let weakObserver = observer
        var token = observer.map { app.navigator.observe(by: $0, where: .any) }
        observer = nil
        #expect(weakObserver != nil, "the token keeps the observer")
        let chat = try await app.show(10) { HeadlessWindowRoute().top(.stack).push($0).resolve() }
        chat.update()
        #expect(weakObserver?.chats == [10])
        token = nil
        #expect(weakObserver == nil, "released with its token")
        chat.update()
        #expect(app.navigator.observers.count == 0)
        withExtendedLifetime(token) {}
    }

    @Test func cancellingTheTokenReleasesTheObserver() async throws {
        var observer: ListenerController? = ListenerController()
        weak let weakObserver = observer
        let token = try #require(observer.map { app.navigator.observe(by: $0, where: .any) })
        observer = nil
        token.cancel()
        #expect(weakObserver == nil, "a cancelled observation holds nothing")
        #expect(app.navigator.observers.count == 0)
    }

    @Test func observeWeaklyDoesNotKeepTheObserver() async throws {
        var observer: ListenerController? = ListenerController()
        weak let weakObserver = observer
        observer.map { app.navigator.observeWeakly(by: $0, where: .any) }
        let chat = try await app.show(10) { HeadlessWindowRoute().top(.stack).push($0).resolve() }
        observer = nil
        #expect(weakObserver == nil, "observeWeakly holds the observer weakly")
        chat.update()
        #expect(app.navigator.observers.count == 0)
    }

    @Test func predicateDoesNotRetainTheContainersItNames() async throws {
        var listener: ListenerController? = ListenerController()
        weak let weakListener = listener
        listener.map { app.navigator.observeWeakly(by: app.listA, where: .satisfiedAny(.presented(on: $0), .pushed(after: $0))) }
        listener = nil
        #expect(weakListener == nil)
        let chat = try await app.show(11) { HeadlessWindowRoute().top(.stack).push($0).resolve() }
        chat.update()
        #expect(app.listA.chats.isEmpty, "a predicate whose container is gone matches nothing")
    }

    @Test func cancelledTokenStopsTheObservation() async throws {
        let token = app.navigator.observe(by: app.listA)
        let chat = try await app.show(12) { HeadlessWindowRoute().top(.stack).push($0).resolve() }
        chat.update()
        token.cancel()
        chat.update()
        #expect(app.listA.chats == [12])
        #expect(token.isCancelled)
    }

    @Test func releasedTokenStopsTheObservation() async throws {
        var token: ScreenRegistrationToken? = app.navigator.observe(by: app.listA)
        let chat = try await app.show(13) { HeadlessWindowRoute().top(.stack).push($0).resolve() }
        chat.update()
        token = nil
        chat.update()
        #expect(app.listA.chats == [13])
        #expect(token == nil)
    }

    @Test func weakObservationLastsAsLongAsTheObserver() async throws {
        app.navigator.observeWeakly(by: app.listA, where: .child(of: app.stackA))
        let chat = try await app.show(14) { HeadlessWindowRoute().top(.stack).push($0).resolve() }
        chat.update()
        chat.update()
        #expect(app.listA.chats == [14, 14])
    }
}
