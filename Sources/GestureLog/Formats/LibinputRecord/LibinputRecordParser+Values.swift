/// The libinput record reader's value checks: each returns the value a node holds or throws a
/// problem that says where, what was found and what was expected. Shared by the tree part of the
/// reader and by ``LibinputEventStreamer``, so both report the same problems.
extension LibinputRecordParser {
  static func required(
    _ map: YAMLMapping, _ key: String, in node: YAMLNode
  ) throws(LibinputRecordProblem) -> YAMLNode {
    guard let value = map[key] else {
      throw problem(
        .missingField, at: node, found: "no '\(key)' key", expected: "a '\(key)' key here")
    }
    return value
  }

  static func mapping(_ node: YAMLNode, what: String) throws(LibinputRecordProblem) -> YAMLMapping {
    guard let map = node.mapping else {
      throw problem(.wrongType, at: node, found: describe(node), expected: what)
    }
    return map
  }

  static func sequence(_ node: YAMLNode, what: String) throws(LibinputRecordProblem) -> [YAMLNode] {
    guard case .sequence(let list, _, _) = node else {
      throw problem(.wrongType, at: node, found: describe(node), expected: what)
    }
    return list
  }

  static func string(_ node: YAMLNode, what: String) throws(LibinputRecordProblem) -> String {
    guard case .scalar(let scalar) = node else {
      throw problem(.wrongType, at: node, found: describe(node), expected: what)
    }
    return scalar.string
  }

  static func integer(_ node: YAMLNode, what: String) throws(LibinputRecordProblem) -> Int {
    try number(node, in: Int.min...Int.max, what: what)
  }

  static func number<T: FixedWidthInteger>(
    _ node: YAMLNode, in range: ClosedRange<Int>, what: String
  ) throws(LibinputRecordProblem) -> T {
    guard case .scalar(let scalar) = node, scalar.style == .plain else {
      throw problem(.wrongType, at: node, found: describe(node), expected: "\(what), an integer")
    }
    return try number(
      Array(scalar.string.utf8), line: scalar.line, column: scalar.column, in: range, what: what)
  }

  /// The integer a plain scalar's bytes hold, in `range`; problems at `line`, `column`.
  static func number<T: FixedWidthInteger, Bytes: Collection<UInt8>>(
    _ bytes: Bytes, line: Int, column: Int, in range: ClosedRange<Int>, what: String
  ) throws(LibinputRecordProblem) -> T {
    guard let value = parseInteger(bytes) else {
      let text = String(decoding: bytes, as: UTF8.self)
      throw LibinputRecordProblem(
        kind: .invalidNumber, line: line, column: column, found: "'\(clipped(text))'",
        expected: "\(what), an integer")
    }
    return try checked(value, at: (line, column), in: range, what: what)
  }

  /// `value` as a `T` if it lies in `range`; the out-of-range problem at `place` otherwise.
  static func checked<T: FixedWidthInteger>(
    _ value: Int, at place: (line: Int, column: Int), in range: ClosedRange<Int>, what: String
  ) throws(LibinputRecordProblem) -> T {
    guard range.contains(value), let result = T(exactly: value) else {
      throw LibinputRecordProblem(
        kind: .outOfRange, line: place.line, column: place.column, found: "\(value)",
        expected: "\(what) in \(range.lowerBound)...\(range.upperBound)")
    }
    return result
  }

  /// A YAML integer in the forms YAML 1.1 (PyYAML, which libinput's tools read with) and YAML
  /// 1.2 agree on: one optional sign, then decimal digits without a leading zero (`0` alone is
  /// fine), `0x` and hexadecimal digits, or `0o` and octal digits. Forms the two versions read
  /// differently or only one of them has (`010`, `0b1`, `1_000`, `1:30`) are rejected, as is a
  /// second sign (`-0x-1`) or a magnitude beyond Int64. Nil when `text` is none of these.
  static func parseInteger(_ text: String) -> Int? {
    parseInteger(Substring(text).utf8)
  }

  /// ``parseInteger(_:)-swift.type.method`` on UTF-8 bytes.
  static func parseInteger<Bytes: Collection<UInt8>>(_ text: Bytes) -> Int? {
    var bytes = text[...]
    var negative = false
    if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      negative = sign == UInt8(ascii: "-")
      bytes = bytes.dropFirst()
    }
    var radix: UInt64 = 10
    if bytes.count > 2, bytes.first == UInt8(ascii: "0") {
      let marker = bytes[bytes.index(after: bytes.startIndex)] | 0x20
      if marker == UInt8(ascii: "x") {
        radix = 16
      } else if marker == UInt8(ascii: "o") {
        radix = 8
      }
      if radix != 10 { bytes = bytes.dropFirst(2) }
    }
    guard !bytes.isEmpty else { return nil }
    if radix == 10, bytes.count > 1, bytes.first == UInt8(ascii: "0") { return nil }
    var magnitude: UInt64 = 0
    for byte in bytes {
      let digit: UInt64
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt64(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt64(byte - UInt8(ascii: "A") + 10)
      default: return nil
      }
      guard digit < radix else { return nil }
      let (times, o1) = magnitude.multipliedReportingOverflow(by: radix)
      let (sum, o2) = times.addingReportingOverflow(digit)
      guard !o1, !o2 else { return nil }
      magnitude = sum
    }
    if negative {
      guard magnitude <= UInt64(Int.max) + 1 else { return nil }
      return magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude)
    }
    guard magnitude <= UInt64(Int.max) else { return nil }
    return Int(magnitude)
  }

  /// `sec` and `usec` as a time within ``Timestamp/limit``; problems at the seconds' place.
  static func timestamp(
    seconds sec: Int64, secondsAt secPlace: (line: Int, column: Int), microseconds usec: Int64
  ) throws(LibinputRecordProblem) -> Timestamp {
    let time = Timestamp(seconds: sec, microseconds: usec)
    guard Timestamp.isWithinLimit(time.microseconds) else {
      throw LibinputRecordProblem(
        kind: .outOfRange, line: secPlace.line, column: secPlace.column, found: "\(sec).\(usec) s",
        expected: "a time \(Timestamp.limitDescription)")
    }
    return time
  }

  /// The range and wording of the seconds field.
  static let secondsBound = Int(Timestamp.limit / 1_000_000)
  static let secondsWhat = "seconds \(Timestamp.limitDescription)"

  static func timestamp(
    _ secNode: YAMLNode, _ usecNode: YAMLNode
  ) throws(LibinputRecordProblem) -> Timestamp {
    let sec: Int64 = try number(secNode, in: -secondsBound...secondsBound, what: secondsWhat)
    let usec: Int64 = try number(usecNode, in: 0...999_999, what: "microseconds (0-999999)")
    return try timestamp(
      seconds: sec, secondsAt: (secNode.line, secNode.column), microseconds: usec)
  }

  static func describe(_ node: YAMLNode) -> String {
    switch node {
    case .scalar(let scalar):
      return scalar.string.isEmpty && scalar.style == .plain
        ? "nothing" : "'\(clipped(scalar.string))'"
    case .mapping: return "a mapping"
    case .sequence, .streamed: return "a list"
    }
  }

  static func clipped(_ text: String) -> String {
    text.count <= 40 ? text : String(text.prefix(40)) + "…"
  }

  static func problem(
    _ kind: LibinputRecordProblem.Kind, at node: YAMLNode, found: String, expected: String
  ) -> LibinputRecordProblem {
    LibinputRecordProblem(
      kind: kind, line: node.line, column: node.column, found: found, expected: expected)
  }
}
