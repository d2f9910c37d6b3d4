/// The state of one getevent parse (``GeteventReader``).
struct GeteventParser {
  /// One input node of the capture: its events and what a description said of it.
  struct Node {
    var name: String?
    var ids: [UInt16] = [0, 0, 0, 0]
    var codes: [UInt16: Set<UInt16>] = [:]
    var axes: [UInt16: AbsoluteAxis] = [:]
    var properties: [UInt16] = []
    var leds: [UInt16: Bool] = [:]
    var switches: [UInt16: Bool] = [:]
    var isDescribed = false

    /// The description a `-p` block gave, with the EV_SYN codes `seen` used (getevent prints
    /// none).
    func description(name fallback: String, seen: NodeEvents?) -> DeviceDescription {
      let seenCodes = seen?.seenCodes ?? [:]
      var codes = self.codes.mapValues { $0.sorted() }
      // getevent prints no EV_SYN codes (the kernel cannot be asked); our writer does.
      if codes[InputCode.EV_SYN] == nil {
        var synCodes: Set<UInt16> = [InputCode.SYN_REPORT, InputCode.SYN_DROPPED]
        synCodes.formUnion(seenCodes[InputCode.EV_SYN] ?? [])
        codes[InputCode.EV_SYN] = synCodes.sorted()
      }
      return DeviceDescription(
        name: name ?? fallback, bustype: ids[0], vendor: ids[1], product: ids[2],
        version: ids[3], properties: properties.sorted(), codes: codes,
        absoluteAxes: axes.keys.sorted().compactMap { axes[$0] }, leds: leds, switches: switches)
    }

    /// A description from the events alone: the codes seen; each axis from 0 (or its smallest
    /// value, when negative) to its largest; slots 0…9 at least (and a slot axis when tracking
    /// ids come without SYN_MT_REPORT: protocol B, slot 0 implied); tracking ids 0…65535; a
    /// direct (touchscreen) device when it has multitouch positions (or single-touch ones with
    /// BTN_TOUCH) and no touchpad buttons.
    func inferredDescription(name fallback: String, seen: NodeEvents) -> DeviceDescription {
      let seenCodes = seen.seenCodes
      var codes = seenCodes.mapValues { $0.sorted() }
      var syn = Set(codes[InputCode.EV_SYN] ?? [])
      syn.formUnion([InputCode.SYN_REPORT, InputCode.SYN_DROPPED])
      codes[InputCode.EV_SYN] = syn.sorted()
      var axes: [AbsoluteAxis] = []
      var absolute = seenCodes[InputCode.EV_ABS] ?? []
      // Tracking ids without SYN_MT_REPORT: protocol B whose first contact needed no
      // ABS_MT_SLOT (slot 0 implied). The panel's slot count is unknown: 10 assumed.
      if absolute.contains(InputCode.ABS_MT_TRACKING_ID),
        seenCodes[InputCode.EV_SYN]?.contains(InputCode.SYN_MT_REPORT) != true,
        !absolute.contains(InputCode.ABS_MT_SLOT)
      {
        absolute.insert(InputCode.ABS_MT_SLOT)
        codes[InputCode.EV_ABS] = absolute.sorted()
      }
      for code in absolute.sorted() {
        let (low, high) = seen.range(of: code) ?? (0, 0)
        var minimum = min(low, 0)
        var maximum = max(high, minimum + 1)
        if code == InputCode.ABS_MT_TRACKING_ID {
          minimum = 0
          maximum = max(maximum, 65_535)
        }
        if code == InputCode.ABS_MT_SLOT {
          minimum = 0
          maximum = max(maximum, 9)
        }
        axes.append(
          AbsoluteAxis(
            code: code, value: 0, minimum: minimum, maximum: maximum, fuzz: 0, flat: 0,
            resolution: 0))
      }
      let keys = seenCodes[InputCode.EV_KEY] ?? []
      let touchpadKeys: Set<UInt16> = [
        InputCode.BTN_LEFT, InputCode.BTN_TOOL_DOUBLETAP, InputCode.BTN_TOOL_TRIPLETAP,
      ]
      // What getevent captures is a phone's or a tablet's panel: multitouch positions, or
      // single-touch ones with BTN_TOUCH (early panels), without a touchpad's buttons.
      let positions =
        absolute.contains(InputCode.ABS_MT_POSITION_X)
        || (absolute.contains(InputCode.ABS_X) && keys.contains(InputCode.BTN_TOUCH))
      let direct = positions && keys.isDisjoint(with: touchpadKeys)
      return DeviceDescription(
        name: name ?? fallback, properties: direct ? [InputCode.INPUT_PROP_DIRECT] : [],
        codes: codes, absoluteAxes: axes)
    }
  }

