import HeadlessUI
import Replay
import Testing

/// A push animator as apps write one: the new screen slides in from the right over 0.35 s.
@MainActor
final class SlideInPushAnimator: NSObject, UIViewControllerAnimatedTransitioning,
  UINavigationControllerDelegate
{
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.35 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to),
      let to = transitionContext.viewController(forKey: .to)
    else { return }
    let final = transitionContext.finalFrame(for: to)
    toView.frame = final.offsetBy(dx: final.width, dy: 0)
    transitionContext.containerView.addSubview(toView)
    UIView.animate(
      withDuration: 0.35, animations: { toView.frame = final },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { self }
}

/// A screen with one named view.
@MainActor
final class NamedScreenViewController: UIViewController {
  let name: String
  let mark = UIView(frame: CGRect(x: 20, y: 100, width: 40, height: 40))

  init(_ name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("not decoded") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    mark.accessibilityIdentifier = name
    view.addSubview(mark)
  }
}

/// The setup step of an app scene returns only when what it started has stopped moving, as a
/// person waits for the screen they were shown (`UIWindow.isSettled`): the replay starts on the
/// screen the setup reached, not half-way there.
@MainActor
@Suite("The setup step waits for what it started")
struct SetupSettlesTests {
  let tap = TouchFrame.drag(
    from: .init(x: 300, y: 600), to: .init(x: 300, y: 601), duration: .nanoseconds(50_000_000))
  let animator = SlideInPushAnimator()

  @Test func aPushThroughAnAnimatorHasEndedWhenTheReplayStarts() throws {
    let animator = animator
    let result = try Replayer().replay(
      tap,
      into: .app { () -> UINavigationController in
        let navigation = UINavigationController(
          rootViewController: NamedScreenViewController("list"))
        navigation.delegate = animator
        return navigation
      } setup: { navigation in
        navigation.pushViewController(NamedScreenViewController("detail"), animated: true)
      })
    let first = try #require(result.timeline.first)
    #expect(first.views.map(\.id) == ["detail"])
    #expect(first.view("detail")?.position.x == 40)
    #expect(result.transitions.isEmpty)
  }

  @Test func aViewAnimationHasEndedWhenTheReplayStarts() throws {
    let result = try Replayer().replay(
      tap,
      into: .app {
        NamedScreenViewController("badge")
      } setup: { (screen: NamedScreenViewController) in
        UIView.animate(withDuration: 0.5) { screen.mark.center.x = 200 }
      })
    #expect(result.timeline.first?.view("badge")?.position.x == 200)
  }

  @Test func aRepeatingAnimationIsNotWaitedFor() throws {
    var window: UIWindow?
    let result = try Replayer().replay(
      tap,
      into: .app {
        NamedScreenViewController("pulse")
      } setup: { (screen: NamedScreenViewController) in
        window = screen.view.window
        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse]) {
          screen.mark.alpha = 0.2
        }
      })
    #expect(result.timeline.first?.view("pulse") != nil)
    // The clock ran for the replay only, not up to the setup's 10 s limit.
    let clock = try #require(window?.clock)
    #expect(clock.now < AppReplayScene.setupSettleLimit.asInstantFromZero)
  }
}

extension VirtualDuration {
  /// The instant this long after zero.
  fileprivate var asInstantFromZero: VirtualInstant { VirtualInstant.zero + self }
}
