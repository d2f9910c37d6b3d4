import Foundation
import HeadlessUI

/// The app side of a replay: the window, view controllers, recognizers and gesture handler
/// under test, built by user code. The replayer delivers input frames to it and samples its
/// views on every display frame.
///
/// A scene reports what happens through the ``ReplayContext`` it is given: recognizer samples
/// (``ReplayContext/recordGesture(state:translation:velocity:)``), engine calls, the start and
/// end of the transition, and the handler's decisions. `DemoReplayScene` (the image-gallery
/// dismissal of Hero's guide) is the default scene and an example of how to write one.
@MainActor
public protocol ReplayScene: AnyObject {
  /// Builds the window and everything in it for `context.settings` (its frame rate) and
  /// returns the clock the window runs on. Called once, before any input; the clock should be
  /// at time 0 with nothing pending but display links.
  func prepare(in context: ReplayContext) -> FrameClock

  /// Delivers one input frame (touches in screen points) at `context.clockTime`.
  func deliver(_ frame: TouchFrame, in context: ReplayContext)

  /// The views to record on this display frame, in a stable order.
  func viewStates() -> [ReplayViewState]

  /// The progress (0…1) of the running transition, or nil when none is running.
  var transitionProgress: Double? { get }

  /// The scene's screen (its window's bounds) in points, or nil when the scene does not
  /// say. When a replay is given no input mapping, it maps the recording onto this rectangle
  /// (a touchscreen's whole area, a relative pointer's start at its centre), so touches land
  /// in the window the handler divides by. The default is nil: `InputMapping.standard`.
  var screenBounds: CGRect? { get }

  /// Runs `body` in the scene's scope, e.g. with its engine bound as `Hero.shared`. The
  /// replayer calls it once per replay, around its whole stepping loop (every clock advance,
  /// delivery and sample). The default runs `body` as is.
  func withinScope(_ body: () -> Void)

  /// Called once after the replay, when its result is built: a scene may let go of what it
  /// built (the default does nothing).
  func finish(in context: ReplayContext)

  /// Whether something still moves apart from a transition (a scroll decelerating, a
  /// `UIView` animation): the replay keeps sampling display frames until it stops, within the
  /// stuck timeout. The default is false.
  var isMoving: Bool { get }

  /// The transition engine's state now (`possible`, `notified`, `starting`, `animating`,
  /// `completing`), or nil when the scene does not say. The default is nil.
  var transitionState: TransitionState? { get }

  /// Where a tap on `target` lands, in window points, or nil when the scene cannot find it
  /// (a scripted ``ReplayStep/tap(_:)`` then fails with a clear error). The default finds
  /// only ``ReplayTarget/point(x:y:)``.
  func location(of target: ReplayTarget) -> CGPoint?

  /// Whether the app can still be used now (see ``ReplayResponsiveness``), or nil when the
  /// scene cannot tell. The replay probes once at its end. The default is nil.
  func probeResponsiveness() -> ReplayResponsiveness?

  /// What is still running or scheduled now, or nil when everything came to rest (or the
  /// scene cannot tell). Asked once at the end of the replay. The default is nil.
  func pendingWork() -> ReplayPendingWork?

  /// The screen the app shows now, as a user would name it: the frontmost view controller's
  /// type, with its title when it has one (`PlaceDetailViewController "Lake Bled"`); nil when
  /// the scene does not say (the default). Reports and the viewer show it for each step.
  var screenName: String? { get }
}

extension ReplayScene {
  /// Nil: the scene leaves the screen to the input mapping.
  public var screenBounds: CGRect? { nil }

  /// Runs `body` as is.
  public func withinScope(_ body: () -> Void) { body() }

  /// Does nothing.
  public func finish(in context: ReplayContext) {}

  /// False.
  public var isMoving: Bool { false }

  /// Nil.
  public var transitionState: TransitionState? { nil }

  /// The point of a ``ReplayTarget/point(x:y:)``; nil for views.
  public func location(of target: ReplayTarget) -> CGPoint? {
    if case .point(let x, let y) = target { return CGPoint(x: x, y: y) }
    return nil
  }

  /// Nil.
  public func probeResponsiveness() -> ReplayResponsiveness? { nil }

  /// Nil.
  public func pendingWork() -> ReplayPendingWork? { nil }

  /// Nil.
  public var screenName: String? { nil }
}
