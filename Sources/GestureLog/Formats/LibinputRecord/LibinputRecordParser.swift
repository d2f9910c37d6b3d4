import Yams

/// What went wrong in a libinput record file, where, what was found and what was expected:
/// the parser's own error, turned into a ``GestureLogError`` by ``LibinputRecordReader``.
struct LibinputRecordProblem: Error, Equatable {
  /// What kind of problem: the reader maps it to the shared error kinds.
  enum Kind: Equatable {
    /// Not YAML at all (libyaml's scanner or parser stopped).
    case syntax
    /// A required key is absent.
    case missingField
    /// A value has the wrong YAML shape or type.
    case wrongType
    /// A number field that holds no integer.
    case invalidNumber
    /// A number outside its allowed range.
    case outOfRange
    /// Text that YAML does not allow (control characters, bad encoding).
    case invalidText
    /// The file is a libinput record of a version this reader does not know.
    case unsupportedVersion
    /// The document is empty.
    case empty
  }

  var kind: Kind
  /// 1-based line, 0 when unknown.
  var line: Int
  /// 1-based column, 0 when unknown.
  var column: Int
  var found: String
  var expected: String
}

/// A non-fatal finding while parsing.
struct LibinputRecordNotice: Equatable {
  enum Kind: Equatable {
    case deviceCountMismatch
    case truncated
    case incompleteFrame
    case invalidDescription
  }

  var kind: Kind
  var line: Int
  var column: Int
  var message: String
}

/// Parses libinput record YAML into the model; see ``LibinputRecordReader``.
struct LibinputRecordParser {
  private(set) var notices: [LibinputRecordNotice] = []
  /// Where each axis of the device being read is declared (its key under `absinfo`).
  private var absinfoKeyMarks: [UInt16: Mark] = [:]

  /// Parses `text`; on a YAML syntax error inside the `events` of the last device, loads the
  /// frames before the damage and reports the file as truncated.
  mutating func parse(_ text: String) throws(LibinputRecordProblem) -> Recording {
    do {
      return try parseComplete(text)
    } catch {
      guard error.kind == .syntax, let cut = Self.lastCompleteFrameCut(text, before: error.line)
      else { throw error }
      let shorter = String(text[..<cut.index])
      var retry = LibinputRecordParser()
      guard let recording = try? retry.parseComplete(shorter) else { throw error }
      notices = retry.notices
      notices.append(
        LibinputRecordNotice(
          kind: .truncated, line: error.line, column: error.column,
          message:
            "the file ends in the middle of a frame (\(error.found)); loaded the frames before "
            + "line \(cut.line)"))
      return recording
    }
  }

  private mutating func parseComplete(_ text: String) throws(LibinputRecordProblem) -> Recording {
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch {
      throw Self.problem(from: error)
    }
    guard let root else {
      throw LibinputRecordProblem(
        kind: .empty, line: 1, column: 1, found: "an empty document",
        expected: "a libinput record (a YAML mapping with version, ndevices and devices)")
    }
    return try parseRoot(root)
  }

  // MARK: Top level

  private mutating func parseRoot(_ root: Node) throws(LibinputRecordProblem) -> Recording {
    let map = try mapping(root, what: "a libinput record (a YAML mapping with version and devices)")
    let versionNode = try required(map, "version", in: root)
    let version = try integer(versionNode, what: "the file version 1")
    guard version == 1 else {
      throw problem(
        .unsupportedVersion, at: versionNode, found: "version \(version)",
        expected: "version 1 (the only libinput record version)")
    }
    let devicesNode = try required(map, "devices", in: root)
    let deviceNodes = try sequence(devicesNode, what: "a list of devices")
    guard !deviceNodes.isEmpty else {
      throw problem(
        .missingField, at: devicesNode, found: "an empty device list",
        expected: "at least one device")
    }
    if let countNode = map["ndevices"] {
      let count = try integer(countNode, what: "the number of devices")
      if count != deviceNodes.count {
        let mark = countNode.mark
        notices.append(
          LibinputRecordNotice(
            kind: .deviceCountMismatch, line: mark?.line ?? 0, column: mark?.column ?? 0,
            message:
              "ndevices says \(count) but the file lists \(deviceNodes.count) device(s) "
              + "(a recording stopped before all devices were written?)"))
      }
    }

    var metadata = RecordingMetadata()
    if let system = map["system"], let systemMap = system.mapping,
      let kernel = systemMap["kernel"]?.string
    {
      metadata.kernel = kernel
    }
    if let tape = map["gesturetape"] {
      try parseMetadata(tape, into: &metadata)
    }
    if metadata.recorder == nil, let libinput = map["libinput"]?.mapping,
      let version = libinput["version"]?.string
    {
      metadata.recorder = "libinput record \(version)"
    }

    var devices: [RecordedDevice] = []
    for node in deviceNodes {
      devices.append(try parseDevice(node))
    }
    return normalize(Recording(devices: devices, metadata: metadata))
  }

