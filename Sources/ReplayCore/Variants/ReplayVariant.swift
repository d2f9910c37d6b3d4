/// One way to replay a gesture other than as recorded, named by a short descriptor that a hunt
/// prints and `gesturetape replay --variant` reads back (docs/TESTING.md, "Hunting"):
///
/// | token | meaning |
/// | --- | --- |
/// | `recorded` | as recorded (alone) |
/// | `fps:30` | display frame rate 30, 60 or 120 |
/// | `speed:1.5` | the gesture 1.5× as fast |
/// | `release:same-turn` | the release in the `.began`'s run-loop turn (also `next-turn`, `next-frame`) |
/// | `phase:+4.167ms` | every input frame later by 4.167 ms, against the display's frame grid |
/// | `jitter:1.1615ms/7` | seeded input-time jitter of at most ±1.1615 ms, seed 7 |
/// | `stall:start+50ms` | the main thread busy 50 ms right after the transition started (also `down`, `release`, `@12`: before input frame 12) |
/// | `drop:12-14` | input frames 12 to 14 lost (also `drop:12`) |
/// | `cut:20` | the system cancels the gesture at input frame 20 |
/// | `hold:500ms` | the finger rests 500 ms before the release (or the cut) |
/// | `again:+100ms` | the gesture once more, 100 ms after it ended |
/// | `touch2:+50ms/80ms` | a second finger 50 ms after the release, for 80 ms |
/// | `early:+100ms` | after steps: the gesture 100 ms after their last input, without their waits |
/// | `twice:0` | after steps: step 0 (a tap) tapped twice, 120 ms apart |
///
/// Tokens are separated by spaces and may come in any order; ``descriptor`` writes them in the
/// order of the table. Frame numbers count the gesture's input frames as recorded, from 0.
public struct ReplayVariant: Hashable, Sendable {
  /// The display frame rate (nil: the settings').
  public var frameRate: Int?
  /// The speed factor (nil: the settings').
  public var speed: Double?
  /// The release against the engine's turns, and the phase against the frame grid.
  public var timing: ReplayTiming
  /// Input-time jitter (nil: the settings').
  public var jitter: ReplayJitter?
  /// Stalls, lost frames, a cut, a second touch.
  public var perturbation: ReplayPerturbation

  /// A variant; the default is the recording as recorded.
  public init(
    frameRate: Int? = nil, speed: Double? = nil, timing: ReplayTiming = .recorded,
    jitter: ReplayJitter? = nil, perturbation: ReplayPerturbation = .none
  ) {
    self.frameRate = frameRate
    self.speed = speed
    self.timing = timing
    self.jitter = jitter
    self.perturbation = perturbation
  }

  /// As recorded.
  public static let recorded = ReplayVariant()

  /// `settings` with this variant's knobs set (the others kept).
  ///
  /// - Parameter settings: the settings to vary: each knob the variant sets replaces theirs, and
  ///   its timing and perturbation always do.
  public func applied(to settings: ReplaySettings) -> ReplaySettings {
    var varied = settings
    if let frameRate { varied.frameRate = frameRate }
    if let speed { varied.speed = speed }
    if let jitter { varied.jitter = jitter }
    varied.timing = timing
    varied.perturbation = perturbation.isEmpty ? nil : perturbation
    return varied
  }

  /// Whether the variant changes what the fingers did, their pace or their timestamps (speed,
  /// jitter, lost frames, a cut gesture, a rest before the release), adds input (the gesture
  /// again, a second touch, a tap twice) or starts the gesture on another state of the app (early
  /// after the steps), so that
  /// the app may rightly decide otherwise than for the recording: a hunt then checks only what
  /// must hold whatever the app decides. The release turn, the phase, stalls and the frame rate change only when things
  /// are handled and drawn: every touch keeps its place and timestamp.
  public var changesTheGesture: Bool {
    (speed.map { $0 != 1 } ?? false) || jitter != nil || perturbation.changesTheGesture
      || perturbation.secondTouch != nil || perturbation.again != nil
      || perturbation.early != nil || perturbation.twice != nil
  }

