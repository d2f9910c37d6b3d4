/// A small, strict XML reader for the documents Xcode writes: elements, attributes in single or
/// double quotes, text, the five predefined entities and character references, comments,
/// CDATA sections, the XML declaration and a DOCTYPE (skipped). Anything else is an error with
/// its line and column; nothing is guessed.
///
/// It reads bytes (UTF-8) in one pass and builds ``MarkupElement``s; lines and columns are computed
/// from a table of line starts only for the nodes and errors that are reported. Elements nested
/// deeper than ``maximumDepth`` are an error at the element that goes too deep.
public struct XMLReader {
  /// The deepest nesting of elements read (the document's root is depth 1). The deepest of the
  /// 44 real storyboards and nibs in the test fixtures nests 17 deep; a document nested more than
  /// ten times that is no document Xcode writes, and what is built from it (a view inside a view,
  /// thousands deep) would exhaust the stack of the code that lays it out and frees it.
  public static let maximumDepth = 200

  private let bytes: [UInt8]
  private var index = 0
  private var lineStarts: [Int] = [0]

  /// Reads `bytes` and returns the root element.
  public static func read(_ bytes: [UInt8]) throws(XMLReadError) -> MarkupElement {
    var reader = XMLReader(bytes: bytes)
    return try reader.document()
  }

