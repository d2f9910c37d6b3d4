/// Writes a ``Recording`` as a libinput record file (`libinput record` YAML, file version 1).
///
/// The output is what `libinput record` writes, minus what only a live device knows (udev
/// properties, quirks, HID descriptors): one `devices` entry per device with its `evdev`
/// description (`name`, `id`, `codes`, `absinfo`, `properties`) and one `evdev` frame per
/// `SYN_REPORT`, each event as `[sec, usec, type, code, value]` with its names in a comment.
/// libinput's own tools (`libinput analyze recording`, `libinput analyze per-slot-delta`,
/// `libinput replay`) read it.
///
/// Times are offsets from the recording's first event, as libinput writes them for one device;
/// for several devices every device shares the one time base, so their relative timing is
/// kept. What the libinput format has no place for (LED and switch states, axis values,
/// markers, metadata) goes under `gesturetape:` keys, which libinput's tools ignore (the format
/// says "a parser must ignore unknown keys") and ``LibinputRecordReader`` reads back.
public enum LibinputRecordWriter {
  /// The clock name under which ``LibinputRecordReader`` keeps a file's time base in
  /// ``RecordingMetadata/clock`` when its first event is not at zero (several devices, whose
  /// times count from the start of recording); the writer adds ``RecordingMetadata/timeOrigin``
  /// back to every time for this clock only.
  public static let recordingStartClock = "libinput-recording-start"

  /// The whole file for `recording`.
  public static func write(_ recording: Recording) -> String {
    var out = LibinputRecordOutput()
    let offset: Int64 =
      recording.metadata.clock == recordingStartClock ? (recording.metadata.timeOrigin ?? 0) : 0
    out.line("# libinput record")
    out.line("# Written by GestureTape; times are seconds and microseconds from the first event.")
    out.line("version: 1")
    out.line("ndevices: \(recording.devices.count)")
    if let kernel = recording.metadata.kernel {
      out.line("system:")
      out.line("  kernel: \(yamlQuoted(kernel))")
    }
    writeMetadata(recording.metadata, to: &out)
    out.line("devices:")
    for device in recording.devices {
      writeDevice(device, offset: offset, to: &out)
    }
    return out.text
  }

  private static func writeMetadata(
    _ metadata: RecordingMetadata, to out: inout LibinputRecordOutput
  ) {
    var lines: [String] = []
    if let recorder = metadata.recorder { lines.append("  recorder: \(yamlQuoted(recorder))") }
    if let date = metadata.date { lines.append("  date: \(yamlQuoted(date))") }
    if let clock = metadata.clock { lines.append("  clock: \(yamlQuoted(clock))") }
    if let origin = metadata.timeOrigin { lines.append("  time-origin: \(origin)") }
    if !metadata.annotations.isEmpty {
      lines.append("  annotations:")
      for annotation in metadata.annotations {
        lines.append(
          "    - [\(yamlQuoted(annotation.key)), \(yamlQuoted(annotation.value))]")
      }
    }
    guard !lines.isEmpty else { return }
    out.line("gesturetape:")
    for line in lines { out.line(line) }
  }

  private static func writeDevice(
    _ device: RecordedDevice, offset: Int64, to out: inout LibinputRecordOutput
  ) {
    let description = device.description
    out.line("  - evdev:")
    out.line("      # Name: \(commentSafe(description.name))")
    out.line("      name: \(yamlQuoted(description.name))")
    out.line(
      "      id: [\(description.bustype), \(description.vendor), \(description.product), "
        + "\(description.version)]")
    out.line("      codes:")
    for type in description.codes.keys.sorted() {
      let codes = (description.codes[type] ?? []).sorted()
      let list = codes.map(String.init).joined(separator: ", ")
      let name = InputCode.typeName(type).map { " # \($0)" } ?? ""
      out.line("        \(type): [\(list)]\(name)")
    }
    let axes = description.absoluteAxes.sorted { $0.code < $1.code }
    if axes.isEmpty {
      out.line("      absinfo: {}")
    } else {
      out.line("      absinfo:")
      for axis in axes {
        let name =
          InputCode.codeName(type: InputCode.EV_ABS, code: axis.code)
          .map { " # \($0)" } ?? ""
        out.line(
          "        \(axis.code): [\(axis.minimum), \(axis.maximum), \(axis.fuzz), \(axis.flat), "
            + "\(axis.resolution)]\(name)")
      }
    }
    let properties = description.properties.sorted().map(String.init).joined(separator: ", ")
    out.line("      properties: [\(properties)]")
    writeDeviceExtras(device, offset: offset, to: &out)
    out.line("    udev:")
    out.line("      properties: []")
    writeEvents(device.events, offset: offset, to: &out)
  }