  /// The descriptor (see the type's table), `recorded` when nothing varies.
  public var descriptor: String {
    var parts: [String] = []
    if let frameRate { parts.append("fps:\(frameRate)") }
    if let speed { parts.append("speed:\(Self.decimal(speed))") }
    if timing.release != .recorded { parts.append("release:\(timing.release.rawValue)") }
    if timing.phase != .zero { parts.append("phase:+\(Self.milliseconds(timing.phase))") }
    if let jitter { parts.append("jitter:\(Self.milliseconds(jitter.maximum))/\(jitter.seed)") }
    for stall in perturbation.stalls {
      let anchor: String
      switch stall.anchor {
      case .down: anchor = "down"
      case .start: anchor = "start"
      case .release: anchor = "release"
      case .frame(let index): anchor = "@\(index)"
      }
      parts.append("stall:\(anchor)+\(Self.milliseconds(stall.length))")
    }
    for range in perturbation.dropped {
      parts.append(
        range.count == 1
          ? "drop:\(range.lowerBound)" : "drop:\(range.lowerBound)-\(range.upperBound)")
    }
    if let cut = perturbation.cut { parts.append("cut:\(cut)") }
    if let hold = perturbation.hold { parts.append("hold:\(Self.milliseconds(hold))") }
    if let again = perturbation.again { parts.append("again:+\(Self.milliseconds(again))") }
    if let touch = perturbation.secondTouch {
      parts.append("touch2:+\(Self.milliseconds(touch.delay))/\(Self.milliseconds(touch.duration))")
    }
    if let early = perturbation.early { parts.append("early:+\(Self.milliseconds(early))") }
    if let twice = perturbation.twice { parts.append("twice:\(twice)") }
    return parts.isEmpty ? "recorded" : parts.joined(separator: " ")
  }

  /// A descriptor's problem: the token and what is wrong with it.
  public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The token (or the whole text).
    public var token: String
    /// What is wrong.
    public var reason: String

