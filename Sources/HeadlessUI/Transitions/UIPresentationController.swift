import Foundation

/// Manages one presentation: where the presented view sits in the container, whether the
/// presenter's view stays, and the hooks around the presentation and dismissal transitions.
///
/// Every presented controller has one (``UIViewController/presentationController``): a plain
/// one for the full-screen styles, a ``UISheetPresentationController`` for `.pageSheet` and
/// `.formSheet`, and for `.custom` the one the transitioning delegate's
/// `presentationController(forPresented:presenting:source:)` returns. Subclass it for a
/// custom presentation, as in UIKit.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
  /// The controller presented. Unowned: the controller keeps its presentation controller
  /// (``UIViewController/presentationController``), not the other way round.
  public unowned let presentedViewController: UIViewController
  /// The controller presenting (the top-level controller it presents over once presented).
  ///
  /// Not optional, as in UIKit (`var presentingViewController: UIViewController { get }`,
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller),
  /// where it is set when the presentation starts. Read before then with no presenter given to
  /// the initializer (UIKit's is then an unowned nil), it is the presented controller's own
  /// presenter, else the presented controller itself: an assumption that keeps the test process
  /// alive where a device would crash.
  public var presentingViewController: UIViewController {
    presentingViewControllerReference.object ?? presentedViewController.presentingViewController
      ?? presentedViewController
  }
  var presentingViewControllerReference = WeakReference<UIViewController>(
    nil)
  /// Told about dismissals the user starts.
  public weak var delegate: UIAdaptivePresentationControllerDelegate?
  /// The container of the presentation (nil before it starts).
  public internal(set) var containerView: UIView? {
    get { containerViewReference.object }
    set { containerViewReference = WeakReference(newValue) }
  }
  var containerViewReference = WeakReference<UIView>(nil)

  /// A presentation controller for `presentedViewController` presented by `presenting`.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    self.presentingViewControllerReference = WeakReference(presentingViewController)
    super.init()
  }

  /// The view the transition animates in (the presented controller's view).
  open var presentedView: UIView? { presentedViewController.view }

  /// The presented view's frame in the container: the whole container.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  /// Whether the presenter's view leaves the window once the presentation ends (false: a custom
  /// presentation keeps it).
  open var shouldRemovePresentersView: Bool { false }

  /// Whether the presentation covers the whole screen (true).
  open var shouldPresentInFullscreen: Bool { true }

  /// The style the presentation has.
  open var presentationStyle: UIModalPresentationStyle {
    presentedViewController.modalPresentationStyle
  }

  /// Called before the presentation's animation starts (add dimming views here).
  open func presentationTransitionWillBegin() {}
  /// Called after the presentation ended; `completed` is false when it was cancelled.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// Called before the dismissal's animation starts.
  open func dismissalTransitionWillBegin() {}
  /// Called after the dismissal ended; `completed` is false when it was cancelled.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// Called before the container lays out its subviews.
  open func containerViewWillLayoutSubviews() {}
  /// Called after the container laid out its subviews.
  open func containerViewDidLayoutSubviews() {}

  /// Called before the presentation's size changes (``UIWindow/transition(to:duration:)``):
  /// forwards to the presented controller, which an override calls through `super` (UIKit's
  /// presentation controller is a `UIContentContainer`; that its default forwards is
  /// HeadlessUI's assumption, undocumented by Apple).
  ///
  /// - Parameters:
  ///   - size: the new size of the presentation's container, in points.
  ///   - coordinator: the resize's coordinator.
  open func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    presentedViewController.viewWillTransition(to: size, with: coordinator)
  }

  /// Binds the controller to `presenter` (the actual presenter at presentation time).
  func bind(presenter: UIViewController, container: UIView) {
    presentingViewControllerReference = WeakReference(presenter)
    containerView = container
    (container as? UITransitionView)?.presentationController = self
  }
}
