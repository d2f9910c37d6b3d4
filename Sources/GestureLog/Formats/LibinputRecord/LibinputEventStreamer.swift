/// Decodes a device's `events` list — items `- evdev: [[sec, usec, type, code, value], …]`,
/// `- libinput: …` and others skipped — straight from libyaml's events, without building
/// nodes, into ``InputEvent``s.
///
/// Anything off the beaten path (an anchor, an alias, a tag on an item, a frame or an event
/// that is not a list of five scalars, a key written quoted) is built as a ``YAMLNode`` by the
/// ``YAMLTreeBuilder`` and checked by the same rules as a tree (``decode(_:)``), so a file means
/// the same and fails the same whichever path a part of it takes. The first problem is kept,
/// not thrown: the rest of the list is still read (a later syntax error or duplicate key wins, as
/// in a reader that composes the whole document first), and the reader throws it when it
/// reaches the device.
struct LibinputEventStreamer {
  private let builder: YAMLTreeBuilder?
  private var result = StreamedEvents(line: 0, column: 0)
  /// A frame that did not end with SYN_REPORT, waiting to learn whether it was the last.
  private var openFrame: (line: Int, column: Int)?
  /// The scalars of the event being read (reused).
  private var fields: [Field] = []

  /// How many bytes of the input are left when a list starts: no list has more events than
  /// a twelfth of them (`[0,0,0,0,0]` and a separator), so that many are reserved and the
  /// events are written once, without the copies and the doubled memory of a growing array
  /// (capacity never touched is not resident memory).
  private let bytesLeft: () -> Int

  /// A streamer over a live builder (``stream(from:list:)``).
  init(builder: YAMLTreeBuilder, bytesLeft: @escaping () -> Int) {
    self.builder = builder
    self.bytesLeft = bytesLeft
  }

  /// A streamer for nodes already built (``decode(_:)``).
  init() {
    builder = nil
    bytesLeft = { 0 }
  }

  // MARK: Streaming

  /// Decodes the `events` list whose start event is `start`; `list` holds the items the fast
  /// lane read of it (``LibinputEventFeeder``), which go back in their places: every item
  /// libyaml reports must be on the line where the fast lane saw an item it left to libyaml.
  mutating func stream(
    from start: YAMLEvent, list: LibinputEventList?
  ) throws(LibinputRecordProblem) -> YAMLNode {
    guard let builder else { return .sequence([], line: start.line, column: start.column) }
    result = StreamedEvents(line: start.line, column: start.column)
    result.events.reserveCapacity(bytesLeft() / 12 + (list?.events.count ?? 0))
    openFrame = nil
    var segments = list?.segments[...] ?? []
    while true {
      let event = try builder.next()
      if event.kind == .sequenceEnd { break }
      if let list {
        // The runs before this item, then the item itself where the fast lane saw it (or,
        // past the fast lane's segments of a list it stopped following, any item).
        try insertRuns(&segments, of: list)
        if case .item(let line)? = segments.first, line == event.line {
          segments = segments.dropFirst()
        } else if !segments.isEmpty || !list.endsOpen {
          throw YAMLTreeBuilder.fastLaneMismatch
        }
      }
      closeFrame(isLast: false)
      if result.problem != nil {
        _ = try builder.build(from: event)
      } else if event.kind == .mappingStart, event.anchor == nil {
        try streamItem(builder: builder)
      } else {
        item(try builder.build(from: event))
      }
    }
    if let list {
      try insertRuns(&segments, of: list)
      guard segments.isEmpty else { throw YAMLTreeBuilder.fastLaneMismatch }
    }
    closeFrame(isLast: true)
    return .streamed(result)
  }

  /// Puts the runs at the start of `segments` in the result, as their items would have been
  /// decoded: each starts with an item (a frame left open before it is reported), and its last
  /// frame may be left open.
  private mutating func insertRuns(
    _ segments: inout ArraySlice<LibinputEventList.Segment>, of list: LibinputEventList
  ) throws(LibinputRecordProblem) {
    while case .run(let run)? = segments.first {
      segments = segments.dropFirst()
      guard run.events.upperBound <= list.events.count else {
        throw YAMLTreeBuilder.fastLaneMismatch
      }
      closeFrame(isLast: false)
      if result.problem == nil { result.events += list.events[run.events] }
      result.notices += run.notices
      openFrame = run.open
    }
  }

