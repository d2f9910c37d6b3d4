/// A view's samplers' timing in two numbers — their common begin time and their longest
/// duration — which tell whether any of them runs at an instant without visiting each: a
/// display frame asks that of every animated view (``HeroViewContext/restingPhases(at:)``).
struct HeroSamplerSpan {
  /// The begin time every sampler shares.
  let begin: Double
  /// The longest duration.
  let longest: Double
  /// How many samplers (1…64).
  let count: Int

  /// The span of `samplers`; nil when there are none or more than 64, when their begin times
  /// differ (bit for bit), or when a duration is not above itself less 0.001 (NaN, infinite,
  /// or too large for the difference to show): then only visiting each tells.
  init?(_ samplers: [(key: HeroAnimatableKey, sampler: HeroTrack.Sampler)]) {
    guard !samplers.isEmpty, samplers.count <= 64 else { return nil }
    // Fields read in place: a sampler is a few hundred bytes.
    let begin = samplers[0].sampler.beginTime
    var longest = -Double.infinity
    for index in samplers.indices {
      let duration = samplers[index].sampler.duration
      guard samplers[index].sampler.beginTime.bitPattern == begin.bitPattern,
        duration - 0.001 < duration
      else { return nil }
      longest = max(longest, duration)
    }
    self.begin = begin
    self.longest = longest
    self.count = samplers.count
  }

  /// What visiting each sampler gives (``HeroViewContext/visitedRestingPhases(of:at:pausedAt:)``):
  /// bit `i` set for each sampler that has ended, 0 for one that waits, nil when one runs.
  ///
  /// Running on the clock, every sampler has the same local time `now − begin`: none has
  /// started while it is at most 0, all have ended once it reaches the longest duration, and
  /// the longest runs in between. Paused, a sampler's local time is the offset clamped to
  /// `0…(duration − 0.001)`: never its end (the span exists only for durations above that
  /// bound), so it runs as soon as that is past 0, which the longest is first to be (a NaN
  /// offset clamps to the upper bound).
  @inline(__always)
  func restingPhases(at now: Double, pausedAt: Double?) -> UInt64? {
    if let offset = pausedAt {
      return (offset > 0 || offset.isNaN) && longest - 0.001 > 0 ? nil : 0
    }
    let local = now - begin
    if local <= 0 { return 0 }
    guard local >= longest else { return nil }
    return count == 64 ? .max : (1 << UInt64(count)) - 1
  }
}
