import HeadlessUI
import Replay
import Testing

/// A screen with a card, under a controller presented over full screen whose pan, on release,
/// fades a hint out and then moves the card underneath by 300 pt at once (a bug in the buggy
/// form of such an app, but one nobody can see while the cover hides the card).
@MainActor
final class CardUnderCoverViewController: UIViewController {
  let card = UIView(frame: CGRect(x: 40, y: 100, width: 200, height: 120))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    card.accessibilityIdentifier = "card"
    card.backgroundColor = .blue
    view.addSubview(card)
  }
}

/// The controller presented over the card's screen: opaque, or see-through.
@MainActor
final class CoverViewController: UIViewController {
  let opaque: Bool
  /// Where the card is moved on release, in the presenter's coordinates (y).
  var moveCardTo: CGFloat = 400

  init(opaque: Bool) {
    self.opaque = opaque
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .overFullScreen
  }

  required init?(coder: NSCoder) { fatalError("not decoded") }

  let hint = UIView(frame: CGRect(x: 20, y: 600, width: 100, height: 20))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = opaque ? .black : UIColor.black.withAlphaComponent(0.4)
    view.addSubview(hint)
    view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.panned(_:)))
  }

  func panned(_ pan: UIPanGestureRecognizer) {
    guard pan.state == .ended,
      let card = (presentingViewController as? CardUnderCoverViewController)?.card
    else { return }
    let y = moveCardTo
    UIView.animate(
      withDuration: 0.3, animations: { self.hint.alpha = 0 },
      completion: { _ in card.frame.origin.y = y })
  }
}

/// "Jumps of views nothing can see are not reported": a view wholly behind an opaque
/// controller's view, off screen, or transparent on both frames of a move has not jumped for
/// anyone (docs/CHECKS.md, `ReplayViewState.isVisible`).
@MainActor
@Suite("Jumps nobody can see")
struct UnseenJumpTests {
  func replay(opaque: Bool, moveCardTo y: CGFloat = 400) throws -> ReplayResult {
    let drag = TouchFrame.drag(
      from: .init(x: 180, y: 500), to: .init(x: 180, y: 420),
      duration: .nanoseconds(300_000_000))
    return try Replayer().replay(
      drag,
      into: .app {
        CardUnderCoverViewController()
      } setup: { root in
        let cover = CoverViewController(opaque: opaque)
        cover.moveCardTo = y
        root.present(cover, animated: false)
      })
  }

  @Test func aCardBehindAnOpaqueCoverJumpsUnseen() throws {
    let result = try replay(opaque: true)
    let last = try #require(result.timeline.last?.view("card"))
    #expect(last.position.y == 460, "the card did move")
    #expect(!last.isVisible)
    #expect(ReplayJump.find(in: result).isEmpty)
    #expect(maximumJump(.named("card"), in: result) == 0)
  }

  @Test func aCardBehindASeeThroughCoverJumpsForAll() throws {
    let result = try replay(opaque: false)
    #expect(result.timeline.last?.view("card")?.isVisible == true)
    let jumps = ReplayJump.find(in: result)
    #expect(jumps.map(\.view) == ["card"])
    #expect(jumps.first?.distance == 300)
    #expect(maximumJump(.named("card"), in: result) == 300)
  }

  @Test func aCardThatJumpsOffScreenIsSeenLeaving() throws {
    // Visible before the move, off screen after it: a person sees it vanish.
    let result = try replay(opaque: false, moveCardTo: 900)
    #expect(result.timeline.last?.view("card")?.isVisible == false)
    #expect(ReplayJump.find(in: result).map(\.view) == ["card"])
  }
}
