/// Reads evemu files (`evemu-record`, `evemu-describe`), format versions 1.0 to 1.3.
///
/// What is read (see `docs/EVEMU.md`):
/// - an optional first line `# EVEMU <major>.<minor>` (missing: 1.0; a newer 1.x minor is read
///   as 1.3 with a warning; another major is an error);
/// - the description in evemu's order: `N:` name, `I:` ids, `P:` property masks, `B:` event
///   code masks, `A:` axes (4 numbers up to 1.1, 5 from 1.2), `L:`/`S:` states (1.3);
/// - `E:` events, with absolute (epoch or monotonic) or relative times, all normalised to
///   offsets from the first event; the first event's absolute time is kept in
///   ``RecordingMetadata/timeOrigin`` so that ``EvemuWriter`` can restore it;
/// - `#` comment lines anywhere; trailing `#` comments on data lines from version 1.1 (not on
///   `N:`, where `#` is part of the name); a `# Kernel:` comment fills
///   ``RecordingMetadata/kernel``.
///
/// A file whose last line has no line break (a recorder killed mid-write) loads without that
/// line, with a `truncated` warning. A file with events and no description (an old `.events`
/// file) loads with an empty description and a `missingDescription` warning.
public enum EvemuReader {
  /// The newest format version this reader knows.
  public static let newestVersion = (major: 1, minor: 3)

  /// Reads evemu text; `file` names it in errors and warnings.
  public static func read(text: String, file: String) throws(GestureLogError) -> LoadedRecording {
    try read(LineReader(bytes: Array(text.utf8), file: file), sizeHint: text.utf8.count)
  }

  /// Reads evemu bytes; `file` names it in errors and warnings.
  public static func read(bytes: [UInt8], file: String) throws(GestureLogError) -> LoadedRecording {
    try read(LineReader(bytes: bytes, file: file), sizeHint: bytes.count)
  }

  static func read(_ lines: LineReader, sizeHint: Int) throws(GestureLogError) -> LoadedRecording {
    var parser = EvemuParser(file: lines.file)
    // A reservation from the file size (at least 25 bytes per event line) that is never
    // exceeded for a single pass, so the array never reallocates; untouched capacity is not
    // resident memory.
    if sizeHint > 0 { parser.events.reserveCapacity(sizeHint / 25 + 16) }
    while let line = try lines.nextLine() {
      try parser.consume(line)
    }
    return try parser.finish(lastLine: lines.lineNumber)
  }
}

/// The state of one evemu parse.
struct EvemuParser {
  enum Phase: Int, Comparable {
    case start, name, ids, properties, masks, axes, leds, switches, events
    static func < (lhs: Phase, rhs: Phase) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  let file: String
  var phase = Phase.start
  var major = 1
  var minor = 0
  var sawContent = false
  var name = ""
  var ids: [UInt16] = [0, 0, 0, 0]
  var propertyBytes = 0
  var properties: [UInt16] = []
  var maskBytes = [Int](repeating: 0, count: 32)
  var codes: [UInt16: [UInt16]] = [:]
  var axes: [AbsoluteAxis] = []
  /// The line of each axis's A: line, and of the N: line, to place description warnings.
  var axisLines: [UInt16: Int] = [:]
  var nameLineNumber = 1
  var leds: [UInt16: Bool] = [:]
  var switches: [UInt16: Bool] = [:]
  var kernel: String?
  var events: [InputEvent] = []
  var origin: Int64 = 0
  var warnings: [GestureLogWarning] = []
  var firstEventLine = 0

  init(file: String) {
    self.file = file
  }

  var allowsTrailingComments: Bool { major > 1 || minor >= 1 }

