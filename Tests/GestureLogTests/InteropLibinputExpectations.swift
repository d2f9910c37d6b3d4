import Foundation
import GestureLog

/// What libinput's analysis tools must print for a device's events, computed here from the
/// events themselves by the rules their scripts document (libinput 1.22
/// `tools/libinput-analyze-recording.py` and `tools/libinput-analyze-per-slot-delta.py`):
/// the tools' output is parsed into the same shapes and compared number by number.
enum InteropLibinputExpectations {
  // MARK: libinput analyze recording

  /// One table row: the frame time as printed (`s.mmm`), the axis fields (empty where the
  /// axis did not change), the keys held; or a `... +N` line for N repeated rows.
  struct RecordingRow: Equatable, CustomStringConvertible {
    var fields: [String]
    var description: String { fields.joined(separator: " | ") }
  }

  /// Whether the tool tracks an axis in its table (not keys, switches, SYN or MT axes).
  static func isTrackedAxis(type: UInt16, code: UInt16) -> Bool {
    if type == InputCode.EV_KEY || type == InputCode.EV_SW || type == InputCode.EV_SYN {
      return false
    }
    if type == InputCode.EV_ABS && code >= InputCode.ABS_MT_SLOT { return false }
    return true
  }

  /// The table header (axis names without their `REL_`/`ABS_`/`MSC_` prefix) and rows.
  static func recordingTable(_ events: [InputEvent]) -> (header: [String], rows: [RecordingRow]) {
    var axisSet = Set<UInt32>()
    for event in events where isTrackedAxis(type: event.type, code: event.code) {
      axisSet.insert(UInt32(event.type) * 1000 + UInt32(event.code))
    }
    let axes = axisSet.sorted().map { (type: UInt16($0 / 1000), code: UInt16($0 % 1000)) }
    let header =
      ["Time"]
      + axes.map { axis in
        String((InputCode.codeName(type: axis.type, code: axis.code) ?? "????").dropFirst(4))
      } + ["Keys"]
    var rows: [RecordingRow] = []
    var frame: [UInt32: Int32] = [:]
    var changed = Set<UInt32>()
    var keys: [(code: UInt16, value: Int32)] = []
    var keysChanged = false
    var lastFields: [String] = []  // the tool starts with an empty list, not "none"
    var repeats = 0
    for event in events {
      let key = UInt32(event.type) * 1000 + UInt32(event.code)
      if event.type == InputCode.EV_KEY {
        if let index = keys.firstIndex(where: { $0.code == event.code }) {
          keys[index].value = event.value
        } else {
          keys.append((event.code, event.value))
        }
        keysChanged = true
      } else if isTrackedAxis(type: event.type, code: event.code) {
        frame[key] = event.value
        changed.insert(key)
      } else if event.isSynReport {
        let fields = axes.map { axis -> String in
          let key = UInt32(axis.type) * 1000 + UInt32(axis.code)
          guard changed.contains(key) else { return "" }
          return format(type: axis.type, code: axis.code, value: frame[key] ?? 0)
        }
        changed = []
        if lastFields != fields || keysChanged {
          lastFields = fields
          keysChanged = false
          if repeats > 0 {
            rows.append(RecordingRow(fields: ["... +\(repeats)"]))
            repeats = 0
          }
          let (sec, usec) = split(event.time.microseconds)
          let time = "\(sec).\(pad(usec / 1000, 3))"
          let held = keys.filter { $0.value != 0 }
            .map { InputCode.codeName(type: InputCode.EV_KEY, code: $0.code) ?? "?" }
          rows.append(RecordingRow(fields: [time] + fields + [held.joined(separator: ", ")]))
        } else {
          repeats += 1
        }
      }
    }
    return (header, rows)
  }

  /// The tool's printed table parsed into a header and rows (fields trimmed).
  static func parseRecordingTable(_ output: String) -> (header: [String], rows: [RecordingRow]) {
    var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count >= 2 else { return ([], []) }
    let header = lines.removeFirst().components(separatedBy: " | ").map(trimmed)
    lines.removeFirst()  // the dashes
    var rows: [RecordingRow] = []
    for line in lines {
      if line.hasPrefix("Axes present") || line.hasPrefix("WARNING") || line.isEmpty { continue }
      if line.hasPrefix(" ... +") {
        rows.append(RecordingRow(fields: [trimmed(line)]))
        continue
      }
      rows.append(RecordingRow(fields: line.components(separatedBy: " | ").map(trimmed)))
    }
    return (header, rows)
  }

  private static func format(type: UInt16, code: UInt16, value: Int32) -> String {
    if (type == InputCode.EV_ABS && code == InputCode.ABS_MISC)
      || (type == InputCode.EV_MSC && code == InputCode.MSC_SERIAL)
    {
      return "0x" + String(UInt32(bitPattern: value), radix: 16)
    }
    if type == InputCode.EV_REL { return value >= 0 ? "+\(value)" : "\(value)" }
    return "\(value)"
  }