  /// Shifts every time so that the earliest first event is zero, keeping the file's own time
  /// base in the metadata when it was not zero (several devices count from recording start).
  private func normalize(_ recording: Recording) -> Recording {
    var recording = recording
    let firsts = recording.devices.compactMap { $0.events.first?.time.microseconds }
    let fileOrigin: Int64
    if recording.metadata.clock == LibinputRecordWriter.recordingStartClock {
      fileOrigin = recording.metadata.timeOrigin ?? 0
    } else {
      fileOrigin = firsts.min() ?? 0
      if fileOrigin != 0 {
        recording.metadata.timeOrigin = fileOrigin
        recording.metadata.clock = LibinputRecordWriter.recordingStartClock
      }
    }
    guard fileOrigin != 0 else { return recording }
    for index in recording.devices.indices {
      recording.devices[index].events.withUnsafeMutableBufferPointer { events in
        for event in events.indices {
          events[event].time.microseconds &-= fileOrigin
        }
      }
      for marker in recording.devices[index].markers.indices {
        recording.devices[index].markers[marker].time.microseconds &-= fileOrigin
      }
    }
    return recording
  }

  private func parseMetadata(
    _ node: Node, into metadata: inout RecordingMetadata
  ) throws(LibinputRecordProblem) {
    let map = try mapping(node, what: "the gesturetape metadata mapping")
    if let value = map["recorder"] { metadata.recorder = try string(value, what: "a recorder") }
    if let value = map["date"] { metadata.date = try string(value, what: "a date") }
    if let value = map["clock"] { metadata.clock = try string(value, what: "a clock name") }
    if let value = map["time-origin"] {
      metadata.timeOrigin = Int64(try integer(value, what: "microseconds"))
    }
    if let value = map["annotations"] {
      for item in try sequence(value, what: "a list of [key, text] annotations") {
        let pair = try sequence(item, what: "an annotation [key, text]")
        guard pair.count == 2 else {
          throw problem(
            .wrongType, at: item, found: "\(pair.count) items", expected: "[key, text]")
        }
        metadata.annotations.append(
          RecordingMetadata.Annotation(
            key: try string(pair[0], what: "an annotation key"),
            value: try string(pair[1], what: "an annotation text")))
      }
    }
  }

  // MARK: Devices

  private mutating func parseDevice(_ node: Node) throws(LibinputRecordProblem) -> RecordedDevice {
    let map = try mapping(node, what: "a device (a mapping with evdev and events)")
    let evdev = try required(map, "evdev", in: node)
    var description = try parseDescription(evdev)
    for problem in description.problems {
      let mark = problem.axis.flatMap { absinfoKeyMarks[$0] } ?? evdev.mark
      notices.append(
        LibinputRecordNotice(
          kind: .invalidDescription, line: mark?.line ?? 0, column: mark?.column ?? 0,
          message: problem.message))
    }
    absinfoKeyMarks = [:]
    var markers: [Marker] = []
    if let tape = map["gesturetape"] {
      markers = try parseDeviceExtras(tape, into: &description)
    }
    var events: [InputEvent] = []
    if let eventsNode = map["events"], eventsNode.isYAMLNull == false {
      try parseEvents(eventsNode, into: &events)
    }
    return RecordedDevice(description: description, events: events, markers: markers)
  }

