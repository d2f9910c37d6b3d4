/// Where a frame line's events go as they are parsed.
protocol NativeEventSink {
  mutating func append(device: Int, _ event: InputEvent)
  mutating func append(device: Int, contentsOf events: [InputEvent])
}

/// Parses the lines of a native file (`docs/FORMAT.md`): the shared core of
/// ``NativeLogReader`` and ``NativeLogStreamReader``.
struct NativeLineParser {
  enum Line {
    case blank
    case header(RecordingMetadata)
    case device(DeviceDescription)
    case events(device: Int)
    case marker(device: Int, Marker)
  }

  let file: String
  private(set) var sawHeader = false
  private(set) var deviceCount = 0
  /// The fast path's events of the current line.
  private var scratch: [InputEvent] = []

  init(file: String) {
    self.file = file
  }

  /// Parses one line; the events of a frame line go to `sink` as they are parsed.
  mutating func parse<Sink: NativeEventSink>(
    _ line: InputLine, into sink: inout Sink
  ) throws(GestureLogError) -> Line {
    let bytes = line.bytes
    if sawHeader, bytes.count > 4, bytes[0] == 0x7B, bytes[1] == 0x22, bytes[2] == 0x64 {
      scratch.removeAll(keepingCapacity: true)
      if let device = FastLineParsing.nativeFrame(bytes, into: &scratch), device < deviceCount {
        sink.append(device: device, contentsOf: scratch)
        return .events(device: device)
      }
    }
    var scanner = LineScanner(line, file: file)
    scanner.skipBlanks()
    if scanner.isAtEnd { return .blank }
    guard scanner.peek() == 0x7B else {
      throw scanner.error(.unexpectedToken, expected: "`{` starting a JSON object line")
    }
    let open = scanner.position
    scanner.position += 1
    scanner.skipBlanks()
    guard scanner.peek() == 0x22 else {
      throw scanner.error(.unexpectedToken, expected: "a quoted key")
    }
    // The fast path: a frame line `{"d":N,"t":N,"e":[...]}`.
    if scanner.hasPrefix("\"d\"") {
      guard sawHeader else { throw missingHeader(line) }
      scanner.position += 3
      return try frame(&scanner, into: &sink)
    }
    let keyColumn = scanner.column
    let key = try scanner.jsonString()
    scanner.position = open
    let node = try scanner.jsonValue()
    try scanner.expectEnd(allowComment: false, "the end of the line after the JSON object")
    guard case .object(let members) = node.value else {
      throw scanner.error(.unexpectedToken, expected: "a JSON object")
    }
    switch key {
    case "gesturetape":
      guard line.number == 1 || !sawHeader else {
        return try failAt(line, keyColumn, .unexpectedToken, "one header, on the first line")
      }
      sawHeader = true
      return .header(try header(members, line))
    case "device":
      guard sawHeader else { throw missingHeader(line) }
      let description = try device(members, line)
      deviceCount += 1
      return .device(description)
    case "marker":
      guard sawHeader else { throw missingHeader(line) }
      let (index, marker) = try marker(members, line)
      return .marker(device: index, marker)
    default:
      guard sawHeader else { throw missingHeader(line) }
      return try failAt(
        line, keyColumn, .unexpectedToken,
        "a line whose first key is \"gesturetape\", \"device\", \"d\" or \"marker\"")
    }
  }

  private func missingHeader(_ line: InputLine) -> GestureLogError {
    let scanner = LineScanner(line, file: file)
    return scanner.error(
      line.number == 1 ? .missingField : .unexpectedToken,
      expected: "the header line {\"gesturetape\":1,…} first")
  }

  private func failAt<T>(
    _ line: InputLine, _ column: Int, _ kind: GestureLogError.Kind, _ expected: String
  ) throws(GestureLogError) -> T {
    var scanner = LineScanner(line, file: file)
    scanner.position = Swift.max(0, column - 1)
    throw scanner.error(kind, expected: expected)
  }

  // MARK: Frames

