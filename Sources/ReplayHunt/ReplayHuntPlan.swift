import ReplayCore

/// The variants a hunt tries, in order: first a fixed list around the gesture's moments (the
/// release sweep, stalls at the touch-down, at the engine's start and at the release, frame
/// rates, cuts, second touches, speeds, rests before the release, the gesture again, lost
/// frames, hardware jitter), then seeded random combinations of one to three of those knobs
/// anywhere in the gesture, until the budget. After steps (a session), the steps vary too: the
/// gesture early, without their waits and settles; each tap tapped twice.
/// Deterministic: the same gesture, frame rate and seed give the same list.
struct ReplayHuntPlan {
  /// What the plan is built around (from the replay as recorded).
  struct Gesture {
    /// Input frames in the gesture.
    var frameCount: Int
    /// The input frame whose handling started the first transition (nil: none started).
    var startFrame: Int?
    /// Nanoseconds from that frame to the gesture's last frame (the release).
    var startToRelease: Int64?
    /// The display frame rate.
    var frameRate: Int
    /// Whether steps come before the gesture (a session): then the plan varies them too.
    var hasSteps = false
    /// The indices of the steps that are taps.
    var taps: [Int] = []
  }

  /// The largest input-time jitter a hunt adds: the spread of the intervals between input
  /// frames of the shipped recordings of real hardware (recordings/*.gtape), measured as the
  /// median over their devices of the 90th percentile of |interval − the device's median
  /// interval|, pauses over 50 ms left out (a test measures it again; the Pixel flings, whose
  /// times are Android's, not a panel's, left out). Touchscreens spread by
  /// 0.6–1.2 ms; touchpads that skip still frames, more.
  static let hardwareJitter = VirtualDuration.nanoseconds(1_161_500)

  let gesture: Gesture
  var generator: SplitMix64

  init(gesture: Gesture, seed: UInt64) {
    self.gesture = gesture
    generator = SplitMix64(seed: seed)
  }

  /// The fixed part, without the recording as recorded.
  func systematic() -> [ReplayVariant] {
    var variants: [ReplayVariant] = []
    let period = 1_000_000_000 / Int64(max(gesture.frameRate, 1))
    for release in [ReplayTiming.Release.sameTurn, .nextTurn, .nextFrame] {
      variants.append(ReplayVariant(timing: ReplayTiming(release: release)))
    }
    for quarter in Int64(1)...3 {
      variants.append(
        ReplayVariant(timing: ReplayTiming(phase: .nanoseconds(period * quarter / 4))))
    }
    func stall(_ anchor: ReplayPerturbation.Anchor, _ milliseconds: Int64) -> ReplayVariant {
      ReplayVariant(
        perturbation: ReplayPerturbation(stalls: [
          .init(anchor, length: .milliseconds(milliseconds))
        ]))
    }
    if gesture.startFrame != nil {
      for length in [Int64(8), 16, 33, 50, 100, 250, 500, 1000] {
        variants.append(stall(.start, length))
      }
      if let span = gesture.startToRelease, span > 0 {
        // Long enough for the release to arrive before anything the start queued runs.
        let milliseconds = span / 1_000_000 + 1
        variants.append(stall(.start, milliseconds))
      }
    }
    for anchor in [ReplayPerturbation.Anchor.down, .release] {
      for length in [Int64(16), 50, 100, 250] { variants.append(stall(anchor, length)) }
    }
    if let start = gesture.startFrame {
      for length in [Int64(16), 50, 100, 250] { variants.append(stall(.frame(start), length)) }
    }
    for rate in ReplaySettings.supportedFrameRates where rate != gesture.frameRate {
      variants.append(ReplayVariant(frameRate: rate))
    }
    let last = gesture.frameCount - 1
    if last >= 2 {
      var cuts: [Int] = []
      if let start = gesture.startFrame, start + 1 < last { cuts.append(start + 1) }
      cuts += [max(1, last / 2), last - 1]
      var seen: Set<Int> = []
      for cut in cuts where seen.insert(cut).inserted {
        variants.append(ReplayVariant(perturbation: ReplayPerturbation(cut: cut)))
      }
    }
    for (delay, duration) in [
      (Int64(0), Int64(50)), (period / 1_000_000 + 1, 80), (100, 80), (250, 80),
    ] {
      variants.append(
        ReplayVariant(
          perturbation: ReplayPerturbation(
            secondTouch: .init(delay: .milliseconds(delay), duration: .milliseconds(duration)))))
    }
    for speed in [0.5, 2] { variants.append(ReplayVariant(speed: speed)) }
    if gesture.frameCount >= 2 {
      // The finger resting before the release: the velocity falls, and with it the app's
      // decision may turn (a flick that finished now cancels).
      for milliseconds in [Int64(150), 500, 1000] {
        variants.append(
          ReplayVariant(perturbation: ReplayPerturbation(hold: .milliseconds(milliseconds))))
      }
      // The user trying again: right away, during the finish, after it.
      for milliseconds in [Int64(0), 100, 400] {
        variants.append(
          ReplayVariant(perturbation: ReplayPerturbation(again: .milliseconds(milliseconds))))
      }
    }
    if last >= 6 {
      let after = (gesture.startFrame ?? 1) + 1
      if after + 2 < last {
        variants.append(ReplayVariant(perturbation: .init(dropped: [after...(after + 2)])))
      }
      variants.append(ReplayVariant(perturbation: .init(dropped: [(last - 3)...(last - 1)])))
    }
    for seed in UInt64(1)...3 {
      variants.append(ReplayVariant(jitter: ReplayJitter(maximum: Self.hardwareJitter, seed: seed)))
    }
    if gesture.hasSteps {
      // The user who does not wait for the screen the steps opened: the gesture right after
      // the last tap lifted, during the push it started, and just after.
      for milliseconds in [Int64(0), 50, 150, 300] {
        variants.append(
          ReplayVariant(perturbation: ReplayPerturbation(early: .milliseconds(milliseconds))))
      }
      for tap in gesture.taps {
        variants.append(ReplayVariant(perturbation: ReplayPerturbation(twice: tap)))
      }
    }
    return variants
  }

