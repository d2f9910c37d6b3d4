/// A cursor over the bytes of one line, with the number parsing the text readers share.
///
/// Every failure becomes a ``GestureLogError`` at the cursor's column, naming the token found
/// there. Nothing here traps: every index is checked, every number is parsed with overflow
/// checks.
struct LineScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  let line: Int
  let file: String
  var position = 0

  init(_ line: InputLine, file: String) {
    self.bytes = line.bytes
    self.line = line.number
    self.file = file
  }

  /// The 1-based column of the cursor.
  var column: Int { position + 1 }

  var isAtEnd: Bool { position >= bytes.count }

  /// The byte at the cursor, or nil at the end of the line.
  @inline(__always)
  func peek() -> UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  /// Whether the rest of the line starts with `prefix`.
  func hasPrefix(_ prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard bytes.count - position >= count else { return false }
    let start = prefix.utf8Start
    for offset in 0..<count where bytes[position + offset] != start[offset] { return false }
    return true
  }

  /// Skips spaces and tabs; returns how many.
  @discardableResult
  @inline(__always)
  mutating func skipBlanks() -> Int {
    let begin = position
    while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 {
      position += 1
    }
    return position - begin
  }

  /// Requires at least one space or tab.
  mutating func requireBlanks(before what: String) throws(GestureLogError) {
    if skipBlanks() == 0 {
      if isAtEnd { throw error(.missingField, expected: what) }
      throw error(.unexpectedToken, expected: "a space before \(what)")
    }
  }

  /// Requires the byte `byte` at the cursor and steps over it.
  @inline(__always)
  mutating func expect(_ byte: UInt8, _ what: String) throws(GestureLogError) {
    guard peek() == byte else { throw error(.unexpectedToken, expected: what) }
    position += 1
  }

  /// An unsigned decimal number of at most `maximum`.
  @inline(__always)
  mutating func unsignedDecimal(
    maximum: UInt64, _ what: String
  ) throws(GestureLogError) -> UInt64 {
    let begin = position
    var value: UInt64 = 0
    var overflow = false
    while position < bytes.count {
      let digit = bytes[position] &- 0x30
      if digit > 9 { break }
      let (times, o1) = value.multipliedReportingOverflow(by: 10)
      let (sum, o2) = times.addingReportingOverflow(UInt64(digit))
      overflow = overflow || o1 || o2
      value = sum
      position += 1
    }
    if position == begin { throw error(.invalidNumber, expected: what) }
    if overflow || value > maximum {
      position = begin
      throw error(.numberOutOfRange, expected: "\(what) (at most \(maximum))")
    }
    return value
  }

  /// A JSON integer in `minimum...maximum`: an optional `-` (never `+`), then `0` or a digit
  /// 1–9 and more digits (no leading zeros), and no fraction or exponent after it (RFC 8259 §6
  /// with the native format's rule that numbers are integers).
  @inline(__always)
  mutating func jsonInteger(
    minimum: Int64, maximum: Int64, _ what: String
  ) throws(GestureLogError) -> Int64 {
    if peek() == 0x2B {
      throw error(.invalidNumber, expected: "\(what) (JSON numbers have no `+`)")
    }
    let digitsStart = peek() == 0x2D ? position + 1 : position
    if digitsStart + 1 < bytes.count, bytes[digitsStart] == 0x30,
      bytes[digitsStart + 1] &- 0x30 <= 9
    {
      position = digitsStart
      throw error(.invalidNumber, expected: "\(what) (JSON numbers have no leading zeros)")
    }
    let value = try signedDecimal(minimum: minimum, maximum: maximum, what)
    if let next = peek(), next == 0x2E || next == 0x65 || next == 0x45 {
      throw error(.invalidNumber, expected: "\(what), an integer (the format has no fractions)")
    }
    return value
  }

  /// A signed decimal number in `minimum...maximum` (an optional `-` or `+`, then digits).
  @inline(__always)
  mutating func signedDecimal(
    minimum: Int64, maximum: Int64, _ what: String
  ) throws(GestureLogError) -> Int64 {
    let begin = position
    var negative = false
    if let sign = peek(), sign == 0x2D || sign == 0x2B {
      negative = sign == 0x2D
      position += 1
    }
    guard let first = peek(), first &- 0x30 <= 9 else {
      position = begin
      throw error(.invalidNumber, expected: what)
    }
    let limit: UInt64 = negative ? minimum.magnitude : UInt64(Swift.max(maximum, 0))
    let magnitude: UInt64
    do {
      magnitude = try unsignedDecimal(maximum: UInt64.max, what)
    } catch {
      position = begin
      throw self.error(.numberOutOfRange, expected: "\(what) in \(minimum)...\(maximum)")
    }
    if magnitude > limit || (!negative && maximum < 0) {
      position = begin
      throw error(.numberOutOfRange, expected: "\(what) in \(minimum)...\(maximum)")
    }
    return negative ? Int64(bitPattern: 0 &- magnitude) : Int64(magnitude)
  }

  /// A hexadecimal number (no `0x`) of at most `maximum`.
  @inline(__always)
  mutating func hexadecimal(maximum: UInt64, _ what: String) throws(GestureLogError) -> UInt64 {
    let begin = position
    var value: UInt64 = 0
    var digits = 0
    while position < bytes.count {
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case 0x30...0x39: digit = byte &- 0x30
      case 0x61...0x66: digit = byte &- 0x61 &+ 10
      case 0x41...0x46: digit = byte &- 0x41 &+ 10
      default: digit = 0xFF
      }
      if digit == 0xFF { break }
      if digits < 16 { value = value << 4 | UInt64(digit) }
      digits += 1
      position += 1
    }
    if digits == 0 || isHexTail {
      position = begin
      throw error(.invalidNumber, expected: what)
    }
    if digits > 16 || value > maximum {
      position = begin
      throw error(.numberOutOfRange, expected: "\(what) (at most 0x\(String(maximum, radix: 16)))")
    }
    return value
  }

  /// Whether the cursor stopped inside a word (a hex number followed by a letter, `00g3`).
  private var isHexTail: Bool {
    guard let byte = peek() else { return false }
    return byte != 0x20 && byte != 0x09 && byte != 0x23
  }

  /// Requires the end of the line, allowing blanks and, when `allowComment`, a `#` comment.
  mutating func expectEnd(allowComment: Bool, _ what: String) throws(GestureLogError) {
    skipBlanks()
    guard let byte = peek() else { return }
    if allowComment, byte == 0x23 { return }
    throw error(.unexpectedToken, expected: what)
  }

  /// An error at the cursor naming the token there.
  func error(_ kind: GestureLogError.Kind, expected: String) -> GestureLogError {
    GestureLogError(
      kind, file: file, line: line, column: column, found: foundToken(), expected: expected)
  }

  /// The token at the cursor, quoted for display, or `end of line`.
  func foundToken() -> String {
    guard position < bytes.count else { return "end of line" }
    var end = position
    while end < bytes.count, end - position < 24 {
      let byte = bytes[end]
      if end > position, byte == 0x20 || byte == 0x09 { break }
      end += 1
    }
    return LineScanner.quote(bytes[position..<end])
  }

  /// Bytes as a quoted string, with non-printable bytes escaped as `\xNN`.
  static func quote(_ slice: Slice<UnsafeBufferPointer<UInt8>>) -> String {
    var text = "\""
    for byte in slice {
      if byte >= 0x20, byte < 0x7F, byte != 0x22, byte != 0x5C {
        text.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16)
        text += "\\x" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return text + "\""
  }
}
