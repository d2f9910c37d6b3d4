import GestureLog

/// A small seeded generator (SplitMix64): the same seed gives the same numbers on every
/// machine, so a failing property test names a seed that reproduces it.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator started at `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random recordings for reader/writer property tests: several devices, odd names, random
/// codes and axes with negative ranges, frames with negative values, large timestamps,
/// markers and metadata. Every recording is in the model's normal form (times are offsets
/// from the earliest first event; codes, properties and axes ascending and unique; every
/// `EV_ABS` code has an axis).
public enum InteropRecordingGenerator {
  /// A random recording from `seed`.
  public static func recording(seed: UInt64) -> Recording {
    var rng = SplitMix64(seed: seed)
    let deviceCount = Int.random(in: 1...3, using: &rng)
    var devices: [RecordedDevice] = []
    // Large absolute-looking times: up to ~30 years of microseconds between start offsets.
    let bigStart = Bool.random(using: &rng)
    var starts: [Int64] = (0..<deviceCount).map { index in
      index == 0
        ? 0 : Int64.random(in: 0...(bigStart ? 1_000_000_000_000_000 : 5_000_000), using: &rng)
    }
    starts.shuffle(using: &rng)
    for index in 0..<deviceCount {
      devices.append(device(start: starts[index], rng: &rng))
    }
    var metadata = RecordingMetadata()
    if Bool.random(using: &rng) { metadata.recorder = "gesturetape 0.1.0" }
    if Bool.random(using: &rng) {
      metadata.kernel = "6.1.0-\(Int.random(in: 1...40, using: &rng))-amd64"
    }
    if Bool.random(using: &rng) { metadata.date = "2026-11-22T03:00:00Z" }
    if Bool.random(using: &rng) {
      metadata.timeOrigin = Int64.random(in: 0...4_000_000_000_000_000, using: &rng)
      metadata.clock = Bool.random(using: &rng) ? "monotonic" : "realtime"
    }
    for number in 0..<Int.random(in: 0...2, using: &rng) {
      metadata.annotations.append(
        RecordingMetadata.Annotation(key: "note\(number)", value: text(&rng)))
    }
    return Recording(devices: devices, metadata: metadata)
  }

  /// A random string with quotes, backslashes, `#`, colons, non-ASCII and control characters.
  public static func text(_ rng: inout SplitMix64) -> String {
    let pieces = [
      "Touchpad", "SynPS/2", " ", "\"", "\\", "#", ": ", "- ", "é", "触", "😀", "\t", "\u{1}",
      "x", "42", "[", "]", "{", "}", "'", "%", "&", "*", "!", "\u{2028}", "\u{85}",
    ]
    let count = Int.random(in: 1...8, using: &rng)
    return (0..<count).map { _ in pieces.randomElement(using: &rng) ?? "x" }.joined()
  }

  private static func device(start: Int64, rng: inout SplitMix64) -> RecordedDevice {
    var codes: [UInt16: [UInt16]] = [InputCode.EV_SYN: [0, 1, 3]]
    var axes: [AbsoluteAxis] = []
    if Bool.random(using: &rng) {
      var abs = Set<UInt16>()
      for _ in 0..<Int.random(in: 1...8, using: &rng) {
        abs.insert(UInt16.random(in: 0...0x3F, using: &rng))
      }
      codes[InputCode.EV_ABS] = abs.sorted()
      for code in abs.sorted() {
        let minimum = Int32.random(in: -70_000...1000, using: &rng)
        axes.append(
          AbsoluteAxis(
            code: code, minimum: minimum,
            maximum: minimum + Int32.random(in: 0...100_000, using: &rng),
            fuzz: Int32.random(in: 0...8, using: &rng), flat: Int32.random(in: 0...8, using: &rng),
            resolution: Int32.random(in: 0...100, using: &rng)))
      }
    }
    if Bool.random(using: &rng) {
      codes[InputCode.EV_KEY] = Set(
        (0..<Int.random(in: 1...6, using: &rng)).map { _ in
          UInt16.random(in: 0...0x2FF, using: &rng)
        }
      ).sorted()
    }
    if Bool.random(using: &rng) { codes[InputCode.EV_REL] = [0, 1, 8] }
    if Bool.random(using: &rng) { codes[InputCode.EV_MSC] = [] }
    var description = DeviceDescription(
      name: text(&rng),
      bustype: UInt16.random(in: 0...UInt16.max, using: &rng),
      vendor: UInt16.random(in: 0...UInt16.max, using: &rng),
      product: UInt16.random(in: 0...UInt16.max, using: &rng),
      version: UInt16.random(in: 0...UInt16.max, using: &rng),
      properties: Set(
        (0..<Int.random(in: 0...3, using: &rng)).map { _ in
          UInt16.random(in: 0...0x1F, using: &rng)
        }
      ).sorted(),
      codes: codes, absoluteAxes: axes)
    if Bool.random(using: &rng) { description.leds = [0: true, 1: false] }
    if Bool.random(using: &rng) { description.switches = [5: true] }

    var events: [InputEvent] = []
    var time = start
    let types = codes.keys.sorted()
    // The first frame is at the device's start, so that the earliest start is zero.
    for frame in 0..<Int.random(in: 1...40, using: &rng) {
      if frame > 0 { time += Int64.random(in: 0...50_000, using: &rng) }
      for _ in 0..<Int.random(in: 0...6, using: &rng) {
        let type = types.randomElement(using: &rng) ?? 0
        let code =
          codes[type]?.randomElement(using: &rng) ?? UInt16.random(in: 0...0x2FF, using: &rng)
        let value: Int32 =
          Bool.random(using: &rng)
          ? Int32.random(in: Int32.min...Int32.max, using: &rng)
          : Int32.random(in: -2...2, using: &rng)
        events.append(
          InputEvent(time: Timestamp(microseconds: time), type: type, code: code, value: value))
      }
      events.append(InputEvent(time: Timestamp(microseconds: time), type: 0, code: 0, value: 0))
    }
    var markers: [Marker] = []
    if Bool.random(using: &rng), let last = events.last {
      markers.append(Marker(time: last.time, kind: .synDropped))
      markers.append(Marker(time: last.time, kind: .resync))
      markers.append(Marker(time: last.time, kind: .annotation(text(&rng))))
    }
    return RecordedDevice(description: description, events: events, markers: markers)
  }
}