  /// Reads `text` and returns the root element.
  public static func read(_ text: String) throws(XMLReadError) -> MarkupElement {
    try read(Array(text.utf8))
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    starts.reserveCapacity(bytes.count / 40)
    for (offset, byte) in bytes.enumerated() where byte == Self.newline {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  // MARK: Document

  private mutating func document() throws(XMLReadError) -> MarkupElement {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    var root: MarkupElement?
    while true {
      skipWhitespace()
      guard index < bytes.count else { break }
      guard bytes[index] == Self.lessThan else {
        throw error(
          root == nil ? "expected '<' to start the document" : "text after the root element")
      }
      if starts(with: "<?") {
        try skip(past: "?>", what: "processing instruction")
      } else if starts(with: "<!--") {
        try skip(past: "-->", what: "comment")
      } else if starts(with: "<!DOCTYPE") {
        try skipDoctype()
      } else if root == nil {
        root = try element()
      } else {
        throw error("a second root element")
      }
    }
    guard let root else { throw error("the document has no root element") }
    return root
  }

  // MARK: Elements

  /// Reads an element from its `<` up to its end, with its children (iteratively: deep
  /// documents do not grow the stack).
  private mutating func element() throws(XMLReadError) -> MarkupElement {
    let (root, rootClosed) = try startTag()
    if rootClosed { return root }
    var stack: [MarkupElement] = [root]
    var text: [UInt8] = []
    while let current = stack.last {
      guard index < bytes.count else {
        throw error("'<\(current.name)>' at \(current.location) is not closed")
      }
      let byte = bytes[index]
      if byte != Self.lessThan {
        if byte == Self.ampersand {
          try reference(into: &text)
        } else {
          text.append(byte)
          index += 1
        }
        continue
      }
      if starts(with: "</") {
        let start = index
        index += 2
        let name = try self.name()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == Self.greaterThan else {
          throw error("expected '>' to end '</\(name)'")
        }
        index += 1
        guard name == current.name else {
          throw error(
            "'</\(name)>' does not close '<\(current.name)>' (opened at \(current.location))",
            at: start)
        }
        flushText(into: current, text: &text)
        stack.removeLast()
      } else if starts(with: "<!--") {
        try skip(past: "-->", what: "comment")
      } else if starts(with: "<![CDATA[") {
        index += 9
        let start = index
        guard let end = find("]]>") else {
          throw error("CDATA section is not closed", at: start - 9)
        }
        text.append(contentsOf: bytes[start..<end])
        index = end + 3
      } else if starts(with: "<?") {
        try skip(past: "?>", what: "processing instruction")
      } else {
        flushText(into: current, text: &text)
        let start = index
        guard stack.count < Self.maximumDepth else {
          throw error(
            "elements nest deeper than \(Self.maximumDepth) (no document Xcode writes does; the "
              + "deepest real one nests 17)", at: start)
        }
        let (child, closed) = try startTag()
        child.parent = current
        current.children.append(child)
        if !closed { stack.append(child) }
      }
    }
    return root
  }

  /// Reads `<name attr="value" …>` or `<name …/>`; `closed` is true for the empty form.
  private mutating func startTag() throws(XMLReadError) -> (MarkupElement, closed: Bool) {
    let start = index
    index += 1
    let name = try self.name()
    var attributes: [(name: String, value: String)] = []
    while true {
      let hadSpace = skipWhitespace()
      guard index < bytes.count else { throw error("'<\(name)' is not closed", at: start) }
      let byte = bytes[index]
      if byte == Self.greaterThan {
        index += 1
        return (
          MarkupElement(name: name, attributes: attributes, location: location(of: start)), false
        )
      }
      if byte == Self.slash {
        guard index + 1 < bytes.count, bytes[index + 1] == Self.greaterThan else {
          throw error("expected '/>' in '<\(name)'")
        }
        index += 2
        return (
          MarkupElement(name: name, attributes: attributes, location: location(of: start)), true
        )
      }
      guard hadSpace else { throw error("expected a space before an attribute of '<\(name)'") }
      let attributeStart = index
      let attributeName = try self.name()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == Self.equals else {
        throw error("expected '=' after the attribute '\(attributeName)'")
      }
      index += 1
      skipWhitespace()
      let value = try quoted(attributeName)
      if attributes.contains(where: { $0.name == attributeName }) {
        throw error(
          "the attribute '\(attributeName)' appears twice in '<\(name)'", at: attributeStart)
      }
      attributes.append((attributeName, value))
    }
  }

  private mutating func quoted(_ attribute: String) throws(XMLReadError) -> String {
    guard index < bytes.count, bytes[index] == Self.quote || bytes[index] == Self.apostrophe else {
      throw error("expected a quoted value for the attribute '\(attribute)'")
    }
    let delimiter = bytes[index]
    let start = index
    index += 1
    let valueStart = index
    // Fast path: no entity and no '<' before the closing quote.
    while index < bytes.count, bytes[index] != delimiter, bytes[index] != Self.ampersand,
      bytes[index] != Self.lessThan
    {
      index += 1
    }
    if index < bytes.count, bytes[index] == delimiter {
      let value = String(decoding: bytes[valueStart..<index], as: UTF8.self)
      index += 1
      return value
    }
    var value = Array(bytes[valueStart..<index])
    while index < bytes.count, bytes[index] != delimiter {
      switch bytes[index] {
      case Self.ampersand: try reference(into: &value)
      case Self.lessThan: throw error("'<' inside the value of '\(attribute)'")
      default:
        value.append(bytes[index])
        index += 1
      }
    }
    guard index < bytes.count else {
      throw error("the value of '\(attribute)' is not closed", at: start)
    }
    index += 1
    return String(decoding: value, as: UTF8.self)
  }

  /// Decodes `&name;` or `&#N;` / `&#xN;` at `index` into `output`.
  private mutating func reference(into output: inout [UInt8]) throws(XMLReadError) {
    let start = index
    guard let end = bytes[index...].prefix(12).firstIndex(of: Self.semicolon) else {
      throw error("'&' that starts no entity (write '&amp;')")
    }
    let body = bytes[(index + 1)..<end]
    index = end + 1
    switch String(decoding: body, as: UTF8.self) {
    case "lt": output.append(Self.lessThan)
    case "gt": output.append(Self.greaterThan)
    case "amp": output.append(Self.ampersand)
    case "quot": output.append(Self.quote)
    case "apos": output.append(Self.apostrophe)
    case let name where name.hasPrefix("#"):
      let digits = name.dropFirst()
      let value =
        digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      guard let value, let scalar = Unicode.Scalar(value) else {
        throw error("'&\(name);' is not a character", at: start)
      }
      output.append(contentsOf: Array(String(Character(scalar)).utf8))
    case let name:
      throw error("unknown entity '&\(name);'", at: start)
    }
  }

  /// Appends the text read so far to `node`'s text unless it is only whitespace.
  private func flushText(into node: MarkupElement, text: inout [UInt8]) {
    guard !text.isEmpty else { return }
    if text.contains(where: { !Self.isWhitespace($0) }) {
      node.text += String(decoding: text, as: UTF8.self)
    }
    text.removeAll(keepingCapacity: true)
  }

  // MARK: Tokens

  private mutating func name() throws(XMLReadError) -> String {
    let start = index
    while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
    guard index > start, !Self.isDigit(bytes[start]), bytes[start] != Self.minus,
      bytes[start] != Self.dot
    else {
      index = start
      throw error("expected a name")
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  @discardableResult
  private mutating func skipWhitespace() -> Bool {
    let start = index
    while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
    return index > start
  }

  private func starts(with literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    return literal.withUTF8Buffer { prefix in
      for offset in 0..<count where bytes[index + offset] != prefix[offset] { return false }
      return true
    }
  }

  private func find(_ literal: StaticString) -> Int? {
    literal.withUTF8Buffer { needle -> Int? in
      guard let first = needle.first else { return nil }
      var position = index
      while position + needle.count <= bytes.count {
        if bytes[position] == first {
          var matches = true
          for offset in 1..<needle.count where bytes[position + offset] != needle[offset] {
            matches = false
            break
          }
          if matches { return position }
        }
        position += 1
      }
      return nil
    }
  }

  private mutating func skip(past literal: StaticString, what: String) throws(XMLReadError) {
    let start = index
    guard let end = find(literal) else { throw error("\(what) is not closed", at: start) }
    index = end + literal.utf8CodeUnitCount
  }

  private mutating func skipDoctype() throws(XMLReadError) {
    let start = index
    var depth = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "]"): depth -= 1
      case Self.greaterThan where depth == 0:
        index += 1
        return
      default: break
      }
      index += 1
    }
    throw error("DOCTYPE is not closed", at: start)
  }

  // MARK: Places

  private func location(of offset: Int) -> XMLLocation {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return XMLLocation(line: low + 1, column: offset - lineStarts[low] + 1)
  }

  private func error(_ message: String, at offset: Int? = nil) -> XMLReadError {
    XMLReadError(message, at: location(of: min(offset ?? index, bytes.count)))
  }

  // MARK: Bytes

  private static let newline = UInt8(ascii: "\n")
  private static let lessThan = UInt8(ascii: "<")
  private static let greaterThan = UInt8(ascii: ">")
  private static let ampersand = UInt8(ascii: "&")
  private static let semicolon = UInt8(ascii: ";")
  private static let quote = UInt8(ascii: "\"")
  private static let apostrophe = UInt8(ascii: "'")
  private static let slash = UInt8(ascii: "/")
  private static let equals = UInt8(ascii: "=")
  private static let minus = UInt8(ascii: "-")
  private static let dot = UInt8(ascii: ".")

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Letters, digits, `_ - . :` and every byte of a multi-byte UTF-8 sequence.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"),
      UInt8(ascii: "."), UInt8(ascii: ":"), 0x80...0xFF:
      return true
    default:
      return false
    }
  }
}