  mutating func consume(_ line: InputLine) throws(GestureLogError) {
    let bytes = line.bytes
    // The hot path: an event line.
    if phase == .events, bytes.count > 2, bytes[0] == 0x45, bytes[1] == 0x3A {
      if !line.isComplete { return truncatedLast(line) }
      if let fast = FastLineParsing.evemuEvent(bytes, comments: allowsTrailingComments) {
        return append(absolute: fast.time, type: fast.type, code: fast.code, value: fast.value)
      }
      return try event(line)
    }
    var scanner = LineScanner(line, file: file)
    scanner.skipBlanks()
    guard let first = scanner.peek() else { return }  // blank line
    if first == 0x23 {
      if line.number == 1 || !sawContent { try comment(line, scanner) }
      return
    }
    if !line.isComplete, bytes.count >= 2, bytes[0] == 0x45, bytes[1] == 0x3A {
      return truncatedLast(line)
    }
    sawContent = true
    guard scanner.position == 0, bytes.count >= 2, bytes[1] == 0x3A else {
      throw scanner.error(.unexpectedToken, expected: expectedLine)
    }
    switch bytes[0] {
    case 0x4E:  // N
      nameLineNumber = line.number
      try nameLine(line)
    case 0x49: try idLine(line)  // I
    case 0x50: try propertyLine(line)  // P
    case 0x42: try maskLine(line)  // B
    case 0x41: try axisLine(line)  // A
    case 0x4C, 0x53: try stateLine(line)  // L, S
    case 0x45:  // E, the first event
      if phase < .ids {
        if phase == .name { throw missingIds(line) }
        warnings.append(
          GestureLogWarning(
            .missingDescription, file: file, line: line.number, column: 1,
            message: "events without a device description (an evemu .events file)"))
      }
      phase = .events
      firstEventLine = line.number
      try event(line)
    default:
      throw scanner.error(.unexpectedToken, expected: expectedLine)
    }
  }

  /// What may come next, for errors.
  var expectedLine: String {
    switch phase {
    case .start: "an evemu line (N: name, E: event or # comment)"
    case .name: "an I: line (bus vendor product version)"
    case .ids, .properties: "a P:, B:, A:, L:, S: or E: line"
    case .masks: "a B:, A:, L:, S: or E: line"
    case .axes: "an A:, L:, S: or E: line"
    case .leds: "an L:, S: or E: line"
    case .switches: "an S: or E: line"
    case .events: "an E: line"
    }
  }

  private mutating func truncatedLast(_ line: InputLine) {
    warnings.append(
      GestureLogWarning(
        .truncated, file: file, line: line.number, column: line.bytes.count + 1,
        message: "the file ends inside this line (no line break); the line was not loaded"))
  }

  private func missingIds(_ line: InputLine) -> GestureLogError {
    var scanner = LineScanner(line, file: file)
    scanner.position = 0
    return GestureLogError(
      .missingField, file: file, line: line.number, column: 1, found: scanner.foundToken(),
      expected: "an I: line (bus vendor product version)")
  }

  /// Moves to `next`, which must not come before the current phase.
  private mutating func enter(_ next: Phase, _ line: InputLine) throws(GestureLogError) {
    if phase == .name, next != .ids { throw missingIds(line) }
    if next < phase || (next == phase && (next == .name || next == .ids)) {
      var scanner = LineScanner(line, file: file)
      scanner.position = 0
      throw scanner.error(.unexpectedToken, expected: expectedLine)
    }
    if phase == .start, next != .name {
      let scanner = LineScanner(line, file: file)
      throw scanner.error(.missingField, expected: "an N: line (the device name) or E: events")
    }
    phase = next
  }

  // MARK: Comments and the version line

