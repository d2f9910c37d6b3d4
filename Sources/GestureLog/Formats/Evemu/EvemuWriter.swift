/// Writes evemu files, format version 1.3, as `evemu-record` does.
///
/// The output is what evemu's own library reads (`evemu_read`, `evemu_read_event`): a
/// `# EVEMU 1.3` line, an evtest-like description in comments, the `N:`, `I:`, `P:`, `B:`,
/// `A:`, `L:` and `S:` lines, and one `E:` line per event with its names in a comment.
///
/// Times are written as absolute clock readings: the recording's
/// ``RecordingMetadata/timeOrigin`` plus each offset, so a file read by ``EvemuReader`` is
/// written back with its original times. A recording without an origin is written as
/// `evemu-record` does, with the first event at `0.000001`.
///
/// evemu holds exactly one device: ``write(_:)`` throws `unrepresentable` for a recording with
/// several devices or none; ``write(_:device:)`` writes one chosen device.
public enum EvemuWriter {
  /// The origin used when a recording has none: `evemu-record` puts the first event at 1 µs.
  public static let defaultOrigin: Int64 = 1

  /// The evemu file of a one-device recording.
  public static func write(_ recording: Recording) throws(GestureLogError) -> [UInt8] {
    guard recording.devices.count == 1 else {
      throw GestureLogError(
        .unrepresentable, file: "<evemu output>", line: 0, column: 0,
        found: "a recording with \(recording.devices.count) devices",
        expected: "exactly one device (evemu files hold one; write one with device:)")
    }
    return try write(recording, device: 0)
  }

  /// The evemu file of device `device` of `recording` (its times keep the shared origin).
  public static func write(
    _ recording: Recording, device index: Int
  ) throws(GestureLogError) -> [UInt8] {
    guard recording.devices.indices.contains(index) else {
      throw GestureLogError(
        .invalidDevice, file: "<evemu output>", line: 0, column: 0,
        found: "device \(index)",
        expected: "a device index below \(recording.devices.count)")
    }
    let device = recording.devices[index]
    var out = ByteBuffer(capacity: device.events.count * 56 + 4096)
    var line = 0
    out.append("# EVEMU 1.3\n")
    line += 1
    if let kernel = recording.metadata.kernel, !kernel.contains(where: \.isNewline) {
      out.append("# Kernel: ")
      out.append(kernel)
      out.append(0x0A)
      line += 1
    }
    if device.description != DeviceDescription(name: "") {
      try writeDescription(device.description, to: &out, line: &line)
    }
    out.append("################################\n")
    out.append("#      Waiting for events      #\n")
    out.append("################################\n")
    line += 3
    let origin = recording.metadata.timeOrigin ?? defaultOrigin
    var lastMilliseconds: Int64 = 0
    for event in device.events {
      line += 1
      let (absolute, overflow) = origin.addingReportingOverflow(event.time.microseconds)
      guard !overflow, absolute >= 0 else {
        throw GestureLogError(
          .unrepresentable, file: "<evemu output>", line: line, column: 4,
          found: "the time \(event.time) with origin \(origin) µs",
          expected: "a time at or after the clock's zero (evemu times are unsigned)")
      }
      out.append("E: ")
      out.unsigned(UInt64(absolute / 1_000_000), width: 0)
      out.append(0x2E)
      out.unsigned(UInt64(absolute % 1_000_000), width: 6)
      out.append(0x20)
      out.hex(UInt64(event.type), width: 4)
      out.append(0x20)
      out.hex(UInt64(event.code), width: 4)
      out.append(0x20)
      out.paddedDecimal(Int64(event.value), width: 4)
      out.append(0x09)
      eventComment(event, absolute: absolute, last: &lastMilliseconds, to: &out)
      out.append(0x0A)
    }
    return out.bytes
  }

  /// The evemu text of a one-device recording.
  public static func text(_ recording: Recording) throws(GestureLogError) -> String {
    String(decoding: try write(recording), as: UTF8.self)
  }

  // MARK: The description