  private mutating func parseDescription(_ node: Node) throws(LibinputRecordProblem) -> DeviceDescription {
    let map = try mapping(node, what: "the evdev description (name, id, codes, absinfo)")
    let name = try string(try required(map, "name", in: node), what: "the device name")
    let idNode = try required(map, "id", in: node)
    let ids = try sequence(idNode, what: "[bustype, vendor, product, version]")
    guard ids.count == 4 else {
      throw problem(
        .wrongType, at: idNode, found: "\(ids.count) numbers",
        expected: "4 numbers [bustype, vendor, product, version]")
    }
    var id: [UInt16] = []
    for item in ids {
      id.append(try number(item, in: 0...0xFFFF, what: "a 16-bit id"))
    }
    var description = DeviceDescription(
      name: name, bustype: id[0], vendor: id[1], product: id[2], version: id[3])

    let codesNode = try required(map, "codes", in: node)
    let codesMap = try mapping(codesNode, what: "a mapping of event type to its codes")
    for (key, value) in codesMap {
      let type: UInt16 = try number(key, in: 0...0x1F, what: "an event type (0-31)")
      let maxCode = Int(InputCode.maxCode(ofType: type) ?? 0x2FF)
      var codes: [UInt16] = []
      if value.isYAMLNull == false {
        for item in try sequence(value, what: "a list of event codes") {
          codes.append(try number(item, in: 0...max(maxCode, 0x2FF), what: "an event code"))
        }
      }
      if description.codes[type] != nil {
        throw problem(
          .wrongType, at: key, found: "event type \(type) listed twice",
          expected: "each event type once")
      }
      description.codes[type] = Array(Set(codes)).sorted()
    }

    if let absNode = map["absinfo"], absNode.isYAMLNull == false {
      let absMap = try mapping(absNode, what: "a mapping of axis code to [min, max, fuzz, flat, res]")
      for (key, value) in absMap {
        let code: UInt16 = try number(key, in: 0...0x3F, what: "an absolute axis code (0-63)")
        if let mark = key.mark { absinfoKeyMarks[code] = mark }
        let numbers = try sequence(value, what: "[minimum, maximum, fuzz, flat, resolution]")
        guard numbers.count == 5 else {
          throw problem(
            .wrongType, at: value, found: "\(numbers.count) numbers",
            expected: "5 numbers [minimum, maximum, fuzz, flat, resolution]")
        }
        var fields: [Int32] = []
        for item in numbers {
          fields.append(
            try number(item, in: Int(Int32.min)...Int(Int32.max), what: "a 32-bit axis value"))
        }
        description.absoluteAxes.append(
          AbsoluteAxis(
            code: code, minimum: fields[0], maximum: fields[1], fuzz: fields[2],
            flat: fields[3], resolution: fields[4]))
      }
      description.absoluteAxes.sort { $0.code < $1.code }
    }
    if let abs = description.codes[InputCode.EV_ABS] {
      for code in abs where description.axis(code) == nil {
        throw problem(
          .missingField, at: map["absinfo"] ?? node,
          found: "no absinfo for axis \(code) (\(axisName(code)))",
          expected: "an absinfo entry [min, max, fuzz, flat, res] for every EV_ABS code")
      }
    }

    if let propsNode = map["properties"], propsNode.isYAMLNull == false {
      var properties: [UInt16] = []
      for item in try sequence(propsNode, what: "a list of input property numbers") {
        properties.append(try number(item, in: 0...0x1F, what: "an input property (0-31)"))
      }
      description.properties = Array(Set(properties)).sorted()
    }
    return description
  }

  private func axisName(_ code: UInt16) -> String {
    InputCode.codeName(type: InputCode.EV_ABS, code: code) ?? "unnamed"
  }

  private func parseDeviceExtras(
    _ node: Node, into description: inout DeviceDescription
  ) throws(LibinputRecordProblem) -> [Marker] {
    let map = try mapping(node, what: "the gesturetape device mapping")
    func states(_ key: String) throws(LibinputRecordProblem) -> [UInt16: Bool] {
      guard let value = map[key] else { return [:] }
      var result: [UInt16: Bool] = [:]
      for (code, state) in try mapping(value, what: "a mapping of code to 0 or 1") {
        let codeNumber: UInt16 = try number(code, in: 0...0xFFFF, what: "a code")
        let on: Int = try number(state, in: 0...1, what: "0 or 1")
        result[codeNumber] = on == 1
      }
      return result
    }
    description.leds = try states("leds")
    description.switches = try states("switches")
    if let values = map["axis-values"] {
      for (code, value) in try mapping(values, what: "a mapping of axis code to value") {
        let axis: UInt16 = try number(code, in: 0...0x3F, what: "an axis code")
        let current: Int32 = try number(
          value, in: Int(Int32.min)...Int(Int32.max), what: "a 32-bit value")
        if let index = description.absoluteAxes.firstIndex(where: { $0.code == axis }) {
          description.absoluteAxes[index].value = current
        }
      }
    }
    var markers: [Marker] = []
    if let list = map["markers"] {
      for item in try sequence(list, what: "a list of markers [sec, usec, kind]") {
        let fields = try sequence(item, what: "a marker [sec, usec, kind]")
        guard fields.count >= 3 else {
          throw problem(.wrongType, at: item, found: "\(fields.count) items", expected: "[sec, usec, kind]")
        }
        let time = try timestamp(fields[0], fields[1])
        let kindText = try string(fields[2], what: "a marker kind")
        let kind: Marker.Kind
        switch kindText {
        case "syn-dropped": kind = .synDropped
        case "resync": kind = .resync
        case "device-removed": kind = .deviceRemoved
        case "annotation" where fields.count == 4:
          kind = .annotation(try string(fields[3], what: "an annotation text"))
        default:
          throw problem(
            .wrongType, at: fields[2], found: "marker kind '\(kindText)'",
            expected: "syn-dropped, resync, device-removed or annotation with a text")
        }
        markers.append(Marker(time: time, kind: kind))
      }
    }
    return markers
  }

