/// A display link on a ``FrameClock``: calls its handler once per frame at a chosen rate.
///
/// Frames lie on the clock's grid for the rate (frame `n` at `n · 10⁹ / rate` ns); a link
/// started (or unpaused, or given a new rate) at time `t` first fires at the first frame
/// strictly after `t`. A link made with a clock is on it from creation (there is no run
/// loop), and a jump of the clock fires every frame in between, each at its own time.
@preconcurrency @MainActor
public final class CADisplayLink: NSObject {
  /// The frames per second asked for; 0 (the default) means the clock's
  /// ``FrameClock/defaultFramesPerSecond``. Usual values: 30, 60, 120.
  public var preferredFramesPerSecond: Int {
    didSet {
      if preferredFramesPerSecond < 0 { preferredFramesPerSecond = 0 }
      if isRunning, let clock { clock.arm(self) }
    }
  }

  /// Whether frames are suspended; unpausing resumes at the next frame after the clock's time.
  public var isPaused: Bool = false {
    didSet {
      guard oldValue != isPaused, isRunning, !isPaused, let clock else { return }
      clock.arm(self)
    }
  }

  /// The time of the frame being delivered, in clock seconds (0 before the first frame).
  public internal(set) var timestamp: Double {
    get { _timestamp }
    set { _timestamp = newValue }
  }
  var _timestamp: Double = 0

  /// The time of the next frame, in clock seconds (0 before the first frame).
  public internal(set) var targetTimestamp: Double {
    get { _targetTimestamp }
    set { _targetTimestamp = newValue }
  }
  var _targetTimestamp: Double = 0

  /// The index of the frame being delivered on the link's grid (`timestamp · rate`).
  public internal(set) var frameIndex: Int64 {
    get { _frameIndex }
    set { _frameIndex = newValue }
  }
  var _frameIndex: Int64 = 0

  /// The nominal time between frames, `1 / rate` seconds.
  public var duration: Double { 1 / Double(effectiveFramesPerSecond) }

  /// The clock this link runs on (nil once the clock is gone).
  public private(set) var clock: FrameClock? {
    get { clockReference.object }
    set { clockReference = WeakReference(newValue) }
  }
  var clockReference = WeakReference<FrameClock>(nil)

  /// Whether ``invalidate()`` was called.
  public private(set) var isInvalidated = false

  private var handler: (@MainActor (CADisplayLink) -> Void)?
  /// The target of a link made with UIKit's `init(target:selector:)`, which retains it until
  /// ``invalidate()``.
  private var retainedTarget: AnyObject?

  var nextFrameIndex: Int64 = 0
  var nextDeadline: Int64 = 0
  var armedRate: Int64 = 60
  var sequence: UInt64 = 0

  /// A link on `clock` that calls `handler` every frame, starting at the next frame.
  public init(
    clock: FrameClock, preferredFramesPerSecond: Int = 0,
    handler: @escaping @MainActor (CADisplayLink) -> Void
  ) {
    self.clockReference = WeakReference(clock)
    self.preferredFramesPerSecond = max(0, preferredFramesPerSecond)
    self.handler = handler
    super.init()
    clock.add(self)
  }

  /// UIKit's `CADisplayLink(target:selector:)`: a link that sends `selector` to `target` every
  /// frame once ``add(to:forMode:)`` puts it on a clock. As on iOS, the link retains `target`
  /// until ``invalidate()`` ("The newly constructed display link retains the target", Apple's
  /// `init(target:selector:)` page). See ``Selector`` for the forms `selector` takes; the sender
  /// is the link.
  public init(target: Any, selector: Selector) {
    self.preferredFramesPerSecond = 0
    self.retainedTarget = TargetAction.object(of: target)
    let action = TargetAction(target: target, selector: selector)
    self.handler = { link in action.send(from: link, event: nil) }
    super.init()
  }

  /// UIKit's `add(to:forMode:)`: starts the link on the clock of the replay running now (or the
  /// clock of the most recent key window; ``UIWindow/mostRecentClock``), whatever the run loop
  /// and mode (there is one clock per window, no run loop). Does nothing when the link already
  /// runs, was invalidated, or no clock exists.
  public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
    guard !isInvalidated, clock == nil,
      let clock = FrameClock.current ?? UIWindow.mostRecentClock
    else { return }
    clockReference = WeakReference(clock)
    clock.add(self)
  }

  /// UIKit's `remove(from:forMode:)`: takes the link off its clock (``add(to:forMode:)`` may
  /// put it back).
  public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
    clock?.remove(self)
    clockReference = WeakReference(nil)
  }

  /// Stops the link for good and releases its handler (and the target of
  /// `init(target:selector:)`).
  public func invalidate() {
    guard !isInvalidated else { return }
    isInvalidated = true
    handler = nil
    retainedTarget = nil
    clock?.remove(self)
  }

  /// The rate in use: ``preferredFramesPerSecond`` or the clock's default.
  public var effectiveFramesPerSecond: Int {
    preferredFramesPerSecond > 0
      ? preferredFramesPerSecond : (clock?.defaultFramesPerSecond ?? 60)
  }

  private var isRunning: Bool { !isInvalidated && clock != nil }

  func fire() {
    handler?(self)
  }
}
