import GestureLog

/// Random recordings for the format property tests, from a seed (``SplitMix64``): random
/// devices (names with quotes, `#`, non-ASCII), ids, properties, codes and axes with negative
/// ranges; frames with extreme and negative values, per-event time differences inside a frame,
/// large gaps and absolute time origins; several devices and markers where the format allows.
///
/// Every recording is in the model's normal form: the earliest first event of any device is
/// at time zero; codes, properties and axes are ascending and unique; every `EV_ABS` code has an
/// axis. With ``Options/evemuCompatible`` it also stays inside what evemu can express (one
/// device, `EV_SYN` codes 0, 1 and 3, axis values 0, only lit LEDs and switches, no markers,
/// names on one line, times that never go before the clock's zero).
public struct RecordingGenerator {
  /// What to generate.
  public struct Options: Sendable {
    /// At most this many devices (at least one).
    public var maximumDevices: Int
    /// At most this many frames per device.
    public var maximumFrames: Int
    /// Stay inside what evemu can express.
    public var evemuCompatible: Bool

    /// Options.
    public init(maximumDevices: Int = 3, maximumFrames: Int = 40, evemuCompatible: Bool = false) {
      self.maximumDevices = maximumDevices
      self.maximumFrames = maximumFrames
      self.evemuCompatible = evemuCompatible
    }

    /// One evemu-expressible device.
    public static let evemu = Options(maximumDevices: 1, evemuCompatible: true)
  }

  private var rng: SplitMix64
  private let options: Options

  /// A generator from `seed`.
  public init(seed: UInt64, options: Options = Options()) {
    self.rng = SplitMix64(seed: seed)
    self.options = options
  }

  /// The recording of `seed`.
  public static func recording(seed: UInt64, options: Options = Options()) -> Recording {
    var generator = RecordingGenerator(seed: seed, options: options)
    return generator.recording()
  }

  /// The next random recording.
  public mutating func recording() -> Recording {
    let count = Int.random(in: 1...Swift.max(1, options.maximumDevices), using: &rng)
    var devices = (0..<count).map { _ in device() }
    // Normal form: the earliest first event at zero.
    if let shift = devices.compactMap({ $0.events.first?.time.microseconds }).min() {
      for index in devices.indices {
        for event in devices[index].events.indices {
          devices[index].events[event].time.microseconds -= shift
        }
        for marker in devices[index].markers.indices {
          devices[index].markers[marker].time.microseconds -= shift
        }
      }
    }
    var metadata = RecordingMetadata()
    switch Int.random(in: 0...3, using: &rng) {
    case 0: break
    case 1: metadata.timeOrigin = 1
    case 2: metadata.timeOrigin = Int64.random(in: 2...900_000_000_000, using: &rng)  // uptime
    default:
      metadata.timeOrigin = Int64.random(
        in: 1_300_000_000_000_000...1_900_000_000_000_000, using: &rng)  // epoch
    }
    if Bool.random(using: &rng) {
      metadata.kernel = "6.1.0-\(Int.random(in: 1...40, using: &rng))-amd64"
    }
    if !options.evemuCompatible {
      if Bool.random(using: &rng) { metadata.recorder = "gesturetape 0.1.0" }
      if Bool.random(using: &rng) { metadata.date = "2026-11-22T04:00:00Z" }
      if Bool.random(using: &rng) {
        metadata.clock = Bool.random(using: &rng) ? "monotonic" : "realtime"
      }
      for number in 0..<Int.random(in: 0...2, using: &rng) {
        metadata.annotations.append(.init(key: "k\(number)", value: text(multiline: true)))
      }
    }
    return Recording(devices: devices, metadata: metadata)
  }

  /// A random name or note.
  public mutating func text(multiline: Bool) -> String {
    var pieces = [
      "Touch", "pad", " ", "\"", "\\", "#", ": ", "é", "触", "😀", "\t", "x", "42", "[", "]",
      "{", "}", ",", "%d", "null",
    ]
    if multiline { pieces += ["\n", "\r", "\u{1}", "\u{7f}", "\u{2028}"] }
    let count = Int.random(in: 1...10, using: &rng)
    var result = (0..<count).map { _ in pieces.randomElement(using: &rng) ?? "x" }.joined()
    // evemu's N: line keeps everything after the blanks that follow `N:`.
    if !multiline {
      while result.first == " " || result.first == "\t" { result.removeFirst() }
      if result.isEmpty { result = "x" }
    }
    return result
  }