  /// Which part of a `-p` block the lines are in.
  enum Section { case none, header, events, properties }

  let file: String
  /// Every node, in the order first seen (headers or events).
  var nodes: [String] = []
  var devices: [String: Node] = [:]
  /// Each node's events, by its index in ``nodes``.
  var events: [NodeEvents] = []
  var nodeIndex: [String: Int] = [:]
  /// The node of the last event line, whose bytes most lines repeat.
  private var lastNodeBytes: [UInt8] = []
  private var lastNode = -1
  /// The node of the `add device` block being read.
  var current: String?
  var section = Section.none
  var eventType: UInt16?
  var warnings: [GestureLogWarning] = []
  var sawTimestamps = false
  var sawUntimed = false
  var typeNames = GeteventNames()
  var codeNames = GeteventNames()
  /// The node of event lines without one (a capture of one node: `getevent -lt /dev/input/event2`).
  static let unnamedNode = ""
  private var reserved = 0

  init(file: String) {
    self.file = file
  }

  mutating func reserve(events: Int) { reserved = events }

  mutating func consume(_ line: InputLine) throws(GestureLogError) {
    let bytes = line.bytes
    var index = 0
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    guard index < bytes.count else { return }
    let first = bytes[index]
    // The hot path: an event line.
    if first == 0x5B || first == 0x2F  // `[` or `/`
      || (first >= 0x30 && first <= 0x39
        && GeteventText.startsWithDashedTimestamp(bytes, at: index))
    {
      section = .none
      do throws(GestureLogError) {
        try event(line, from: index, marked: true)
      } catch {
        if !line.isComplete { return truncatedLast(line) }
        throw error
      }
      return
    }
    if index == 0 {
      if GeteventText.starts(bytes, at: 0, with: "add device ") { return addDevice(line) }
      if let parsed = try? event(line, from: 0, marked: false), parsed { return }
      section = .none
      return  // a prompt, the command, a note
    }
    try descriptionLine(line, indent: index)
  }

  // MARK: Events

  /// Parses an event line from `start`; with `marked` (a timestamp or a node came first) a line
  /// that is not an event is an error, else it returns false.
  @discardableResult
  mutating func event(
    _ line: InputLine, from start: Int, marked: Bool
  ) throws(GestureLogError) -> Bool {
    var scan = GeteventText(line.bytes, at: start, line: line.number, file: file)
    var time: Int64?
    if scan.peek == 0x5B {
      time = try scan.timestamp()
      scan.skipBlanks()
    } else if let dashed = scan.dashedTimestamp() {
      time = dashed
      scan.skipBlanks()
    }
    var nodeRange: Range<Int>?
    if scan.peek == 0x2F {
      nodeRange = try scan.nodeRange()
      scan.skipBlanks()
    }
    let isMarked = marked || time != nil
    guard let typeToken = scan.token(), let codeToken = scan.token(),
      let valueToken = scan.token()
    else {
      if isMarked {
        throw scan.error(expected: "TYPE CODE VALUE (e.g. EV_ABS ABS_MT_POSITION_X 000002ab)")
      }
      return false
    }
    guard let type = typeNames.type(typeToken, in: line.bytes) else {
      if isMarked, Self.isName(typeToken, in: line.bytes) {
        return unknownName(typeToken, line: line)
      }
      if isMarked { throw scan.error(at: typeToken, expected: "an event type (EV_ABS or 0003)") }
      return false
    }
    guard let code = codeNames.code(codeToken, type: type, in: line.bytes) else {
      // A name this reader does not know (a code newer than its table, from a newer kernel):
      // the event is left out with a warning, not the capture. A known name of another type
      // is an error.
      if isMarked, Self.isName(codeToken, in: line.bytes),
        InputCode.code(named: GeteventText.string(line.bytes, codeToken)) == nil
      {
        return unknownName(codeToken, line: line)
      }
      if isMarked {
        throw scan.error(at: codeToken, expected: "an event code of its type (ABS_MT_SLOT or 002f)")
      }
      return false
    }
    guard let value = GeteventText.value(valueToken, in: line.bytes, type: type, code: code) else {
      if isMarked {
        throw scan.error(at: valueToken, expected: "a value (8 hex digits, DOWN, UP or MT_TOOL_…)")
      }
      return false
    }
    // What may follow: `-r`'s ` rate N`.
    if let extra = scan.token(), !GeteventText.equals(line.bytes, extra, "rate") {
      if isMarked { throw scan.error(at: extra, expected: "the end of the line") }
      return false
    }
    let node = self.node(nodeRange, in: line.bytes)
    append(node: node, time: time, type: type, code: code, value: value, line: line.number)
    return true
  }

