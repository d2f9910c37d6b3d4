import Foundation
import GestureTapeTesting
import IssueReporting
import Testing

/// The expectation-file schema: decoding, typed errors that name the file and the member, and
/// checking a result against a file.
@Suite("Expectation files")
struct ExpectationFileTests {
  let json = """
    {
      "version": 1,
      "recording": "drag.gtape",
      "scene": "demo",
      "settings": { "frameRate": 120, "speed": 2 },
      "outcome": "finished",
      "endTime": { "seconds": 0.5, "tolerance": 0.01 },
      "notStuckWithin": 0.4,
      "release": { "translation": { "x": 0, "y": 200 }, "translationTolerance": 2 },
      "views": [ { "view": "image_0", "at": "end", "opacity": 0, "tolerance": 0.01 },
                 { "view": "image_0", "at": "time:0.1", "position": { "x": 50, "y": 200 } } ],
      "followsFinger": { "view": "image_0", "within": 1 },
      "noJump": { "view": "image_0", "beyond": 40 }
    }
    """

  @Test func decodesEveryMember() throws {
    let expectations = try ReplayExpectations.decode(Data(json.utf8))
    #expect(expectations.settings?.replaySettings.frameRate == 120)
    #expect(expectations.settings?.replaySettings.speed == 2)
    #expect(expectations.settings?.replaySettings.gesture == 0)
    #expect(
      expectations.checks == [
        .outcome(.finished, at: .seconds(0.5), tolerance: .milliseconds(10)),
        .notStuck(within: .seconds(0.4)),
        .release(translation: ReplayPoint(x: 0, y: 200), translationTolerance: .absolute(2)),
        .view("image_0", at: .end, .opacity(0), tolerance: .absolute(0.01)),
        .view("image_0", at: .time(.seconds(0.1)), .position(ReplayPoint(x: 50, y: 200))),
        .followsFinger("image_0", within: 1), .noJump("image_0", beyond: 40),
      ])
  }

  @Test func passesAndFailsAgainstAResult() throws {
    let expectations = try ReplayExpectations.decode(Data(json.utf8))
    #expect(expectations.verify(SampleReplays.drag(.finish)).isEmpty)
    #expect(expectReplay(SampleReplays.drag(.finish), meets: expectations))
    // A cancelled replay breaks the outcome, the end opacity (1, not 0) and, at 0.1 s, nothing
    // else; the release, following and jumps are the same drag.
    let failures = expectations.verify(SampleReplays.drag(.cancel))
    #expect(failures.count == 2)
    withKnownIssue { expectReplay(SampleReplays.drag(.cancel), meets: expectations) }
  }

  @Test func roundTripsThroughItsEncoding() throws {
    let expectations = try ReplayExpectations.decode(Data(json.utf8))
    #expect(try ReplayExpectations.decode(expectations.encoded()) == expectations)
  }

  @Test func errorsNameTheFileAndTheMember() {
    #expect(throws: ExpectationFileError.self) { try ReplayExpectations.decode(Data("{".utf8)) }
    do {
      _ = try ReplayExpectations.decode(Data(#"{"version": 2}"#.utf8), path: "x.expect.json")
      Issue.record("version 2 was accepted")
    } catch {
      #expect(
        error.description == "x.expect.json: schema version 2 is not supported; "
          + "expected \"version\": 1")
    }
    do {
      _ = try ReplayExpectations.decode(
        Data(#"{"version": 1, "views": [{"view": "a", "at": "later"}]}"#.utf8))
      Issue.record("a bad moment was accepted")
    } catch {
      #expect(error.reason.contains("views[0].at is \"later\""))
    }
    do {
      _ = try ReplayExpectations.decode(Data(#"{"version": 1, "outcome": 3}"#.utf8))
      Issue.record("a numeric outcome was accepted")
    } catch {
      #expect(error.reason.hasPrefix("outcome:"))
    }
    do {
      _ = try ReplayExpectations.load(contentsOf: URL(fileURLWithPath: "/nonexistent.json"))
      Issue.record("a missing file loaded")
    } catch {
      #expect(error.path == "/nonexistent.json")
    }
  }

  @Test func momentsParse() {
    #expect(ReplayMoment("end") == .end)
    #expect(ReplayMoment("Release") == .release)
    #expect(ReplayMoment("time:0.25") == .time(.seconds(0.25)))
    #expect(ReplayMoment("progress:0.5") == .progress(0.5))
    #expect(ReplayMoment("progress:x") == nil)
    #expect(ReplayMoment("soon") == nil)
  }

  @Test func tolerances() {
    #expect(Tolerance.absolute(1).accepts(10.9, expected: 10))
    #expect(!Tolerance.absolute(1).accepts(11.1, expected: 10))
    // 5% of 200 = 10 beats the absolute 2.
    #expect(Tolerance.approximately(absolute: 2, relative: 0.05).accepts(209, expected: 200))
    #expect(!Tolerance.exact.accepts(.nan, expected: 0))
    #expect(Tolerance.approximately(absolute: 2, relative: 0.05).description == "± max(2, 5%)")
  }
}