  private mutating func comment(_ line: InputLine, _ start: LineScanner) throws(GestureLogError) {
    var scanner = start
    if line.number == 1, scanner.position == 0, scanner.hasPrefix("# EVEMU") {
      scanner.position += 7
      try scanner.requireBlanks(before: "the version")
      let newMajor = try scanner.unsignedDecimal(maximum: 9999, "a major version number")
      try scanner.expect(0x2E, "`.` between major and minor version")
      let newMinor = try scanner.unsignedDecimal(maximum: 9999, "a minor version number")
      let versionEnd = scanner.position
      try scanner.expectEnd(allowComment: false, "the end of the version line")
      if newMajor != 1 {
        throw GestureLogError(
          .unsupportedVersion, file: file, line: line.number, column: 9,
          found: "\"\(newMajor).\(newMinor)\"", expected: "evemu format version 1.0 to 1.3")
      }
      major = 1
      minor = Int(newMinor)
      if minor > EvemuReader.newestVersion.minor {
        warnings.append(
          GestureLogWarning(
            .newerVersion, file: file, line: line.number, column: 9,
            message: "evemu format 1.\(minor) is newer than 1.3; read as 1.3"))
        minor = EvemuReader.newestVersion.minor
      }
      _ = versionEnd
      return
    }
    if scanner.hasPrefix("# Kernel:") {
      scanner.position += 9
      scanner.skipBlanks()
      let rest = UnsafeBufferPointer(rebasing: line.bytes[scanner.position...])
      if let text = String(validating: rest, as: UTF8.self), !text.isEmpty { kernel = text }
    }
  }

  // MARK: Description lines

  private mutating func nameLine(_ line: InputLine) throws(GestureLogError) {
    try enter(.name, line)
    var scanner = LineScanner(line, file: file)
    scanner.position = 2
    scanner.skipBlanks()
    guard !scanner.isAtEnd else {
      throw scanner.error(.missingField, expected: "the device name after N:")
    }
    let rest = UnsafeBufferPointer(rebasing: line.bytes[scanner.position...])
    guard let text = String(validating: rest, as: UTF8.self) else {
      throw scanner.error(.invalidText, expected: "a UTF-8 device name")
    }
    name = text
  }

  private mutating func idLine(_ line: InputLine) throws(GestureLogError) {
    try enter(.ids, line)
    var scanner = LineScanner(line, file: file)
    scanner.position = 2
    let what = ["bus type", "vendor id", "product id", "version id"]
    for index in 0..<4 {
      try scanner.requireBlanks(before: "the \(what[index])")
      ids[index] = UInt16(try scanner.hexadecimal(maximum: 0xFFFF, "a hexadecimal \(what[index])"))
    }
    try scanner.expectEnd(allowComment: allowsTrailingComments, "the end of the I: line")
  }

  /// Eight hexadecimal mask bytes.
  private func maskBytes(_ scanner: inout LineScanner) throws(GestureLogError) -> UInt64 {
    var mask: UInt64 = 0
    for index in 0..<8 {
      try scanner.requireBlanks(before: "mask byte \(index + 1) of 8")
      let byte = try scanner.hexadecimal(
        maximum: 0xFF, "a hexadecimal mask byte (\(index + 1) of 8)")
      mask |= byte << (8 * UInt64(index))
    }
    try scanner.expectEnd(allowComment: allowsTrailingComments, "the end of the line after 8 bytes")
    return mask
  }

  private mutating func propertyLine(_ line: InputLine) throws(GestureLogError) {
    try enter(.properties, line)
    var scanner = LineScanner(line, file: file)
    scanner.position = 2
    let mask = try maskBytes(&scanner)
    for bit in 0..<64 where mask & (1 << UInt64(bit)) != 0 {
      properties.append(UInt16(truncatingIfNeeded: propertyBytes * 8 + bit))
    }
    propertyBytes += 8
    if propertyBytes > 8 * 64 {
      throw scanner.error(.numberOutOfRange, expected: "at most 64 P: lines")
    }
  }

