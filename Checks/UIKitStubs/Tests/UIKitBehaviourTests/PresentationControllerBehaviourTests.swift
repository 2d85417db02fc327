import Testing
import UIKit

/// When a controller's presentation controller is made, and what a later style change does to it
/// (review R11, device question 9; `presentationController`'s documentation: "accessing this
/// property creates a presentation controller based on the current value in the
/// modalPresentationStyle property").
@MainActor
@Suite struct PresentationControllerBehaviourTests {
    @Test func theFirstReadMakesThePresentationControllerFromTheStyleOfThatMoment() async throws {
        let sheet = Recorder("Sheet")
        let made = try #require(sheet.sheetPresentationController)
        #expect(sheet.presentationController === made && sheet.popoverPresentationController == nil)
        let popover = Recorder("Popover")
        popover.modalPresentationStyle = .popover
        #expect(popover.popoverPresentationController != nil && popover.sheetPresentationController == nil)
        let full = Recorder("Full")
        full.modalPresentationStyle = .fullScreen
        #expect(full.sheetPresentationController == nil && full.popoverPresentationController == nil)
        #expect(full.presentationController != nil, "a full-screen presentation has a plain presentation controller")
    }

    @Test(arguments: StubDeviceAnswers.StyleChangeAfterRead.allCases)
    func aStyleSetAfterTheFirstReadIsShownOnlyIfUIKitMakesAnotherController(
        answer: StubDeviceAnswers.StyleChangeAfterRead
    ) async throws {
        let device = BehaviourDevice(answers: StubDeviceAnswers(styleChangeAfterRead: answer))
        let presented = Recorder("Player")
        let early = try #require(presented.sheetPresentationController)
        early.prefersGrabberVisible = true
        presented.modalPresentationStyle = .fullScreen
        #expect(presented.sheetPresentationController === early, "kept until the presentation")
        device.window.rootViewController?.present(presented, animated: false)
        device.loop.runUntilIdle()
        switch answer {
        case .fixedAtFirstRead:
            #expect(presented.sheetPresentationController === early, "still shown as the sheet")
            #expect(device.window.rootViewController?.viewIfLoaded?.window != nil, "a sheet covers nothing")
        case .madeAgainAtPresentation:
            #expect(presented.sheetPresentationController == nil && presented.presentationController != nil)
            #expect(device.window.rootViewController?.viewIfLoaded?.window == nil, "§6: a full-screen presentation covers its presenter")
        }
    }

    @Test func theStyleAtPresentationDecidesWhenNothingWasReadBefore() async throws {
        let device = BehaviourDevice()
        let presented = Recorder("Player")
        presented.modalPresentationStyle = .fullScreen
        device.window.rootViewController?.present(presented, animated: false)
        device.loop.runUntilIdle()
        #expect(presented.sheetPresentationController == nil)
        #expect(device.window.rootViewController?.viewIfLoaded?.window == nil)
    }

    @Test func aDismissalReleasesThePresentationControllerSoTheNextPresentationMakesANewOne() async throws {
        let device = BehaviourDevice()
        let root = try #require(device.window.rootViewController)
        let presented = Recorder("Sheet")
        root.present(presented, animated: false)
        device.loop.runUntilIdle()
        let first = try #require(presented.sheetPresentationController)
        root.dismiss(animated: false)
        device.loop.runUntilIdle()
        presented.modalPresentationStyle = .popover
        #expect(presented.sheetPresentationController == nil && presented.popoverPresentationController != nil)
        #expect(presented.presentationController !== first)
    }
}
