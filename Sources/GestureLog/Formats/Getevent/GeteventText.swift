/// A cursor over one getevent line's bytes: timestamps, nodes and the whitespace-separated
/// tokens of an event, with located errors.
struct GeteventText {
  let bytes: UnsafeBufferPointer<UInt8>
  var position: Int
  let line: Int
  let file: String

  init(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, line: Int, file: String) {
    self.bytes = bytes
    self.position = position
    self.line = line
    self.file = file
  }

  var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

  mutating func skipBlanks() {
    // A carriage return counts as a blank: `adb shell` through a terminal ends lines `\r\r\n`.
    while position < bytes.count,
      bytes[position] == 0x20 || bytes[position] == 0x09 || bytes[position] == 0x0D
    {
      position += 1
    }
  }

  /// `[   1234.567890]`: seconds and a fraction (getevent prints six digits; fewer or more are
  /// scaled to microseconds), as microseconds.
  mutating func timestamp() throws(GestureLogError) -> Int64 {
    position += 1  // `[`
    skipBlanks()
    var seconds: Int64 = 0
    var digits = 0
    while let byte = peek, byte >= 0x30, byte <= 0x39 {
      guard seconds < 1 << 40 else { throw error(expected: "seconds since boot") }
      seconds = seconds * 10 + Int64(byte - 0x30)
      digits += 1
      position += 1
    }
    guard digits > 0, peek == 0x2E else { throw error(expected: "SECONDS.MICROSECONDS") }
    position += 1
    var fraction: Int64 = 0
    var fractionDigits = 0
    while let byte = peek, byte >= 0x30, byte <= 0x39 {
      if fractionDigits < 6 {
        fraction = fraction * 10 + Int64(byte - 0x30)
      }
      fractionDigits += 1
      position += 1
    }
    guard fractionDigits > 0 else { throw error(expected: "the microseconds after the point") }
    if fractionDigits < 6 {
      for _ in fractionDigits..<6 { fraction *= 10 }
    }
    skipBlanks()
    guard peek == 0x5D else { throw error(expected: "']' after the timestamp") }
    position += 1
    return seconds * 1_000_000 + fraction
  }

  /// Early getevent's `SECONDS-MICROSECONDS: ` prefix (Android 2 and 4 printed `%ld-%ld: `, the
  /// microseconds not zero-padded), as microseconds; nil, with the position kept, when the line
  /// does not start so.
  mutating func dashedTimestamp() -> Int64? {
    let start = position
    var seconds: Int64 = 0
    var digits = 0
    while let byte = peek, byte >= 0x30, byte <= 0x39, digits < 12 {
      seconds = seconds * 10 + Int64(byte - 0x30)
      digits += 1
      position += 1
    }
    guard digits > 0, peek == 0x2D else {
      position = start
      return nil
    }
    position += 1
    var micro: Int64 = 0
    var microDigits = 0
    while let byte = peek, byte >= 0x30, byte <= 0x39, microDigits < 7 {
      micro = micro * 10 + Int64(byte - 0x30)
      microDigits += 1
      position += 1
    }
    guard microDigits > 0, micro < 1_000_000, peek == 0x3A else {
      position = start
      return nil
    }
    position += 1
    return seconds * 1_000_000 + micro
  }