  // MARK: libinput analyze per-slot-delta

  /// One slot's cell in a per-slot-delta line.
  enum SlotCell: Equatable {
    case begin, end, noTouch, idle
    case delta(dx: Int, dy: Int)
  }

  /// One printed line: frame time in µs, ms since the previous frame, finger tool, buttons,
  /// one cell per used slot.
  struct SlotLine: Equatable, CustomStringConvertible {
    var time: Int64
    var milliseconds: Int
    var tool: String
    var buttons: String
    var cells: [SlotCell]
    var description: String { "\(time) \(milliseconds)ms \(tool) \(buttons) \(cells)" }
  }

  private struct Slot {
    enum State { case none, begin, update, end }
    var state = State.none
    var x = 0
    var y = 0
    var dx = 0
    var dy = 0
    var used = false
    var dirty = false
  }

  /// The lines per-slot-delta prints for `device` (device deltas, no thresholds).
  static func perSlotDelta(_ device: RecordedDevice) -> [SlotLine] {
    let description = device.description
    var useSingleTouch = false
    var slotCount = 1
    if let slotAxis = description.axis(InputCode.ABS_MT_SLOT) {
      slotCount = Int(slotAxis.maximum) + 1
    } else {
      useSingleTouch = true
    }
    if useSingleTouch { slotCount = 1 }
    var slots = [Slot](repeating: Slot(), count: max(slotCount, 1))
    slots[0].used = true
    var current = 0
    var lastTime: Int64?
    var tools: [UInt16: Int32] = [:]
    var buttons: [UInt16: Int32] = [:]
    var lines: [SlotLine] = []
    let toolCodes: [UInt16] = [
      InputCode.BTN_TOUCH, InputCode.BTN_TOOL_DOUBLETAP, InputCode.BTN_TOOL_TRIPLETAP,
      InputCode.BTN_TOOL_QUADTAP, InputCode.BTN_TOOL_QUINTTAP,
    ]
    let buttonCodes: [UInt16] = [InputCode.BTN_LEFT, InputCode.BTN_MIDDLE, InputCode.BTN_RIGHT]

    func position(_ slot: inout Slot, x: Int?, y: Int?) {
      if slot.state == .none {
        slot.state = .begin
        slot.dx = 0
        slot.dy = 0
      } else if slot.state == .update {
        if let x { slot.dx = x - slot.x }
        if let y { slot.dy = y - slot.y }
      }
      if let x { slot.x = x }
      if let y { slot.y = y }
      slot.dirty = true
    }

    for event in device.events {
      let isKey = event.type == InputCode.EV_KEY
      let isAbs = event.type == InputCode.EV_ABS
      if isKey, toolCodes.contains(event.code) { tools[event.code] = event.value }
      if isKey, buttonCodes.contains(event.code) { buttons[event.code] = event.value }
      if useSingleTouch {
        if isKey, event.code == InputCode.BTN_TOOL_FINGER || event.code == InputCode.BTN_TOOL_PEN {
          current = 0
          slots[current].dirty = true
          slots[current].state = event.value != 0 ? .begin : .end
        } else if isKey, event.code == InputCode.BTN_TOOL_DOUBLETAP {
          if slots.count > 1 { current = 1 }
          slots[current].dirty = true
          slots[current].state = event.value != 0 ? .begin : .end
        } else if isAbs, event.code == InputCode.ABS_X {
          position(&slots[current], x: Int(event.value), y: nil)
        } else if isAbs, event.code == InputCode.ABS_Y {
          position(&slots[current], x: nil, y: Int(event.value))
        }
      } else if isAbs {
        switch event.code {
        case InputCode.ABS_MT_SLOT:
          current = Int(event.value)
          guard slots.indices.contains(current) else { return lines }
          slots[current].dirty = true
          for index in 0...current { slots[index].used = true }
        case InputCode.ABS_MT_TRACKING_ID:
          if event.value == -1 {
            slots[current].state = .end
          } else {
            slots[current].state = .begin
            slots[current].dx = 0
            slots[current].dy = 0
          }
          slots[current].dirty = true
        case InputCode.ABS_MT_POSITION_X:
          position(&slots[current], x: Int(event.value), y: nil)
        case InputCode.ABS_MT_POSITION_Y:
          position(&slots[current], x: nil, y: Int(event.value))
        default: break
        }
      }
      guard event.isSynReport else { continue }
      let time = event.time.microseconds
      let delta: Int
      if let last = lastTime {
        delta = Int((Double(time - last) / 1000).rounded(.towardZero))
      } else {
        delta = 0
      }
      lastTime = time
      let toolNames: [(UInt16, String)] = [
        (InputCode.BTN_TOOL_QUINTTAP, "QIN"), (InputCode.BTN_TOOL_QUADTAP, "QAD"),
        (InputCode.BTN_TOOL_TRIPLETAP, "TRI"), (InputCode.BTN_TOOL_DOUBLETAP, "DBL"),
        (InputCode.BTN_TOUCH, "TOU"),
      ]
      var tool = ""
      for (code, name) in toolNames where (tools[code] ?? 0) != 0 {
        tool = name
        break
      }
      let pressed = [
        (InputCode.BTN_LEFT, "L"), (InputCode.BTN_MIDDLE, "M"), (InputCode.BTN_RIGHT, "R"),
      ]
      .filter { (buttons[$0.0] ?? 0) != 0 }.map(\.1).joined()
      var cells: [SlotCell] = []
      var haveData = false
      for index in slots.indices where slots[index].used {
        let slot = slots[index]
        switch slot.state {
        case .begin:
          cells.append(.begin)
          haveData = true
        case .end:
          cells.append(.end)
          haveData = true
        case .none:
          cells.append(.noTouch)
        case .update:
          if slot.dirty {
            cells.append(.delta(dx: slot.dx, dy: slot.dy))
            haveData = true
          } else {
            cells.append(.idle)
          }
        }
        slots[index].dirty = false
        slots[index].dx = 0
        slots[index].dy = 0
        if slot.state == .begin { slots[index].state = .update }
        if slot.state == .end { slots[index].state = .none }
      }
      if haveData {
        lines.append(
          SlotLine(
            time: time, milliseconds: delta, tool: tool,
            buttons: pressed.isEmpty ? "." : pressed, cells: cells))
      }
    }
    return lines
  }

