import Yams

/// Builds ``YAMLNode``s from libyaml's events the way Yams composes its tree — aliases resolved
/// to the anchored node, a duplicate key an error at the end of its mapping, one document per
/// stream — but hands the value of one key, at one place of the document, to a `streamer` that
/// decodes it without building nodes (a libinput record's per-device `events`).
final class YAMLTreeBuilder {
  /// Where a node sits, as far as streaming cares.
  enum Place {
    /// The document's root.
    case root
    /// The sequence under the root's `devices` key.
    case devices
    /// A mapping in that sequence: one device.
    case device
    /// Anywhere else.
    case other
  }

  private let parser: YAMLEventParser
  /// The input's bytes (UTF-8), for the positions of libyaml's reader errors.
  private let text: UnsafeBufferPointer<UInt8>
  /// The fast lane the parser reads through, if any: its shortened lines are claimed here.
  private let lines: LibinputEventLines?
  private var anchors: [String: YAMLNode] = [:]
  /// Decodes a device's `events` sequence, given its start event; returns its node.
  var streamer: ((YAMLEvent) throws(LibinputRecordProblem) -> YAMLNode)?

  /// A builder over `parser`, whose input is `text` (for error positions), read through
  /// `lines` if given.
  init(
    parser: YAMLEventParser, text: UnsafeBufferPointer<UInt8>, lines: LibinputEventLines? = nil
  ) {
    self.parser = parser
    self.text = text
    self.lines = lines
  }

  /// Thrown when a shortened line was not where the fast lane left it: the caller reads the
  /// file again without it.
  static let fastLaneMismatch = LibinputRecordProblem(
    kind: .syntax, line: 0, column: 0, found: "a shortened event line libyaml did not read",
    expected: "the fast lane's shortened lines, in order")

  /// The next event, libyaml's errors turned into problems with line and column; a scalar that
  /// stands for a shortened event line carries it (``YAMLEvent/shortened``).
  func next() throws(LibinputRecordProblem) -> YAMLEvent {
    var event: YAMLEvent
    do {
      event = try parser.next()
    } catch {
      throw problem(from: error)
    }
    if let lines, event.kind == .scalar {
      if event.style == .plain, let shortened = lines.claim(line: event.line, column: event.column)
      {
        event.shortened = shortened
      } else if lines.isPast(line: event.line, column: event.column) {
        throw Self.fastLaneMismatch
      }
    }
    return event
  }

  /// Tells the fast lane that libyaml parsed a flow list at `event`'s position.
  func confirmFlowList(_ event: YAMLEvent) {
    lines?.confirm(line: event.line, column: event.column)
  }

  /// The document's root, or nil for an empty stream; a second document is an error, as in
  /// Yams' `compose`.
  func document() throws(LibinputRecordProblem) -> YAMLNode? {
    var event = try next()
    if event.kind == .streamStart { event = try next() }
    guard event.kind != .streamEnd else { return nil }
    // documentStart, then the root node, then documentEnd.
    let root = try build(from: try next(), at: .root)
    _ = try next()
    let after = try next()
    guard after.kind == .streamEnd else {
      throw LibinputRecordProblem(
        kind: .syntax, line: after.line, column: after.column,
        found: "but found another document expected a single document in the stream",
        expected: "well-formed YAML")
    }
    return root
  }

  /// The node that starts with `event`, consuming the rest of it.
  func build(from event: YAMLEvent, at place: Place = .other) throws(LibinputRecordProblem)
    -> YAMLNode
  {
    let node: YAMLNode
    switch event.kind {
    case .scalar:
      if let shortened = event.shortened {
        // Lines folded into it have no node form here: read the file plainly instead.
        guard shortened.following.isEmpty else { throw Self.fastLaneMismatch }
        // A shortened event line: the list of five integers it stood for.
        node = .sequence(
          (lines?.fields(of: shortened) ?? []).map {
            .scalar(
              YAMLScalar(
                string: String($0.value), style: .plain, tag: nil, line: shortened.line,
                column: $0.column))
          }, line: shortened.line, column: shortened.column)
      } else {
        node = .scalar(
          YAMLScalar(
            string: event.scalarString, style: event.style, tag: event.tag, line: event.line,
            column: event.column))
      }
    case .alias:
      guard let name = event.anchor, let target = anchors[name] else {
        throw LibinputRecordProblem(
          kind: .syntax, line: event.line, column: event.column, found: "found undefined alias",
          expected: "well-formed YAML")
      }
      return target
    case .sequenceStart:
      node = try buildSequence(from: event, at: place, prefix: [])
    case .mappingStart:
      node = try buildMapping(from: event, at: place)
    default:
      throw LibinputRecordProblem(
        kind: .syntax, line: event.line, column: event.column, found: "an unexpected YAML event",
        expected: "a node")
    }
    if let name = event.anchor { anchors[name] = node }
    return node
  }