  /// `:N,"t":N,"e":[[type,code,value(,"NAME"|null(,dt))],...]}` after `{"d"`.
  @inline(__always)
  private func frame<Sink: NativeEventSink>(
    _ scanner: inout LineScanner, into sink: inout Sink
  ) throws(GestureLogError) -> Line {
    scanner.skipBlanks()
    try scanner.expect(0x3A, "`:` after \"d\"")
    scanner.skipBlanks()
    let indexColumn = scanner.position
    let index = Int(
      try scanner.jsonInteger(minimum: 0, maximum: Int64(Int32.max), "a device index"))
    guard index < deviceCount else {
      scanner.position = indexColumn
      throw scanner.error(
        .invalidDevice, expected: "a declared device index (below \(deviceCount))")
    }
    scanner.skipBlanks()
    try scanner.expect(0x2C, "`,` after the device index")
    scanner.skipBlanks()
    guard scanner.hasPrefix("\"t\"") else {
      throw scanner.error(.missingField, expected: "\"t\", the frame time in µs")
    }
    scanner.position += 3
    scanner.skipBlanks()
    try scanner.expect(0x3A, "`:` after \"t\"")
    scanner.skipBlanks()
    let time = try scanner.jsonInteger(
      minimum: -Timestamp.limit, maximum: Timestamp.limit,
      "the frame time in µs, \(Timestamp.limitDescription)")
    scanner.skipBlanks()
    try scanner.expect(0x2C, "`,` after the time")
    scanner.skipBlanks()
    guard scanner.hasPrefix("\"e\"") else {
      throw scanner.error(.missingField, expected: "\"e\", the frame's events")
    }
    scanner.position += 3
    scanner.skipBlanks()
    try scanner.expect(0x3A, "`:` after \"e\"")
    scanner.skipBlanks()
    try scanner.expect(0x5B, "`[` opening the event list")
    scanner.skipBlanks()
    if scanner.peek() == 0x5D {
      throw scanner.error(.missingField, expected: "at least one event")
    }
    while true {
      scanner.skipBlanks()
      try scanner.expect(0x5B, "`[` opening an event [type,code,value]")
      scanner.skipBlanks()
      let type = try scanner.jsonInteger(minimum: 0, maximum: 0xFFFF, "an event type (0…65535)")
      scanner.skipBlanks()
      try scanner.expect(0x2C, "`,` after the event type")
      scanner.skipBlanks()
      let code = try scanner.jsonInteger(minimum: 0, maximum: 0xFFFF, "an event code (0…65535)")
      scanner.skipBlanks()
      try scanner.expect(0x2C, "`,` after the event code")
      scanner.skipBlanks()
      let value = try scanner.jsonInteger(
        minimum: Int64(Int32.min), maximum: Int64(Int32.max), "an event value")
      var eventTime = time
      scanner.skipBlanks()
      if scanner.peek() == 0x2C {
        scanner.position += 1
        scanner.skipBlanks()
        try skipName(&scanner)
        scanner.skipBlanks()
        if scanner.peek() == 0x2C {
          scanner.position += 1
          scanner.skipBlanks()
          let deltaStart = scanner.position
          let delta = try scanner.jsonInteger(
            minimum: -2 * Timestamp.limit, maximum: 2 * Timestamp.limit, "a time delta in µs")
          eventTime = time + delta
          guard Timestamp.isWithinLimit(eventTime) else {
            scanner.position = deltaStart
            throw scanner.error(
              .numberOutOfRange,
              expected: "a delta that keeps the event time \(Timestamp.limitDescription)")
          }
          scanner.skipBlanks()
        }
      }
      try scanner.expect(0x5D, "`]` closing the event")
      sink.append(
        device: index,
        InputEvent(
          time: Timestamp(microseconds: eventTime), type: UInt16(truncatingIfNeeded: type),
          code: UInt16(truncatingIfNeeded: code), value: Int32(truncatingIfNeeded: value)))
      scanner.skipBlanks()
      guard let next = scanner.peek() else {
        throw scanner.error(.truncated, expected: "`,` or `]` after an event")
      }
      scanner.position += 1
      if next == 0x2C { continue }
      if next == 0x5D { break }
      scanner.position -= 1
      throw scanner.error(.unexpectedToken, expected: "`,` or `]` after an event")
    }
    scanner.skipBlanks()
    try scanner.expect(0x7D, "`}` closing the frame line")
    try scanner.expectEnd(allowComment: false, "the end of the line after the frame")
    return .events(device: index)
  }

  /// The informative name of an event: a JSON string (not unescaped) or `null`.
  @inline(__always)
  private func skipName(_ scanner: inout LineScanner) throws(GestureLogError) {
    if scanner.peek() == 0x22 {
      scanner.position += 1
      while let byte = scanner.peek(), byte != 0x22 {
        if byte < 0x20 {
          throw scanner.error(.invalidText, expected: "no control characters in a name")
        }
        scanner.position += byte == 0x5C ? 2 : 1
      }
      try scanner.expect(0x22, "`\"` closing the event name")
    } else if scanner.hasPrefix("null") {
      scanner.position += 4
    } else {
      throw scanner.error(.unexpectedToken, expected: "the event's name as a string, or null")
    }
  }