  /// The index of the node `range` names (nil: the unnamed node), the last line's when the
  /// bytes are the same.
  mutating func node(_ range: Range<Int>?, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let named = range.map { bytes[$0] } ?? bytes[0..<0]
    if lastNode >= 0, named.elementsEqual(lastNodeBytes) { return lastNode }
    let name = range.map { GeteventText.string(bytes, $0) } ?? Self.unnamedNode
    let index = ensureNode(name)
    lastNodeBytes = Array(named)
    lastNode = index
    return index
  }

  /// The index of `name`, made when new.
  mutating func ensureNode(_ name: String) -> Int {
    if let index = nodeIndex[name] { return index }
    nodes.append(name)
    devices[name] = Node()
    events.append(NodeEvents())
    nodeIndex[name] = nodes.count - 1
    return nodes.count - 1
  }

  mutating func append(
    node: Int, time: Int64?, type: UInt16, code: UInt16, value: Int32, line: Int
  ) {
    let microseconds: Int64
    if let time {
      sawTimestamps = true
      microseconds = time
    } else {
      sawUntimed = true
      // Untimed: each frame 1/60 s after the one before, all devices on one clock.
      microseconds = untimedClock
      if type == InputCode.EV_SYN, code == InputCode.SYN_REPORT {
        untimedClock += GeteventReader.untimedFrameInterval
      }
    }
    let event = InputEvent(
      time: Timestamp(microseconds: microseconds), type: type, code: code, value: value)
    lastEvent = (node, event)
    guard keepsEvents else { return }
    events[node].record(event, line: line, reserve: reserved)
  }

  var untimedClock: Int64 = 0
  /// The unknown names already warned about.
  var unknownNames: Set<String> = []

  /// Whether a token is a name (`KEY_…`, `EV_…`): letters, digits and underscores with an
  /// underscore, not hex digits alone.
  static func isName(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var underscore = false
    for index in range {
      let byte = bytes[index]
      if byte == 0x5F {
        underscore = true
      } else if !(byte >= 0x30 && byte <= 0x39)
        && !(byte >= 0x41 && byte <= 0x5A)
      {
        return false
      }
    }
    return underscore
  }

  /// An event whose type or code is a name this reader does not know: left out, with one
  /// warning per name.
  mutating func unknownName(_ range: Range<Int>, line: InputLine) -> Bool {
    let name = GeteventText.string(line.bytes, range)
    if unknownNames.insert(name).inserted {
      warnings.append(
        GestureLogWarning(
          .other, file: file, line: line.number, column: range.lowerBound + 1,
          message: "unknown event name \(name) (newer than this reader's table): its events are "
            + "left out"))
    }
    return true
  }
  /// Whether events are kept per node (false for a line-at-a-time parse, which hands each one
  /// over in ``lastEvent``).
  var keepsEvents = true
  /// The event the last line held, with its node's index.
  var lastEvent: (node: Int, event: InputEvent)?

  mutating func truncatedLast(_ line: InputLine) {
    warnings.append(
      GestureLogWarning(
        .truncated, file: file, line: line.number, column: 1,
        message: "the capture ends inside this line (stopped mid-write); it is left out"))
  }

  // MARK: Descriptions

