/// Writes a recording as getevent text: each device's description as `getevent -lp` prints it
/// (with the ids `-i` adds), then every device's events in time order as `getevent -t` prints
/// them when it watches every node — `[  seconds.micro] /dev/input/eventN: 0003 0035 000002ab`,
/// hex, the form RERAN-style tools read and turn into `sendevent` calls (docs/GETEVENT.md,
/// "getevent").
///
/// ``GeteventReader`` reads it back to the same devices and events. Two extensions getevent does
/// not print, so that the description comes back whole: a `SYN (0000):` line with the device's
/// EV_SYN codes, and LEDs and switches that are on marked `*` as getevent marks keys held down.
/// Times are seconds since boot when the recording keeps its origin
/// (``RecordingMetadata/timeOrigin``), else from 0. LEDs and switches keep only what is on (getevent has no mark for
/// off: a state recorded off reads back as not recorded). A device's node is the one the capture named (an annotation
/// `getevent-node-N`), else `/dev/input/eventN`. Markers and metadata other than the origin are
/// not written.
public enum GeteventWriter {
  /// The text of `recording`.
  public static func write(_ recording: Recording) -> String {
    var out = ""
    let annotations = recording.metadata.annotations
    let nodes = recording.devices.indices.map { index in
      annotations.first { $0.key == GeteventReader.nodeKey(index) }?.value
        ?? "/dev/input/event\(index)"
    }
    for (index, device) in recording.devices.enumerated() {
      describe(device.description, number: index + 1, node: nodes[index], into: &out)
    }
    let origin = recording.metadata.timeOrigin ?? 0
    var cursors = Array(repeating: 0, count: recording.devices.count)
    // Merge the devices' events by time, device order breaking ties, frames kept whole.
    while true {
      var next: (device: Int, time: Int64)?
      for (index, device) in recording.devices.enumerated()
      where cursors[index] < device.events.count {
        let time = device.events[cursors[index]].time.microseconds
        if next == nil || time < next!.time { next = (index, time) }
      }
      guard let (index, _) = next else { break }
      let events = recording.devices[index].events
      repeat {
        let event = events[cursors[index]]
        line(event, origin: origin, node: nodes[index], into: &out)
        cursors[index] += 1
        if event.isSynReport { break }
      } while cursors[index] < events.count
    }
    return out
  }

  static func line(_ event: InputEvent, origin: Int64, node: String, into out: inout String) {
    let absolute = event.time.microseconds + origin
    let seconds = absolute >= 0 ? absolute / 1_000_000 : -((-absolute + 999_999) / 1_000_000)
    let micro = absolute - seconds * 1_000_000
    out += "["
    out += pad(String(seconds), to: 8)
    out += "."
    out += zeroPad(String(micro), to: 6)
    out += "] "
    out += node
    out += ": "
    out += zeroPad(String(event.type, radix: 16), to: 4)
    out += " "
    out += zeroPad(String(event.code, radix: 16), to: 4)
    out += " "
    out += zeroPad(String(UInt32(bitPattern: event.value), radix: 16), to: 8)
    out += "\n"
  }

  static func describe(
    _ description: DeviceDescription, number: Int, node: String, into out: inout String
  ) {
    out += "add device \(number): \(node)\n"
    out += "  bus:      \(hex4(description.bustype))\n"
    out += "  vendor    \(hex4(description.vendor))\n"
    out += "  product   \(hex4(description.product))\n"
    out += "  version   \(hex4(description.version))\n"
    out += "  name:     \"\(description.name)\"\n"
    out += "  events:\n"
    let labels: [UInt16: String] = [
      0x00: "SYN", 0x01: "KEY", 0x02: "REL", 0x03: "ABS", 0x04: "MSC", 0x05: "SW ", 0x11: "LED",
      0x12: "SND", 0x14: "REP", 0x15: "FF ", 0x16: "PWR", 0x17: "FFS",
    ]
    for type in description.codes.keys.sorted() {
      let codes = description.codes[type] ?? []
      guard !codes.isEmpty else { continue }
      let header = "    \(labels[type] ?? "???") (\(hex4(type))):"
      if type == InputCode.EV_ABS {
        for (offset, code) in codes.enumerated() {
          out += offset == 0 ? header : String(repeating: " ", count: 15)
          out += " " + label(type: type, code: code)
          if let axis = description.axis(code) {
            out +=
              " : value \(axis.value), min \(axis.minimum), max \(axis.maximum), fuzz "
              + "\(axis.fuzz), flat \(axis.flat), resolution \(axis.resolution)"
          }
          out += "\n"
        }
        continue
      }
      out += header
      for (offset, code) in codes.enumerated() {
        if offset > 0, offset % 4 == 0 { out += "\n" + String(repeating: " ", count: 15) }
        let on =
          (type == InputCode.EV_LED && description.leds[code] == true)
          || (type == InputCode.EV_SW && description.switches[code] == true)
        out += " " + label(type: type, code: code) + (on ? "*" : "")
      }
      out += "\n"
    }
    out += "  input props:\n"
    if description.properties.isEmpty {
      out += "    <none>\n"
    } else {
      for property in description.properties {
        out += "    \(InputCode.propertyName(property) ?? hex4(property))\n"
      }
    }
  }

  /// The code's name as getevent prints it (at most 20 characters), else 4 hex digits.
  static func label(type: UInt16, code: UInt16) -> String {
    if let name = InputCode.codeName(type: type, code: code), name.count <= 20 { return name }
    return hex4(code)
  }

  static func hex4(_ number: UInt16) -> String { zeroPad(String(number, radix: 16), to: 4) }

  static func zeroPad(_ text: String, to width: Int) -> String {
    text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
  }

  static func pad(_ text: String, to width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }
}
