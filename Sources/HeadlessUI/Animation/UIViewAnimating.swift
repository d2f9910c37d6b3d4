import Foundation

/// An animation that can be started, paused, scrubbed, reversed, stopped and finished
/// (``UIViewPropertyAnimator`` is the one HeadlessUI provides).
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
  /// Where it is in its life.
  var state: UIViewAnimatingState { get }
  /// Whether it runs now (not paused).
  var isRunning: Bool { get }
  /// Whether it runs towards its start.
  var isReversed: Bool { get set }
  /// The fraction of the way from the start values to the end values.
  var fractionComplete: CGFloat { get set }
  /// Starts or resumes.
  func startAnimation()
  /// Starts after `delay` seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses where it is.
  func pauseAnimation()
  /// Stops, either leaving the views where they are (`withoutFinishing`) or waiting for
  /// ``finishAnimation(at:)``.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Finishes a stopped animation at `finalPosition`.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animation that takes more animation blocks and completions while it runs, and that can
/// continue with other timing: what a transition animator returns from
/// `interruptibleAnimator(using:)`.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds animations that run alongside the others.
  func addAnimations(_ animation: @escaping @MainActor () -> Void)
  /// Adds animations that start `delayFactor` of the way through.
  func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat)
  /// Adds a completion, called with the final position.
  func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void)
  /// Resumes a paused animation with other timing, over `durationFactor` × the remaining time.
  func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}