  mutating func addDevice(_ line: InputLine) {
    // `add device 3: /dev/input/event2`
    let bytes = line.bytes
    guard let colon = bytes.firstIndex(of: 0x3A) else { return }
    var start = colon + 1
    while start < bytes.count, bytes[start] == 0x20 { start += 1 }
    let node = GeteventText.string(bytes, start..<bytes.count)
    _ = ensureNode(node)
    current = node
    section = .header
    eventType = nil
  }

  mutating func descriptionLine(_ line: InputLine, indent: Int) throws(GestureLogError) {
    guard let node = current, section != .none else { return }
    let bytes = line.bytes
    let text = GeteventText.string(bytes, indent..<bytes.count)
    if text.hasPrefix("name:") {
      devices[node]?.name = Self.quoted(text.dropFirst(5))
      return
    }
    for (key, slot) in [("bus:", 0), ("vendor", 1), ("product", 2), ("version ", 3)]
    where text.hasPrefix(key) {
      let rest = Substring(text).dropFirst(key.count).trimmingBlanks
      if let number = UInt16(rest, radix: 16) { devices[node]?.ids[slot] = number }
      return
    }
    if text.hasPrefix("location:") || text.hasPrefix("id:") || text.hasPrefix("version:") {
      return
    }
    if text == "events:" {
      section = .events
      devices[node]?.isDescribed = true
      return
    }
    if text == "input props:" {
      section = .properties
      devices[node]?.isDescribed = true
      return
    }
    // Another of the block's own headers (`  HID descriptor: …` with -d): what follows is not
    // codes or properties.
    if indent <= 2 {
      section = .header
      return
    }
    switch section {
    case .events: try eventsLine(text, node: node, line: line, indent: indent)
    case .properties:
      if text.hasPrefix("<") { return }  // <none>, <not available
      if let property = InputCode.property(named: text) ?? UInt16(text, radix: 16) {
        devices[node]?.properties.append(property)
      } else {
        throw GestureLogError(
          .unexpectedToken, file: file, line: line.number, column: indent + 1,
          found: "'\(text)'", expected: "an input property (INPUT_PROP_DIRECT or 0001)")
      }
    case .header, .none: return
    }
  }

  /// `KEY (0001): BTN_TOOL_FINGER  BTN_TOUCH`, `ABS (0003): 0035  : value 0, min 0, max 1079,
  /// fuzz 0, flat 0, resolution 0`, or a continuation line of the type above.
  mutating func eventsLine(
    _ text: String, node: String, line: InputLine, indent: Int
  ) throws(GestureLogError) {
    var rest = Substring(text)
    if let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close,
      rest[rest.index(after: close)...].hasPrefix(":"),
      let type = UInt16(rest[rest.index(after: open)..<close], radix: 16)
    {
      eventType = type
      rest = rest[rest.index(close, offsetBy: 2)...]
    }
    guard let type = eventType else {
      throw GestureLogError(
        .unexpectedToken, file: file, line: line.number, column: indent + 1, found: "'\(text)'",
        expected: "an event type line (ABS (0003): …)")
    }
    func fail(_ found: Substring, _ expected: String) -> GestureLogError {
      GestureLogError(
        .unexpectedToken, file: file, line: line.number, column: indent + 1,
        found: "'\(found)'", expected: expected)
    }
    if type == InputCode.EV_ABS {
      // One axis a line: CODE[*] : value V, min A, max B, fuzz F, flat L, resolution R
      let parts = rest.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { throw fail(rest, "an axis (ABS_X : value 0, min 0, …)") }
      guard let code = Self.code(parts[0], type: type) else {
        throw fail(parts[0], "an absolute axis (ABS_MT_POSITION_X or 0035)")
      }
      var numbers: [String: Int32] = [:]
      for field in parts[1].split(separator: ",") {
        let pair = field.split(separator: " ")
        guard pair.count == 2, let number = Int32(pair[1]) else {
          throw fail(field, "NAME NUMBER (min 0)")
        }
        numbers[String(pair[0])] = number
      }
      guard let minimum = numbers["min"], let maximum = numbers["max"] else {
        throw fail(parts[1], "value, min, max, fuzz, flat, resolution")
      }
      devices[node]?.axes[code] = AbsoluteAxis(
        code: code, value: numbers["value"] ?? 0, minimum: minimum, maximum: maximum,
        fuzz: numbers["fuzz"] ?? 0, flat: numbers["flat"] ?? 0,
        resolution: numbers["resolution"] ?? 0)
      devices[node]?.codes[type, default: []].insert(code)
      return
    }
    for token in rest.split(separator: " ") {
      guard let code = Self.code(token, type: type) else {
        // A label cut at 20 characters by getevent: not a code we can name.
        if token.count >= 20 { continue }
        throw fail(token, "an event code of type \(String(type, radix: 16)) (BTN_TOUCH or 014a)")
      }
      devices[node]?.codes[type, default: []].insert(code)
      // getevent marks with `*` what is on (keys held, LEDs lit, switches closed).
      if token.trimmingBlanks.hasSuffix("*") {
        if type == InputCode.EV_LED { devices[node]?.leds[code] = true }
        if type == InputCode.EV_SW { devices[node]?.switches[code] = true }
      }
    }
  }

