/// SplitMix64 (Steele, Lea, Flood 2014): a tiny seeded generator with the same sequence on every
/// platform, for timing jitter. Not for cryptography.
package struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  package init(seed: UInt64) { state = seed }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value uniformly in `-bound...bound` (bound ≥ 0), by rejection-free modulo on a 64-bit
  /// draw (the bias is below 2⁻⁴⁰ for bounds under a second in nanoseconds).
  package mutating func symmetric(_ bound: Int64) -> Int64 {
    guard bound > 0 else { return 0 }
    let span = UInt64(bound) * 2 + 1
    return Int64(next() % span) - bound
  }
}
