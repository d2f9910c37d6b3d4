import Foundation

/// An interaction controller that drives a custom animator's animations by a percentage, as
/// UIKit's does: return it from the transitioning (or navigation) delegate, then call
/// ``update(_:)`` from a gesture handler and ``finish()`` or ``cancel()`` when it ends.
///
/// When the transition starts, the animator's `interruptibleAnimator(using:)` is driven if it
/// provides one (paused, its `fractionComplete` set by ``update(_:)``, continued forwards or
/// reversed at the end). Otherwise its `animateTransition(using:)` runs with every `UIView`
/// animation it starts captured on one timeline (the container's layer time): the interactive part
/// is linear in time, as UIKit documents, so at `p` each animation shows what it shows
/// `p × duration` seconds after it began, with its own delay and curve. ``finish()`` runs the
/// rest of the way in `(1 − p) × duration / completionSpeed` seconds along ``completionCurve``
/// (or ``timingCurve`` when set); ``cancel()`` runs back to 0 in `p × duration /
/// completionSpeed` seconds, and the views end at their start values. The animator's
/// completion blocks run as their animations end, so its `completeTransition(_:)` is called as
/// on a device. See docs/HEADLESSUI.md for the choices UIKit's documentation leaves open.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning
{
  /// The speed factor of the completion (1). Values that are not positive count as 1.
  open var completionSpeed: CGFloat = 1
  /// The curve of the completion (ease in and out); the interactive part is linear.
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  /// The timing of the completion when set (instead of ``completionCurve``).
  open var timingCurve: UITimingCurveProvider?
  /// Whether the transition starts interactive (true). When false the animations run from
  /// the start, and ``pause()`` makes the transition interactive.
  open var wantsInteractiveStart = true

  private var context: UIViewControllerTransitionContext?
  private var timeline: TransitionTimeline?
  private var interruptible: UIViewImplicitlyAnimating?
  private var pendingPercent: CGFloat = 0
  private var pendingEnd: Bool?
  private var isInteracting = false

  /// A percent-driven interaction controller.
  public override init() {
    super.init()
  }

  /// The animator's `transitionDuration` for the transition being driven (0 before it starts).
  open var duration: CGFloat {
    CGFloat(context?.transitionDuration ?? 0)
  }

  /// How far the transition is, 0…1: the animations' position while it runs, the last
  /// ``update(_:)`` before it starts.
  open var percentComplete: CGFloat {
    if let interruptible { return interruptible.fractionComplete }
    if let timeline { return CGFloat(timeline.fraction(at: timeline.clock.now)) }
    return pendingPercent
  }

  open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
    guard let context = transitionContext as? UIViewControllerTransitionContext,
      let animator = context.animator
    else { return }
    self.context = context
    timeline = nil
    interruptible = nil
    context.driver = self
    isInteracting = wantsInteractiveStart
    if let provided = animator.providedInterruptibleAnimator(using: context) {
      interruptible = provided
      if wantsInteractiveStart {
        provided.pauseAnimation()
        provided.fractionComplete = pendingPercent
      } else {
        provided.startAnimation()
      }
    } else if let clock = context.clock {
      let timeline = TransitionTimeline(duration: context.transitionDuration, clock: clock)
      self.timeline = timeline
      timeline.capture { animator.animateTransition(using: context) }
      if wantsInteractiveStart {
        timeline.scrub(to: Double(pendingPercent))
      } else {
        timeline.run(forwards: true, speed: 1, curve: .cubic(CAMediaTimingFunction(name: .linear)))
      }
    } else {
      animator.animateTransition(using: context)
    }
    if let end = pendingEnd {
      pendingEnd = nil
      if end { finish() } else { cancel() }
    }
  }

  /// Moves the transition to `percentComplete` (0…1) of the way. Before the transition starts
  /// the value is kept for its start; after a finish or cancel it is ignored.
  open func update(_ percentComplete: CGFloat) {
    guard percentComplete.isFinite else { return }
    let clamped = min(max(percentComplete, 0), 1)
    guard let context, !context.isCompleted else {
      context?.reportCallAfterInteractionEnded(.update(clamped))
      pendingPercent = clamped
      return
    }
    guard isInteracting else {
      context.reportCallAfterInteractionEnded(.update(clamped))
      return
    }
    if let interruptible {
      interruptible.fractionComplete = clamped
    } else {
      timeline?.scrub(to: Double(clamped))
    }
    context.updateInteractiveTransition(clamped)
  }

  /// Ends the interaction: the animations run to the end. Ignored once the interaction ended
  /// (until a ``pause()``); remembered when the transition has not started.
  open func finish() {
    end(forwards: true)
  }

  /// Ends the interaction: the animations run back to the start. Ignored once the interaction
  /// ended (until a ``pause()``), so a cancel after a finish does nothing — but the call is
  /// reported to the window's event observer, as UIKit's calls through to the context.
  open func cancel() {
    end(forwards: false)
  }

  /// Stops the animations where they are and makes the transition interactive again.
  open func pause() {
    guard let context, !context.isCompleted, !isInteracting else { return }
    isInteracting = true
    if let interruptible {
      interruptible.pauseAnimation()
    } else {
      timeline?.pause()
    }
    context.pauseInteractiveTransition()
  }

  private func end(forwards: Bool) {
    guard let context, !context.isCompleted else {
      if self.context == nil { pendingEnd = forwards }
      context?.reportCallAfterInteractionEnded(forwards ? .finish : .cancel)
      return
    }
    guard isInteracting else {
      context.reportCallAfterInteractionEnded(forwards ? .finish : .cancel)
      return
    }
    isInteracting = false
    if forwards {
      context.finishInteractiveTransition()
    } else {
      context.cancelInteractiveTransition()
    }
    let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
    if let interruptible {
      interruptible.isReversed = !forwards
      let parameters = timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
      interruptible.continueAnimation(withTimingParameters: parameters, durationFactor: 1 / speed)
    } else if let timeline {
      timeline.run(forwards: forwards, speed: Double(speed), curve: completionTimelineCurve)
    }
  }

  private var completionTimelineCurve: TransitionTimeline.Curve {
    if let spring = timingCurve?.springTimingParameters {
      return .spring(
        dampingRatio: Double(spring.dampingRatio),
        initialVelocity: Double(spring.initialVelocity.dx))
    }
    if let cubic = timingCurve?.cubicTimingParameters { return .cubic(cubic.timingFunction) }
    return .cubic(completionCurve.timingFunction)
  }

  /// Runs an alongside animation with the driven animations; false when nothing drives them.
  func runAlongside(_ block: @escaping @MainActor () -> Void) -> Bool {
    if let interruptible {
      interruptible.addAnimations(block)
      return true
    }
    guard let timeline, let context else { return false }
    timeline.capture {
      UIView.animate(
        withDuration: context.transitionDuration, delay: 0, options: [], animations: block)
    }
    return true
  }
}