  /// `BTN_TOUCH`, `BTN_TOUCH*` (held down), `014a` or `014a*`.
  static func code(_ token: Substring, type: UInt16) -> UInt16? {
    var token = token.trimmingBlanks
    if token.hasSuffix("*") { token = token.dropLast() }
    if token.count == 4, let number = UInt16(token, radix: 16) { return number }
    guard let named = InputCode.code(named: String(token)), named.type == type else { return nil }
    return named.code
  }

  static func quoted(_ text: Substring) -> String {
    var value = text.trimmingBlanks
    if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
      value = value.dropFirst().dropLast()
    }
    return String(value)
  }

  // MARK: The end

  mutating func finish(lastLine: Int) throws(GestureLogError) -> LoadedRecording {
    var kept = nodes.indices.filter { !events[$0].events.isEmpty }
    if kept.isEmpty { kept = nodes.indices.filter { devices[nodes[$0]]?.isDescribed == true } }
    guard !kept.isEmpty else {
      throw GestureLogError(
        .empty, file: file, line: max(lastLine, 1), column: 1, found: "no getevent events",
        expected: "lines as getevent prints them ([ 1234.567890] /dev/input/event2: EV_ABS "
          + "ABS_MT_POSITION_X 000002ab)")
    }
    if sawUntimed {
      warnings.append(
        GestureLogWarning(
          .other, file: file, line: 1, column: 1,
          message: "no timestamps (getevent without -t): frames are spaced 1/60 s apart, so the "
            + "gesture's pace is not the finger's; capture with getevent -lt"))
    }
    let origin = kept.compactMap { events[$0].events.first?.time.microseconds }.min() ?? 0
    var recorded: [RecordedDevice] = []
    var metadata = RecordingMetadata()
    metadata.recorder = "getevent"
    for (index, position) in kept.enumerated() {
      let node = nodes[position]
      guard let device = devices[node] else { continue }
      let seen = events[position]
      let fallback = node.isEmpty ? "getevent capture" : node
      let description: DeviceDescription
      if device.isDescribed {
        description = device.description(name: fallback, seen: seen)
      } else {
        description = device.inferredDescription(name: fallback, seen: seen)
        if !seen.events.isEmpty {
          let ranges = description.absoluteAxes.filter {
            $0.code == InputCode.ABS_MT_POSITION_X || $0.code == InputCode.ABS_MT_POSITION_Y
              || $0.code == InputCode.ABS_X || $0.code == InputCode.ABS_Y
          }.map {
            "\(InputCode.codeName(type: InputCode.EV_ABS, code: $0.code) ?? "?") "
              + "\($0.minimum)…\($0.maximum)"
          }
          warnings.append(
            GestureLogWarning(
              .missingDescription, file: file, line: seen.firstEventLine, column: 1,
              message: "device \(index) (\(fallback)) has no getevent -p description: its "
                + "axes are inferred from the events"
                + (ranges.isEmpty ? "" : " (\(ranges.joined(separator: ", ")))")
                + ", so a gesture that did not reach the panel's edges maps larger than it "
                + "was; pair one (convert --description, or record --adb)"))
        }
      }
      if let last = seen.events.last, !last.isSynReport {
        warnings.append(
          GestureLogWarning(
            .incompleteFrame, file: file, line: lastLine, column: 0,
            message: "device \(index) (\(fallback)): the capture ends inside a frame (its last "
              + "events have no SYN_REPORT); what was down stays down"))
      }
      var shifted = seen.events
      if origin != 0 {
        for offset in shifted.indices {
          shifted[offset].time = Timestamp(microseconds: shifted[offset].time.microseconds - origin)
        }
      }
      events[position].events = []
      if !node.isEmpty {
        metadata.annotations.append(.init(key: GeteventReader.nodeKey(index), value: node))
      }
      recorded.append(RecordedDevice(description: description, events: shifted))
    }
    if sawTimestamps, !sawUntimed {
      metadata.timeOrigin = origin
      metadata.clock = "monotonic"
    }
    for (index, device) in recorded.enumerated() {
      for problem in device.description.problems {
        warnings.append(
          GestureLogWarning(
            .invalidDescription, file: file, line: 1, column: 1,
            message: "device \(index): \(problem.message)"))
      }
    }
    return LoadedRecording(
      recording: Recording(devices: recorded, metadata: metadata), format: .getevent,
      warnings: warnings)
  }
}

