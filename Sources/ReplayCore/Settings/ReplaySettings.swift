import InputDevices

/// How a recording is replayed: display rate, speed, timing jitter, which gesture, and how
/// long to wait after the release before calling a transition stuck.
public struct ReplaySettings: Hashable, Sendable, Codable {
  /// The display rates a replay can run at.
  public static let supportedFrameRates = [30, 60, 120]

  /// Display frames per second: 30, 60 or 120 (default 60).
  public var frameRate: Int
  /// Speed factor: input recorded at time t is delivered at t / speed (default 1; 2 = twice as
  /// fast). Must be > 0.
  public var speed: Double
  /// Optional seeded timing jitter added to every input timestamp.
  public var jitter: ReplayJitter?
  /// Which gesture of the recording to replay (0-based), or nil for all input.
  public var gesture: Int?
  /// The bounded time after the release, in nanoseconds, after which a transition that has
  /// not completed is reported stuck (default 3 s; Hero's longest default animation is < 1 s).
  public var stuckTimeout: VirtualDuration
  /// Where the release goes against the engine's turns, and the input's phase against the
  /// display frames (default: as recorded).
  public var timing: ReplayTiming
  /// The most display frames a replay may sample (default 500 000: 2.3 hours of activity at
  /// 60 Hz). Idle spans are skipped and cost nothing (``ReplayResult/idleSpans``); a replay
  /// that would sample more — something kept running for that long — fails with
  /// ``ReplayError/tooLong(displayFrames:limit:virtualTime:)`` instead of growing without end.
  public var maximumDisplayFrames: Int
  /// How a touchpad recording is read (nil: the mapping's, by default a finger on glass;
  /// `TouchpadReading/pointer` reads it as iPadOS's pointer). When set it replaces the
  /// `touchpadReading` of the mapping a replay uses. docs/INPUT.md §3.
  public var touchpadReading: TouchpadReading?
  /// The recognizer the report, the release and the release assertions follow, by its name in
  /// the gesture track (`UIPanGestureRecognizer@UIView`); nil: the one whose action drove the
  /// transition (``ReplayResult/primaryRecognizer``).
  public var recognizer: String?
  /// Stalls, lost frames, a cancelled gesture or a second touch (``ReplayVariant``; nil: none).
  /// Applies to single-gesture replays.
  public var perturbation: ReplayPerturbation?

  /// The shortest idle span a replay skips: 10 s. Nothing the replay can see changes while the
  /// clock has nothing pending and no touch arrives, so its display frames would all repeat
  /// the one before; shorter idle spans are sampled as usual.
  public static let idleSkipMinimum: VirtualDuration = .seconds(10)

  /// Settings; the defaults replay the first gesture at 60 Hz in real time.
  ///
  /// - Parameters:
  ///   - frameRate: display frames per second: 30, 60 or 120 (another is reported by the replay as
  ///     invalid settings).
  ///   - speed: the input's speed factor, more than 0 (2 replays twice as fast).
  ///   - jitter: seeded noise added to every input timestamp, or nil.
  ///   - gesture: which gesture to replay, from 0 as `gesturetape inspect` lists them; nil: all the
  ///     input as one.
  ///   - stuckTimeout: how long after the release an unfinished transition is called stuck.
  ///   - timing: the release's place against the engine's turns and the input's phase against the
  ///     display frames.
  ///   - maximumDisplayFrames: the most display frames a replay may sample before it fails as
  ///     `tooLong`.
  ///   - touchpadReading: how a touchpad is read (a finger on glass, or iPadOS's pointer); nil:
  ///     the mapping's.
  ///   - recognizer: the recognizer the report and the release follow, by its gesture-track name;
  ///     nil: the one whose action drove the transition.
  ///   - perturbation: a hunt variant's stalls, lost frames, cancellation or second touch.
  public init(
    frameRate: Int = 60, speed: Double = 1, jitter: ReplayJitter? = nil, gesture: Int? = 0,
    stuckTimeout: VirtualDuration = .seconds(3), timing: ReplayTiming = .recorded,
    maximumDisplayFrames: Int = 500_000, touchpadReading: TouchpadReading? = nil,
    recognizer: String? = nil, perturbation: ReplayPerturbation? = nil
  ) {
    self.perturbation = perturbation
    self.recognizer = recognizer
    self.touchpadReading = touchpadReading
    self.timing = timing
    self.maximumDisplayFrames = maximumDisplayFrames
    self.frameRate = frameRate
    self.speed = speed
    self.jitter = jitter
    self.gesture = gesture
    self.stuckTimeout = stuckTimeout
  }

