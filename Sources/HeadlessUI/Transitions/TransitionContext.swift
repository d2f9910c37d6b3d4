import Foundation

/// The window's (or navigation controller's) context for one custom transition.
@preconcurrency @MainActor
final class TransitionContext: UIViewControllerContextTransitioning {
  enum Kind {
    case present, dismiss, push, pop
  }

  let kind: Kind
  let containerView: UIView
  let fromViewController: UIViewController
  let toViewController: UIViewController
  let fromView: UIView?
  let toView: UIView?
  let isAnimated: Bool
  var isInteractive = false
  var transitionWasCancelled = false
  let presentationStyle: UIModalPresentationStyle
  var percentComplete: CGFloat = 0
  let targetTransform = CGAffineTransform.identity
  var animator: UIViewControllerAnimatedTransitioning?
  private let frames: [(controller: UIViewController, initial: CGRect, final: CGRect)]
  private var onComplete: ((Bool) -> Void)?

  init(
    kind: Kind, containerView: UIView, from: UIViewController, to: UIViewController,
    fromView: UIView?, toView: UIView?, animated: Bool, style: UIModalPresentationStyle,
    frames: [(controller: UIViewController, initial: CGRect, final: CGRect)],
    onComplete: @escaping (Bool) -> Void
  ) {
    self.kind = kind
    self.containerView = containerView
    self.fromViewController = from
    self.toViewController = to
    self.fromView = fromView
    self.toView = toView
    self.isAnimated = animated
    self.presentationStyle = style
    self.frames = frames
    self.onComplete = onComplete
  }

  /// Whether ``completeTransition(_:)`` was called.
  var isCompleted: Bool { onComplete == nil }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    self.percentComplete = percentComplete
  }

  func finishInteractiveTransition() {
    transitionWasCancelled = false
  }

  func cancelInteractiveTransition() {
    transitionWasCancelled = true
  }

  func pauseInteractiveTransition() {}

  func completeTransition(_ didComplete: Bool) {
    guard let onComplete else { return }
    self.onComplete = nil
    if !didComplete { transitionWasCancelled = true }
    onComplete(didComplete)
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: fromViewController
    case .to: toViewController
    default: nil
    }
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: fromView
    case .to: toView
    default: nil
    }
  }

  func initialFrame(for vc: UIViewController) -> CGRect {
    frames.first { $0.controller === vc }?.initial ?? .zero
  }

  func finalFrame(for vc: UIViewController) -> CGRect {
    frames.first { $0.controller === vc }?.final ?? .zero
  }

  /// Runs the animator (through the interaction controller when there is one).
  func start(interactor: UIViewControllerInteractiveTransitioning?) {
    guard let animator else { return }
    if let interactor {
      isInteractive = true
      interactor.startInteractiveTransition(self)
    } else {
      animator.animateTransition(using: self)
    }
  }
}

/// Where a view sat in the hierarchy, to put it back. It holds the view and its superview
/// weakly: a presented controller keeps its presenter's placement for the whole presentation,
/// and a strong reference would make a cycle through the window (presenter → presented →
/// placement → window → presenter) that outlives the window.
@preconcurrency @MainActor
struct ViewPlacement {
  weak var view: UIView?
  weak var superview: UIView?
  let index: Int
  let frame: CGRect

  init(_ view: UIView) {
    self.view = view
    self.superview = view.superview
    self.index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
    self.frame = view.frame
  }

  /// Puts the view back in its recorded superview at its index (or out of the hierarchy); does
  /// nothing once the view is gone, and takes the view out when its superview is gone.
  func restore() {
    guard let view else { return }
    guard let superview else {
      view.removeFromSuperview()
      return
    }
    if view.superview !== superview
      || superview.subviews.firstIndex(where: { $0 === view })
        != index
    {
      superview.insertSubview(view, at: index)
    }
    view.frame = frame
  }
}