  /// A random variant combining one to three knobs.
  mutating func random() -> ReplayVariant {
    var variant = ReplayVariant()
    let count = 1 + Int(generator.next() % 3)
    var knobs = Array(0..<(gesture.hasSteps ? 12 : 11))
    for _ in 0..<count {
      let pick = Int(generator.next() % UInt64(knobs.count))
      apply(knob: knobs.remove(at: pick), to: &variant)
    }
    return variant
  }

  private mutating func uniform(_ upper: Int64) -> Int64 {
    upper <= 0 ? 0 : Int64(generator.next() % UInt64(upper))
  }

  private mutating func apply(knob: Int, to variant: inout ReplayVariant) {
    let period = 1_000_000_000 / Int64(max(gesture.frameRate, 1))
    let frames = max(gesture.frameCount, 1)
    switch knob {
    case 0:
      let releases: [ReplayTiming.Release] = [.sameTurn, .nextTurn, .nextFrame]
      variant.timing.release = releases[Int(uniform(3))]
    case 1:
      // Whole microseconds, so the descriptor stays short.
      variant.timing.phase = .nanoseconds(uniform(period / 1_000) * 1_000)
    case 2:
      let anchors: [ReplayPerturbation.Anchor] = [
        .down, .start, .release, .frame(Int(uniform(Int64(frames)))),
      ]
      // Log-uniform from 4 ms to 1.5 s, in tenths of a millisecond.
      let exponent = Double(uniform(1_000)) / 1_000
      let milliseconds = 4 * pow2(exponent * 8.55)
      let length = Int64((milliseconds * 10).rounded()) * 100_000
      variant.perturbation.stalls.append(
        .init(anchors[Int(uniform(4))], length: .nanoseconds(max(length, 100_000))))
    case 3:
      let rates = ReplaySettings.supportedFrameRates
      variant.frameRate = rates[Int(uniform(Int64(rates.count)))]
    case 4:
      let maximum = Self.hardwareJitter.nanoseconds * (1 + uniform(2))
      variant.jitter = ReplayJitter(
        maximum: .nanoseconds(maximum), seed: 1 + UInt64(uniform(1 << 20)))
    case 5:
      variant.perturbation.secondTouch = .init(
        delay: .milliseconds(uniform(400)), duration: .milliseconds(30 + uniform(120)))
    case 6:
      guard frames > 2 else { return }
      variant.perturbation.cut = 1 + Int(uniform(Int64(frames - 2)))
    case 7:
      guard frames > 3 else { return }
      let first = 1 + Int(uniform(Int64(frames - 3)))
      let last = min(first + Int(uniform(5)), frames - 2)
      variant.perturbation.dropped = [first...last]
    case 9:
      guard frames >= 2 else { return }
      // Log-uniform from 20 ms to 2 s, in whole milliseconds.
      let exponent = Double(uniform(1_000)) / 1_000
      variant.perturbation.hold = .milliseconds(Int64((20 * pow2(exponent * 6.64)).rounded()))
    case 10:
      guard frames >= 2 else { return }
      variant.perturbation.again = .milliseconds(uniform(800))
    case 11:
      // The steps: the gesture early, or a tap twice.
      if !gesture.taps.isEmpty, uniform(2) == 0 {
        variant.perturbation.twice = gesture.taps[Int(uniform(Int64(gesture.taps.count)))]
      } else {
        variant.perturbation.early = .milliseconds(uniform(400))
      }
    default:
      let speeds = [0.5, 0.75, 1.25, 1.5, 2]
      variant.speed = speeds[Int(uniform(Int64(speeds.count)))]
    }
  }

  /// 2^x without Foundation (x ≥ 0): exact for the plan's purpose (lengths in tenths of a
  /// millisecond), the same on every machine.
  private func pow2(_ x: Double) -> Double {
    var result = 1.0
    var whole = Int(x)
    while whole > 0 {
      result *= 2
      whole -= 1
    }
    // 2^f for f in [0, 1): a short series for e^(f·ln 2).
    let t = (x - Double(Int(x))) * 0.693_147_180_559_945_3
    var term = 1.0
    var sum = 1.0
    for n in 1...12 {
      term *= t / Double(n)
      sum += term
    }
    return result * sum
  }
}
