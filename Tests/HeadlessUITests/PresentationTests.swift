import Foundation
import HeadlessUI
import Testing

/// Records lifecycle callbacks into a shared log.
@MainActor
final class LoggingController: UIViewController {
  let name: String
  let log: Log

  required init?(coder: NSCoder) { fatalError("not decoded headlessly") }

  init(_ name: String, log: Log) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  override func viewDidLoad() { log.add("\(name).viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { log.add("\(name).willAppear") }
  override func viewDidAppear(_ animated: Bool) { log.add("\(name).didAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.add("\(name).willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.add("\(name).didDisappear") }
}

@MainActor
final class Log {
  var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
}

/// An animator that keeps the context so the test decides when (and how) it completes.
@MainActor
final class ManualAnimator: UIViewControllerAnimatedTransitioning,
  UIViewControllerTransitioningDelegate, UINavigationControllerDelegate
{
  var context: UIViewControllerContextTransitioning?
  var endedWith: Bool?
  let log: Log

  init(log: Log) { self.log = log }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  { 0.35 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    log.add("animate")
    context = transitionContext
    // Like most animators: put the destination view into the container.
    if let toView = transitionContext.view(forKey: .to) {
      transitionContext.containerView.addSubview(toView)
    }
  }

  func animationEnded(_ transitionCompleted: Bool) {
    endedWith = transitionCompleted
    log.add("ended(\(transitionCompleted))")
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { self }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  { self }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? { self }
}

@MainActor
@Suite("Presentation")
struct PresentationTests {
  let log = Log()

  func makeWindow() -> (UIWindow, LoggingController) {
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    let root = LoggingController("A", log: log)
    window.rootViewController = root
    window.makeKeyAndVisible()
    log.entries.removeAll()
    return (window, root)
  }

  @Test func presentAndDismissWithoutAnimator() {
    let (window, root) = makeWindow()
    let presented = LoggingController("B", log: log)
    var completed = 0
    root.present(presented, animated: true) { completed += 1 }
    #expect(completed == 1)
    #expect(root.presentedViewController === presented)
    #expect(presented.presentingViewController === root)
    #expect(presented.view.window === window)
    #expect(presented.view.frame == window.bounds)
    // Full screen: the presenter's view left the window.
    #expect(root.view.superview == nil)
    #expect(
      log.entries == [
        "B.viewDidLoad", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear",
      ])
    log.entries.removeAll()
    presented.dismiss(animated: true) { completed += 1 }
    #expect(completed == 2)
    #expect(root.presentedViewController == nil)
    #expect(presented.presentingViewController == nil)
    #expect(root.view.superview === window)
    #expect(presented.view.superview == nil)
    #expect(window.subviews.count == 1)
    #expect(
      log.entries == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
  }

  @Test func presentWithAnimatorWaitsForCompleteTransition() throws {
    let (window, root) = makeWindow()
    let presented = LoggingController("B", log: log)
    let animator = ManualAnimator(log: log)
    presented.transitioningDelegate = animator
    var completed = false
    root.present(presented, animated: true) { completed = true }
    let context = try #require(animator.context)
    #expect(!completed)
    #expect(window.isTransitioning)
    #expect(context.viewController(forKey: .from) === root)
    #expect(context.viewController(forKey: .to) === presented)
    #expect(context.view(forKey: .from) === root.view)
    #expect(context.finalFrame(for: presented) == window.bounds)
    #expect(presented.view.superview === context.containerView)
    // During the transition the presenter is still in the window.
    #expect(root.view.window === window)
    context.completeTransition(true)
    #expect(completed)
    #expect(!window.isTransitioning)
    #expect(animator.endedWith == true)
    #expect(root.view.superview == nil)
    #expect(
      log.entries == [
        "B.viewDidLoad", "A.willDisappear", "B.willAppear", "animate", "ended(true)",
        "A.didDisappear", "B.didAppear",
      ])
  }

  @Test func cancelledPresentationRestoresHierarchy() throws {
    let (window, root) = makeWindow()
    let before = window.subviews.map(ObjectIdentifier.init)
    let presented = LoggingController("B", log: log)
    let animator = ManualAnimator(log: log)
    presented.transitioningDelegate = animator
    var completed = false
    root.present(presented, animated: true) { completed = true }
    let context = try #require(animator.context)
    // The animator moves the presenter's view into the container, as Hero does.
    context.containerView.addSubview(root.view)
    context.completeTransition(false)
    #expect(!completed)
    #expect(context.transitionWasCancelled)
    #expect(window.subviews.map(ObjectIdentifier.init) == before)
    #expect(root.view.superview === window)
    #expect(presented.view.superview == nil)
    #expect(root.presentedViewController == nil)
    #expect(presented.presentingViewController == nil)
    #expect(
      Array(log.entries.suffix(5)) == [
        "ended(false)", "B.willDisappear", "B.didDisappear", "A.willAppear", "A.didAppear",
      ])
  }

  /// A card presented over full screen pushes its presenter back; its dismissal animator brings
  /// the presenter forward. The finished dismissal leaves the presenter where the animator put
  /// it: it was never part of the transition (`view(forKey: .to)` is nil, Apple's
  /// `view(forKey:)` page), so nothing puts back the frame it had when the dismissal began.
  @Test func anOverFullScreenDismissalLeavesThePresenterWhereTheAnimatorPutIt() throws {
    let (window, root) = makeWindow()
    let presented = LoggingController("B", log: log)
    presented.modalPresentationStyle = .overFullScreen
    root.present(presented, animated: false)
    #expect(root.view.window === window)
    root.view.frame = CGRect(x: 16, y: 40, width: 288, height: 440)  // pushed back
    let animator = ManualAnimator(log: log)
    presented.transitioningDelegate = animator
    presented.dismiss(animated: true)
    let context = try #require(animator.context)
    #expect(context.view(forKey: .to) == nil)
    root.view.frame = CGRect(x: 0, y: 20, width: 320, height: 460)  // brought forward
    context.completeTransition(true)
    #expect(root.presentedViewController == nil)
    #expect(root.view.superview === window)
    #expect(root.view.frame == CGRect(x: 0, y: 20, width: 320, height: 460))
  }

  @Test func cancelledDismissalKeepsPresentation() throws {
    let (window, root) = makeWindow()
    let presented = LoggingController("B", log: log)
    root.present(presented, animated: false)
    let container = try #require(presented.view.superview)
    let animator = ManualAnimator(log: log)
    presented.transitioningDelegate = animator
    log.entries.removeAll()
    presented.dismiss(animated: true)
    let context = try #require(animator.context)
    #expect(context.view(forKey: .to) === root.view)
    #expect(root.view.superview === context.containerView)
    context.completeTransition(false)
    #expect(root.presentedViewController === presented)
    #expect(presented.view.superview === container)
    #expect(container.superview === window)
    #expect(root.view.superview == nil)
    #expect(
      log.entries == [
        "B.willDisappear", "A.willAppear", "animate", "ended(false)", "A.willDisappear",
        "A.didDisappear", "B.willAppear", "B.didAppear",
      ])
    // A second, finished dismissal works.
    presented.dismiss(animated: true)
    try #require(animator.context).completeTransition(true)
    #expect(root.presentedViewController == nil)
    #expect(root.view.superview === window)
  }
}
