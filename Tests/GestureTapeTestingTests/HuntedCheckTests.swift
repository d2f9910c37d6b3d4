import Foundation
import GestureTapeTesting
import Testing

/// What a hunt holds each variant to (`ReplayCheck.hunted(_:under:)`), and the handler's own
/// rule (`ReplayCheck.keepsDecision`).
@Suite("Checks as a hunt holds them")
struct HuntedCheckTests {
  static let file: [ReplayCheck] = [
    .outcome(.finished, at: .seconds(0.5)),
    .release(translation: ReplayPoint(x: 0, y: 200)),
    .view("card", at: .end, .position(ReplayPoint(x: 50, y: 900))),
    .view("card", at: .release, .opacity(1)),
    .followsFinger("card", within: 4),
    .noJump("card", beyond: 80), .noJump("shade", beyond: 80),
    .keepsDecision(rule: "progress > 0.5", above: "finish", below: "cancel"),
  ]

  static func names(_ descriptor: String) throws -> [String] {
    ReplayCheck.hunted(file, under: try ReplayVariant(descriptor: descriptor)).map(\.name)
  }

  @Test func aVariantThatKeepsTheGestureKeepsWhatDoesNotMeasureTime() throws {
    let recorded = try Self.names("recorded")
    #expect(
      recorded == [
        "outcome finished", "release", #"view "card" at end: position (50.00, 900.00)"#,
        #"view "card" follows the finger within 4.0 pt"#,
        "engine not driven after finish or cancel", "keeps its rule progress > 0.5",
      ], "\(recorded)")
    // A stall freezes the screen while the finger moves on: the view cannot follow.
    #expect(
      try !Self.names("stall:start+200ms").contains(
        #"view "card" follows the finger within 4.0 pt"#))
    // So does a release handled in the .began's turn.
    #expect(
      try !Self.names("release:same-turn").contains(
        #"view "card" follows the finger within 4.0 pt"#))
  }

  @Test func aVariantThatChangesTheGestureKeepsWhatDoesNotDependOnTheDecision() throws {
    // The outcome and the release change with the gesture; the views at the end are held
    // once the app decided as expected; the rule, the calls and following the finger hold.
    let held = try Self.names("hold:500ms")
    #expect(
      held == [
        #"view "card" at end: position (50.00, 900.00)"#,
        #"view "card" follows the finger within 4.0 pt"#,
        "engine not driven after finish or cancel", "keeps its rule progress > 0.5",
      ], "\(held)")
    // After the gesture again, or a second finger, the end is not the decided transition's.
    #expect(try !Self.names("again:+100ms").contains { $0.hasPrefix(#"view "card" at end"#) })
    #expect(try !Self.names("touch2:+50ms/80ms").contains { $0.hasPrefix(#"view "card" at end"#) })
    // The view at the end is held only when the app decided as expected.
    let atEnd = try #require(
      ReplayCheck.hunted(Self.file, under: try ReplayVariant(descriptor: "hold:500ms")).first)
    let cancelledAway = SampleReplays.drag(.cancel)
    #expect(atEnd.evaluate(cancelledAway) == nil)
    #expect(atEnd.fileChecks == [.outcome(.finished), Self.file[2]])
  }

  @Test func followingTheFingerWidensWithTheVariantsPace() throws {
    let finished = SampleReplays.drag(.finish, lagMilliseconds: 20)
    let gap = try #require(FollowMeasurement.measure(.named("image_0"), in: finished)).maximumGap
    #expect(gap > 5, "the sample drag lags 20 ms behind a finger at 1000 pt/s")
    let tight = ReplayCheck.followsFinger("image_0", within: gap * 0.6)
    #expect(tight.evaluate(finished) != nil)
    let fast = try #require(
      ReplayCheck.hunted([tight], under: try ReplayVariant(descriptor: "speed:2")).first)
    #expect(fast.evaluate(finished) == nil, "twice as fast, twice the gap allowed")
    #expect(fast.name == tight.name)
  }

  @Test func theHandlerKeepsItsRule() {
    let rule = "progress + velocity.y / height > 0.3"
    func result(
      progress: Double, choice: String, finished: Bool, state: GestureSampleState = .ended
    ) -> ReplayResult {
      let time = VirtualInstant.seconds(0.5)
      var transition = ReplayTransition(
        kind: .dismiss, from: "A", to: "B", start: .seconds(0.1), end: .seconds(0.8),
        finished: finished)
      transition.completions = 1
      return ReplayResult(
        source: "t", settings: ReplaySettings(),
        outcome: ReplayOutcome(kind: finished ? .finished : .cancelled),
        gestureTrack: [
          GestureSample(
            inputFrame: 3, time: time, state: state, translation: ReplayPoint(x: 0, y: 100),
            velocity: ReplayPoint(x: 0, y: 0))
        ],
        decisions: [
          ReplayDecision(
            time: time, rule: rule, terms: [.init(name: "progress", value: progress)],
            threshold: 0.3, choice: choice)
        ], transitions: [transition])
    }
    let recorded = ReplayDecision(
      time: .zero, rule: rule, terms: [.init(name: "progress", value: 0.6)], threshold: 0.3,
      choice: "finish")
    let check = ReplayCheck.keepsDecision(recorded)
    #expect(check == .keepsDecision(rule: rule, above: "finish", below: "cancel"))
    #expect(check.evaluate(result(progress: 0.6, choice: "finish", finished: true)) == nil)
    #expect(check.evaluate(result(progress: 0.1, choice: "cancel", finished: false)) == nil)
    // Chose finish below the threshold: against its rule.
    let against = check.evaluate(result(progress: 0.1, choice: "finish", finished: true))
    #expect(against?.expected == "cancel")
    #expect(against?.message.contains("but its rule gives cancel") == true)
    // Chose finish, and the transition was cancelled: the engine did not do what it was told.
    let undone = check.evaluate(result(progress: 0.6, choice: "finish", finished: false))
    #expect(undone?.actual == "cancelled")
    // A gesture the system cancelled is no release: the rule is not asked.
    #expect(
      check.evaluate(
        result(progress: 0.6, choice: "cancel", finished: false, state: .cancelled)) == nil)
  }
}