  // MARK: Events

  private mutating func parseEvents(
    _ node: Node, into events: inout [InputEvent]
  ) throws(LibinputRecordProblem) {
    let items = try sequence(node, what: "a list of event items (- evdev: [...])")
    events.reserveCapacity(items.count * 6)
    for (index, item) in items.enumerated() {
      let map = try mapping(item, what: "an event item (evdev:, libinput: or hid:)")
      // libinput:, hid: and any other key are skipped; only evdev frames are kernel events.
      guard let frameNode = map["evdev"], frameNode.isYAMLNull == false else { continue }
      let frame = try sequence(frameNode, what: "a frame: a list of [sec, usec, type, code, value]")
      for eventNode in frame {
        events.append(try parseEvent(eventNode))
      }
      if let last = events.last, !last.isSynReport, !frame.isEmpty {
        let mark = frameNode.mark
        let isLast = index == items.count - 1
        notices.append(
          LibinputRecordNotice(
            kind: .incompleteFrame, line: mark?.line ?? 0, column: mark?.column ?? 0,
            message: isLast
              ? "the last frame does not end with SYN_REPORT (a truncated recording?)"
              : "a frame does not end with SYN_REPORT; its events join the next frame"))
      }
    }
  }

  private func parseEvent(_ node: Node) throws(LibinputRecordProblem) -> InputEvent {
    guard case .sequence(let fields) = node, fields.count == 5 else {
      let found = node.sequence.map { "\($0.count) numbers" } ?? describe(node)
      throw problem(
        .wrongType, at: node, found: found, expected: "an event [sec, usec, type, code, value]")
    }
    let time = try timestamp(fields[0], fields[1])
    let type: UInt16 = try number(fields[2], in: 0...0x1F, what: "an event type (0-31)")
    let code: UInt16 = try number(fields[3], in: 0...0x2FF, what: "an event code (0-767)")
    let value: Int32 = try number(
      fields[4], in: Int(Int32.min)...Int(Int32.max), what: "a 32-bit event value")
    return InputEvent(time: time, type: type, code: code, value: value)
  }

  private func timestamp(_ secNode: Node, _ usecNode: Node) throws(LibinputRecordProblem) -> Timestamp {
    let bound = Int(Timestamp.limit / 1_000_000)
    let sec: Int64 = try number(
      secNode, in: -bound...bound, what: "seconds \(Timestamp.limitDescription)")
    let usec: Int64 = try number(usecNode, in: 0...999_999, what: "microseconds (0-999999)")
    let time = Timestamp(seconds: sec, microseconds: usec)
    guard Timestamp.isWithinLimit(time.microseconds) else {
      throw problem(
        .outOfRange, at: secNode, found: "\(sec).\(usec) s",
        expected: "a time \(Timestamp.limitDescription)")
    }
    return time
  }

  // MARK: Node helpers

  private func required(
    _ map: Node.Mapping, _ key: String, in node: Node
  ) throws(LibinputRecordProblem) -> Node {
    guard let value = map[key] else {
      throw problem(
        .missingField, at: node, found: "no '\(key)' key", expected: "a '\(key)' key here")
    }
    return value
  }

  private func mapping(_ node: Node, what: String) throws(LibinputRecordProblem) -> Node.Mapping {
    guard let map = node.mapping else {
      throw problem(.wrongType, at: node, found: describe(node), expected: what)
    }
    return map
  }

  private func sequence(_ node: Node, what: String) throws(LibinputRecordProblem) -> [Node] {
    guard case .sequence(let list) = node else {
      throw problem(.wrongType, at: node, found: describe(node), expected: what)
    }
    return Array(list)
  }

  private func string(_ node: Node, what: String) throws(LibinputRecordProblem) -> String {
    guard case .scalar(let scalar) = node else {
      throw problem(.wrongType, at: node, found: describe(node), expected: what)
    }
    return scalar.string
  }

