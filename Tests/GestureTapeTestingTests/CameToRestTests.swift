import GestureTapeTesting
import Testing

/// The generic came-to-rest check on hand-built replays of a drawer: a finger drags it 100 pt
/// right (from x = 0, 10 pt every 10 ms, touch-down at 0, `.began` at 10 ms, the lift at
/// 100 ms); display frames every 10 ms up to 400 ms.
@Suite("Everything the gesture moved came to rest")
struct CameToRestTests {
  enum After {
    /// Nothing moves the drawer after the lift.
    case leftAlone
    /// It slides to x = 260 (open) over 100 ms after the lift.
    case snapsOpen
    /// The finger keeps going but the drawer stops at x = 60 (its limit) from 60 ms on, and
    /// stays.
    case pinned
  }

  static func drawer(_ after: After, pending: ReplayPendingWork? = nil) -> ReplayResult {
    var input: [ReplayInputSample] = []
    var track: [GestureSample] = []
    for i in 0...10 {
      let time = VirtualInstant(nanoseconds: Int64(i) * 10_000_000)
      let x = 10 * Double(i)
      input.append(
        ReplayInputSample(
          index: i, time: time, touchCount: i == 10 ? 0 : 1, location: ReplayPoint(x: x, y: 300)))
      guard i >= 1 else { continue }
      let state: GestureSampleState = i == 1 ? .began : (i == 10 ? .ended : .changed)
      track.append(
        GestureSample(
          inputFrame: i, time: time, state: state, translation: ReplayPoint(x: x, y: 0),
          velocity: ReplayPoint(x: 1000, y: 0)))
    }
    var timeline: [ReplayDisplayFrame] = []
    for k in 0...40 {
      let ms = Double(k) * 10
      var x = min(ms, 100)
      switch after {
      case .leftAlone: break
      case .snapsOpen: if ms > 100 { x = 100 + 160 * min((ms - 100) / 100, 1) }
      case .pinned: x = min(x, 60)
      }
      timeline.append(
        ReplayDisplayFrame(
          index: k, time: VirtualInstant(nanoseconds: Int64(k) * 10_000_000), progress: nil,
          views: [
            ReplayViewState(
              id: "drawer", heroID: nil, position: ReplayPoint(x: x, y: 300), width: 260,
              height: 600, opacity: 1, scale: 1)
          ]))
    }
    return ReplayResult(
      source: "drawer", settings: ReplaySettings(frameRate: 100),
      outcome: ReplayOutcome(
        kind: .noTransition, release: VirtualInstant(nanoseconds: 100_000_000)),
      input: input, gestureTrack: track, timeline: timeline, pendingWork: pending)
  }

  @Test func aDrawerLeftWhereTheFingerLetGoFails() throws {
    let message = try #require(ReplayCheck.cameToRest.verify(Self.drawer(.leftAlone)))
    #expect(message.contains("view \"drawer\" was left where the finger let go of it"))
    #expect(message.contains("it rests at (100.00, 300.00)"))
    // No transition started: nothing is stuck, so that check passes; this one does not.
    #expect(ReplayCheck.notStuck(within: .seconds(1)).verify(Self.drawer(.leftAlone)) == nil)
  }

  @Test func aDrawerThatSnapsOpenPasses() {
    #expect(ReplayCheck.cameToRest.verify(Self.drawer(.snapsOpen)) == nil)
  }

  @Test func aDrawerPinnedAtItsLimitPasses() {
    #expect(ReplayCheck.cameToRest.verify(Self.drawer(.pinned)) == nil)
  }

  @Test func workLeftOnTheClockFails() throws {
    let pending = ReplayPendingWork(
      time: VirtualInstant(nanoseconds: 400_000_000), runningAnimations: 1, pendingCallbacks: 2,
      runningDisplayLinks: 0)
    let message = try #require(
      ReplayCheck.cameToRest.verify(Self.drawer(.snapsOpen, pending: pending)))
    #expect(message.contains("1 animation running, 2 callbacks pending on the clock"))
  }
}
