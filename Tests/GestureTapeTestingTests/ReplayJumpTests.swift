import GestureTapeTesting
import Testing

/// Jumps as a generic problem (the sweep's and `gesturetape replay`'s "jump: …"), on the
/// hand-built drag of `SampleReplays`: after the release at frame 12 the view animates linearly
/// 33.3 pt a frame.
@Suite("Jumps after the release")
struct ReplayJumpTests {
  @Test func aSmoothFastAnimationIsNotAJump() {
    let result = SampleReplays.drag(.finish)
    #expect(ReplayJump.find(in: result).isEmpty)
    #expect(result.problems.isEmpty)
  }

  @Test func aOneFrameLeapIsAJumpAndAProblem() throws {
    // Frame 20 is drawn 200 pt off its path (233 pt from frame 19, then 167 pt back).
    let result = SampleReplays.drag(.finish, jumpAtFrame: 20)
    let jumps = ReplayJump.find(in: result)
    let jump = try #require(jumps.first)
    #expect(jump.view == "image_0" && jump.frame == 20)
    #expect(abs(jump.distance - (200 + 600.0 / 18)) < 1e-6)
    #expect(result.problems.contains { $0.hasPrefix("jump: image_0") })
    #expect(result.problemFailures.contains { $0.check == "no jump" && $0.view == "image_0" })
  }

  @Test func aLeapDuringTheDragIsLeftToFollowsFinger() {
    // Frame 6 (100 ms) is before the release: not a jump here.
    #expect(ReplayJump.find(in: SampleReplays.drag(.finish, jumpAtFrame: 6)).isEmpty)
  }

  /// A view at rest that leaps 60 points into frame 10 and stays, released at frame 2, at
  /// `frameRate`; `animated`: an animation drew frame 10; `transitionAt`: a transition started
  /// just before that frame.
  static func leap(
    frameRate: Int = 60, animated: Bool = false, transitionAt: Int? = nil
  ) -> ReplayResult {
    var settings = ReplaySettings()
    settings.frameRate = frameRate
    let frame = 1_000_000_000 / Int64(frameRate)
    func at(_ index: Int) -> VirtualInstant { .nanoseconds(frame * Int64(index)) }
    let timeline = (0..<20).map { index in
      var view = ReplayViewState(
        id: "card", position: ReplayPoint(x: 100, y: index < 10 ? 100 : 160), width: 50,
        height: 50)
      view.isAnimated = animated && index == 10
      return ReplayDisplayFrame(
        index: index, time: at(index), progress: nil, views: [view])
    }
    var result = ReplayResult(
      source: "leap", settings: settings,
      outcome: ReplayOutcome(kind: .noTransition, release: at(2)), timeline: timeline)
    if let transitionAt {
      result.transitions = [
        ReplayTransition(
          kind: .present, from: "A", to: "B", start: .nanoseconds(frame * Int64(transitionAt) - 1))
      ]
    }
    return result
  }

  /// The causes of the hunt's false alarms, one by one: each leap is a jump until its explanation is
  /// there.
  @Test func aLeapIsAJumpUnlessAnAnimationOrANewTransitionExplainsIt() {
    #expect(ReplayJump.find(in: Self.leap()).map(\.frame) == [10])
    #expect(ReplayJump.find(in: Self.leap(animated: true)).isEmpty, "an animation drew it")
    #expect(ReplayJump.find(in: Self.leap(transitionAt: 10)).isEmpty, "a transition started")
    #expect(ReplayJump.find(in: Self.leap(transitionAt: 5)).map(\.frame) == [10])
  }

  @Test func theSmallestJumpGrowsAsTheFrameRateFalls() {
    // 60 points in one frame: a jump at 60 Hz (minimum 40), motion at 30 Hz (minimum 80).
    #expect(ReplayJump.find(in: Self.leap(frameRate: 60)).count == 1)
    #expect(ReplayJump.find(in: Self.leap(frameRate: 120)).count == 1)
    #expect(ReplayJump.find(in: Self.leap(frameRate: 30)).isEmpty)
  }
}
