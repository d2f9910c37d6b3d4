import Foundation
import HeadlessUI
import Testing

/// UIView animations and property animators on the frame clock, against UIKit's documentation:
/// - https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
///   ("changes to the animatable properties … are animated"; the completion's Bool "indicates
///   whether or not the animations actually finished before the completion handler was called");
/// - https://developer.apple.com/documentation/uikit/uiview/animationoptions (curves, repeat,
///   autoreverse, allowUserInteraction: "Allow the user to interact with views while they are
///   being animated", so without it they do not take touches);
/// - https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:);
/// - https://developer.apple.com/documentation/uikit/uiviewpropertyanimator (state, isRunning,
///   fractionComplete, pauseAnimation, isReversed, stopAnimation, finishAnimation(at:)).
/// Model values change at once (UIKit sets the model and animates the presentation layer);
/// `presentationState()` is what a frame shows.
@MainActor
@Suite("UIView animations on the frame clock")
struct ViewAnimationTests {
  func makeWindow() -> (UIWindow, UIView) {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    window.makeKeyAndVisible()
    return (window, view)
  }

  func at(_ ms: Int64) -> VirtualInstant { VirtualInstant(nanoseconds: ms * 1_000_000) }

  @Test func theModelChangesAtOnceAndThePresentationFollowsTheCurve() {
    let (window, view) = makeWindow()
    var finished: [Bool] = []
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { view.center = CGPoint(x: 150, y: 50) }, completion: { finished.append($0) })
    #expect(view.center == CGPoint(x: 150, y: 50))
    #expect(view.presentationState().center == CGPoint(x: 50, y: 50))
    window.clock.advance(to: at(500))
    #expect(abs(view.presentationState().center.x - 100) < 1e-9)
    #expect(finished.isEmpty)
    window.clock.advance(to: at(1000))
    #expect(finished == [true])
    #expect(view.presentationState().center == CGPoint(x: 150, y: 50))
    #expect(!view.hasRunningAnimations)
  }

  @Test func easeInOutIsTheDefaultCurve() {
    let (window, view) = makeWindow()
    UIView.animate(withDuration: 1, animations: { view.alpha = 0 })
    window.clock.advance(to: at(250))
    // Core Animation's ease-in-ease-out (0.42, 0, 0.58, 1) at t = 0.25.
    let expected = 1 - CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.25)
    #expect(abs(Double(view.presentationState().alpha) - expected) < 1e-6)
  }

  @Test func aDelayedAnimationShowsItsStartValueUntilItBegins() {
    let (window, view) = makeWindow()
    UIView.animate(
      withDuration: 0.5, delay: 0.5, options: .curveLinear,
      animations: { view.alpha = 0 }, completion: nil)
    window.clock.advance(to: at(400))
    #expect(view.presentationState().alpha == 1)
    window.clock.advance(to: at(750))
    #expect(abs(view.presentationState().alpha - 0.5) < 1e-6)
  }

  @Test func animatingAPropertyAgainInterruptsTheFirstAnimation() {
    let (window, view) = makeWindow()
    var first: [Bool] = []
    var second: [Bool] = []
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { view.center.x = 150 }, completion: { first.append($0) })
    window.clock.advance(to: at(500))
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { view.center.x = 0 }, completion: { second.append($0) })
    // The second starts from what is on screen (100), not from the old model value.
    #expect(abs(view.presentationState().center.x - 100) < 1e-6)
    window.clock.advance(to: at(600))
    #expect(first == [false])
    window.clock.advance(to: at(1500))
    #expect(second == [true])
    #expect(view.presentationState().center.x == 0)
  }

  @Test func anAnimationThatChangesNothingCompletesOnTheNextTurn() {
    let (window, _) = makeWindow()
    var finished: [Bool] = []
    UIView.animate(withDuration: 1, animations: {}, completion: { finished.append($0) })
    #expect(finished.isEmpty)
    window.clock.advance(to: at(1))
    #expect(finished == [true])
  }

  @Test func performWithoutAnimationSetsAtOnce() {
    let (_, view) = makeWindow()
    UIView.animate(
      withDuration: 1,
      animations: {
        UIView.performWithoutAnimation { view.alpha = 0.2 }
      })
    #expect(view.presentationState().alpha == CGFloat(Float(0.2)))
    #expect(!view.hasRunningAnimations)
  }

  @Test func aSpringEndsExactlyAtItsTarget() {
    let (window, view) = makeWindow()
    UIView.animate(
      withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
      options: [], animations: { view.center.y = 250 }, completion: nil)
    var overshoot = false
    for ms in stride(from: Int64(16), through: 600, by: 16) {
      window.clock.advance(to: at(ms))
      if view.presentationState().center.y > 250 { overshoot = true }
    }
    window.clock.advance(to: at(700))
    #expect(overshoot)  // damping 0.5 overshoots
    #expect(view.presentationState().center.y == 250)
  }

  @Test func animatingViewsTakeNoTouchesUnlessAllowed() {
    let (window, view) = makeWindow()
    UIView.animate(withDuration: 1, animations: { view.alpha = 0.9 })
    #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
    window.clock.advance(to: at(1000))
    #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
    UIView.animate(
      withDuration: 1, delay: 0, options: .allowUserInteraction,
      animations: { view.alpha = 1 }, completion: nil)
    #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
  }

  @Test func repeatAndAutoreverseCycle() {
    let (window, view) = makeWindow()
    UIView.animate(
      withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
      animations: { view.alpha = 0 }, completion: nil)
    window.clock.advance(to: at(1500))
    #expect(abs(view.presentationState().alpha - 0.5) < 1e-6)  // on the way back
    window.clock.advance(to: at(2000))
    #expect(abs(view.presentationState().alpha - 1) < 1e-6)
    view.layer.removeAllAnimations()
    window.clock.advance(to: at(2001))
    #expect(!view.hasRunningAnimations)
  }

  @Test func keyframesRunInTheirParts() {
    let (window, view) = makeWindow()
    UIView.animateKeyframes(
      withDuration: 1, delay: 0, options: [],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 50 }
      })
    window.clock.advance(to: at(250))
    #expect(abs(view.presentationState().center.x - 100) < 1e-6)
    window.clock.advance(to: at(500))
    #expect(abs(view.presentationState().center.x - 150) < 1e-6)
    window.clock.advance(to: at(750))
    #expect(abs(view.presentationState().center.x - 100) < 1e-6)
  }

  @Test func aPropertyAnimatorPausesScrubsReversesAndFinishes() {
    let (window, view) = makeWindow()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      view.center.y = 250
    }
    animator.addCompletion { positions.append($0) }
    #expect(animator.state == .inactive)
    animator.fractionComplete = 0.25  // activates and pauses
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    #expect(abs(view.presentationState().center.y - 100) < 1e-6)
    #expect(view.center.y == 250)  // the model is at the end
    animator.isReversed = true
    animator.startAnimation()
    // Back to the start over 0.25 s (the fraction left in that direction).
    window.clock.advance(to: at(125))
    #expect(abs(view.presentationState().center.y - 75) < 1e-6)
    window.clock.advance(to: at(250))
    #expect(positions == [.start])
    #expect(view.center.y == 50)  // finished at the start: the model goes back
    #expect(animator.state == .inactive)
  }

  @Test func stoppingAPropertyAnimatorKeepsTheCurrentValues() {
    let (window, view) = makeWindow()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { view.alpha = 0 }, completion: { positions.append($0) })
    window.clock.advance(to: at(400))
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    #expect(abs(view.alpha - 0.6) < 1e-6)
    animator.finishAnimation(at: .current)
    #expect(positions == [.current])
    #expect(abs(view.presentationState().alpha - 0.6) < 1e-6)
  }
}
