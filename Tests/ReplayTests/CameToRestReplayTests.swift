import Foundation
import GestureTapeTesting
import HeadlessUI
import Replay
import TestSupport
import Testing

/// A notification shade pulled down from the top. On the lift it snaps open on a flick down,
/// closed on a flick up, and — unless `snapsOnSlowLift` is false, the bug — to the nearer end
/// when the finger lifts slowly.
@MainActor
final class ShadeViewController: UIViewController {
  static let height: CGFloat = 400
  let shade = UIView(frame: CGRect(x: 0, y: -400, width: 375, height: 400))
  let snapsOnSlowLift: Bool
  private var startY: CGFloat = 0

  init(snapsOnSlowLift: Bool) {
    self.snapsOnSlowLift = snapsOnSlowLift
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    shade.accessibilityIdentifier = "shade"
    view.addSubview(shade)
    view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: pulled(_:)))
  }

  func pulled(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      startY = shade.frame.minY
    case .changed:
      shade.frame.origin.y = min(max(startY + pan.translation(in: view).y, -Self.height), 0)
    case .ended:
      let velocity = pan.velocity(in: view).y
      let opens: Bool
      if velocity > 500 {
        opens = true
      } else if velocity < -500 {
        opens = false
      } else if snapsOnSlowLift {
        opens = shade.frame.maxY > Self.height / 2
      } else {
        return
      }
      UIView.animate(withDuration: 0.25) {
        self.shade.frame.origin.y = opens ? 0 : -Self.height
      }
    default:
      break
    }
  }
}

/// The came-to-rest check on real recordings: it catches a half-open shade with no end
/// position written in the test, and passes the fixed one.
@MainActor
@Suite("Came to rest, replayed")
struct CameToRestReplayTests {
  let slowDrag = Fixtures.recordings.appendingPathComponent(
    "virtio-touchscreen-1fg-slow-drag-down.gtape")
  let flick = Fixtures.recordings.appendingPathComponent("virtio-touchscreen-1fg-flick-down.gtape")

  @Test func aShadeLeftHalfOpenBySlowLiftIsCaught() throws {
    let result = try Replayer().replay(
      contentsOf: slowDrag, into: .app { ShadeViewController(snapsOnSlowLift: false) })
    let message = try #require(verifyCameToRest(result))
    #expect(message.contains("view \"shade\" was left where the finger let go of it"))
  }

  @Test func theFixedShadeSettles() throws {
    let slow = try Replayer().replay(
      contentsOf: slowDrag, into: .app { ShadeViewController(snapsOnSlowLift: true) })
    #expect(verifyCameToRest(slow) == nil)
    #expect(slow.timeline.last?.view("shade")?.position.y == -200)
    let flicked = try Replayer().replay(
      contentsOf: flick, into: .app { ShadeViewController(snapsOnSlowLift: false) })
    #expect(verifyCameToRest(flicked) == nil)
    #expect(flicked.timeline.last?.view("shade")?.position.y == 200)
  }

  @Test func thePlotOfAnAppWithoutHeroDrawsTheViewsThatMoved() throws {
    let result = try Replayer().replay(
      contentsOf: flick, into: .app { ShadeViewController(snapsOnSlowLift: true) })
    #expect(result.timeline.allSatisfy { $0.views.allSatisfy { $0.heroID == nil } })
    let svg = ReplayPlot.svg(result)
    #expect(svg.contains(">shade<"))
  }
}
