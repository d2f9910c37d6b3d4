/// Branch-light parsers for the exact lines the writers produce, used before the precise
/// parsers: they return nil on anything unusual (blanks, long numbers, unknown layout), and
/// the caller then runs the precise parser on the same line, which either accepts it or throws
/// the located error. They never trap: every read is bounds-checked against `count`.
enum FastLineParsing {
  /// An unsigned decimal of 1…18 digits at `index`; advances `index`.
  @inline(__always)
  static func unsigned(
    _ base: UnsafePointer<UInt8>, _ count: Int, _ index: inout Int
  ) -> UInt64? {
    var value: UInt64 = 0
    let start = index
    while index < count {
      let digit = base[index] &- 0x30
      if digit > 9 { break }
      value = value &* 10 &+ UInt64(digit)
      index &+= 1
    }
    let digits = index &- start
    return digits > 0 && digits <= 18 ? value : nil
  }

  /// A signed decimal (optional `-`) of 1…18 digits; advances `index`.
  @inline(__always)
  static func signed(_ base: UnsafePointer<UInt8>, _ count: Int, _ index: inout Int) -> Int64? {
    var negative = false
    if index < count, base[index] == 0x2D {
      negative = true
      index &+= 1
    }
    guard let magnitude = unsigned(base, count, &index) else { return nil }
    return negative ? -Int64(magnitude) : Int64(magnitude)
  }

  /// A lower- or upper-case hexadecimal of 1…4 digits; advances `index`.
  @inline(__always)
  static func hex4(_ base: UnsafePointer<UInt8>, _ count: Int, _ index: inout Int) -> UInt16? {
    var value: UInt32 = 0
    let start = index
    while index < count, index &- start < 5 {
      let byte = base[index]
      let digit: UInt8
      if byte &- 0x30 <= 9 {
        digit = byte &- 0x30
      } else if byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66 {
        digit = (byte | 0x20) &- 0x61 &+ 10
      } else {
        break
      }
      value = value << 4 | UInt32(digit)
      index &+= 1
    }
    let digits = index &- start
    return digits > 0 && digits <= 4 ? UInt16(truncatingIfNeeded: value) : nil
  }

  /// A JSON integer (optional `-`, no leading zeros) of 1…18 digits; advances `index`.
  @inline(__always)
  static func json(_ base: UnsafePointer<UInt8>, _ count: Int, _ index: inout Int) -> Int64? {
    let digits = index < count && base[index] == 0x2D ? index &+ 1 : index
    if digits &+ 1 < count, base[digits] == 0x30, base[digits &+ 1] &- 0x30 <= 9 { return nil }
    return signed(base, count, &index)
  }

  /// Whether `byte` is at `index`; advances past it when it is.
  @inline(__always)
  static func take(_ byte: UInt8, _ base: UnsafePointer<UInt8>, _ count: Int, _ index: inout Int)
    -> Bool
  {
    guard index < count, base[index] == byte else { return false }
    index &+= 1
    return true
  }

  /// An evemu event line `E: <sec>.<usec6> <type> <code> <value>` followed by the end of the
  /// line, or a tab/space and (when `comments`) a `#` comment: the absolute time in µs and the
  /// event fields.
  @inline(__always)
  static func evemuEvent(
    _ line: UnsafeBufferPointer<UInt8>, comments: Bool
  ) -> (time: Int64, type: UInt16, code: UInt16, value: Int32)? {
    guard let base = line.baseAddress, line.count >= 20 else { return nil }
    let count = line.count
    guard base[0] == 0x45, base[1] == 0x3A, base[2] == 0x20 else { return nil }
    var index = 3
    guard let seconds = unsigned(base, count, &index),
      seconds <= UInt64(Timestamp.limit / 1_000_000),
      take(0x2E, base, count, &index)
    else { return nil }
    let fractionStart = index
    guard let micros = unsigned(base, count, &index), index &- fractionStart == 6,
      take(0x20, base, count, &index), let type = hex4(base, count, &index),
      take(0x20, base, count, &index), let code = hex4(base, count, &index),
      take(0x20, base, count, &index), let value = signed(base, count, &index),
      value >= Int64(Int32.min), value <= Int64(Int32.max)
    else { return nil }
    if index < count {
      // Blanks, then nothing or a comment.
      while index < count, base[index] == 0x20 || base[index] == 0x09 { index &+= 1 }
      if index < count && !(comments && base[index] == 0x23) { return nil }
    }
    let time = Int64(seconds) * 1_000_000 + Int64(micros)
    guard Timestamp.isWithinLimit(time) else { return nil }
    return (time, type, code, Int32(truncatingIfNeeded: value))
  }