  private mutating func device() -> RecordedDevice {
    let evemu = options.evemuCompatible
    var codes: [UInt16: [UInt16]] = [InputCode.EV_SYN: [0, 1, 3]]
    if !evemu, Bool.random(using: &rng) { codes[InputCode.EV_SYN] = [0, 1, 2, 3] }
    func someCodes(_ maximum: UInt16, _ count: ClosedRange<Int>, _ rng: inout SplitMix64)
      -> [UInt16]
    {
      Set(
        (0..<Int.random(in: count, using: &rng)).map { _ in
          UInt16.random(in: 0...maximum, using: &rng)
        }
      ).sorted()
    }
    if Bool.random(using: &rng) { codes[InputCode.EV_KEY] = someCodes(0x2FF, 1...12, &rng) }
    if Bool.random(using: &rng) { codes[InputCode.EV_REL] = someCodes(0x0F, 1...4, &rng) }
    if Bool.random(using: &rng) { codes[InputCode.EV_ABS] = someCodes(0x3F, 1...10, &rng) }
    if Bool.random(using: &rng) { codes[InputCode.EV_MSC] = someCodes(0x07, 1...2, &rng) }
    if Bool.random(using: &rng) { codes[InputCode.EV_LED] = someCodes(0x0F, 1...3, &rng) }
    if Bool.random(using: &rng) { codes[InputCode.EV_SW] = someCodes(0x10, 1...3, &rng) }
    var axes: [AbsoluteAxis] = []
    for code in codes[InputCode.EV_ABS] ?? [] {
      let minimum = Int32.random(in: -100_000...1_000, using: &rng)
      axes.append(
        AbsoluteAxis(
          code: code, value: evemu ? 0 : Int32.random(in: -5...5000, using: &rng),
          minimum: minimum, maximum: minimum &+ Int32.random(in: 0...200_000, using: &rng),
          fuzz: Int32.random(in: 0...16, using: &rng), flat: Int32.random(in: 0...16, using: &rng),
          resolution: Int32.random(in: 0...120, using: &rng)))
    }
    var leds: [UInt16: Bool] = [:]
    for code in codes[InputCode.EV_LED] ?? [] where Bool.random(using: &rng) {
      leds[code] = evemu ? true : Bool.random(using: &rng)
    }
    var switches: [UInt16: Bool] = [:]
    for code in codes[InputCode.EV_SW] ?? [] where Bool.random(using: &rng) {
      switches[code] = evemu ? true : Bool.random(using: &rng)
    }
    let description = DeviceDescription(
      name: text(multiline: !evemu),
      bustype: UInt16.random(in: 0...UInt16.max, using: &rng),
      vendor: UInt16.random(in: 0...UInt16.max, using: &rng),
      product: UInt16.random(in: 0...UInt16.max, using: &rng),
      version: UInt16.random(in: 0...UInt16.max, using: &rng),
      properties: someCodes(0x3F, 0...4, &rng), codes: codes, absoluteAxes: axes, leds: leds,
      switches: switches)

    var events: [InputEvent] = []
    var markers: [Marker] = []
    var time = Int64.random(in: 0...3_000_000, using: &rng)
    let types = codes.keys.sorted()
    for _ in 0..<Int.random(in: 0...Swift.max(0, options.maximumFrames), using: &rng) {
      // Gaps from none to hours; natively also steps back in time.
      switch Int.random(in: 0...9, using: &rng) {
      case 0: time += Int64.random(in: 1_000_000...10_000_000_000, using: &rng)
      case 1 where !evemu: time -= Int64.random(in: 1...5_000, using: &rng)
      default: time += Int64.random(in: 0...40_000, using: &rng)
      }
      if !evemu, Int.random(in: 0...9, using: &rng) == 0 {
        markers.append(Marker(time: Timestamp(microseconds: time), kind: marker()))
      }
      let jitter = Int.random(in: 0...3, using: &rng) == 0
      for _ in 0..<Int.random(in: 0...8, using: &rng) {
        let type = types.randomElement(using: &rng) ?? 0
        let code = codes[type]?.randomElement(using: &rng) ?? 0
        let value: Int32
        switch Int.random(in: 0...3, using: &rng) {
        case 0: value = Int32.random(in: Int32.min...Int32.max, using: &rng)
        case 1:
          value = [Int32.min, Int32.max, -1, 0, 1, -999, 9999][Int.random(in: 0...6, using: &rng)]
        default: value = Int32.random(in: -3000...3000, using: &rng)
        }
        // Events of one frame a few µs apart, as old evemu recordings have them.
        if jitter { time += Int64.random(in: 0...3, using: &rng) }
        events.append(
          InputEvent(time: Timestamp(microseconds: time), type: type, code: code, value: value))
      }
      if Int.random(in: 0...5, using: &rng) == 0 {
        events.append(InputEvent(time: Timestamp(microseconds: time), type: 0, code: 2, value: 0))
      }
      events.append(InputEvent(time: Timestamp(microseconds: time), type: 0, code: 0, value: 0))
    }
    // Sometimes a last frame without SYN_REPORT (a recording cut off).
    if Int.random(in: 0...7, using: &rng) == 0 {
      events.append(
        InputEvent(time: Timestamp(microseconds: time + 7), type: 3, code: 0, value: -5))
    }
    return RecordedDevice(description: description, events: events, markers: markers)
  }

  private mutating func marker() -> Marker.Kind {
    switch Int.random(in: 0...3, using: &rng) {
    case 0: .synDropped
    case 1: .resync
    case 2: .deviceRemoved
    default: .annotation(text(multiline: true))
    }
  }
}
