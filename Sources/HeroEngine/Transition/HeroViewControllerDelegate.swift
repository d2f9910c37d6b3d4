import Foundation
import HeadlessUI

/// Transition callbacks for view controllers (all optional), called in Hero's order
/// (docs/spec/HERO.md §3.5): start side before preprocessing, end side after the views are restored.
@preconcurrency @MainActor
public protocol HeroViewControllerDelegate: AnyObject {
  /// The transition is about to start (both sides).
  func heroWillStartTransition()
  /// The transition finished (both sides).
  func heroDidEndTransition()
  /// The transition was cancelled (both sides).
  func heroDidCancelTransition()
  /// On the destination: it will animate from `viewController`.
  func heroWillStartAnimatingFrom(viewController: UIViewController)
  /// On the destination: it finished animating from `viewController`.
  func heroDidEndAnimatingFrom(viewController: UIViewController)
  /// On the destination: the animation from `viewController` was cancelled.
  func heroDidCancelAnimatingFrom(viewController: UIViewController)
  /// On the source: it will animate to `viewController`.
  func heroWillStartAnimatingTo(viewController: UIViewController)
  /// On the source: it finished animating to `viewController`.
  func heroDidEndAnimatingTo(viewController: UIViewController)
  /// On the source: the animation to `viewController` was cancelled.
  func heroDidCancelAnimatingTo(viewController: UIViewController)
}

extension HeroViewControllerDelegate {
  /// Does nothing.
  public func heroWillStartTransition() {}
  /// Does nothing.
  public func heroDidEndTransition() {}
  /// Does nothing.
  public func heroDidCancelTransition() {}
  /// Does nothing.
  public func heroWillStartAnimatingFrom(viewController: UIViewController) {}
  /// Does nothing.
  public func heroDidEndAnimatingFrom(viewController: UIViewController) {}
  /// Does nothing.
  public func heroDidCancelAnimatingFrom(viewController: UIViewController) {}
  /// Does nothing.
  public func heroWillStartAnimatingTo(viewController: UIViewController) {}
  /// Does nothing.
  public func heroDidEndAnimatingTo(viewController: UIViewController) {}
  /// Does nothing.
  public func heroDidCancelAnimatingTo(viewController: UIViewController) {}
}