/// One node's events, and what they show of the device (for a description inferred from them):
/// which codes came, and each axis's smallest and largest value. Bit sets and flat arrays:
/// recorded for every event read.
struct NodeEvents {
  var events: [InputEvent] = []
  /// The line of the first event, for warnings.
  var firstEventLine = 0
  /// One bit per (type, code): types 0…0x1f, codes 0…0x3ff.
  private var seen = [UInt64](repeating: 0, count: 32 * 1024 / 64)
  /// Codes above 0x3ff or types above 0x1f (none the kernel defines for touch devices).
  private var seenOther: Set<UInt32> = []
  private var low = [Int32](repeating: .max, count: 64)
  private var high = [Int32](repeating: .min, count: 64)
  private var otherRanges: [UInt16: (Int32, Int32)] = [:]

  mutating func record(_ event: InputEvent, line: Int, reserve: Int) {
    if events.isEmpty {
      firstEventLine = line
      if reserve > 0 { events.reserveCapacity(reserve) }
    }
    events.append(event)
    if event.type < 32, event.code < 1024 {
      let bit = Int(event.type) << 10 | Int(event.code)
      seen[bit >> 6] |= 1 << UInt64(bit & 63)
    } else {
      seenOther.insert(UInt32(event.type) << 16 | UInt32(event.code))
    }
    guard event.type == InputCode.EV_ABS else { return }
    if event.code < 64 {
      let code = Int(event.code)
      if event.value < low[code] { low[code] = event.value }
      if event.value > high[code] { high[code] = event.value }
    } else {
      let (a, b) = otherRanges[event.code] ?? (event.value, event.value)
      otherRanges[event.code] = (min(a, event.value), max(b, event.value))
    }
  }

  /// The smallest and largest value axis `code` took, or nil when it came in no event.
  func range(of code: UInt16) -> (Int32, Int32)? {
    if code < 64 {
      return low[Int(code)] <= high[Int(code)] ? (low[Int(code)], high[Int(code)]) : nil
    }
    return otherRanges[code]
  }

  /// The codes seen, by type.
  var seenCodes: [UInt16: Set<UInt16>] {
    var codes: [UInt16: Set<UInt16>] = [:]
    for (word, bits) in seen.enumerated() where bits != 0 {
      for offset in 0..<64 where bits & (1 << UInt64(offset)) != 0 {
        let bit = word << 6 | offset
        codes[UInt16(bit >> 10), default: []].insert(UInt16(bit & 1023))
      }
    }
    for key in seenOther { codes[UInt16(key >> 16), default: []].insert(UInt16(key & 0xFFFF)) }
    return codes
  }
}

extension Substring {
  /// Without leading and trailing blanks.
  var trimmingBlanks: Substring {
    var start = startIndex
    var end = endIndex
    while start < end, self[start] == " " || self[start] == "\t" { start = index(after: start) }
    while end > start {
      let before = index(before: end)
      guard self[before] == " " || self[before] == "\t" else { break }
      end = before
    }
    return self[start..<end]
  }
}