  /// The tool's output parsed into lines (warnings and blank lines skipped).
  static func parsePerSlotDelta(_ output: String) throws(UnparsedLine) -> [SlotLine] {
    var lines: [SlotLine] = []
    // "{:2d}.{:06d} {:+5d}ms TTT B cells": time, delta, a three-character tool column
    // (blank without a finger bit), the buttons, then the slot cells joined by " | ".
    guard
      let pattern = try? NSRegularExpression(
        pattern: "^ *([0-9]+)\\.([0-9]{6}) +([+-][0-9]+)ms (.{3}) (\\S+) (.*)$")
    else { throw UnparsedLine(line: "(the pattern)") }
    for raw in output.split(separator: "\n").map(String.init) {
      guard let first = raw.first, first == " " || first.isNumber else { continue }
      let range = NSRange(raw.startIndex..., in: raw)
      guard let match = pattern.firstMatch(in: raw, range: range) else {
        throw UnparsedLine(line: raw)
      }
      func group(_ index: Int) -> String {
        guard let range = Range(match.range(at: index), in: raw) else { return "" }
        return String(raw[range])
      }
      guard let sec = Int64(group(1)), let usec = Int64(group(2)),
        let milliseconds = Int(group(3).replacingOccurrences(of: "+", with: ""))
      else { throw UnparsedLine(line: raw) }
      let cells = group(6).components(separatedBy: " | ").map(parseCell)
      guard !cells.contains(nil) else { throw UnparsedLine(line: raw) }
      lines.append(
        SlotLine(
          time: sec * 1_000_000 + usec, milliseconds: milliseconds, tool: trimmed(group(4)),
          buttons: group(5), cells: cells.compactMap { $0 }))
    }
    return lines
  }

  static func parseCell(_ raw: String) -> SlotCell? {
    let cell = trimmed(raw)
    if cell.isEmpty { return .idle }
    if cell == "+++++++" { return .begin }
    if cell == "-------" { return .end }
    if cell.allSatisfy({ $0 == "*" }) { return .noTouch }
    // "↙↓   -1/  +1": an arrow pair, then dx/dy.
    guard let slash = cell.firstIndex(of: "/") else { return nil }
    let left = cell[..<slash].split(separator: " ").last.map(String.init) ?? ""
    let right = trimmed(String(cell[cell.index(after: slash)...]))
    guard let dx = Int(left.replacingOccurrences(of: "+", with: "")),
      let dy = Int(right.replacingOccurrences(of: "+", with: ""))
    else { return nil }
    return .delta(dx: dx, dy: dy)
  }

  /// A line of tool output the parser does not understand.
  struct UnparsedLine: Error, CustomStringConvertible {
    var line: String
    var description: String { "cannot parse \(line.debugDescription)" }
  }

  // MARK: Helpers

  static func split(_ microseconds: Int64) -> (Int64, Int64) {
    (microseconds / 1_000_000, microseconds % 1_000_000)
  }

  private static func pad(_ value: Int64, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }

  private static func trimmed(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespaces)
  }
}