  private mutating func maskLine(_ line: InputLine) throws(GestureLogError) {
    try enter(.masks, line)
    var scanner = LineScanner(line, file: file)
    scanner.position = 2
    try scanner.requireBlanks(before: "the event type")
    let type = Int(try scanner.hexadecimal(maximum: 0x1F, "a hexadecimal event type below 0x20"))
    let mask = try maskBytes(&scanner)
    let base = maskBytes[type] * 8
    if base >= 0x10000 - 64 {
      throw scanner.error(.numberOutOfRange, expected: "fewer B: lines for event type \(type)")
    }
    for bit in 0..<64 where mask & (1 << UInt64(bit)) != 0 {
      codes[UInt16(type), default: []].append(UInt16(base + bit))
    }
    maskBytes[type] += 8
  }

  private mutating func axisLine(_ line: InputLine) throws(GestureLogError) {
    try enter(.axes, line)
    var scanner = LineScanner(line, file: file)
    scanner.position = 2
    try scanner.requireBlanks(before: "the axis code")
    let maxAxis = UInt64(InputCode.maxCode(ofType: InputCode.EV_ABS) ?? 0x3F)
    let code = UInt16(try scanner.hexadecimal(maximum: maxAxis, "a hexadecimal axis code"))
    axisLines[code] = line.number
    let count = (major == 1 && minor <= 1) ? 4 : 5
    let names = ["minimum", "maximum", "fuzz", "flat", "resolution"]
    var values = [Int32](repeating: 0, count: 5)
    for index in 0..<count {
      if scanner.skipBlanks() == 0 || scanner.isAtEnd || scanner.peek() == 0x23 {
        scanner.skipBlanks()
        throw scanner.error(
          .missingField,
          expected: "the axis \(names[index]) (evemu 1.\(minor) A: lines have \(count) numbers)")
      }
      values[index] = Int32(
        try scanner.signedDecimal(
          minimum: Int64(Int32.min), maximum: Int64(Int32.max), "a decimal axis \(names[index])"))
    }
    try scanner.expectEnd(
      allowComment: allowsTrailingComments,
      "the end of the A: line (evemu 1.\(minor) A: lines have \(count) numbers)")
    axes.append(
      AbsoluteAxis(
        code: code, minimum: values[0], maximum: values[1], fuzz: values[2], flat: values[3],
        resolution: values[4]))
  }

  private mutating func stateLine(_ line: InputLine) throws(GestureLogError) {
    let isLED = line.bytes[0] == 0x4C
    var scanner = LineScanner(line, file: file)
    if major == 1 && minor < 3 {
      throw scanner.error(
        .unexpectedToken, expected: "\(expectedLine) (L:/S: lines need evemu 1.3)")
    }
    try enter(isLED ? .leds : .switches, line)
    scanner.position = 2
    try scanner.requireBlanks(before: "the code")
    let code = UInt16(try scanner.hexadecimal(maximum: 0xFFFF, "a hexadecimal code"))
    try scanner.requireBlanks(before: "the state")
    let state = try scanner.signedDecimal(
      minimum: Int64(Int32.min), maximum: Int64(Int32.max), "a decimal state")
    try scanner.expectEnd(allowComment: allowsTrailingComments, "the end of the line")
    if isLED { leds[code] = state != 0 } else { switches[code] = state != 0 }
  }

  // MARK: Events

