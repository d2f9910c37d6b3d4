/// A JSON value of a native-format line, with the column where it starts (for errors).
struct JSONNode {
  indirect enum Value {
    case null
    case bool(Bool)
    case integer(Int64)
    case string(String)
    case array([JSONNode])
    case object([(key: String, value: JSONNode)])
  }

  var value: Value
  /// The 1-based column of the value's first byte.
  var column: Int
}

/// A small JSON parser over one line's bytes, for the native format's header, device and marker
/// lines (frames have their own fast path in ``NativeLineParser``).
///
/// Numbers are integers only (the format has no fractions); nesting is limited to 16 levels;
/// strings are checked to be UTF-8. Every failure is a ``GestureLogError`` at its column.
extension LineScanner {
  /// A JSON value at the cursor.
  mutating func jsonValue(depth: Int = 0) throws(GestureLogError) -> JSONNode {
    skipBlanks()
    let column = self.column
    guard let byte = peek() else {
      throw error(.truncated, expected: "a JSON value")
    }
    if depth > 16 { throw error(.unexpectedToken, expected: "at most 16 levels of nesting") }
    switch byte {
    case 0x7B:  // {
      position += 1
      var members: [(key: String, value: JSONNode)] = []
      skipBlanks()
      if peek() == 0x7D {
        position += 1
        return JSONNode(value: .object(members), column: column)
      }
      while true {
        skipBlanks()
        guard peek() == 0x22 else { throw error(.unexpectedToken, expected: "a quoted key") }
        let key = try jsonString()
        skipBlanks()
        try expect(0x3A, "`:` after the key")
        members.append((key, try jsonValue(depth: depth + 1)))
        skipBlanks()
        if peek() == 0x2C {
          position += 1
          continue
        }
        try expect(0x7D, "`,` or `}`")
        return JSONNode(value: .object(members), column: column)
      }
    case 0x5B:  // [
      position += 1
      var elements: [JSONNode] = []
      skipBlanks()
      if peek() == 0x5D {
        position += 1
        return JSONNode(value: .array(elements), column: column)
      }
      while true {
        elements.append(try jsonValue(depth: depth + 1))
        skipBlanks()
        if peek() == 0x2C {
          position += 1
          continue
        }
        try expect(0x5D, "`,` or `]`")
        return JSONNode(value: .array(elements), column: column)
      }
    case 0x22:
      return JSONNode(value: .string(try jsonString()), column: column)
    case 0x74:
      if hasPrefix("true") {
        position += 4
        return JSONNode(value: .bool(true), column: column)
      }
    case 0x66:
      if hasPrefix("false") {
        position += 5
        return JSONNode(value: .bool(false), column: column)
      }
    case 0x6E:
      if hasPrefix("null") {
        position += 4
        return JSONNode(value: .null, column: column)
      }
    case 0x2B, 0x2D, 0x30...0x39:
      let value = try jsonInteger(minimum: Int64.min, maximum: Int64.max, "an integer")
      return JSONNode(value: .integer(value), column: column)
    default:
      break
    }
    throw error(.unexpectedToken, expected: "a JSON value")
  }

  /// A JSON string at the cursor (which is at its opening quote), unescaped.
  mutating func jsonString() throws(GestureLogError) -> String {
    try expect(0x22, "`\"`")
    let start = position
    var plain = true
    while let byte = peek(), byte != 0x22 {
      if byte < 0x20 { throw error(.invalidText, expected: "no control characters in a string") }
      if byte == 0x5C {
        plain = false
        position += 1
      }
      position += 1
    }
    guard peek() == 0x22 else {
      position = Swift.min(position, bytes.count)
      throw error(.truncated, expected: "`\"` closing the string")
    }
    let end = position
    position += 1
    if plain {
      guard
        let text = String(
          validating: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
      else {
        var at = self
        at.position = start
        throw at.error(.invalidText, expected: "a UTF-8 string")
      }
      return text
    }
    return try unescape(start..<end)
  }

  private func unescape(_ range: Range<Int>) throws(GestureLogError) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(range.count)
    var index = range.lowerBound
    var at = self
    func fail(_ position: Int, _ what: String) -> GestureLogError {
      at.position = position
      return at.error(.invalidText, expected: what)
    }
    while index < range.upperBound {
      let byte = bytes[index]
      guard byte == 0x5C else {
        out.append(byte)
        index += 1
        continue
      }
      guard index + 1 < range.upperBound else { throw fail(index, "an escape after `\\`") }
      let escaped = bytes[index + 1]
      index += 2
      switch escaped {
      case 0x22, 0x5C, 0x2F: out.append(escaped)
      case 0x62: out.append(0x08)
      case 0x66: out.append(0x0C)
      case 0x6E: out.append(0x0A)
      case 0x72: out.append(0x0D)
      case 0x74: out.append(0x09)
      case 0x75:
        func hex4(_ from: Int) -> UInt32? {
          guard from + 4 <= range.upperBound else { return nil }
          var value: UInt32 = 0
          for offset in 0..<4 {
            let digit = bytes[from + offset]
            let nibble: UInt32
            switch digit {
            case 0x30...0x39: nibble = UInt32(digit - 0x30)
            case 0x61...0x66: nibble = UInt32(digit - 0x61 + 10)
            case 0x41...0x46: nibble = UInt32(digit - 0x41 + 10)
            default: return nil
            }
            value = value << 4 | nibble
          }
          return value
        }
        guard var scalar = hex4(index) else { throw fail(index, "four hexadecimal digits") }
        index += 4
        if (0xD800..<0xDC00).contains(scalar) {
          guard index + 6 <= range.upperBound, bytes[index] == 0x5C, bytes[index + 1] == 0x75,
            let low = hex4(index + 2), (0xDC00..<0xE000).contains(low)
          else { throw fail(index, "a low surrogate `\\uDC00`…`\\uDFFF`") }
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          index += 6
        }
        guard let unicode = Unicode.Scalar(scalar) else {
          throw fail(index - 4, "a Unicode scalar value")
        }
        out.append(contentsOf: String(unicode).utf8)
      default:
        throw fail(index - 1, "a JSON escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u)")
      }
    }
    guard let text = String(validating: out, as: UTF8.self) else {
      throw fail(range.lowerBound, "a UTF-8 string")
    }
    return text
  }
}
