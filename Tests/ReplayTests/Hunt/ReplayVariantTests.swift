import Foundation
import InputDevices
import Replay
import Testing

/// The variant descriptors a hunt prints and `replay --variant` reads back, and what each knob
/// does to the frames a replay delivers.
@Suite struct ReplayVariantTests {
  // Each token alone, and all together in the descriptor's order: parse then print gives the
  // text back.
  @Test(arguments: [
    "recorded", "fps:30", "speed:1.5", "speed:2", "release:same-turn", "release:next-frame",
    "phase:+4.167ms", "jitter:1.1615ms/7", "stall:start+50ms", "stall:down+16ms",
    "stall:release+0.5ms", "stall:@12+33.3ms", "drop:12", "drop:3-5", "cut:20",
    "touch2:+50ms/80ms", "hold:500ms", "hold:0.25ms", "again:+0ms", "again:+120ms",
    "fps:120 speed:0.75 release:next-turn phase:+1ms jitter:2ms/3 stall:start+8ms stall:@2+1ms "
      + "drop:1-2 cut:9 hold:40ms again:+300ms touch2:+0ms/50ms",
  ])
  func descriptorsRoundTrip(text: String) throws {
    #expect(try ReplayVariant(descriptor: text).descriptor == text)
  }

  // Order of the tokens does not matter; the descriptor puts them in the table's order.
  @Test func tokensInAnyOrder() throws {
    let variant = try ReplayVariant(descriptor: "cut:4 release:same-turn fps:30")
    #expect(variant.descriptor == "fps:30 release:same-turn cut:4")
  }

  @Test(arguments: [
    ("", "empty"), ("fps:50", "30, 60 or 120"), ("speed:0", "above 0"),
    ("release:later", "same-turn, next-turn or next-frame"), ("phase:4ms", "+N ms"),
    ("jitter:2ms", "MAXms/SEED"), ("stall:soon+5ms", "down, start, release or @FRAME"),
    ("stall:start", "ANCHOR+Nms"), ("drop:5-3", "N or N-M"), ("cut:0", "1 or more"),
    ("touch2:50ms/80ms", "+DELAYms/DURATIONms"), ("wobble:3", "unknown"),
    ("recorded fps:30", "stands alone"), ("phase:+1.0000001ms", "+N ms"),
    ("hold:0ms", "more than 0"), ("hold:500", "Nms"), ("again:100ms", "+Nms"),
  ])
  func badTokensSayWhatIsWrong(text: String, reason: String) {
    do {
      _ = try ReplayVariant(descriptor: text)
      Issue.record("\(text) parsed")
    } catch {
      #expect(error.description.contains(reason), "\(error)")
    }
  }

  // Applied to settings: the knobs set, the rest kept.
  @Test func appliedToSettings() throws {
    let base = ReplaySettings(frameRate: 60, speed: 1, gesture: 2)
    let settings = try ReplayVariant(descriptor: "fps:120 stall:start+5ms").applied(to: base)
    #expect(settings.frameRate == 120 && settings.gesture == 2 && settings.speed == 1)
    #expect(settings.perturbation?.stalls == [.init(.start, length: .milliseconds(5))])
    #expect(ReplayVariant.recorded.applied(to: base).perturbation == nil)
  }

  /// A drag down: frame 0 down at (100, 100), frames 1…5 moving 10 pt each 10 ms, frame 6 up.
  static let drag: [TouchFrame] = (0...6).map { index in
    let phase: TouchPhase = index == 0 ? .began : index == 6 ? .ended : .moved
    return TouchFrame(
      time: .milliseconds(Int64(index) * 10),
      touches: [
        TouchPoint(id: 1, phase: phase, location: CGPoint(x: 100, y: 100 + 10 * min(index, 5)))
      ])
  }

  // Lost frames: only frames that just move go (2 and 3 here); a range over the touch-down or
  // the lift keeps those frames (the kernel's resync reports them).
  @Test func droppedFramesSkipOnlyMoves() {
    let plan = ReplayInputPlan.make(Self.drag, ReplayPerturbation(dropped: [0...0, 2...3, 6...6]))
    #expect(plan.times == [0, 10, 40, 50, 60])
    #expect(plan.final == 4)
  }

  // A cut at frame 3: the touch ends there as cancelled, at frame 2's place, and nothing after
  // it arrives; the cancellation is the gesture's end.
  @Test func aCutCancelsTheTouches() {
    let plan = ReplayInputPlan.make(Self.drag, ReplayPerturbation(cut: 3))
    #expect(plan.times == [0, 10, 20, 30])
    #expect(
      plan.frames.last?.touches == [
        TouchPoint(id: 1, phase: .cancelled, location: CGPoint(x: 100, y: 120))
      ])
    #expect(plan.final == 3)
  }

  // A second touch 5 ms after the lift (at 60 ms), for 20 ms, where the finger lifted.
  @Test func aSecondTouchAfterTheRelease() {
    let plan = ReplayInputPlan.make(
      Self.drag,
      ReplayPerturbation(secondTouch: .init(delay: .milliseconds(5), duration: .milliseconds(20))))
    #expect(plan.times == [0, 10, 20, 30, 40, 50, 60, 65, 85])
    #expect(
      plan.frames[7].touches == [
        TouchPoint(id: 2, phase: .began, location: CGPoint(x: 100, y: 150))
      ])
    #expect(plan.frames[8].touches.first?.phase == .ended)
    #expect(plan.final == 6)
  }

  // A rest of 100 ms before the lift: the lift comes 100 ms later, and nothing arrives in
  // between (the frames before keep their times); a second touch follows the late lift.
  @Test func aHoldDelaysTheRelease() throws {
    let plan = ReplayInputPlan.make(Self.drag, ReplayPerturbation(hold: .milliseconds(100)))
    #expect(plan.times == [0, 10, 20, 30, 40, 50, 160])
    #expect(plan.frames.map(\.touches) == Self.drag.map(\.touches))
    #expect(plan.final == 6)

    let withTouch = ReplayInputPlan.make(
      Self.drag,
      ReplayPerturbation(
        secondTouch: .init(delay: .milliseconds(5), duration: .milliseconds(20)),
        hold: .milliseconds(100)))
    #expect(withTouch.times == [0, 10, 20, 30, 40, 50, 160, 165, 185])

    // With a cut, the cancellation is what comes late.
    let cut = ReplayInputPlan.make(Self.drag, ReplayPerturbation(cut: 3, hold: .milliseconds(40)))
    #expect(cut.times == [0, 10, 20, 70])
    #expect(cut.frames.last?.touches.first?.phase == .cancelled)

    let variant = try ReplayVariant(descriptor: "hold:100ms")
    #expect(variant.changesTheGesture)
    #expect(variant.perturbation.problems.isEmpty)
    #expect(!ReplayPerturbation(hold: .seconds(11)).problems.isEmpty)
  }

  // Stall anchors: down → frame 0, release → the last frame, @n → the first frame kept at or
  // after n (after lost frames), start → after the transition starts.
  @Test func stallAnchors() {
    let plan = ReplayInputPlan.make(
      Self.drag,
      ReplayPerturbation(
        stalls: [
          .init(.down, length: .milliseconds(1)), .init(.release, length: .milliseconds(2)),
          .init(.frame(2), length: .milliseconds(3)), .init(.start, length: .milliseconds(4)),
        ],
        dropped: [2...2]))
    #expect(plan.stalls == [0: 1_000_000, 5: 2_000_000, 2: 3_000_000])
    #expect(plan.stallAfterStart == 4_000_000)
  }
}