  /// One `- evdev: […]` item (or `- libinput: …`, skipped), its mapping start already read.
  private mutating func streamItem(builder: YAMLTreeBuilder) throws(LibinputRecordProblem) {
    var keys: [YAMLNode] = []
    var sawFrame = false
    while true {
      let keyEvent = try builder.next()
      if keyEvent.kind == .mappingEnd { break }
      let key: YAMLNode
      let isFrame: Bool
      if keyEvent.kind == .scalar, keyEvent.style == .plain, keyEvent.tag == nil,
        keyEvent.anchor == nil, keyEvent.value.elementsEqual("evdev".utf8)
      {
        key = .scalar(
          YAMLScalar(
            string: "evdev", style: .plain, tag: nil, line: keyEvent.line,
            column: keyEvent.column))
        isFrame = !sawFrame
      } else {
        key = try builder.build(from: keyEvent)
        isFrame = !sawFrame && YAMLMapping.isKey(key, "evdev")
      }
      keys.append(key)
      let valueEvent = try builder.next()
      if isFrame {
        sawFrame = true
        if valueEvent.kind == .sequenceStart, valueEvent.anchor == nil {
          try streamFrame(from: valueEvent, builder: builder)
        } else {
          frame(try builder.build(from: valueEvent))
        }
      } else {
        _ = try builder.build(from: valueEvent)
      }
    }
    if keys.count > 1 { try builder.checkDuplicates(keys) }
  }

  /// One frame, its sequence start already read.
  private mutating func streamFrame(
    from start: YAMLEvent, builder: YAMLTreeBuilder
  ) throws(LibinputRecordProblem) {
    var count = 0
    while true {
      let event = try builder.next()
      if event.kind == .sequenceEnd { break }
      count += 1
      if result.problem != nil {
        _ = try builder.build(from: event)
      } else if event.kind == .sequenceStart, event.anchor == nil {
        try streamEvent(from: event, builder: builder)
      } else {
        self.event(try builder.build(from: event))
      }
    }
    endFrame(count: count, line: start.line, column: start.column)
  }

  /// A scalar of an event list as read: its integer (nil when it holds none), its style and,
  /// when the integer alone cannot stand for it, its text.
  private struct Field {
    var value: Int?
    var style: YAMLEvent.ScalarStyle
    var text: String?
    var line: Int
    var column: Int

    /// The scalar as a node: its text, or the integer's decimal form, which reads the same.
    var node: YAMLNode {
      .scalar(
        YAMLScalar(
          string: text ?? value.map { String($0) } ?? "", style: style, tag: nil, line: line,
          column: column))
    }
  }

  /// One event `[sec, usec, type, code, value]`, its sequence start already read.
  private mutating func streamEvent(
    from start: YAMLEvent, builder: YAMLTreeBuilder
  ) throws(LibinputRecordProblem) {
    fields.removeAll(keepingCapacity: true)
    while true {
      let event = try builder.next()
      if event.kind == .sequenceEnd { break }
      guard event.kind == .scalar, event.anchor == nil else {
        // Not a plain list of scalars: build the rest and check it as a tree would.
        let first = try builder.build(from: event)
        let node = try builder.buildSequence(from: start, prefix: fields.map(\.node) + [first])
        self.event(node)
        return
      }
      let value = event.style == .plain ? LibinputRecordParser.parseInteger(event.value) : nil
      fields.append(
        Field(
          value: value, style: event.style,
          text: value == nil || event.style != .plain ? event.scalarString : nil,
          line: event.line, column: event.column))
    }
    guard fields.count == 5, let sec = fields[0].value, let usec = fields[1].value,
      let type = fields[2].value, let code = fields[3].value, let value = fields[4].value
    else {
      // A wrong count or a field that is not an integer: the tree's rules say which problem.
      self.event(.sequence(fields.map(\.node), line: start.line, column: start.column))
      return
    }
    do throws(LibinputRecordProblem) {
      result.events.append(
        try Self.inputEvent(
          sec: sec, usec: usec, type: type, code: code, value: value,
          places: fields.map { ($0.line, $0.column) }))
    } catch {
      result.problem = error
    }
  }

  /// The event five integers make, or nil if any is out of its range (the checks of
  /// ``inputEvent(sec:usec:type:code:value:places:)``, without the problem).
  static func validEvent(sec: Int, usec: Int, type: Int, code: Int, value: Int) -> InputEvent? {
    let bound = LibinputRecordParser.secondsBound
    guard (-bound...bound).contains(sec), (0...999_999).contains(usec),
      (0...0x1F).contains(type), (0...0x2FF).contains(code),
      let value = Int32(exactly: value)
    else { return nil }
    let time = Timestamp(seconds: Int64(sec), microseconds: Int64(usec))
    guard Timestamp.isWithinLimit(time.microseconds) else { return nil }
    return InputEvent(time: time, type: UInt16(type), code: UInt16(code), value: value)
  }

