import Foundation
import GestureTapeTesting
import TestSupport
import Testing

/// An expectation file cannot silently check nothing: unknown members, unknown values, a file
/// without checks and a member that needs another are errors with their place; a file naming
/// another recording or scene is a warning; docs/expectations.schema.json is the loader's shape.
@Suite("Expectation files are strict")
struct ExpectationStrictnessTests {
  func error(_ json: String) -> ExpectationFileError? {
    do {
      _ = try ReplayExpectations.decode(Data(json.utf8), path: "x.expect.json")
      return nil
    } catch {
      return error
    }
  }

  @Test func aMisspeltMemberIsAnErrorWithItsPlaceAndTheNearestMember() throws {
    let failure = try #require(error("{\n  \"version\": 1,\n  \"outcom\": \"finished\"\n}"))
    #expect(failure.path == "x.expect.json:3:3")
    #expect(
      failure.reason.hasPrefix("outcom: unknown member \"outcom\"; did you mean \"outcome\"?"))
    #expect(
      failure.reason.contains(
        "valid: animatedEnd, before, cameToRest, completesOnce, decision, endTime, followsFinger"))
  }

  @Test func aMisspeltNestedMemberNamesItsPath() throws {
    let failure = try #require(
      error(#"{"version": 1, "views": [{"view": "a", "at": "end", "opacty": 0}]}"#))
    #expect(
      failure.reason.hasPrefix(
        "views[0].opacty: unknown member \"opacty\"; did you mean \"opacity\"?"))
    #expect(failure.path == "x.expect.json:1:53")
  }

  @Test func aFileThatChecksNothingIsAnError() throws {
    let empty = try #require(error(#"{"version": 1}"#))
    #expect(empty.reason.hasPrefix("the file checks nothing"))
    let onlyNames = try #require(
      error(
        #"{"version": 1, "recording": "a.gtape", "scene": "demo", "settings": {"frameRate": 60}}"#))
    #expect(onlyNames.reason.hasPrefix("the file checks nothing"))
    let endAlone = try #require(error(#"{"version": 1, "endTime": {"seconds": 1}}"#))
    #expect(endAlone.reason == "endTime is checked together with outcome; add \"outcome\"")
    let emptyView = try #require(error(#"{"version": 1, "views": [{"view": "a", "at": "end"}]}"#))
    #expect(emptyView.reason.hasPrefix("views[0] checks nothing"))
  }

  @Test func anUnknownValueListsTheValidOnes() throws {
    let outcome = try #require(error(#"{"version": 1, "outcome": "canceled"}"#))
    #expect(
      outcome.reason
        == "outcome: \"canceled\" is not one of finished, cancelled, noTransition, stuck, crashed; "
        + "did you mean \"cancelled\"?")
    let reading = try #require(
      error(#"{"version": 1, "outcome": "finished", "settings": {"touchpadReading": "cursor"}}"#))
    #expect(
      reading.reason.hasPrefix("settings.touchpadReading: \"cursor\" is not one of finger, pointer")
    )
  }

  @Test func wrongTypesAndMissingMembersAreErrors() throws {
    #expect(
      try #require(error(#"{"version": 1, "notStuckWithin": "1"}"#)).reason
        == "notStuckWithin: expected a number")
    #expect(
      try #require(error(#"{"version": 1.5, "outcome": "finished"}"#)).reason
        == "version: expected an integer")
    #expect(
      try #require(error(#"{"version": 1, "noJump": {"view": "a"}}"#)).reason
        == "noJump.beyond: required member is missing")
    #expect(try #require(error(#"[1]"#)).reason == "the top level: expected an object")
    #expect(
      try #require(error(#"{"outcome": "finished"}"#)).reason
        == "version: required member is missing")
  }

  @Test func anotherRecordingOrSceneIsAWarning() throws {
    let expectations = try ReplayExpectations.decode(
      Data(#"{"version": 1, "recording": "a.gtape", "scene": "demo", "outcome": "finished"}"#.utf8))
    #expect(expectations.mismatchWarnings(recording: "recordings/a.gtape", scene: "demo").isEmpty)
    #expect(expectations.mismatchWarnings(recording: "recordings/a.gtape", scene: nil).isEmpty)
    #expect(
      expectations.mismatchWarnings(recording: "b.gtape", scene: "demo-nav") == [
        "the expectation file is for a.gtape, but b.gtape is replayed",
        "the expectation file names scene demo, but scene demo-nav is replayed",
      ])
  }

  @Test func stepsBeforeTheGestureAreReadWrittenAndPlaced() throws {
    let json =
      #"{"version": 1, "before": ["tap row 2", "replay tap.gtape"], "outcome": "finished"}"#
    let file = try ReplayExpectations.decode(Data(json.utf8))
    #expect(file.before == ["tap row 2", "replay tap.gtape"])
    let steps = file.steps(relativeTo: URL(fileURLWithPath: "/project/recordings"))
    #expect(steps.map(\.label) == ["tap cell at row 2, section 0", "tap.gtape"])
    guard case .file(let url, nil, nil) = steps.last else {
      Issue.record("replay FILE is a file step")
      return
    }
    #expect(url.path == "/project/recordings/tap.gtape", "relative to the expectation file")
    // Written back as read; a file without steps has no member.
    let again = try ReplayExpectations.decode(file.encoded())
    #expect(again == file)
    #expect(
      !String(
        decoding: ReplayExpectations(checks: [.outcome(.finished)]).encoded(),
        as: UTF8.self
      ).contains("before"))

    let bad = try #require(
      error(
        "{\n  \"version\": 1,\n  \"before\": [\"tap row two\"],\n  \"outcome\": \"finished\"\n}"))
    #expect(bad.path == "x.expect.json:3:3")
    #expect(bad.reason.hasPrefix("before[0]: 'tap row two': 'tap row' takes a row number from 0"))
    #expect(
      try #require(error(#"{"version": 1, "before": "tap row 2", "outcome": "finished"}"#)).reason
        == "before: expected an array")
  }

  /// docs/expectations.schema.json (published for editors and CI) is what `gesturetape schema`
  /// prints: the loader's shape, generated from the checks' definitions, byte for byte.
  @Test func thePublishedSchemaIsGeneratedFromTheChecks() throws {
    let url = Fixtures.repositoryRoot.appendingPathComponent("docs/expectations.schema.json")
    let published = try Data(contentsOf: url)
    #expect(
      published == ExpectationSchema.fileJSONSchema,
      "regenerate it: swift run gesturetape schema > docs/expectations.schema.json")
    let document = try #require(
      try JSONSerialization.jsonObject(with: published) as? [String: Any])
    let properties = try #require(document["properties"] as? [String: Any])
    #expect(Set(properties.keys) == ExpectationSchema.file.members())
    // The schema says what the loader says about an empty file: one check at least.
    let anyOf = document["anyOf"] as? [[String: [String]]] ?? []
    #expect(
      Set(anyOf.compactMap { $0["required"]?.first })
        == Set(properties.keys).subtracting([
          "version", "recording", "scene", "before", "settings", "endTime",
        ]))
  }
}
