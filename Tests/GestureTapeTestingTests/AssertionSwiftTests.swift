import Foundation
import GestureTapeTesting
import IssueReporting
import Testing

/// Every assertion passing and failing under Swift Testing. Failures are caught with
/// `withKnownIssue` (Swift Testing) and `withExpectedIssue` (IssueReporting), and their text
/// is checked through the pure `verify…` core. Expected values are derived in SampleReplays.
@Suite("Assertions under Swift Testing")
struct AssertionSwiftTests {
  let finished = SampleReplays.drag(.finish)

  @Test func outcomePasses() {
    #expect(expectOutcome(of: finished, is: .finished))
    // The animation ends 300 ms after the 200 ms release: 0.5 s.
    #expect(
      expectOutcome(of: finished, is: .finished, at: .seconds(0.5), tolerance: .seconds(0.001)))
  }

  @Test func outcomeFails() {
    withKnownIssue { expectOutcome(of: finished, is: .cancelled) }
    withExpectedIssue { expectOutcome(of: finished, is: .finished, at: .seconds(0.3)) }
    let message = ReplayCheck.outcome(.cancelled).verify(finished) ?? ""
    #expect(message.contains("but it was finished at 0.500 s (display frame 30"))
    #expect(message.contains("progress 0.333 + velocity.y / height 1.667 = 2.000 > 0.300"))
    #expect(message.contains("What to do"))
    let late = ReplayCheck.outcome(.finished, at: .seconds(0.3)).verify(finished) ?? ""
    #expect(late.contains("0.200 s late"))
  }

  @Test func viewPasses() {
    // End: y = 300 + 600 = 900, opacity 0. Release (frame 12 at 200 ms): y = 300.
    #expect(expectView(.heroID("image_0"), in: finished, at: .end, .position(.init(x: 50, y: 900))))
    #expect(expectView("image_0", in: finished, at: .end, .opacity(0)))
    #expect(expectView("image_0", in: finished, at: .release, .position(.init(x: 50, y: 300))))
    // 0.1 s is frame 6 exactly; the finger was at y = 100 + 10·10 = 200.
    #expect(
      expectView("image_0", in: finished, at: .time(.seconds(0.1)), .position(.init(x: 50, y: 200)))
    )
    // Progress reaches 0.5 first on frame 17 (283.3 ms): y = 300 + 600·83.3/300 = 466.67.
    #expect(
      expectView(
        "image_0", in: finished, at: .progress(0.5), .position(.init(x: 50, y: 466.67)),
        tolerance: .absolute(0.01)))
    // Frame: 100 × 80 centred on (50, 900).
    #expect(
      expectView(
        "image_0", in: finished, at: .end, .frame(.init(x: 0, y: 860, width: 100, height: 80))))
    #expect(expectView("image_0", in: finished, at: .end, .scale(1)))
  }

  @Test func viewFails() {
    withKnownIssue { expectView("image_0", in: finished, at: .end, .opacity(1)) }
    withKnownIssue { expectView("missing", in: finished, at: .end, .opacity(1)) }
    withExpectedIssue { expectView("image_0", in: finished, at: .progress(2), .scale(1)) }
    let message =
      ReplayCheck.view("image_0", at: .end, .position(.init(x: 50, y: 800))).verify(finished) ?? ""
    #expect(
      message.contains("expected position (50.00, 800.00) ± 0.5, got position (50.00, 900.00)"))
    #expect(message.contains("at 0.550 s (display frame 33, input frame 20) of sample-drag"))
    let absent = ReplayCheck.view("missing", at: .end, .opacity(0)).verify(finished) ?? ""
    #expect(absent.contains("Tracked views: image_0 (image_0)"))
  }

  @Test func followsFingerPassesAndReportsLag() throws {
    #expect(expectFollowsFinger("image_0", in: finished, within: 0.5))
    // A view 50 ms behind a finger moving 1000 pt/s trails by 50 pt at most.
    let lagging = SampleReplays.drag(lagMilliseconds: 50)
    let measured = try #require(FollowMeasurement.measure("image_0", in: lagging))
    #expect(measured.maximumGap == 50)
    // The finger is sampled every 10 ms, so any shift in (46.67, 50] ms lines the 60 Hz frames
    // (phases 0, 6.67, 3.33 ms within a sample) up with the same samples: the lag is found to
    // within that window, as its smallest member in 1 ms steps.
    #expect(measured.lag >= 46_000_000 && measured.lag <= 50_000_000)
    #expect(expectFollowsFinger("image_0", in: lagging, within: 50))
  }

  @Test func followsFingerFails() {
    let lagging = SampleReplays.drag(lagMilliseconds: 50)
    withKnownIssue { expectFollowsFinger("image_0", in: lagging, within: 10) }
    let message = ReplayCheck.followsFinger("image_0", within: 10).verify(lagging) ?? ""
    #expect(message.contains("the gap reached 50.00 pt"))
    // 47 ms: the smallest 1 ms shift in the (46.67, 50] ms window (see the test above).
    #expect(message.contains("lags the finger by about 0.047 s"))
  }

  @Test func noJumpPasses() {
    // After the release the view moves 600 pt in 300 ms: 33.3 pt per 60 Hz frame.
    #expect(expectNoJump("image_0", in: finished, beyond: 34))
  }

  @Test func noJumpFails() {
    withKnownIssue { expectNoJump("image_0", in: finished, beyond: 30) }
    let jumping = SampleReplays.drag(jumpAtFrame: 25)
    withExpectedIssue { expectNoJump("image_0", in: jumping, beyond: 100) }
    let message = ReplayCheck.noJump("image_0", beyond: 100).verify(jumping) ?? ""
    #expect(message.contains("between display frames 24 and 25"))
    #expect(message.contains("1 more jump(s) follow"))
    let misuse =
      ReplayCheck.noJump("image_0", beyond: 100).verify(SampleReplays.updateAfterFinish()) ?? ""
    #expect(misuse.contains("called update at 0.216 s"))
    #expect(misuse.contains("after finish at 0.200 s"))
  }

  @Test func notStuckPassesAndFails() {
    #expect(expectNotStuck(finished, within: .seconds(0.3)))
    withKnownIssue { expectNotStuck(finished, within: .seconds(0.2)) }
    withKnownIssue { expectNotStuck(SampleReplays.drag(.stuck), within: .seconds(5)) }
    let message = ReplayCheck.notStuck(within: .seconds(5)).verify(SampleReplays.drag(.stuck)) ?? ""
    #expect(message.contains("The transition is stuck"))
    #expect(message.contains("progress 0.333"))
  }

  @Test func releasePassesAndFails() {
    #expect(
      expectRelease(
        of: finished, translation: .init(x: 0, y: 200), velocity: .init(x: 0, y: 1000)))
    withKnownIssue {
      expectRelease(of: finished, velocity: .init(x: 0, y: 500), velocityTolerance: .absolute(10))
    }
    let message = ReplayCheck.release(translation: .init(x: 0, y: 150)).verify(finished) ?? ""
    #expect(message.contains("translation expected (0.00, 150.00) ± 1 pt, got (0.00, 200.00)"))
    #expect(message.contains("input frame 20"))
  }

  @Test func throwingResultBecomesAFailure() {
    struct Boom: Error {}
    func failing() throws -> ReplayResult { throw Boom() }
    withKnownIssue { expectOutcome(of: try failing(), is: .finished) }
  }

  @Test func failureCarriesTheCallersLocation() {
    let callLine: UInt = #line + 2
    let failures = withCapturedFailures {
      expectOutcome(of: finished, is: .cancelled)
    }
    #expect(failures.count == 1)
    #expect(failures.first?.line == callLine)
    // Swift gives a defaulted #column the column of the call's opening parenthesis:
    // six spaces of indent + "expectOutcome" (13) puts "(" at column 20.
    #expect(failures.first?.column == 20)
    #expect(failures.first?.fileID == #fileID)
  }
}