  /// `E: <sec>.<usec> <type> <code> <value>`: seconds decimal, microseconds six digits,
  /// type and code hexadecimal, value decimal (`%04d`, so `-001` is -1).
  @inline(__always)
  private mutating func event(_ line: InputLine) throws(GestureLogError) {
    var scanner = LineScanner(line, file: file)
    scanner.position = 2
    scanner.skipBlanks()
    let secondsStart = scanner.position
    let seconds = try scanner.unsignedDecimal(
      maximum: UInt64(Timestamp.limit / 1_000_000),
      "the event time in seconds, \(Timestamp.limitDescription)")
    try scanner.expect(0x2E, "`.` and six digits of microseconds")
    let fractionStart = scanner.position
    var micros: UInt64 = 0
    var digits = 0
    while let byte = scanner.peek(), byte &- 0x30 <= 9 {
      micros = micros &* 10 &+ UInt64(byte &- 0x30)
      digits += 1
      scanner.position += 1
      if digits > 6 { break }
    }
    if digits != 6 {
      scanner.position = fractionStart
      throw scanner.error(.invalidNumber, expected: "six digits of microseconds")
    }
    try scanner.requireBlanks(before: "the event type")
    let type = try scanner.hexadecimal(maximum: 0xFFFF, "a hexadecimal event type")
    try scanner.requireBlanks(before: "the event code")
    let code = try scanner.hexadecimal(maximum: 0xFFFF, "a hexadecimal event code")
    try scanner.requireBlanks(before: "the event value")
    let value = try scanner.signedDecimal(
      minimum: Int64(Int32.min), maximum: Int64(Int32.max), "a decimal event value")
    if !scanner.isAtEnd {
      try scanner.expectEnd(
        allowComment: allowsTrailingComments,
        allowsTrailingComments
          ? "the end of the E: line or a # comment"
          : "the end of the E: line (evemu 1.0 has no trailing comments)")
    }
    let absolute = Int64(seconds) * 1_000_000 + Int64(micros)
    guard Timestamp.isWithinLimit(absolute) else {
      scanner.position = secondsStart
      throw scanner.error(
        .numberOutOfRange, expected: "an event time \(Timestamp.limitDescription)")
    }
    append(
      absolute: absolute, type: UInt16(type),
      code: UInt16(code), value: Int32(truncatingIfNeeded: value))
  }

  /// Appends an event at an absolute time; the first event's time becomes the origin.
  @inline(__always)
  private mutating func append(absolute: Int64, type: UInt16, code: UInt16, value: Int32) {
    if events.isEmpty { origin = absolute }
    events.append(
      InputEvent(
        time: Timestamp(microseconds: absolute &- origin), type: type, code: code, value: value))
  }

  // MARK: The end

  mutating func finish(lastLine: Int) throws(GestureLogError) -> LoadedRecording {
    switch phase {
    case .start:
      if !sawContent {
        throw GestureLogError(
          .empty, file: file, line: Swift.max(lastLine, 1), column: 1,
          found: "no description and no events", expected: "an N: line or E: events")
      }
    case .name:
      throw GestureLogError(
        .truncated, file: file, line: lastLine + 1, column: 1, found: "the end of the file",
        expected: "an I: line (bus vendor product version)")
    default: break
    }
    if let last = events.last, !last.isSynReport {
      warnings.append(
        GestureLogWarning(
          .incompleteFrame, file: file, line: lastLine, column: 0,
          message: "the last events have no closing SYN_REPORT"))
    }
    properties.sort()
    let description = DeviceDescription(
      name: name, bustype: ids[0], vendor: ids[1], product: ids[2], version: ids[3],
      properties: properties, codes: codes, absoluteAxes: axes, leds: leds, switches: switches)
    for problem in description.problems {
      let line = problem.axis.flatMap { axisLines[$0] } ?? nameLineNumber
      warnings.append(
        GestureLogWarning(
          .invalidDescription, file: file, line: line, column: problem.axis == nil ? 1 : 4,
          message: problem.message))
    }
    var metadata = RecordingMetadata(kernel: kernel)
    if !events.isEmpty {
      metadata.timeOrigin = origin
      if origin >= EvemuParser.realtimeThreshold {
        metadata.clock = "realtime"
      } else if origin > 1 {
        metadata.clock = "monotonic"
      }
    }
    let device = RecordedDevice(description: description, events: events)
    events = []
    return LoadedRecording(
      recording: Recording(devices: [device], metadata: metadata), format: .evemu,
      warnings: warnings)
  }

  /// Absolute times from 2001-09-09 on (10⁹ s) are taken for `CLOCK_REALTIME`; smaller
  /// ones above 1 µs for `CLOCK_MONOTONIC` (uptime); 0 and 1 µs for relative times.
  static let realtimeThreshold: Int64 = 1_000_000_000 * 1_000_000
}