  /// Whether `bytes` from `start` begin with early getevent's `SECONDS-MICROSECONDS:`.
  static func startsWithDashedTimestamp(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool
  {
    var scan = GeteventText(bytes, at: start, line: 0, file: "")
    return scan.dashedTimestamp() != nil
  }

  /// `/dev/input/event2:`: the range of the node's path.
  mutating func nodeRange() throws(GestureLogError) -> Range<Int> {
    let start = position
    while let byte = peek, byte != 0x3A, byte != 0x20, byte != 0x09, byte != 0x0D {
      position += 1
    }
    guard peek == 0x3A, position > start else {
      throw error(expected: "a node and a colon (/dev/input/event2:)")
    }
    let range = start..<position
    position += 1
    return range
  }

  /// The next whitespace-separated token's range, or nil at the end of the line.
  mutating func token() -> Range<Int>? {
    skipBlanks()
    let start = position
    while let byte = peek, byte != 0x20, byte != 0x09, byte != 0x0D { position += 1 }
    return position > start ? start..<position : nil
  }

  func error(expected: String) -> GestureLogError {
    error(at: position..<min(position + 12, bytes.count), expected: expected)
  }

  func error(at range: Range<Int>, expected: String) -> GestureLogError {
    let shown = range.isEmpty ? "the end of the line" : "'\(Self.string(bytes, range))'"
    return GestureLogError(
      .unexpectedToken, file: file, line: line, column: range.lowerBound + 1, found: shown,
      expected: expected)
  }

  // MARK: Tokens

  /// The value of a token: 1 to 8 hex digits as a 32-bit two's complement, or a label getevent
  /// prints with `-l` (`UP`, `DOWN`, `REPEAT` for keys; `MT_TOOL_…` for ABS_MT_TOOL_TYPE).
  static func value(
    _ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, type: UInt16, code: UInt16
  ) -> Int32? {
    if let number = hex(range, in: bytes, maximumDigits: 8) { return Int32(bitPattern: number) }
    let text = string(bytes, range)
    if type == InputCode.EV_KEY {
      switch text {
      case "UP": return 0
      case "DOWN": return 1
      case "REPEAT": return 2
      default: return nil
      }
    }
    if type == InputCode.EV_ABS, code == InputCode.ABS_MT_TOOL_TYPE {
      switch text {
      case "MT_TOOL_FINGER": return 0
      case "MT_TOOL_PEN": return 1
      case "MT_TOOL_PALM": return 2
      case "MT_TOOL_DIAL": return 0x0a
      default: return nil
      }
    }
    return nil
  }

  /// 1 to `maximumDigits` hex digits, or nil.
  static func hex(
    _ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, maximumDigits: Int
  ) -> UInt32? {
    guard !range.isEmpty, range.count <= maximumDigits else { return nil }
    var number: UInt32 = 0
    for index in range {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case 0x30...0x39: digit = byte - 0x30
      case 0x61...0x66: digit = byte - 0x61 + 10
      case 0x41...0x46: digit = byte - 0x41 + 10
      default: return nil
      }
      number = number << 4 | UInt32(digit)
    }
    return number
  }

  static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ text: String)
    -> Bool
  {
    bytes[range].elementsEqual(text.utf8)
  }

  static func starts(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, with text: String)
    -> Bool
  {
    bytes.count - start >= text.utf8.count
      && bytes[start..<(start + text.utf8.count)].elementsEqual(text.utf8)
  }
}

/// Event type and code names as getevent prints them, resolved once per distinct name (a
/// capture uses a few dozen): a small open-addressing table keyed by the name's bytes.
struct GeteventNames {
  private var keys: [[UInt8]] = Array(repeating: [], count: 256)
  private var values: [UInt32] = Array(repeating: 0, count: 256)
  private var count = 0
  private static let unknown: UInt32 = 0xFFFF_FFFF

  /// The type of a token: 1 to 4 hex digits, or a name (`EV_ABS`); nil for neither or a type
  /// above EV_MAX.
  mutating func type(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> UInt16? {
    if let number = GeteventText.hex(range, in: bytes, maximumDigits: 4) {
      return number <= 0x1f ? UInt16(number) : nil
    }
    let found = lookup(range, in: bytes) { name in
      InputCode.type(named: name).map { UInt32($0) << 16 | 0xFFFF }
    }
    return found.map { UInt16($0 >> 16) }
  }

  /// The code of a token of `type`: 1 to 4 hex digits, or a name of that type (`ABS_MT_SLOT`).
  mutating func code(
    _ range: Range<Int>, type: UInt16, in bytes: UnsafeBufferPointer<UInt8>
  ) -> UInt16? {
    if let number = GeteventText.hex(range, in: bytes, maximumDigits: 4) {
      return UInt16(number)
    }
    guard
      let found = lookup(
        range, in: bytes,
        resolve: { name in
          InputCode.code(named: name).map { UInt32($0.type) << 16 | UInt32($0.code) }
        }), UInt16(found >> 16) == type
    else { return nil }
    return UInt16(found & 0xFFFF)
  }

  private mutating func lookup(
    _ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, resolve: (String) -> UInt32?
  ) -> UInt32? {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for index in range {
      hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01b3
    }
    var slot = Int(hash & 0xFF)
    while !keys[slot].isEmpty {
      if keys[slot].elementsEqual(bytes[range]) {
        return values[slot] == Self.unknown ? nil : values[slot]
      }
      slot = (slot + 1) & 0xFF
    }
    let name = GeteventText.string(bytes, range)
    let value = resolve(name)
    // The table stays at most half full; past that, names are resolved every time.
    if count < 128 {
      keys[slot] = Array(bytes[range])
      values[slot] = value ?? Self.unknown
      count += 1
    }
    return value
  }
}