  /// A native frame line exactly as ``NativeLogWriter`` writes it
  /// (`{"d":N,"t":N,"e":[[type,code,value,"NAME"|null(,dt)],…]}`), its events appended to
  /// `events`; returns the device index. On nil, `events` may hold a partial line: the caller
  /// resets it.
  @inline(__always)
  static func nativeFrame(
    _ line: UnsafeBufferPointer<UInt8>, into events: inout [InputEvent]
  ) -> Int? {
    guard let base = line.baseAddress, line.count >= 24 else { return nil }
    let count = line.count
    // `{"d":`
    guard base[0] == 0x7B, base[1] == 0x22, base[2] == 0x64, base[3] == 0x22, base[4] == 0x3A
    else { return nil }
    var index = 5
    guard let device = json(base, count, &index), device >= 0, device < 1 << 31,
      take(0x2C, base, count, &index), take(0x22, base, count, &index),
      take(0x74, base, count, &index), take(0x22, base, count, &index),
      take(0x3A, base, count, &index), let time = json(base, count, &index),
      Timestamp.isWithinLimit(time),
      take(0x2C, base, count, &index), take(0x22, base, count, &index),
      take(0x65, base, count, &index), take(0x22, base, count, &index),
      take(0x3A, base, count, &index), take(0x5B, base, count, &index)
    else { return nil }
    while true {
      guard take(0x5B, base, count, &index), let type = json(base, count, &index),
        type >= 0, type <= 0xFFFF, take(0x2C, base, count, &index),
        let code = json(base, count, &index), code >= 0, code <= 0xFFFF,
        take(0x2C, base, count, &index), let value = json(base, count, &index),
        value >= Int64(Int32.min), value <= Int64(Int32.max)
      else { return nil }
      var eventTime = time
      if take(0x2C, base, count, &index) {
        if take(0x22, base, count, &index) {
          // A name: letters, digits and `_` only on the fast path.
          while index < count {
            let byte = base[index]
            if byte == 0x22 || byte == 0x5C || byte < 0x20 { break }
            index &+= 1
          }
          guard take(0x22, base, count, &index) else { return nil }
        } else {
          guard index &+ 4 <= count, base[index] == 0x6E, base[index &+ 1] == 0x75,
            base[index &+ 2] == 0x6C, base[index &+ 3] == 0x6C
          else { return nil }
          index &+= 4
        }
        if take(0x2C, base, count, &index) {
          guard let delta = json(base, count, &index) else { return nil }
          eventTime = time + delta
          guard Timestamp.isWithinLimit(eventTime) else { return nil }
        }
      }
      guard take(0x5D, base, count, &index) else { return nil }
      events.append(
        InputEvent(
          time: Timestamp(microseconds: eventTime), type: UInt16(truncatingIfNeeded: type),
          code: UInt16(truncatingIfNeeded: code), value: Int32(truncatingIfNeeded: value)))
      if take(0x2C, base, count, &index) { continue }
      guard take(0x5D, base, count, &index), take(0x7D, base, count, &index), index == count
      else { return nil }
      return Int(device)
    }
  }
}
