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
}