  /// Problems with these settings, as sentences (empty when valid).
  public var problems: [String] {
    var found: [String] = []
    if !Self.supportedFrameRates.contains(frameRate) {
      found.append("frame rate \(frameRate) Hz is not supported; use 30, 60 or 120")
    }
    if !(speed.isFinite && speed > 0) {
      found.append("speed \(speed) must be a finite number above 0 (e.g. 0.5, 1, 2)")
    }
    if let gesture, gesture < 0 { found.append("gesture index \(gesture) must be ≥ 0") }
    if stuckTimeout <= 0 { found.append("stuck timeout must be above 0 ns") }
    if let jitter, jitter.maximum < 0 || jitter.maximum > 1_000_000_000 {
      found.append("jitter must lie in 0…1 s (got \(jitter.maximum) ns)")
    }
    if maximumDisplayFrames < 1 { found.append("the display-frame limit must be at least 1") }
    if let perturbation { found += perturbation.problems }
    if stuckTimeout > 3_600_000_000_000 { found.append("stuck timeout must be at most 1 hour") }
    if timing.phase < 0 || timing.phase > 1_000_000_000 {
      found.append("timing phase \(timing.phase) ns must lie in 0…1 s")
    }
    return found
  }

  /// The time of display frame `index` (an integer grid of nanoseconds: no drift; exact for any
  /// index, the product taken at full width).
  ///
  /// - Parameter index: the display frame's index from 0 (negative indices lie before zero).
  public func displayTime(ofFrame index: Int) -> VirtualInstant {
    VirtualInstant(nanoseconds: displayNanoseconds(ofFrame: index))
  }

  /// ``displayTime(ofFrame:)`` in nanoseconds.
  func displayNanoseconds(ofFrame index: Int) -> Int64 {
    Self.displayNanoseconds(ofFrame: index, rate: displayRate)
  }

  /// The frame rate as the divisor of ``displayNanoseconds(ofFrame:)`` (at least 1).
  var displayRate: Int64 { Int64(max(frameRate, 1)) }

  /// ``displayNanoseconds(ofFrame:)`` at `rate` frames a second: for a caller that keeps the
  /// rate (a replay asks for a few frame times every display frame, and calling the method on
  /// the settings copied them each time).
  @inline(__always)
  static func displayNanoseconds(ofFrame index: Int, rate: Int64) -> Int64 {
    // The same quotient in 64 bits while the product fits (every replay shorter than 292
    // years): a 128-bit division is several times slower, and this runs a few times a frame.
    if abs(index) <= Int(Int64.max / 1_000_000_000) { return Int64(index) * 1_000_000_000 / rate }
    let product = Int64(index).multipliedFullWidth(by: 1_000_000_000)
    let (quotient, _) = rate.dividingFullWidth(product)
    return quotient
  }

  /// The last display frame strictly before `instant` (at or after zero): the largest `n` with
  /// ``displayTime(ofFrame:)`` before it.
  ///
  /// - Parameter instant: the instant; one at or before zero gives -1 (no frame before it).
  public func lastFrame(before instant: VirtualInstant) -> Int {
    lastFrame(beforeNanoseconds: instant.nanoseconds)
  }

  /// ``lastFrame(before:)`` in nanoseconds.
  func lastFrame(beforeNanoseconds time: Int64) -> Int {
    guard time > 0 else { return -1 }
    let rate = Int64(max(frameRate, 1))
    // n · 10⁹ / r < t  ⟺  n < t · r / 10⁹ (up to rounding, corrected below).
    let (estimate, _) = Int64(1_000_000_000).dividingFullWidth(
      (time - 1).multipliedFullWidth(by: rate))
    var index = Int(estimate)
    while displayNanoseconds(ofFrame: index + 1) < time { index += 1 }
    while index >= 0, displayNanoseconds(ofFrame: index) >= time { index -= 1 }
    return index
  }
}

/// Seeded, uniformly distributed timing jitter of at most ± ``maximum`` nanoseconds per input
/// frame. Delivery order is kept: a jittered time never goes before the previous frame's.
public struct ReplayJitter: Hashable, Sendable, Codable {
  /// The largest shift in nanoseconds, either way.
  public var maximum: VirtualDuration
  /// The seed of the generator (the same seed gives the same shifts on every machine).
  public var seed: UInt64

  /// Jitter of at most ± `maximum` ns from `seed`.
  public init(maximum: VirtualDuration, seed: UInt64) {
    self.maximum = maximum
    self.seed = seed
  }
}
