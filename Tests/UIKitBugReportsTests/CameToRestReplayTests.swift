import Foundation
import GestureTapeTesting
import HeadlessUI
import TestSupport
import Testing

/// The came-to-rest check on real recordings: it catches a drawer left half open by a slow lift
/// with no end position written in the test, and passes the fixed one.
@MainActor
@Suite("Came to rest, replayed")
struct CameToRestReplayTests {
  let slowDrag = Fixtures.recordings.appendingPathComponent(
    "virtio-touchscreen-1fg-slow-drag-down.gtape")
  let flick = Fixtures.recordings.appendingPathComponent("virtio-touchscreen-1fg-flick-down.gtape")

  @Test func aDrawerLeftHalfOpenBySlowLiftIsCaught() throws {
    let result = try Replayer().replay(
      contentsOf: slowDrag, into: .app { TopDrawerViewController(snapsOnSlowLift: false) })
    let message = try #require(ReplayCheck.cameToRest.verify(result))
    #expect(message.contains("view \"drawer\" was left where the finger let go of it"))
  }

  @Test func theFixedDrawerSettles() throws {
    let slow = try Replayer().replay(
      contentsOf: slowDrag, into: .app { TopDrawerViewController(snapsOnSlowLift: true) })
    #expect(ReplayCheck.cameToRest.verify(slow) == nil)
    #expect(slow.timeline.last?.view("drawer")?.position.y == -200)
    let flicked = try Replayer().replay(
      contentsOf: flick, into: .app { TopDrawerViewController(snapsOnSlowLift: false) })
    #expect(ReplayCheck.cameToRest.verify(flicked) == nil)
    #expect(flicked.timeline.last?.view("drawer")?.position.y == 200)
  }

  @Test func thePlotOfAnAppWithoutHeroDrawsTheViewsThatMoved() throws {
    let result = try Replayer().replay(
      contentsOf: flick, into: .app { TopDrawerViewController(snapsOnSlowLift: true) })
    #expect(result.timeline.allSatisfy { $0.views.allSatisfy { $0.heroID == nil } })
    let svg = ReplayPlot.svg(result)
    #expect(svg.contains(">drawer<"))
  }
}
