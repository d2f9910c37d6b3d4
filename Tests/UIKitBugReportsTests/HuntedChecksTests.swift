import Foundation
import GestureLog
import GestureTapeTesting
import HeadlessUI
import TestSupport
import Testing

/// A hunt holds every variant to the expectation file's checks that still make sense under it
/// (docs/TESTING.md §8, "What counts as a failure"): bugs that only a variant reaches, and that
/// only one of those checks sees.
@MainActor
@Suite("Checks in every variant")
struct HuntedChecksTests {
  static let flickDown = Fixtures.recordings.appendingPathComponent(
    "virtio-touchscreen-1fg-flick-down.gtape")

  // The handler that cancels twice does so only on a short pull. The flick finishes as
  // recorded, so the replay passes; a variant that changes the gesture (a rest before the
  // lift, a cut, a slower finger) makes it cancel, and the file's "nothing after the end" rule
  // (part of noJump) sees the second cancel. Before, a hunt checked the file only under
  // variants that keep the gesture, which never cancel this flick: it found nothing.
  @Test func aHuntFindsTheSecondCancelOnlyAVariantReaches() throws {
    let checks: [ReplayCheck] = [.outcome(.finished), .noJump("viewer", beyond: 10_000)]
    let recorded = try Replayer().replay(
      contentsOf: Self.flickDown, into: UIKitBugScenes.viewer(.cancelsTwice))
    #expect(recorded.outcome.kind == .finished)
    #expect(checks.compactMap { $0.verify(recorded) }.isEmpty)
    #expect(recorded.problems.isEmpty)

    let hunt = try Replayer().hunt(
      contentsOf: Self.flickDown, into: UIKitBugScenes.viewer(.cancelsTwice), checks: checks,
      options: .init(budget: 120, distinctFailures: 1))
    let failure = try #require(hunt.failures.first, "\(hunt.text)")
    #expect(failure.check == "engine not driven after finish or cancel")
    #expect(failure.variant.changesTheGesture, "\(failure.variant.descriptor)")
    #expect(failure.failure.message.contains("The handler called cancel"))

    // Shrunk, the tape still fails it, and its expectation file spells the check.
    let shrunk = try Replayer().shrink(
      try GestureLogReader.read(contentsOf: Self.flickDown).recording,
      into: UIKitBugScenes.viewer(.cancelsTwice), variant: failure.variant, check: failure.check,
      checks: hunt.checks)
    let file = shrunk.expectations(recording: "shrunk.gtape", scene: nil)
    #expect(file.checks.contains(.noJump("viewer", beyond: 10_000)))
    #expect(!ReplayExpectations(checks: file.checks).verify(shrunk.result).isEmpty)

    let fixed = try Replayer().hunt(
      contentsOf: Self.flickDown, into: UIKitBugScenes.viewer(.fixed), checks: checks,
      options: .init(budget: 120, distinctFailures: 1))
    #expect(fixed.failures.isEmpty, "\(fixed.text)")
  }
}
