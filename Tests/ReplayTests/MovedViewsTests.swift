import HeadlessUI
import HeroEngine
import Replay
import Testing

/// A drawer the pan handler drags by hand (no Hero, no ids): the card is a property, the handle
/// is only in the view tree.
@MainActor
final class DrawerViewController: UIViewController {
  let card = UIView(frame: CGRect(x: 0, y: 400, width: 375, height: 267))
  var panStart: CGPoint = .zero

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(card)
    let handle = UIView(frame: CGRect(x: 170, y: 8, width: 35, height: 5))
    card.addSubview(handle)
    card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: dragged(_:)))
  }

  func dragged(_ pan: UIPanGestureRecognizer) {
    if pan.state == .began { panStart = card.center }
    card.center = CGPoint(x: panStart.x, y: panStart.y + pan.translation(in: view).y)
    if let handle = card.subviews.first {
      handle.transform = CGAffineTransform(scaleX: pan.state == .changed ? 1.5 : 1, y: 1)
    }
  }
}

/// Every view the handler moves is in the report, named by the controller property that holds it
/// or, lacking one, by its class and place in the tree.
@MainActor
@Suite("Views the handler moves")
struct MovedViewsTests {
  @Test func movedViewsAreReportedByPropertyOrPlace() throws {
    let drag = TouchFrame.drag(
      from: .init(x: 100, y: 500), to: .init(x: 100, y: 400), duration: .nanoseconds(200_000_000))
    let result = try Replayer().replay(drag, into: .app { DrawerViewController() })
    let ids = Set(result.timeline.flatMap { $0.views.map(\.id) })
    #expect(ids.contains("DrawerViewController.card"))
    #expect(ids.contains("UIView@0/0/0"), "the handle: window → root view → card → handle")
    let first = try #require(result.timeline.first { $0.view("DrawerViewController.card") != nil })
    let last = try #require(result.timeline.last)
    #expect(
      first.view("DrawerViewController.card")?.position.y ?? 0 > last.view(
        "DrawerViewController.card")?.position.y ?? 0)
    #expect(last.view("DrawerViewController.card")?.position == ReplayPoint(x: 187.5, y: 433.5))
  }

  @Test func aDragThatMovesNothingAddsNothing() throws {
    let drag = TouchFrame.drag(
      from: .init(x: 100, y: 100), to: .init(x: 100, y: 200), duration: .nanoseconds(200_000_000))
    let result = try Replayer().replay(drag, into: .app { DrawerViewController() })
    #expect(result.timeline.allSatisfy { $0.views.isEmpty })
  }
}
