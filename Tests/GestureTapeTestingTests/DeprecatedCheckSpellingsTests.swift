import GestureTapeTesting
import Testing

/// The spellings kept for one release (CHANGELOG.md, "Migration") still mean what they meant:
/// the verify functions are their catalogue check's message, and times in seconds are the same
/// instants and durations. This file calls deprecated API on purpose.
@MainActor
@Suite("Deprecated check spellings")
struct DeprecatedCheckSpellingsTests {
  let finished = SampleReplays.drag(.finish)
  let cancelled = SampleReplays.drag(.cancel)

  @Test func aVerifyFunctionIsItsChecksMessage() {
    #expect(ReplayCheck.outcome(.finished).verify(cancelled) != nil)
    #expect(
      verifyOutcome(of: cancelled, is: .finished)
        == ReplayCheck.outcome(.finished).verify(cancelled))
    #expect(
      verifyNotStuck(of: finished, within: 0.5)
        == ReplayCheck.notStuck(within: .seconds(0.5)).verify(finished))
    #expect(verifyCameToRest(cancelled) == ReplayCheck.cameToRest.verify(cancelled))
  }

  @Test func secondsAreTheSameTimes() {
    #expect(ReplayCheck.notStuck(within: 1.5) == .notStuck(within: .milliseconds(1500)))
    #expect(
      ReplayCheck.outcome(.finished, at: 0.9, tolerance: .absolute(0.1))
        == .outcome(.finished, at: .seconds(0.9), tolerance: .milliseconds(100)))
    #expect(ReplayMoment.time(0.25) == .time(.milliseconds(250)))
    guard case .wait(let duration) = ReplayStep.wait(seconds: 0.5) else {
      Issue.record("wait(seconds:) is not a wait")
      return
    }
    #expect(duration == .milliseconds(500))
    #expect(ReplayStep.wait(seconds: 0.5).label == "wait 0.500 s")
  }
}
