#if canImport(Glibc)
  import Glibc
#endif

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
    /// The file could not be read.
    case io
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
  /// Whether to read through the fast lane (``LibinputEventLines``) when the file allows; off
  /// only to compare the two paths in tests.
  var usesFastLane = true
  /// How many events the last parse read with the fast lane's line parser
  /// (``LibinputEventFeeder``; 0 when it read plainly).
  private(set) var fastLaneEvents = 0
  /// Where each axis of the device being read is declared (its key under `absinfo`).
  private var absinfoKeyMarks: [UInt16: (line: Int, column: Int)] = [:]

  /// Parses `text` (``parse(_:)-(LibinputLineSource)``).
  mutating func parse(_ text: String) throws(LibinputRecordProblem) -> Recording {
    var storage = text
    var parser = self
    let result = storage.withUTF8 { bytes in
      Result { () throws(LibinputRecordProblem) in
        try parser.parse(LibinputLineSource(bytes: bytes, file: ""))
      }
    }
    self = parser
    return try result.get()
  }

  /// Parses the file `source` reads: a file that is not UTF-8 is refused at its first byte that
  /// is not; on a YAML syntax error inside the `events` of the last device, the frames before
  /// the damage are loaded and the file reported as truncated.
  mutating func parse(_ source: LibinputLineSource) throws(LibinputRecordProblem) -> Recording {
    do {
      return try parseComplete(source)
    } catch {
      guard error.kind == .syntax,
        let cut = try Self.lastCompleteFrameCut(source, before: error.line)
      else { throw error }
      try source.rewind(limit: cut.offset)
      var retry = LibinputRecordParser()
      retry.usesFastLane = usesFastLane
      guard let recording = try? retry.parseComplete(source) else { throw error }
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

  /// Parses the whole input (up to the source's limit): through the fast lane
  /// (``LibinputEventFeeder``) if it is on, and again without it whenever that run meets any
  /// problem or any doubt, so that the result and the problems are always those of the plain
  /// reading.
  private mutating func parseComplete(
    _ source: LibinputLineSource
  ) throws(LibinputRecordProblem) -> Recording {
    fastLaneEvents = 0
    if usesFastLane {
      try source.rewind(limit: source.limit)
      var fast = self
      if let recording = fast.parseThroughFastLane(source) {
        self = fast
        return recording
      }
    }
    try Self.checkText(source)
    try source.rewind(limit: source.limit)
    let root = try Self.document(source, fastLane: false).root
    return try parseRoot(root)
  }

  /// The recording, read through the fast lane; nil when anything went wrong (the caller then
  /// reads it plainly).
  private mutating func parseThroughFastLane(_ source: LibinputLineSource) -> Recording? {
    guard let document = try? Self.document(source, fastLane: true),
      let recording = try? parseRoot(document.root)
    else { return nil }
    fastLaneEvents = document.fastLaneEvents
    return recording
  }

  /// Throws at the first byte of the input that is not UTF-8, if any.
  private static func checkText(_ source: LibinputLineSource) throws(LibinputRecordProblem) {
    try source.rewind(limit: source.limit)
    while let line = try source.nextLine() {
      guard !TextScan(line.bytes).isValidUTF8 else { continue }
      let place = TextScan.firstInvalidPosition(in: line.bytes)
      throw LibinputRecordProblem(
        kind: .invalidText, line: line.number, column: place.column,
        found: "bytes that are not UTF-8", expected: "UTF-8 text")
    }
  }

  /// The document's root as nodes, each device's events decoded as they stream by — or, in the
  /// fast lane, read by the feeder as libyaml reads the rest.
  private static func document(
    _ source: LibinputLineSource, fastLane: Bool
  ) throws(LibinputRecordProblem) -> (root: YAMLNode, fastLaneEvents: Int) {
    let feeder = LibinputEventFeeder(source: source, findsLists: fastLane)
    // libyaml's read callback gets its context as a C pointer: the feeder, unretained, which
    // `feeder` keeps alive for as long as the parser reads (C interop, not speed).
    let parser = YAMLEventParser(
      context: Unmanaged.passUnretained(feeder).toOpaque(), handler: readThroughFeeder,
      lineMap: feeder.lineMap)
    let builder = YAMLTreeBuilder(
      parser: parser,
      text: { String(decoding: (try? source.allBytes()) ?? [], as: UTF8.self) },
      feeder: fastLane ? feeder : nil)
    var streamer = LibinputEventStreamer(
      builder: builder, bytesLeft: { max(0, source.size - source.offset) })
    builder.streamer = { start, list throws(LibinputRecordProblem) in
      try streamer.stream(from: start, list: list)
    }
    let result = Result { () throws(LibinputRecordProblem) in try builder.document() }
    builder.streamer = nil  // the streamer holds the builder: break the cycle
    if case .io(let problem)? = feeder.failure { throw problem }
    if fastLane, !feeder.allClaimed { throw YAMLTreeBuilder.fastLaneMismatch }
    let fastLaneEvents = fastLane ? feeder.eventCount : 0
    guard let document = try result.get() else {
      throw LibinputRecordProblem(
        kind: .empty, line: 1, column: 1, found: "an empty document",
        expected: "a libinput record (a YAML mapping with version, ndevices and devices)")
    }
    return (document, fastLaneEvents)
  }

  // MARK: Top level

  private mutating func parseRoot(_ root: YAMLNode) throws(LibinputRecordProblem) -> Recording {
    let map = try Self.mapping(
      root, what: "a libinput record (a YAML mapping with version and devices)")
    let versionNode = try Self.required(map, "version", in: root)
    let version = try Self.integer(versionNode, what: "the file version 1")
    guard version == 1 else {
      throw Self.problem(
        .unsupportedVersion, at: versionNode, found: "version \(version)",
        expected: "version 1 (the only libinput record version)")
    }
    let devicesNode = try Self.required(map, "devices", in: root)
    let deviceNodes = try Self.sequence(devicesNode, what: "a list of devices")
    guard !deviceNodes.isEmpty else {
      throw Self.problem(
        .missingField, at: devicesNode, found: "an empty device list",
        expected: "at least one device")
    }
    if let countNode = map["ndevices"] {
      let count = try Self.integer(countNode, what: "the number of devices")
      if count != deviceNodes.count {
        notices.append(
          LibinputRecordNotice(
            kind: .deviceCountMismatch, line: countNode.line, column: countNode.column,
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
    _ node: YAMLNode, into metadata: inout RecordingMetadata
  ) throws(LibinputRecordProblem) {
    let map = try Self.mapping(node, what: "the gesturetape metadata mapping")
    if let value = map["recorder"] {
      metadata.recorder = try Self.string(value, what: "a recorder")
    }
    if let value = map["date"] { metadata.date = try Self.string(value, what: "a date") }
    if let value = map["clock"] { metadata.clock = try Self.string(value, what: "a clock name") }
    if let value = map["time-origin"] {
      metadata.timeOrigin = Int64(try Self.integer(value, what: "microseconds"))
    }
    if let value = map["annotations"] {
      for item in try Self.sequence(value, what: "a list of [key, text] annotations") {
        let pair = try Self.sequence(item, what: "an annotation [key, text]")
        guard pair.count == 2 else {
          throw Self.problem(
            .wrongType, at: item, found: "\(pair.count) items", expected: "[key, text]")
        }
        metadata.annotations.append(
          RecordingMetadata.Annotation(
            key: try Self.string(pair[0], what: "an annotation key"),
            value: try Self.string(pair[1], what: "an annotation text")))
      }
    }
  }

  // MARK: Devices

  private mutating func parseDevice(_ node: YAMLNode) throws(LibinputRecordProblem)
    -> RecordedDevice
  {
    let map = try Self.mapping(node, what: "a device (a mapping with evdev and events)")
    let evdev = try Self.required(map, "evdev", in: node)
    var description = try parseDescription(evdev)
    for problem in description.problems {
      let mark = problem.axis.flatMap { absinfoKeyMarks[$0] } ?? (evdev.line, evdev.column)
      notices.append(
        LibinputRecordNotice(
          kind: .invalidDescription, line: mark.line, column: mark.column,
          message: problem.message))
    }
    absinfoKeyMarks = [:]
    var markers: [Marker] = []
    if let tape = map["gesturetape"] {
      markers = try parseDeviceExtras(tape, into: &description)
    }
    var events: [InputEvent] = []
    if case .streamed(let streamed)? = map["events"] {
      // Decoded while the file streamed by; its first problem, if any, is reported now, after
      // the description's, as a reader of the whole tree would.
      if let problem = streamed.problem { throw problem }
      events = streamed.events
      notices += streamed.notices
    } else if let eventsNode = map["events"], eventsNode.isYAMLNull == false {
      var streamer = LibinputEventStreamer()
      let streamed = streamer.decode(eventsNode)
      if let problem = streamed.problem { throw problem }
      events = streamed.events
      notices += streamed.notices
    }
    return RecordedDevice(description: description, events: events, markers: markers)
  }

  private mutating func parseDescription(_ node: YAMLNode) throws(LibinputRecordProblem)
    -> DeviceDescription
  {
    let map = try Self.mapping(node, what: "the evdev description (name, id, codes, absinfo)")
    let name = try Self.string(try Self.required(map, "name", in: node), what: "the device name")
    let idNode = try Self.required(map, "id", in: node)
    let ids = try Self.sequence(idNode, what: "[bustype, vendor, product, version]")
    guard ids.count == 4 else {
      throw Self.problem(
        .wrongType, at: idNode, found: "\(ids.count) numbers",
        expected: "4 numbers [bustype, vendor, product, version]")
    }
    var id: [UInt16] = []
    for item in ids {
      id.append(try Self.number(item, in: 0...0xFFFF, what: "a 16-bit id"))
    }
    var description = DeviceDescription(
      name: name, bustype: id[0], vendor: id[1], product: id[2], version: id[3])

    let codesNode = try Self.required(map, "codes", in: node)
    let codesMap = try Self.mapping(codesNode, what: "a mapping of event type to its codes")
    for pair in codesMap.pairs {
      let (key, value) = (pair.key, pair.value)
      let type: UInt16 = try Self.number(key, in: 0...0x1F, what: "an event type (0-31)")
      let maxCode = Int(InputCode.maxCode(ofType: type) ?? 0x2FF)
      var codes: [UInt16] = []
      if value.isYAMLNull == false {
        for item in try Self.sequence(value, what: "a list of event codes") {
          codes.append(try Self.number(item, in: 0...max(maxCode, 0x2FF), what: "an event code"))
        }
      }
      if description.codes[type] != nil {
        throw Self.problem(
          .wrongType, at: key, found: "event type \(type) listed twice",
          expected: "each event type once")
      }
      description.codes[type] = Array(Set(codes)).sorted()
    }

    if let absNode = map["absinfo"], absNode.isYAMLNull == false {
      let absMap = try Self.mapping(
        absNode, what: "a mapping of axis code to [min, max, fuzz, flat, res]")
      for pair in absMap.pairs {
        let (key, value) = (pair.key, pair.value)
        let code: UInt16 = try Self.number(key, in: 0...0x3F, what: "an absolute axis code (0-63)")
        absinfoKeyMarks[code] = (key.line, key.column)
        let numbers = try Self.sequence(value, what: "[minimum, maximum, fuzz, flat, resolution]")
        guard numbers.count == 5 else {
          throw Self.problem(
            .wrongType, at: value, found: "\(numbers.count) numbers",
            expected: "5 numbers [minimum, maximum, fuzz, flat, resolution]")
        }
        var fields: [Int32] = []
        for item in numbers {
          fields.append(
            try Self.number(item, in: Int(Int32.min)...Int(Int32.max), what: "a 32-bit axis value"))
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
        throw Self.problem(
          .missingField, at: map["absinfo"] ?? node,
          found: "no absinfo for axis \(code) (\(axisName(code)))",
          expected: "an absinfo entry [min, max, fuzz, flat, res] for every EV_ABS code")
      }
    }

    if let propsNode = map["properties"], propsNode.isYAMLNull == false {
      var properties: [UInt16] = []
      for item in try Self.sequence(propsNode, what: "a list of input property numbers") {
        properties.append(try Self.number(item, in: 0...0x1F, what: "an input property (0-31)"))
      }
      description.properties = Array(Set(properties)).sorted()
    }
    return description
  }

  private func axisName(_ code: UInt16) -> String {
    InputCode.codeName(type: InputCode.EV_ABS, code: code) ?? "unnamed"
  }

  private func parseDeviceExtras(
    _ node: YAMLNode, into description: inout DeviceDescription
  ) throws(LibinputRecordProblem) -> [Marker] {
    let map = try Self.mapping(node, what: "the gesturetape device mapping")
    func states(_ key: String) throws(LibinputRecordProblem) -> [UInt16: Bool] {
      guard let value = map[key] else { return [:] }
      var result: [UInt16: Bool] = [:]
      for pair in try Self.mapping(value, what: "a mapping of code to 0 or 1").pairs {
        let (code, state) = (pair.key, pair.value)
        let codeNumber: UInt16 = try Self.number(code, in: 0...0xFFFF, what: "a code")
        let on: Int = try Self.number(state, in: 0...1, what: "0 or 1")
        result[codeNumber] = on == 1
      }
      return result
    }
    description.leds = try states("leds")
    description.switches = try states("switches")
    if let values = map["axis-values"] {
      for pair in try Self.mapping(values, what: "a mapping of axis code to value").pairs {
        let (code, value) = (pair.key, pair.value)
        let axis: UInt16 = try Self.number(code, in: 0...0x3F, what: "an axis code")
        let current: Int32 = try Self.number(
          value, in: Int(Int32.min)...Int(Int32.max), what: "a 32-bit value")
        if let index = description.absoluteAxes.firstIndex(where: { $0.code == axis }) {
          description.absoluteAxes[index].value = current
        }
      }
    }
    var markers: [Marker] = []
    if let list = map["markers"] {
      for item in try Self.sequence(list, what: "a list of markers [sec, usec, kind]") {
        let fields = try Self.sequence(item, what: "a marker [sec, usec, kind]")
        guard fields.count >= 3 else {
          throw Self.problem(
            .wrongType, at: item, found: "\(fields.count) items", expected: "[sec, usec, kind]")
        }
        let time = try Self.timestamp(fields[0], fields[1])
        let kindText = try Self.string(fields[2], what: "a marker kind")
        let kind: Marker.Kind
        switch kindText {
        case "syn-dropped": kind = .synDropped
        case "resync": kind = .resync
        case "device-removed": kind = .deviceRemoved
        case "annotation" where fields.count == 4:
          kind = .annotation(try Self.string(fields[3], what: "an annotation text"))
        default:
          throw Self.problem(
            .wrongType, at: fields[2], found: "marker kind '\(kindText)'",
            expected: "syn-dropped, resync, device-removed or annotation with a text")
        }
        markers.append(Marker(time: time, kind: kind))
      }
    }
    return markers
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
  /// `line` (so the kept bytes end with complete frames), if the damage is inside events.
  static func lastCompleteFrameCut(
    _ source: LibinputLineSource, before line: Int
  ) throws(LibinputRecordProblem) -> (offset: Int, line: Int)? {
    guard line > 1 else { return nil }
    try source.rewind(limit: source.limit)
    var best: (offset: Int, line: Int)?
    var sawEvents = false
    while let raw = try source.nextLine(), raw.number < line {
      guard let text = LibinputEventLine(raw.bytes) else { continue }
      if text.contentStarts(with: "events:") { sawEvents = true }
      if sawEvents, text.contentStarts(with: "- evdev:") { best = (raw.offset, raw.number) }
    }
    return best
  }
}

/// libyaml's read handler: `context` is the ``LibinputEventFeeder``.
private func readThroughFeeder(
  _ context: UnsafeMutableRawPointer?, _ buffer: UnsafeMutablePointer<UInt8>?, _ size: Int,
  _ sizeRead: UnsafeMutablePointer<Int>?
) -> Int32 {
  guard let context, let buffer, let sizeRead else { return 0 }
  let feeder = Unmanaged<LibinputEventFeeder>.fromOpaque(context).takeUnretainedValue()
  sizeRead.pointee = feeder.read(into: buffer, size: size)
  return 1
}
