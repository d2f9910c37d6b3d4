import Foundation
import GestureTapeTesting
import IssueReporting
import Synchronization
import Testing

/// Checks as values: one `ReplayCheck` per check, `expect(result, checks…)` as the one entry
/// point, expectation files decoding into `[ReplayCheck]`.
@Suite("Checks as values")
struct ReplayCheckTests {
  let finished = SampleReplays.drag(.finish)
  let cancelled = SampleReplays.drag(.cancel)

  @Test func aCustomCheckIsAName() {
    let settles = ReplayCheck("settles by 1 s") { result in
      (result.outcome.settleTime ?? .seconds(60)) <= .seconds(1) ? nil : "did not settle"
    }
    #expect(settles.name == "settles by 1 s")
    #expect("\(settles)" == "settles by 1 s")
    #expect(settles.verify(finished) == nil)
    let never = ReplayCheck("never") { _ in "always fails" }
    #expect(never.verify(finished) == "always fails")
  }

  @Test func expectReportsEveryFailedCheckAndPassesWhenAllPass() {
    #expect(expect(finished, .outcome(.finished), .notStuck(within: .seconds(1))))
    withKnownIssue {
      #expect(!expect(cancelled, .outcome(.finished), .notStuck(within: .seconds(0.5))))
    } matching: { issue in
      issue.description.contains("finished")
    }
    let count = Mutex(0)
    withKnownIssue {
      expect(cancelled, .outcome(.finished), ReplayCheck("fails") { _ in "second failure" })
    } matching: { _ in
      count.withLock { $0 += 1 }
      return true
    }
    #expect(count.withLock { $0 } == 2)
  }

  @Test func anExpectationFileIsItsChecks() throws {
    let json = """
      {
        "version": 1,
        "outcome": "finished",
        "endTime": { "seconds": 0.5 },
        "notStuckWithin": 1,
        "views": [ { "view": "image_0", "at": "end", "opacity": 0, "position": { "x": 50, "y": 900 } } ],
        "noJump": { "view": "image_0", "beyond": 80 }
      }
      """
    let expectations = try ReplayExpectations.decode(Data(json.utf8), path: "x.expect.json")
    let names = expectations.checks.map(\.name)
    #expect(names.count == 5)
    #expect(names.first == "outcome finished at 0.5 s")
    #expect(names.last == "view \"image_0\" does not jump beyond 80.0 pt")
    #expect(expectations.verify(finished) == expectations.checks.compactMap { $0.verify(finished) })
    #expect(expectations.verify(cancelled).count >= 1)
  }

  @Test func aDefaultToleranceLivesOnce() throws {
    // An expectation file without a tolerance and the check without one use the same bound:
    // an end 0.04 s off passes both, 0.06 s off fails both (the default is 50 ms).
    let end = try #require(finished.outcome.end)
    for (offset, passes) in [(0.04, true), (0.06, false)] {
      let seconds = end.seconds + offset
      let json = #"{"version": 1, "outcome": "finished", "endTime": {"seconds": \#(seconds)}}"#
      let file = try ReplayExpectations.decode(Data(json.utf8))
      #expect((file.verify(finished).isEmpty) == passes)
      let check = ReplayCheck.outcome(.finished, at: .seconds(seconds))
      #expect((check.verify(finished) == nil) == passes)
      #expect(file.checks == [check])
    }
    #expect(VirtualDuration.endTimeTolerance == .milliseconds(50))
  }
}