  // MARK: Header, device and marker lines

  private func header(
    _ members: [(key: String, value: JSONNode)], _ line: InputLine
  ) throws(GestureLogError) -> RecordingMetadata {
    var reader = Members(members, line: line, file: file)
    let version = try reader.integer("gesturetape", required: true) ?? 0
    if version != Int64(NativeFormat.version) {
      let column = reader.column(of: "gesturetape")
      return try failAt(
        line, column, .unsupportedVersion, "native format version \(NativeFormat.version)")
    }
    var metadata = RecordingMetadata()
    metadata.recorder = try reader.string("recorder")
    metadata.date = try reader.string("date")
    metadata.kernel = try reader.string("kernel")
    metadata.clock = try reader.string("clock")
    metadata.timeOrigin = try reader.integer("timeOrigin")
    if let origin = metadata.timeOrigin, !Timestamp.isWithinLimit(origin) {
      return try failAt(
        line, reader.column(of: "timeOrigin"), .numberOutOfRange,
        "a time origin \(Timestamp.limitDescription)")
    }
    for node in try reader.array("annotations") {
      var entry = try Members(object: node, line: line, file: file)
      metadata.annotations.append(
        .init(
          key: try entry.string("key", required: true) ?? "",
          value: try entry.string("value", required: true) ?? ""))
    }
    return metadata
  }

  private func device(
    _ members: [(key: String, value: JSONNode)], _ line: InputLine
  ) throws(GestureLogError) -> DeviceDescription {
    var reader = Members(members, line: line, file: file)
    let index = try reader.integer("device", required: true) ?? 0
    if index != Int64(deviceCount) {
      return try failAt(
        line, reader.column(of: "device"), .invalidDevice,
        "device \(deviceCount) (devices are numbered in order from 0)")
    }
    var description = DeviceDescription(name: try reader.string("name", required: true) ?? "")
    description.bustype = try reader.uint16("bustype")
    description.vendor = try reader.uint16("vendor")
    description.product = try reader.uint16("product")
    description.version = try reader.uint16("version")
    for node in try reader.array("properties") {
      description.properties.append(try Members.numberOfPair(node, line: line, file: file))
    }
    for node in try reader.array("codes") {
      guard case .array(let parts) = node.value, parts.count == 3,
        case .array(let list) = parts[2].value
      else {
        return try failAt(
          line, node.column, .unexpectedToken, "[type,\"EV_NAME\",[[code,\"NAME\"],…]]")
      }
      let type = try Members.numberOfPair(node, line: line, file: file)
      var codes: [UInt16] = []
      for codeNode in list {
        codes.append(try Members.numberOfPair(codeNode, line: line, file: file))
      }
      description.codes[type] = codes
    }
    for node in try reader.array("axes") {
      var axis = try Members(object: node, line: line, file: file)
      description.absoluteAxes.append(
        AbsoluteAxis(
          code: try axis.uint16("code", required: true),
          value: try axis.int32("value"), minimum: try axis.int32("min", required: true),
          maximum: try axis.int32("max", required: true), fuzz: try axis.int32("fuzz"),
          flat: try axis.int32("flat"), resolution: try axis.int32("resolution")))
    }
    for (key, isLED) in [("leds", true), ("switches", false)] {
      for node in try reader.array(key) {
        guard case .array(let parts) = node.value, parts.count == 3,
          case .bool(let on) = parts[2].value
        else {
          return try failAt(line, node.column, .unexpectedToken, "[code,\"NAME\",true|false]")
        }
        let code = try Members.numberOfPair(node, line: line, file: file)
        if isLED { description.leds[code] = on } else { description.switches[code] = on }
      }
    }
    return description
  }

