import Foundation

/// Estimates the velocity of one moving point from timed position samples.
///
/// A value type: copy it to branch, reset it to start over. Times are in seconds on any
/// origin (only differences matter); positions in any unit, velocities in that unit per
/// second (points per second for the recognizers).
///
/// Sample selection follows Android and Flutter: walking back from the newest sample, stop at
/// ``VelocityTrackerConfiguration/maximumSamples``, at a sample older than
/// ``VelocityTrackerConfiguration/horizon``, or at a gap longer than
/// ``VelocityTrackerConfiguration/assumeStoppedAfter`` (Android clears its history on such a
/// gap, which selects the same samples). A sample at the same time as the newest replaces it.
public struct VelocityTracker: Hashable, Sendable {
  /// The estimator and its rules.
  public var configuration: VelocityTrackerConfiguration

  // A ring buffer of the newest samples: times, x, y.
  private var times: [Double]
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

  /// The time of the newest sample, if any.
  public var lastSampleTime: TimeInterval? { count > 0 ? times[head] : nil }

  /// Forgets every sample.
  public mutating func reset() {
    count = 0
    head = 0
    liftedAfterPause = false
  }

  /// Adds a position sample at `time`. A sample more than
  /// ``VelocityTrackerConfiguration/assumeStoppedAfter`` after the previous one starts a new
  /// history; one at the same time replaces the newest.
  public mutating func addSample(time: TimeInterval, position: CGPoint) {
    guard time.isFinite, position.x.isFinite, position.y.isFinite else { return }
    liftedAfterPause = false
    if count > 0 {
      let last = times[head]
      if time == last {
        xs[head] = Double(position.x)
        ys[head] = Double(position.y)
        return
      }
      if time - last > configuration.assumeStoppedAfter || time < last { count = 0 }
    }
    let capacity = times.count
    head = count == 0 ? 0 : (head + 1) % capacity
    times[head] = time
    xs[head] = Double(position.x)
    ys[head] = Double(position.y)
    count = Swift.min(count + 1, capacity)
  }

  /// Records that the finger lifted at `time` (no sample is added: a lift carries no new
  /// movement). Under ``LiftAfterPausePolicy/noVelocity`` a lift more than
  /// ``VelocityTrackerConfiguration/assumeStoppedAfter`` after the newest sample leaves no
  /// estimate.
  public mutating func lift(at time: TimeInterval) {
    guard let last = lastSampleTime else { return }
    if configuration.liftAfterPause == .noVelocity && time - last > configuration.assumeStoppedAfter
    {
      liftedAfterPause = true
    }
  }

  /// The velocity at the newest sample, or nil when there is no estimate (fewer than two
  /// usable samples, a singular fit, or a lift after a pause under
  /// ``LiftAfterPausePolicy/noVelocity``).
  public func velocity() -> CGPoint? {
    guard !liftedAfterPause, count >= 1 else { return nil }
    // Select samples, oldest first, into local arrays relative to the newest time.
    let capacity = times.count
    let newest = times[head]
    var selected = 0
    var index = head
    while selected < count && selected < configuration.maximumSamples {
      let age = newest - times[index]
      if age > configuration.horizon { break }
      if selected > 0 {
        let newer = times[(index + 1) % capacity]
        if newer - times[index] > configuration.assumeStoppedAfter { break }
      }
      selected += 1
      index = (index - 1 + capacity) % capacity
    }
    guard selected >= 2 else { return nil }
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: selected * 3) { buffer in
      // t (relative to newest, ≤ 0), x, y; oldest first.
      for k in 0..<selected {
        let source = (head - (selected - 1 - k) + capacity * 2) % capacity
        buffer[k] = times[source] - newest
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