  private static func writeDescription(
    _ description: DeviceDescription, to out: inout ByteBuffer, line: inout Int
  ) throws(GestureLogError) {
    let name = description.name
    if name.isEmpty || name.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) {
      throw GestureLogError(
        .unrepresentable, file: "<evemu output>", line: line + 1, column: 4,
        found: name.isEmpty ? "an empty device name" : "a device name with a line break",
        expected: "a non-empty one-line device name (evemu's N: line)")
    }
    let start = out.count
    comments(description, to: &out)
    out.append("N: ")
    out.append(name)
    out.append("\nI: ")
    for (index, id) in [
      description.bustype, description.vendor, description.product, description.version,
    ].enumerated() {
      if index > 0 { out.append(0x20) }
      out.hex(UInt64(id), width: 4)
    }
    out.append(0x0A)
    // P: one line per 64 properties.
    let maxProperty = Int(description.properties.max() ?? 0)
    for lineIndex in 0...(maxProperty / 64) {
      out.append("P:")
      maskBytes(description.properties, base: lineIndex * 64, to: &out)
    }
    // B: one line per 64 codes for every type libevdev knows a maximum for, and for any other
    // type the description has. (evemu-record always prints `B: 00 0b`, i.e. SYN_REPORT,
    // SYN_CONFIG and SYN_DROPPED; this writer prints the description's own EV_SYN codes, which
    // are those three for every device libevdev describes, so that old files such as
    // `B: 00 09` keep their description.)
    for type in UInt16(0)..<0x20 {
      let codes = description.codes[type] ?? []
      guard InputCode.maxCode(ofType: type) != nil || !codes.isEmpty else { continue }
      let maximum = Swift.max(Int(InputCode.maxCode(ofType: type) ?? 0), Int(codes.max() ?? 0))
      let bytes = (maximum + 1 + 7) / 8
      var offset = 0
      while offset < bytes {
        out.append("B: ")
        out.hex(UInt64(type), width: 2)
        maskBytes(codes, base: offset * 8, to: &out)
        offset += 8
      }
    }
    for (type, codes) in description.codes where type >= 0x20 && !codes.isEmpty {
      throw GestureLogError(
        .unrepresentable, file: "<evemu output>", line: line + 1, column: 4,
        found: "event type \(type)", expected: "event types below 0x20 (EV_CNT)")
    }
    for axis in description.absoluteAxes {
      out.append("A: ")
      out.hex(UInt64(axis.code), width: 2)
      for value in [axis.minimum, axis.maximum, axis.fuzz, axis.flat, axis.resolution] {
        out.append(0x20)
        out.decimal(Int64(value))
      }
      out.append(0x0A)
    }
    for (code, on) in description.leds.sorted(by: { $0.key < $1.key }) where on {
      out.append("L: ")
      out.hex(UInt64(code), width: 2)
      out.append(" 1\n")
    }
    for (code, on) in description.switches.sorted(by: { $0.key < $1.key }) where on {
      out.append("S: ")
      out.hex(UInt64(code), width: 2)
      out.append(" 1\n")
    }
    line += out.bytes[start...].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
  }

  /// ` xx` × 8: the bits `base..<base+64` of a code list.
  private static func maskBytes(_ codes: [UInt16], base: Int, to out: inout ByteBuffer) {
    var mask: UInt64 = 0
    for code in codes where Int(code) >= base && Int(code) < base + 64 {
      mask |= 1 << UInt64(Int(code) - base)
    }
    for byte in 0..<8 {
      out.append(0x20)
      out.hex((mask >> (8 * UInt64(byte))) & 0xFF, width: 2)
    }
    out.append(0x0A)
  }

  /// evemu's evtest-like description comment block.
  private static func comments(_ description: DeviceDescription, to out: inout ByteBuffer) {
    out.append("# Input device name: \"")
    out.append(description.name)
    out.append("\"\n# Input device ID: bus ")
    for (index, id) in [
      description.bustype, description.vendor, description.product, description.version,
    ].enumerated() {
      if index > 0 { out.append([" vendor ", " product ", " version "][index - 1]) }
      // `%#04x`: 0 is `0000`, others `0x` and at least two digits.
      if id == 0 {
        out.append("0000")
      } else {
        out.append("0x")
        out.hex(UInt64(id), width: 2)
      }
    }
    out.append(0x0A)
    if let x = description.axis(InputCode.ABS_X), let y = description.axis(InputCode.ABS_Y),
      x.resolution != 0, y.resolution != 0
    {
      let width = (Int64(x.maximum) - Int64(x.minimum)) / Int64(x.resolution)
      let height = (Int64(y.maximum) - Int64(y.minimum)) / Int64(y.resolution)
      if width != 0, height != 0 {
        out.append("# Size in mm: ")
        out.decimal(width)
        out.append(0x78)
        out.decimal(height)
        out.append(0x0A)
      }
    }
    out.append("# Supported events:\n")
    for type in description.eventTypes {
      out.append("#   Event type ")
      out.decimal(Int64(type))
      out.append(" (")
      out.append(InputCode.typeName(type) ?? "(null)")
      out.append(")\n")
      for code in description.codes[type] ?? [] {
        out.append("#     Event code ")
        out.decimal(Int64(code))
        out.append(" (")
        out.append(InputCode.codeName(type: type, code: code) ?? "(null)")
        out.append(")\n")
        if type == InputCode.EV_ABS, let axis = description.axis(code) {
          for (label, value) in [
            ("Value   ", axis.value), ("Min     ", axis.minimum), ("Max     ", axis.maximum),
            ("Fuzz    ", axis.fuzz), ("Flat    ", axis.flat),
          ] {
            out.append("#       ")
            out.append(label)
            rightAligned(Int64(value), width: 6, to: &out)
            out.append(0x0A)
          }
          out.append("#       Resolution ")
          rightAligned(Int64(axis.resolution), width: 3, to: &out)
          out.append(0x0A)
        }
      }
    }
    out.append("# Properties:\n")
    for property in description.properties {
      out.append("#   Property  type ")
      out.decimal(Int64(property))
      out.append(" (")
      out.append(InputCode.propertyName(property) ?? "(null)")
      out.append(")\n")
    }
  }

  /// `%<width>d`.
  private static func rightAligned(_ value: Int64, width: Int, to out: inout ByteBuffer) {
    var digits = value < 0 ? 2 : 1
    var rest = value.magnitude
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    for _ in 0..<Swift.max(0, width - digits) { out.append(0x20) }
    out.decimal(value)
  }

  // MARK: Event comments

  /// evemu's comment after an event: names, or the frame's delta in ms after `SYN_REPORT`.
  @inline(__always)
  private static func eventComment(
    _ event: InputEvent, absolute: Int64, last: inout Int64, to out: inout ByteBuffer
  ) {
    if event.type == InputCode.EV_SYN {
      let name = InputCode.codeName(type: event.type, code: event.code) ?? "(null)"
      if event.code == InputCode.SYN_MT_REPORT {
        out.append("# ++++++++++++ ")
        out.append(name)
        out.append(" (")
        out.decimal(Int64(event.value))
        out.append(") ++++++++++")
      } else {
        let milliseconds = absolute / 1_000
        let delta = milliseconds - last
        last = milliseconds
        out.append("# ------------ ")
        out.append(name)
        out.append(" (")
        out.decimal(Int64(event.value))
        out.append(") ---------- ")
        out.append(delta < 0 ? 0x2D : 0x2B)
        out.unsigned(delta.magnitude, width: 0)
        out.append("ms")
      }
      return
    }
    out.append("# ")
    out.append(InputCode.typeName(event.type) ?? "(null)")
    out.append(" / ")
    let start = out.count
    out.append(InputCode.codeName(type: event.type, code: event.code) ?? "(null)")
    out.pad(from: start, to: 20)
    out.append(0x20)
    out.decimal(Int64(event.value))
  }
}