  private func marker(
    _ members: [(key: String, value: JSONNode)], _ line: InputLine
  ) throws(GestureLogError) -> (Int, Marker) {
    var reader = Members(members, line: line, file: file)
    let name = try reader.string("marker", required: true) ?? ""
    let index = try reader.integer("d", required: true) ?? 0
    guard index >= 0, index < Int64(deviceCount) else {
      return try failAt(
        line, reader.column(of: "d"), .invalidDevice,
        "a declared device index (below \(deviceCount))")
    }
    let microseconds = try reader.integer("t", required: true) ?? 0
    guard Timestamp.isWithinLimit(microseconds) else {
      return try failAt(
        line, reader.column(of: "t"), .numberOutOfRange,
        "a marker time \(Timestamp.limitDescription)")
    }
    let time = Timestamp(microseconds: microseconds)
    let kind: Marker.Kind
    switch name {
    case "syn_dropped": kind = .synDropped
    case "resync": kind = .resync
    case "device_removed": kind = .deviceRemoved
    case "annotation": kind = .annotation(try reader.string("text", required: true) ?? "")
    default:
      return try failAt(
        line, reader.column(of: "marker"), .unexpectedToken,
        "a marker kind (syn_dropped, resync, device_removed, annotation)")
    }
    return (Int(index), Marker(time: time, kind: kind))
  }
}

/// Typed access to the members of a JSON object, with errors at the member's column.
private struct Members {
  let members: [(key: String, value: JSONNode)]
  let line: InputLine
  let file: String
  let objectColumn: Int

  init(_ members: [(key: String, value: JSONNode)], line: InputLine, file: String) {
    self.members = members
    self.line = line
    self.file = file
    self.objectColumn = 1
  }

  init(object node: JSONNode, line: InputLine, file: String) throws(GestureLogError) {
    guard case .object(let members) = node.value else {
      throw Members.error(line, file, node.column, .unexpectedToken, "a JSON object")
    }
    self.members = members
    self.line = line
    self.file = file
    self.objectColumn = node.column
  }

  static func error(
    _ line: InputLine, _ file: String, _ column: Int, _ kind: GestureLogError.Kind,
    _ expected: String
  ) -> GestureLogError {
    var scanner = LineScanner(line, file: file)
    scanner.position = Swift.max(0, column - 1)
    return scanner.error(kind, expected: expected)
  }

  func node(_ key: String) -> JSONNode? {
    members.first { $0.key == key }?.value
  }

  func column(of key: String) -> Int { node(key)?.column ?? objectColumn }

  private func missing(_ key: String) -> GestureLogError {
    Members.error(line, file, objectColumn, .missingField, "the key \"\(key)\"")
  }

  mutating func integer(_ key: String, required: Bool = false) throws(GestureLogError) -> Int64? {
    guard let node = node(key) else {
      if required { throw missing(key) }
      return nil
    }
    guard case .integer(let value) = node.value else {
      throw Members.error(line, file, node.column, .unexpectedToken, "an integer for \"\(key)\"")
    }
    return value
  }

  mutating func string(_ key: String, required: Bool = false) throws(GestureLogError) -> String? {
    guard let node = node(key) else {
      if required { throw missing(key) }
      return nil
    }
    guard case .string(let value) = node.value else {
      throw Members.error(line, file, node.column, .unexpectedToken, "a string for \"\(key)\"")
    }
    return value
  }

  mutating func uint16(_ key: String, required: Bool = false) throws(GestureLogError) -> UInt16 {
    guard let value = try integer(key, required: required) else { return 0 }
    guard let small = UInt16(exactly: value) else {
      throw Members.error(
        line, file, column(of: key), .numberOutOfRange, "\"\(key)\" in 0…65535")
    }
    return small
  }

  mutating func int32(_ key: String, required: Bool = false) throws(GestureLogError) -> Int32 {
    guard let value = try integer(key, required: required) else { return 0 }
    guard let small = Int32(exactly: value) else {
      throw Members.error(
        line, file, column(of: key), .numberOutOfRange, "\"\(key)\" in the 32-bit range")
    }
    return small
  }

  mutating func array(_ key: String) throws(GestureLogError) -> [JSONNode] {
    guard let node = node(key) else { return [] }
    guard case .array(let elements) = node.value else {
      throw Members.error(line, file, node.column, .unexpectedToken, "an array for \"\(key)\"")
    }
    return elements
  }

  /// The number of a `[number, "NAME", …]` entry, in 0…65535.
  static func numberOfPair(
    _ node: JSONNode, line: InputLine, file: String
  ) throws(GestureLogError) -> UInt16 {
    guard case .array(let parts) = node.value, let first = parts.first,
      case .integer(let value) = first.value
    else {
      throw error(line, file, node.column, .unexpectedToken, "[number,\"NAME\"]")
    }
    guard let small = UInt16(exactly: value) else {
      throw error(line, file, first.column, .numberOutOfRange, "a number in 0…65535")
    }
    if parts.count >= 2 {
      switch parts[1].value {
      case .string, .null: break
      default: throw error(line, file, parts[1].column, .unexpectedToken, "a name or null")
      }
    }
    return small
  }
}
