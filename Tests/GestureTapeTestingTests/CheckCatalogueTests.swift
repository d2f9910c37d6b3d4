import Foundation
import GestureTapeTesting
import Testing

/// Each check is defined once: its expectation-file spelling and the schema come from its
/// definition, so every catalogue check survives a file, and a file can ask for any of them.
@MainActor
@Suite("The check catalogue")
struct CheckCatalogueTests {
  let finished = SampleReplays.drag(.finish)
  let cancelled = SampleReplays.drag(.cancel)

  /// One of every catalogue check, with parameters off their defaults where a file can say so.
  static let everyCheck: [ReplayCheck] = [
    .outcome(.finished, at: .seconds(0.5), tolerance: .milliseconds(20)),
    .notStuck(within: .seconds(1.5)),
    .release(
      translation: ReplayPoint(x: 0, y: 200), velocity: ReplayPoint(x: 0, y: 900),
      translationTolerance: .absolute(2), velocityTolerance: .absolute(40)),
    // A file's view entry holds position, frame, opacity, scale: read back in that order.
    .view("image_0", at: .end, .position(ReplayPoint(x: 50, y: 900)), tolerance: .absolute(0.01)),
    .view("image_0", at: .end, .opacity(0), tolerance: .absolute(0.01)),
    .view(
      "image_0", at: .time(.seconds(0.25)), .frame(ReplayRect(x: 0, y: 0, width: 100, height: 100))),
    .view("image_0", at: .progress(0.5), .scale(1)),
    .followsFinger("image_0", within: 4), .followsFinger("image_1", within: 6),
    .noJump("image_0", beyond: 80),
    .velocityContinuous("image_0", tolerance: 300),
    .cameToRest, .responds, .completesOnce,
    .nextTransitionCompletes(after: 0), .nextTransitionCompletes(after: 1),
    .animatedEnd(minimumFrames: 2),
    .keepsDecision(rule: "progress > 0.5", above: "finish", below: "cancel"),
  ]

  @Test func everyCatalogueCheckSurvivesAnExpectationFile() throws {
    let file = ReplayExpectations(recording: "a.gtape", checks: Self.everyCheck)
    let decoded = try ReplayExpectations.decode(file.encoded(), path: "every.expect.json")
    #expect(decoded.checks == Self.everyCheck)
    #expect(decoded.recording == "a.gtape")
    // And the file it writes is what the published schema describes.
    let text = String(decoding: file.encoded(), as: UTF8.self)
    for member in [
      "velocityContinuous", "cameToRest", "responds", "completesOnce", "nextTransitionCompletes",
      "animatedEnd", "decision",
    ] {
      #expect(text.contains("\"\(member)\""), "\(member) is not written")
    }
  }

  @Test func aCheckFromAFileIsTheCatalogueCheck() throws {
    let json = """
      {"version": 1, "cameToRest": true, "responds": false, "completesOnce": true,
       "nextTransitionCompletes": {"after": 0}, "animatedEnd": {"minimumFrames": 1},
       "velocityContinuous": [{"view": "image_0", "tolerance": 300}],
       "followsFinger": {"view": "image_0", "within": 4}}
      """
    let file = try ReplayExpectations.decode(Data(json.utf8))
    // `"responds": false` asks for nothing; an object or a one-element array is one check.
    #expect(
      file.checks == [
        .followsFinger("image_0", within: 4), .velocityContinuous("image_0", tolerance: 300),
        .cameToRest, .completesOnce, .nextTransitionCompletes(after: 0),
        .animatedEnd(minimumFrames: 1),
      ])
    // The file's checks fail exactly as the catalogue's do.
    for check in file.checks {
      #expect(
        file.verify(cancelled).contains { $0 == check.verify(cancelled) }
          == (check.verify(cancelled) != nil))
    }
  }

  @Test func aWrongShapeOfANewMemberIsAnErrorWithItsPlace() throws {
    func reason(_ json: String) -> String? {
      do {
        _ = try ReplayExpectations.decode(Data(json.utf8), path: "x.expect.json")
        return nil
      } catch {
        return error.reason
      }
    }
    #expect(reason(#"{"version": 1, "responds": "yes"}"#) == "responds: expected true or false")
    #expect(
      reason(#"{"version": 1, "animatedEnd": {"minimumFrames": 1.5}}"#)
        == "animatedEnd.minimumFrames: expected an integer")
    #expect(
      reason(#"{"version": 1, "noJump": [{"view": "a", "beyond": 1}, {"view": "b"}]}"#)
        == "noJump[1].beyond: required member is missing")
    #expect(
      reason(#"{"version": 1, "responds": false}"#)?.hasPrefix("the file checks nothing") == true)
  }

  @Test func retimingKeepsTheChecksThatHoldUnderAnotherTiming() {
    let file = ReplayExpectations(checks: Self.everyCheck)
    #expect(
      file.timingRobustChecks == [
        .outcome(.finished),
        .release(
          translation: ReplayPoint(x: 0, y: 200), velocity: ReplayPoint(x: 0, y: 900),
          translationTolerance: .absolute(2), velocityTolerance: .absolute(40)),
        .view(
          "image_0", at: .end, .position(ReplayPoint(x: 50, y: 900)), tolerance: .absolute(0.01)),
        .view("image_0", at: .end, .opacity(0), tolerance: .absolute(0.01)),
      ])
    #expect(ReplayCheck("mine", verify: { _ in nil }).retimed == nil)
  }

  @Test func checksCompareByWhatTheyCheck() {
    #expect(ReplayCheck.notStuck(within: .seconds(1)) == .notStuck(within: .milliseconds(1000)))
    #expect(ReplayCheck.notStuck(within: .seconds(1)) != .notStuck(within: .seconds(2)))
    #expect(ReplayCheck.outcome(.finished) != .outcome(.cancelled))
    #expect(ReplayCheck("a", verify: { _ in nil }) == ReplayCheck("a", verify: { _ in "x" }))
    #expect(ReplayCheck("outcome finished", verify: { _ in nil }) != .outcome(.finished))
    // Names are what they were: hunts and reports key findings by them.
    #expect(ReplayCheck.notStuck(within: .seconds(1.5)).name == "not stuck within 1.5 s")
    #expect(ReplayCheck.outcome(.finished, at: .seconds(0.9)).name == "outcome finished at 0.9 s")
  }

  @Test func aFileWritesOneLimitAndOneOutcome() throws {
    let file = ReplayExpectations(checks: [
      .outcome(.finished), .notStuck(within: .seconds(2)), .notStuck(within: .seconds(1)),
    ])
    let decoded = try ReplayExpectations.decode(file.encoded())
    #expect(decoded.checks == [.outcome(.finished), .notStuck(within: .seconds(1))])
  }
}
