import Foundation

/// Estimates the velocity of one moving point from timed position samples.
///
/// A value type: copy it to branch, reset it to start over. Times are instants on any origin
/// (only differences matter), kept as whole nanoseconds; positions in any unit, velocities
/// in that unit per second (points per second for the recognizers).
///
/// Sample selection follows Android and Flutter: walking back from the newest sample, stop at
/// ``VelocityTrackerConfiguration/maximumSamples``, at a sample older than
/// ``VelocityTrackerConfiguration/horizon``, or at a gap longer than
/// ``VelocityTrackerConfiguration/assumeStoppedAfter`` (Android clears its history on such a
/// gap, which selects the same samples). A sample at the same time as the newest replaces it.
///
/// Every age and gap is compared in integer nanoseconds, as Android (nanoseconds) and Flutter
/// (microseconds) compare them: a sample exactly 100 ms older than the newest is kept, and
/// moving a whole stream in time changes no estimate by a single bit. The seconds-based
/// methods round to the nearest nanosecond first.
public struct VelocityTracker: Hashable, Sendable {
  /// The estimator and its rules.
  public var configuration: VelocityTrackerConfiguration

  // A ring buffer of the newest samples: times (ns), x, y.
  private var times: [Int64]
  private var xs: [Double]
  private var ys: [Double]
  private var head = 0  // index of the newest sample
  private var count = 0
  private var liftedAfterPause = false

  /// A tracker with no samples.
  public init(configuration: VelocityTrackerConfiguration = .standard) {
    self.configuration = configuration
    let capacity = Swift.max(1, configuration.maximumSamples)
    times = Array(repeating: 0, count: capacity)
    xs = Array(repeating: 0, count: capacity)
    ys = Array(repeating: 0, count: capacity)
  }

  /// A tracker using `strategy` with the standard window.
  public init(strategy: VelocityStrategy) {
    self.init(configuration: VelocityTrackerConfiguration(strategy: strategy))
  }

  /// The number of samples held (at most the configured maximum).
  public var sampleCount: Int { count }

  /// The time of the newest sample in seconds, if any.
  @available(*, deprecated, message: "replay time is VirtualInstant: use the VirtualInstant form")
  public var lastSampleTime: TimeInterval? { lastSampleInstant?.seconds }

  /// The time of the newest sample, if any.
  public var lastSampleInstant: VirtualInstant? {
    count > 0 ? VirtualInstant(nanoseconds: times[head]) : nil
  }

  /// Forgets every sample.
  public mutating func reset() {
    count = 0
    head = 0
    liftedAfterPause = false
  }

  /// Adds a position sample at `time` seconds (rounded to the nearest nanosecond). A sample
  /// more than ``VelocityTrackerConfiguration/assumeStoppedAfter`` after the previous one
  /// starts a new history; one at the same time replaces the newest.
  @available(*, deprecated, message: "replay time is VirtualInstant: use the VirtualInstant form")
  public mutating func addSample(time: TimeInterval, position: CGPoint) {
    guard time.isFinite else { return }
    addSample(at: .seconds(time), position: position)
  }

  /// Adds a position sample at `instant`. A sample more than
  /// ``VelocityTrackerConfiguration/assumeStoppedAfter`` after the previous one starts a new
  /// history; one at the same time replaces the newest.
  public mutating func addSample(at instant: VirtualInstant, position: CGPoint) {
    guard position.x.isFinite, position.y.isFinite else { return }
    let time = instant.nanoseconds
    liftedAfterPause = false
    if count > 0 {
      let last = times[head]
      if time == last {
        xs[head] = Double(position.x)
        ys[head] = Double(position.y)
        return
      }
      if time < last || Self.span(from: last, to: time) > stoppedNanoseconds { count = 0 }
    }
    let capacity = times.count
    head = count == 0 ? 0 : (head + 1) % capacity
    times[head] = time
    xs[head] = Double(position.x)
    ys[head] = Double(position.y)
    count = Swift.min(count + 1, capacity)
  }

  /// Records that the finger lifted at `time` seconds (rounded to the nearest nanosecond).
  /// See ``lift(at:)-(VirtualInstant)``.
  @available(*, deprecated, message: "replay time is VirtualInstant: use the VirtualInstant form")
  public mutating func lift(at time: TimeInterval) {
    guard time.isFinite else { return }
    lift(at: VirtualInstant.seconds(time))
  }

  /// Records that the finger lifted at `instant` (no sample is added: a lift carries no new
  /// movement). Under ``LiftAfterPausePolicy/noVelocity`` a lift more than
  /// ``VelocityTrackerConfiguration/assumeStoppedAfter`` after the newest sample leaves no
  /// estimate.
  public mutating func lift(at instant: VirtualInstant) {
    guard count > 0 else { return }
    if configuration.liftAfterPause == .noVelocity
      && Self.span(from: times[head], to: instant.nanoseconds) > stoppedNanoseconds
    {
      liftedAfterPause = true
    }
  }

  /// The configured gap, in whole nanoseconds.
  private var stoppedNanoseconds: Int64 { configuration.assumeStoppedAfter.nanoseconds }

  /// `later − earlier` in nanoseconds, saturating instead of overflowing.
  private static func span(from earlier: Int64, to later: Int64) -> Int64 {
    let (difference, overflow) = later.subtractingReportingOverflow(earlier)
    if overflow { return later > earlier ? .max : .min }
    return difference
  }

  /// The velocity at the newest sample, or nil when there is no estimate (fewer than two
  /// usable samples, a singular fit, or a lift after a pause under
  /// ``LiftAfterPausePolicy/noVelocity``).
  public func velocity() -> CGPoint? {
    guard !liftedAfterPause, count >= 1 else { return nil }
    // Select samples, oldest first, into local arrays relative to the newest time.
    let capacity = times.count
    let newest = times[head]
    let horizon = configuration.horizon.nanoseconds
    let stopped = stoppedNanoseconds
    var selected = 0
    var index = head
    while selected < count && selected < configuration.maximumSamples {
      if Self.span(from: times[index], to: newest) > horizon { break }
      if selected > 0 {
        let newer = times[(index + 1) % capacity]
        if Self.span(from: times[index], to: newer) > stopped { break }
      }
      selected += 1
      index = (index - 1 + capacity) % capacity
    }
    guard selected >= 2 else { return nil }
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: selected * 3) { buffer in
      // t (relative to newest, ≤ 0), x, y; oldest first.
      for k in 0..<selected {
        let source = (head - (selected - 1 - k) + capacity * 2) % capacity
        buffer[k] = Double(Self.span(from: newest, to: times[source])) / 1e9
        buffer[selected + k] = xs[source]
        buffer[2 * selected + k] = ys[source]
      }
      let t = UnsafeBufferPointer(rebasing: buffer[0..<selected])
      let x = UnsafeBufferPointer(rebasing: buffer[selected..<(2 * selected)])
      let y = UnsafeBufferPointer(rebasing: buffer[(2 * selected)..<(3 * selected)])
      guard let vx = VelocityEstimators.estimate(configuration.strategy, t: t, v: x),
        let vy = VelocityEstimators.estimate(configuration.strategy, t: t, v: y)
      else { return nil }
      return CGPoint(x: vx, y: vy)
    }
  }
}