    /// The error as a sentence.
    public var description: String { "variant token '\(token)': \(reason)" }
  }

  /// The variant a descriptor names.
  public init(descriptor: String) throws(ParseError) {
    self.init()
    let tokens = descriptor.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard !tokens.isEmpty else {
      throw ParseError(token: descriptor, reason: "empty; write 'recorded' for no variation")
    }
    for token in tokens {
      if token == "recorded" {
        guard tokens.count == 1 else {
          throw ParseError(token: token, reason: "'recorded' stands alone")
        }
        continue
      }
      guard let colon = token.firstIndex(of: ":") else {
        throw ParseError(token: token, reason: "expected NAME:VALUE (e.g. release:same-turn)")
      }
      let name = String(token[..<colon])
      let value = String(token[token.index(after: colon)...])
      try apply(name: name, value: value, token: token)
    }
  }

  private mutating func apply(name: String, value: String, token: String) throws(ParseError) {
    func fail(_ reason: String) -> ParseError { ParseError(token: token, reason: reason) }
    switch name {
    case "fps":
      guard let rate = Int(value), ReplaySettings.supportedFrameRates.contains(rate) else {
        throw fail("the frame rate is 30, 60 or 120")
      }
      frameRate = rate
    case "speed":
      guard let factor = Double(value), factor.isFinite, factor > 0 else {
        throw fail("the speed is a number above 0 (e.g. 1.5)")
      }
      speed = factor
    case "release":
      guard let release = ReplayTiming.Release(rawValue: value), release != .recorded else {
        throw fail("the release is same-turn, next-turn or next-frame")
      }
      timing.release = release
    case "phase":
      guard let phase = Self.offset(value) else {
        throw fail("the phase is +N ms (e.g. +4.167ms)")
      }
      timing.phase = phase
    case "jitter":
      let pieces = value.split(separator: "/", omittingEmptySubsequences: false)
      guard pieces.count == 2, let maximum = Self.duration(String(pieces[0])),
        let seed = UInt64(pieces[1])
      else { throw fail("the jitter is MAXms/SEED (e.g. 1.5ms/7)") }
      jitter = ReplayJitter(maximum: maximum, seed: seed)
    case "stall":
      guard let plus = value.firstIndex(of: "+"),
        let length = Self.duration(String(value[value.index(after: plus)...]))
      else { throw fail("a stall is ANCHOR+Nms (e.g. start+50ms, @12+30ms)") }
      let anchorText = value[..<plus]
      let anchor: ReplayPerturbation.Anchor
      switch anchorText {
      case "down": anchor = .down
      case "start": anchor = .start
      case "release": anchor = .release
      default:
        guard anchorText.hasPrefix("@"), let index = Int(anchorText.dropFirst()), index >= 0 else {
          throw fail("a stall's anchor is down, start, release or @FRAME")
        }
        anchor = .frame(index)
      }
      perturbation.stalls.append(.init(anchor, length: length))
    case "drop":
      let bounds = value.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
      guard bounds.count == 1 || bounds.count == 2, let first = bounds[0], first >= 0,
        let last = bounds.count == 2 ? bounds[1] : first, last >= first
      else { throw fail("dropped frames are N or N-M (e.g. 12-14)") }
      perturbation.dropped.append(first...last)
    case "cut":
      guard let index = Int(value), index >= 1 else {
        throw fail("a cut names the frame where the system cancels the gesture (1 or more)")
      }
      perturbation.cut = index
    case "hold":
      guard let length = Self.duration(value), length > .zero else {
        throw fail("a hold is Nms, more than 0 (e.g. hold:500ms)")
      }
      perturbation.hold = length
    case "again":
      guard let delay = Self.offset(value) else {
        throw fail("the gesture again is +Nms after it ended (e.g. again:+100ms)")
      }
      perturbation.again = delay
    case "touch2":
      let pieces = value.split(separator: "/", omittingEmptySubsequences: false)
      guard pieces.count == 2, let delay = Self.offset(String(pieces[0])),
        let duration = Self.duration(String(pieces[1]))
      else { throw fail("a second touch is +DELAYms/DURATIONms (e.g. +50ms/80ms)") }
      perturbation.secondTouch = .init(delay: delay, duration: duration)
    case "early":
      guard let delay = Self.offset(value) else {
        throw fail("the gesture early is +Nms after the steps' last input (e.g. early:+100ms)")
      }
      perturbation.early = delay
    case "twice":
      guard let index = Int(value), index >= 0 else {
        throw fail("twice names the step tapped twice, from 0 (e.g. twice:0)")
      }
      perturbation.twice = index
    default:
      throw fail(
        "unknown; the tokens are fps, speed, release, phase, jitter, stall, drop, cut, hold, "
          + "again, touch2, early, twice")
    }
  }

  /// `value` ms exactly (up to nanoseconds): `4.167ms`, `50ms`.
  static func milliseconds(_ duration: VirtualDuration) -> String {
    let nanoseconds = duration.nanoseconds
    let whole = nanoseconds / 1_000_000
    var fraction = String(abs(nanoseconds % 1_000_000))
    fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return fraction.isEmpty ? "\(whole)ms" : "\(whole).\(fraction)ms"
  }

  /// A duration written `+Nms`.
  static func offset(_ text: String) -> VirtualDuration? {
    guard text.hasPrefix("+") else { return nil }
    return duration(String(text.dropFirst()))
  }

  /// A duration written `Nms` (N a decimal with up to six places).
  static func duration(_ text: String) -> VirtualDuration? {
    guard text.hasSuffix("ms") else { return nil }
    let number = text.dropLast(2)
    let pieces = number.split(separator: ".", omittingEmptySubsequences: false)
    guard pieces.count == 1 || pieces.count == 2, let whole = Int64(pieces[0]), whole >= 0,
      whole < 1_000_000
    else { return nil }
    var nanoseconds = whole * 1_000_000
    if pieces.count == 2 {
      let digits = pieces[1]
      guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy(\.isNumber),
        let fraction = Int64(digits)
      else { return nil }
      var scale: Int64 = 1
      for _ in digits.count..<6 { scale *= 10 }
      nanoseconds += fraction * scale
    }
    return .nanoseconds(nanoseconds)
  }

  /// A speed factor without needless digits: `2`, `0.75`.
  static func decimal(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int64(value)) : "\(value)"
  }
}