  /// The five integers of an event, checked in the tree reader's order (`places`: where each
  /// was written).
  static func inputEvent(
    sec: Int, usec: Int, type: Int, code: Int, value: Int, places: [(line: Int, column: Int)]
  ) throws(LibinputRecordProblem) -> InputEvent {
    typealias Parser = LibinputRecordParser
    let bound = Parser.secondsBound
    let seconds: Int64 = try Parser.checked(
      sec, at: places[0], in: -bound...bound, what: Parser.secondsWhat)
    let micro: Int64 = try Parser.checked(
      usec, at: places[1], in: 0...999_999, what: "microseconds (0-999999)")
    let time = try Parser.timestamp(seconds: seconds, secondsAt: places[0], microseconds: micro)
    let type: UInt16 = try Parser.checked(
      type, at: places[2], in: 0...0x1F, what: "an event type (0-31)")
    let code: UInt16 = try Parser.checked(
      code, at: places[3], in: 0...0x2FF, what: "an event code (0-767)")
    let value: Int32 = try Parser.checked(
      value, at: places[4], in: Int(Int32.min)...Int(Int32.max), what: "a 32-bit event value")
    return InputEvent(time: time, type: type, code: code, value: value)
  }

  // MARK: Built nodes (the tree's rules)

  /// Decodes an `events` node that was built as a tree.
  mutating func decode(_ node: YAMLNode) -> StreamedEvents {
    result = StreamedEvents(line: node.line, column: node.column)
    openFrame = nil
    do throws(LibinputRecordProblem) {
      let items = try LibinputRecordParser.sequence(
        node, what: "a list of event items (- evdev: [...])")
      result.events.reserveCapacity(items.count * 6)
      for item in items where result.problem == nil {
        closeFrame(isLast: false)
        self.item(item)
      }
      closeFrame(isLast: true)
    } catch {
      result.problem = error
    }
    return result
  }

  private mutating func item(_ node: YAMLNode) {
    guard result.problem == nil else { return }
    do throws(LibinputRecordProblem) {
      let map = try LibinputRecordParser.mapping(
        node, what: "an event item (evdev:, libinput: or hid:)")
      // libinput:, hid: and any other key are skipped; only evdev frames are kernel events.
      if let frameNode = map["evdev"] { frame(frameNode) }
    } catch {
      result.problem = error
    }
  }

  private mutating func frame(_ node: YAMLNode) {
    guard result.problem == nil, !node.isYAMLNull else { return }
    do throws(LibinputRecordProblem) {
      let events = try LibinputRecordParser.sequence(
        node, what: "a frame: a list of [sec, usec, type, code, value]")
      for eventNode in events where result.problem == nil {
        event(eventNode)
      }
      endFrame(count: events.count, line: node.line, column: node.column)
    } catch {
      result.problem = error
    }
  }

  private mutating func event(_ node: YAMLNode) {
    guard result.problem == nil else { return }
    do throws(LibinputRecordProblem) {
      guard case .sequence(let fields, let line, let column) = node, fields.count == 5 else {
        let found: String
        if case .sequence(let fields, _, _) = node {
          found = "\(fields.count) numbers"
        } else {
          found = LibinputRecordParser.describe(node)
        }
        throw LibinputRecordParser.problem(
          .wrongType, at: node, found: found, expected: "an event [sec, usec, type, code, value]")
      }
      result.events.append(try Self.inputEvent(fields, line: line, column: column))
    } catch {
      result.problem = error
    }
  }

  /// The event five field nodes hold, checked in the tree reader's order.
  private static func inputEvent(
    _ fields: [YAMLNode], line: Int, column: Int
  ) throws(LibinputRecordProblem) -> InputEvent {
    let time = try LibinputRecordParser.timestamp(fields[0], fields[1])
    let type: UInt16 = try LibinputRecordParser.number(
      fields[2], in: 0...0x1F, what: "an event type (0-31)")
    let code: UInt16 = try LibinputRecordParser.number(
      fields[3], in: 0...0x2FF, what: "an event code (0-767)")
    let value: Int32 = try LibinputRecordParser.number(
      fields[4], in: Int(Int32.min)...Int(Int32.max), what: "a 32-bit event value")
    return InputEvent(time: time, type: type, code: code, value: value)
  }

  // MARK: Frames that do not end with SYN_REPORT

  private mutating func endFrame(count: Int, line: Int, column: Int) {
    guard result.problem == nil, count > 0, let last = result.events.last, !last.isSynReport
    else { return }
    openFrame = (line, column)
  }

  private mutating func closeFrame(isLast: Bool) {
    guard let frame = openFrame else { return }
    openFrame = nil
    result.notices.append(
      Self.incompleteFrame(line: frame.line, column: frame.column, isLast: isLast))
  }

  /// The notice for a frame at `line`, `column` that does not end with SYN_REPORT: the list's
  /// last one (a truncated recording?) or one whose events join the next frame.
  static func incompleteFrame(line: Int, column: Int, isLast: Bool) -> LibinputRecordNotice {
    LibinputRecordNotice(
      kind: .incompleteFrame, line: line, column: column,
      message: isLast
        ? "the last frame does not end with SYN_REPORT (a truncated recording?)"
        : "a frame does not end with SYN_REPORT; its events join the next frame")
  }
}
