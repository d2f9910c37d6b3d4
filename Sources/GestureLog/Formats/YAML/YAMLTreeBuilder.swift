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
  /// The input as text, read only for the position of a libyaml reader error.
  private let text: () -> String
  /// The fast lane the parser reads through, if any: its events lists are claimed here.
  private let feeder: LibinputEventFeeder?
  private var anchors: [String: YAMLNode] = [:]
  /// Decodes a device's `events` sequence, given its start event and what the fast lane read
  /// of it; returns its node.
  var streamer: ((YAMLEvent, LibinputEventList?) throws(LibinputRecordProblem) -> YAMLNode)?

  /// A builder over `parser`, whose input `text` gives (for error positions), read through
  /// `feeder` if given.
  init(
    parser: YAMLEventParser, text: @escaping () -> String, feeder: LibinputEventFeeder? = nil
  ) {
    self.parser = parser
    self.text = text
    self.feeder = feeder
  }

  /// Thrown when libyaml did not read an events list where the fast lane read it: the caller
  /// reads the file again without the fast lane.
  static let fastLaneMismatch = LibinputRecordProblem(
    kind: .syntax, line: 0, column: 0,
    found: "an events list the fast lane read, not where libyaml read it",
    expected: "the fast lane's lists, in order")

  /// The next event, libyaml's errors turned into problems with line and column.
  func next() throws(LibinputRecordProblem) -> YAMLEvent {
    do {
      return try parser.next()
    } catch {
      throw problem(from: error)
    }
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
      node = .scalar(
        YAMLScalar(
          string: event.scalarString, style: event.style, tag: event.tag, line: event.line,
          column: event.column))
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
      } else if place == .device, YAMLMapping.isKey(key, "events") {
        value = try events(key: key, value: valueEvent, inFlow: start.isFlow)
      } else {
        value = try build(from: valueEvent)
      }
      pairs.append(YAMLPair(key: key, value: value))
    }
    if pairs.count > 1 { try checkDuplicates(pairs.map(\.key)) }
    return .mapping(YAMLMapping(pairs: pairs, line: start.line, column: start.column))
  }

  /// A device's `events` list: the list the fast lane read whole, the sequence libyaml reads
  /// (with the runs of items the fast lane read put back), or any other value as a node.
  private func events(
    key: YAMLNode, value: YAMLEvent, inFlow: Bool
  ) throws(LibinputRecordProblem) -> YAMLNode {
    let list = inFlow ? nil : feeder?.claimList(line: key.line, column: key.column)
    if let list, Self.isEmptyPlain(value) {
      // libyaml saw empty lines where the items were, and so an empty value.
      guard let whole = list.whole else { throw Self.fastLaneMismatch }
      return .streamed(whole)
    }
    if let streamer, value.kind == .sequenceStart, value.anchor == nil {
      return try streamer(value, list)
    }
    if let list, !list.segments.isEmpty { throw Self.fastLaneMismatch }
    return try build(from: value)
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
      let text = self.text()
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
