import GestureTapeTesting
import HeadlessUI
import Testing

/// `followsFinger` on a transition with a non-linear curve: the app drives the progress by the
/// finger (p = displacement / 300), and the view is where an ease-in-out animation over 300 pt
/// puts it at p. Worked by hand: the finger goes down at y = 100 and moves 5 pt every 10 ms;
/// the pan begins at 10 ms; display frames every 10 ms.
@Suite("Following the finger on a transition's curve")
struct FollowCurveTests {
  static func transition(leapAtStart: Double = 0) -> ReplayResult {
    let curve = CAMediaTimingFunction(name: .easeInEaseOut)
    var input: [ReplayInputSample] = []
    var track: [GestureSample] = []
    var timeline: [ReplayDisplayFrame] = []
    for i in 0...20 {
      let time = VirtualInstant(nanoseconds: Int64(i) * 10_000_000)
      let moved = 5 * Double(i)
      input.append(
        ReplayInputSample(
          index: i, time: time, touchCount: i == 20 ? 0 : 1,
          location: ReplayPoint(x: 50, y: 100 + moved)))
      if i >= 1 {
        let state: GestureSampleState = i == 1 ? .began : (i == 20 ? .ended : .changed)
        track.append(
          GestureSample(
            inputFrame: i, time: time, state: state, translation: ReplayPoint(x: 0, y: moved),
            velocity: ReplayPoint(x: 0, y: 500)))
      }
      let progress = i >= 1 ? moved / 300 : nil
      var y = 300 + 300 * curve.value(at: progress ?? 0)
      if i >= 1 { y += leapAtStart }
      timeline.append(
        ReplayDisplayFrame(
          index: i, time: time, progress: progress,
          views: [
            ReplayViewState(
              id: "sheet", heroID: nil, position: ReplayPoint(x: 50, y: y), width: 10,
              height: 10, opacity: 1, scale: 1)
          ]))
    }
    return ReplayResult(
      source: "curve", settings: ReplaySettings(frameRate: 100),
      outcome: ReplayOutcome(
        kind: .noTransition, release: VirtualInstant(nanoseconds: 200_000_000)),
      input: input, gestureTrack: track, timeline: timeline)
  }

  @Test func aViewOnTheCurveFollowsByItsProgress() throws {
    let measured = try #require(FollowMeasurement.measure(.named("sheet"), in: Self.transition()))
    #expect(measured.basis == .progress)
    #expect(measured.maximumGap < 1e-6)
    #expect(ReplayCheck.followsFinger(.named("sheet"), within: 1).verify(Self.transition()) == nil)
  }

  @Test func aLeapAtTheStartStillFails() throws {
    // 60 pt on the first measured frame, when the finger has moved 10 pt: 30 pt beyond three
    // times the finger's displacement.
    let result = Self.transition(leapAtStart: 60)
    let measured = try #require(FollowMeasurement.measure(.named("sheet"), in: result))
    #expect(measured.basis == .progress)
    #expect(measured.maximumGap >= 29)
    #expect(ReplayCheck.followsFinger(.named("sheet"), within: 12).verify(result) != nil)
  }
}
