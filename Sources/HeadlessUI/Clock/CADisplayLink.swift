/// A display link on a ``FrameClock``: calls its handler once per frame at a chosen rate.
///
/// Frames lie on the clock's grid for the rate (frame `n` at `n · 10⁹ / rate` ns); a link
/// started (or unpaused, or given a new rate) at time `t` first fires at the first frame
/// strictly after `t`. Unlike UIKit it is added to its clock on creation (there is no run
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

  /// Stops the link for good and releases its handler.
  public func invalidate() {
    guard !isInvalidated else { return }
    isInvalidated = true
    handler = nil
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