  private static func writeDeviceExtras(
    _ device: RecordedDevice, offset: Int64, to out: inout LibinputRecordOutput
  ) {
    let description = device.description
    var lines: [String] = []
    func states(_ key: String, _ map: [UInt16: Bool]) {
      guard !map.isEmpty else { return }
      let pairs = map.keys.sorted().map { "\($0): \(map[$0] == true ? 1 : 0)" }
      lines.append("      \(key): {\(pairs.joined(separator: ", "))}")
    }
    states("leds", description.leds)
    states("switches", description.switches)
    let values = description.absoluteAxes.filter { $0.value != 0 }.sorted { $0.code < $1.code }
    if !values.isEmpty {
      let pairs = values.map { "\($0.code): \($0.value)" }
      lines.append("      axis-values: {\(pairs.joined(separator: ", "))}")
    }
    if !device.markers.isEmpty {
      lines.append("      markers:")
      for marker in device.markers {
        let (sec, usec) = split(marker.time.microseconds &+ offset)
        let kind: String
        switch marker.kind {
        case .synDropped: kind = "syn-dropped"
        case .resync: kind = "resync"
        case .deviceRemoved: kind = "device-removed"
        case .annotation(let text): kind = "annotation, \(yamlQuoted(text))"
        }
        lines.append("        - [\(sec), \(usec), \(kind)]")
      }
    }
    guard !lines.isEmpty else { return }
    out.line("    gesturetape:")
    for line in lines { out.line(line) }
  }

  private static func writeEvents(
    _ events: [InputEvent], offset: Int64, to out: inout LibinputRecordOutput
  ) {
    guard !events.isEmpty else {
      out.line("    events: []")
      return
    }
    out.line("    events:")
    var frameOpen = false
    var lastReport: Int64?
    for event in events {
      if !frameOpen {
        out.line("      - evdev:")
        frameOpen = true
      }
      let time = event.time.microseconds &+ offset
      let (sec, usec) = split(time)
      out.raw("        - [")
      out.raw(padded(String(sec), 3))
      out.raw(", ")
      out.raw(padded(String(usec), 6))
      out.raw(", ")
      out.raw(padded(String(event.type), 3))
      out.raw(", ")
      out.raw(padded(String(event.code), 3))
      out.raw(", ")
      out.raw(padded(String(event.value), 7))
      out.raw("] # ")
      if event.isSynReport {
        let delta = lastReport.map { (time &- $0) / 1000 } ?? 0
        out.raw("------------ SYN_REPORT (0) ---------- +\(delta)ms\n")
        lastReport = time
        frameOpen = false
      } else {
        let typeName = InputCode.typeName(event.type) ?? "type \(event.type)"
        let codeName =
          InputCode.codeName(type: event.type, code: event.code) ?? "code \(event.code)"
        out.raw("\(typeName) / \(codeName) \(event.value)\n")
      }
    }
  }

  /// Seconds and a non-negative microsecond part whose sum is `microseconds`.
  static func split(_ microseconds: Int64) -> (Int64, Int64) {
    var sec = microseconds / 1_000_000
    var usec = microseconds % 1_000_000
    if usec < 0 {
      sec -= 1
      usec += 1_000_000
    }
    return (sec, usec)
  }

  private static func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }

  /// `text` with everything that is not plain printable text in a YAML comment (controls,
  /// line breaks, NEL, LS, PS, non-characters) replaced by a space.
  private static func commentSafe(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let plain =
        (0x20...0x7E).contains(value) || (0xA0...0xD7FF).contains(value)
        || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
      let lineBreak = value == 0x2028 || value == 0x2029 || value == 0xFEFF
      if plain && !lineBreak {
        out.unicodeScalars.append(scalar)
      } else {
        out += " "
      }
    }
    return out
  }

  /// `text` as a YAML double-quoted scalar: backslash, quote and every character YAML does not
  /// allow in a document (controls, line separators, non-characters) escaped.
  static func yamlQuoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        let value = scalar.value
        let printable =
          (0x20...0x7E).contains(value) || (0xA0...0xD7FF).contains(value)
          || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
        // NEL, LS and PS are line breaks to YAML; BOM is not allowed inside a document.
        let lineBreak = value == 0x85 || value == 0x2028 || value == 0x2029
        if printable && !lineBreak && value != 0xFEFF {
          out.unicodeScalars.append(scalar)
        } else if value <= 0xFF {
          out += "\\x" + hex(value, 2)
        } else if value <= 0xFFFF {
          out += "\\u" + hex(value, 4)
        } else {
          out += "\\U" + hex(value, 8)
        }
      }
    }
    return out + "\""
  }

  private static func hex(_ value: UInt32, _ digits: Int) -> String {
    let text = String(value, radix: 16)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}

/// A growing text buffer for ``LibinputRecordWriter``.
struct LibinputRecordOutput {
  var text = ""

  mutating func line(_ line: String) {
    text += line
    text += "\n"
  }

  mutating func raw(_ piece: String) {
    text += piece
  }
}