  /// A sequence whose start event is `start` and whose first items (already read) are
  /// `prefix`.
  func buildSequence(
    from start: YAMLEvent, at place: Place = .other, prefix: [YAMLNode]
  ) throws(LibinputRecordProblem) -> YAMLNode {
    var items = prefix
    let itemPlace: Place = place == .devices ? .device : .other
    while true {
      let event = try next()
      if event.kind == .sequenceEnd { break }
      items.append(try build(from: event, at: itemPlace))
    }
    return .sequence(items, line: start.line, column: start.column)
  }

  private func buildMapping(
    from start: YAMLEvent, at place: Place
  ) throws(LibinputRecordProblem) -> YAMLNode {
    var pairs: [YAMLPair] = []
    while true {
      let keyEvent = try next()
      if keyEvent.kind == .mappingEnd { break }
      let key = try build(from: keyEvent)
      let valueEvent = try next()
      let value: YAMLNode
      if place == .root, YAMLMapping.isKey(key, "devices") {
        value = try build(from: valueEvent, at: .devices)
      } else if place == .device, !start.isFlow, Self.isEmptyPlain(valueEvent),
        case .scalar(let scalar) = key, scalar.style == .plain, scalar.tag == nil,
        scalar.string == "events",
        let events = lines?.claimBlock(line: scalar.line, column: scalar.column)
      {
        // A device's events list the line parser read (LibinputEventBlocks): libyaml saw its
        // lines as empty lines, the key's value as empty.
        value = .streamed(events)
      } else if place == .device, let streamer, valueEvent.kind == .sequenceStart,
        valueEvent.anchor == nil, YAMLMapping.isKey(key, "events")
      {
        value = try streamer(valueEvent)
      } else {
        value = try build(from: valueEvent)
      }
      pairs.append(YAMLPair(key: key, value: value))
    }
    if pairs.count > 1 { try checkDuplicates(pairs.map(\.key)) }
    return .mapping(YAMLMapping(pairs: pairs, line: start.line, column: start.column))
  }

  /// Whether `event` is an empty plain scalar without anchor or tag (a key with no value).
  private static func isEmptyPlain(_ event: YAMLEvent) -> Bool {
    event.kind == .scalar && event.style == .plain && event.value.isEmpty && event.anchor == nil
      && event.tag == nil
  }

  /// Throws Yams' duplicate-key error: the duplicated keys sorted, at the first occurrence of
  /// the smallest.
  func checkDuplicates(_ keys: [YAMLNode]) throws(LibinputRecordProblem) {
    // Equal keys have equal text: only keys sharing a text (or not scalars) need Yams' test.
    var texts: [String: Int] = [:]
    var suspicious = false
    for key in keys {
      guard let text = key.string else {
        suspicious = true
        break
      }
      texts[text, default: 0] += 1
      if texts[text, default: 0] > 1 { suspicious = true }
    }
    guard suspicious else { return }
    var groups: [(node: Node, first: YAMLNode, count: Int)] = []
    for key in keys {
      let node = key.yamsNode
      if let index = groups.firstIndex(where: { $0.node == node }) {
        groups[index].count += 1
      } else {
        groups.append((node, key, 1))
      }
    }
    let duplicates = groups.filter { $0.count > 1 }.sorted { $0.node < $1.node }
    guard let first = duplicates.first else { return }
    throw LibinputRecordProblem(
      kind: .wrongType, line: first.first.line, column: first.first.column,
      found: "duplicate key(s) "
        + duplicates.map { $0.node.string ?? "<uncovertable>" }.joined(separator: ", "),
      expected: "each key once in a mapping")
  }

  /// libyaml's error as Yams would report it.
  private func problem(from error: YAMLSyntaxError) -> LibinputRecordProblem {
    switch error.kind {
    case .reader:
      // Yams turns the byte offset into a character offset; the position follows from that.
      let text = String(decoding: self.text, as: UTF8.self)
      let index = text.utf8.index(
        text.utf8.startIndex, offsetBy: error.offset, limitedBy: text.utf8.endIndex)?
        .samePosition(in: text)
      let place =
        index.map {
          LibinputRecordParser.lineAndColumn(
            ofByte: text.distance(from: text.startIndex, to: $0), in: text)
        } ?? (line: 0, column: 0)
      let found =
        error.value >= 0
        ? "\(error.problem) (character U+\(String(error.value, radix: 16)))" : error.problem
      return LibinputRecordProblem(
        kind: .invalidText, line: place.line, column: place.column, found: found,
        expected: "UTF-8 text without control characters")
    case .memory:
      return LibinputRecordProblem(
        kind: .syntax, line: 0, column: 0, found: "Memory error", expected: "YAML")
    case .scanner, .parser:
      let found = error.context.map { "\(error.problem) \($0.text)" } ?? error.problem
      return LibinputRecordProblem(
        kind: .syntax, line: error.line, column: error.column, found: found,
        expected: "well-formed YAML")
    }
  }
}