  private func integer(_ node: Node, what: String) throws(LibinputRecordProblem) -> Int {
    try number(node, in: Int.min...Int.max, what: what)
  }

  private func number<T: FixedWidthInteger>(
    _ node: Node, in range: ClosedRange<Int>, what: String
  ) throws(LibinputRecordProblem) -> T {
    guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any else {
      throw problem(.wrongType, at: node, found: describe(node), expected: "\(what), an integer")
    }
    guard let value = Self.parseInteger(scalar.string) else {
      throw problem(
        .invalidNumber, at: node, found: "'\(Self.clipped(scalar.string))'",
        expected: "\(what), an integer")
    }
    guard range.contains(value), let result = T(exactly: value) else {
      throw problem(
        .outOfRange, at: node, found: "\(value)",
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
    var bytes = Substring(text).utf8[...]
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

  private func describe(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar):
      return scalar.string.isEmpty && scalar.style == .plain
        ? "nothing" : "'\(Self.clipped(scalar.string))'"
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    case .alias: return "an alias"
    }
  }

  static func clipped(_ text: String) -> String {
    text.count <= 40 ? text : String(text.prefix(40)) + "…"
  }

  private func problem(
    _ kind: LibinputRecordProblem.Kind, at node: Node, found: String, expected: String
  ) -> LibinputRecordProblem {
    let mark = node.mark
    return LibinputRecordProblem(
      kind: kind, line: mark?.line ?? 0, column: mark?.column ?? 0, found: found,
      expected: expected)
  }

  // MARK: Errors from libyaml

  static func problem(from error: any Error) -> LibinputRecordProblem {
    guard let yaml = error as? YamlError else {
      return LibinputRecordProblem(
        kind: .syntax, line: 0, column: 0, found: "\(error)", expected: "YAML")
    }
    switch yaml {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let found = context.map { "\(problem) \($0.text)" } ?? problem
      return LibinputRecordProblem(
        kind: .syntax, line: mark.line, column: mark.column, found: found,
        expected: "well-formed YAML")
    case .reader(let problem, let offset, let value, let yaml):
      let place = offset.map { lineAndColumn(ofByte: $0, in: yaml) } ?? (line: 0, column: 0)
      let found = value >= 0 ? "\(problem) (character U+\(String(value, radix: 16)))" : problem
      return LibinputRecordProblem(
        kind: .invalidText, line: place.line, column: place.column, found: found,
        expected: "UTF-8 text without control characters")
    case .duplicatedKeysInMapping(let duplicates, let context):
      return LibinputRecordProblem(
        kind: .wrongType, line: context.mark.line, column: context.mark.column,
        found: "duplicate key(s) \(duplicates.joined(separator: ", "))",
        expected: "each key once in a mapping")
    default:
      return LibinputRecordProblem(
        kind: .syntax, line: 0, column: 0, found: "\(yaml)", expected: "YAML")
    }
  }

  /// The 1-based line and byte column of a byte offset into `text`.
  static func lineAndColumn(ofByte offset: Int, in text: String) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for (index, byte) in text.utf8.enumerated() {
      if index >= offset { break }
      if byte == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }

  /// Where to cut a damaged file: the start of the last `- evdev:` item that begins before
  /// `line` (so the kept text ends with complete frames), if the damage is inside events.
  static func lastCompleteFrameCut(
    _ text: String, before line: Int
  ) -> (index: String.Index, line: Int)? {
    guard line > 1 else { return nil }
    var currentLine = 1
    var lineStart = text.startIndex
    var best: (index: String.Index, line: Int)?
    var index = text.startIndex
    var sawEvents = false
    while index < text.endIndex, currentLine < line {
      let lineEnd = text[index...].firstIndex(of: "\n") ?? text.endIndex
      let content = text[lineStart..<lineEnd].drop { $0 == " " }
      if content.hasPrefix("events:") { sawEvents = true }
      if sawEvents, content.hasPrefix("- evdev:") {
        best = (lineStart, currentLine)
      }
      guard lineEnd < text.endIndex else { break }
      index = text.index(after: lineEnd)
      lineStart = index
      currentLine += 1
    }
    return best
  }
}

extension Node {
  /// Whether the node is YAML's null (`~`, `null`, or nothing).
  var isYAMLNull: Bool {
    guard case .scalar(let scalar) = self, scalar.style == .plain || scalar.style == .any else {
      return false
    }
    return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
  }
}
