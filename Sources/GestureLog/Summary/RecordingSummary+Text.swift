extension RecordingSummary {
  /// The most gaps the text report lists per device (the JSON lists all).
  public static let listedGapLimit = 10

  /// The summary as the human-readable report `gesturetape inspect` prints.
  public func textReport() -> String {
    var lines: [String] = []
    let deviceWord = deviceCount == 1 ? "device" : "devices"
    lines.append(
      "\(deviceCount) \(deviceWord), \(eventCount) events, \(frameCount) frames, "
        + "\(Self.seconds(durationMicroseconds))")
    if let recorder { lines.append("recorder: \(recorder)") }
    if let date { lines.append("date: \(date)") }
    if let kernel { lines.append("kernel: \(kernel)") }
    for annotation in annotations {
      lines.append("annotation \(annotation.key): \(annotation.value)")
    }
    for device in devices {
      lines.append("")
      lines.append(contentsOf: device.textLines())
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Microseconds as `1.350 s`.
  static func seconds(_ microseconds: Int64) -> String {
    let negative = microseconds < 0
    let milliseconds = (microseconds.magnitude + 500) / 1000
    let fraction = String(milliseconds % 1000)
    return (negative ? "-" : "") + "\(milliseconds / 1000)."
      + String(repeating: "0", count: 3 - fraction.count) + fraction + " s"
  }

  /// A number with one decimal.
  static func oneDecimal(_ value: Double) -> String {
    let tenths = Int64((value * 10).rounded())
    return "\(tenths / 10).\(abs(tenths % 10))"
  }
}

extension DeviceSummary {
  /// The device's part of the text report.
  func textLines() -> [String] {
    var lines: [String] = []
    lines.append("device \(index): \(name) (\(kind))")
    lines.append(
      "  id: bus 0x\(Self.hex(bustype)) vendor 0x\(Self.hex(vendor)) "
        + "product 0x\(Self.hex(product)) version 0x\(Self.hex(version))")
    lines.append(
      "  properties: \(properties.isEmpty ? "none" : properties.joined(separator: ", "))")
    lines.append(
      "  events: \(eventCount), frames: \(frameCount), "
        + "duration: \(RecordingSummary.seconds(durationMicroseconds))")
    if let rate = frameRateHz, let interval = medianFrameIntervalMicroseconds {
      lines.append(
        "  frame rate: \(RecordingSummary.oneDecimal(rate)) Hz "
          + "(median SYN_REPORT interval \(RecordingSummary.oneDecimal(Double(interval) / 1000)) ms)"
      )
    } else {
      lines.append("  frame rate: unknown (fewer than two frames)")
    }
    if fingers.maxFingers > 0 || fingers.trackingIDs > 0 {
      var parts = ["up to \(fingers.maxFingers)"]
      if fingers.maxSimultaneousSlots > 0 || fingers.trackingIDs > 0 {
        parts.append(
          "\(fingers.maxSimultaneousSlots) slot(s) at once, \(fingers.trackingIDs) tracking id(s)")
      }
      if fingers.maxProtocolAContacts > 0 {
        parts.append("\(fingers.maxProtocolAContacts) MT protocol A contact(s) in a frame")
      }
      if !fingers.toolPresses.isEmpty {
        let tools = fingers.toolPresses.keys.sorted().map {
          "\($0) ×\(fingers.toolPresses[$0] ?? 0)"
        }
        parts.append(tools.joined(separator: ", "))
      }
      lines.append("  fingers: " + parts.joined(separator: "; "))
    }
    if buttons.isEmpty {
      lines.append("  buttons: none pressed")
    } else {
      let list = buttons.map { button in
        button.repeats > 0
          ? "\(button.name) ×\(button.presses) (\(button.repeats) repeats)"
          : "\(button.name) ×\(button.presses)"
      }
      lines.append("  buttons: " + list.joined(separator: ", "))
    }
    lines.append("  SYN_DROPPED: \(synDroppedCount)")
    if !markers.isEmpty {
      lines.append("  markers:")
      for marker in markers {
        let text = marker.text.map { " \($0)" } ?? ""
        lines.append(
          "    \(RecordingSummary.seconds(marker.timeMicroseconds)): \(marker.kind)\(text)")
      }
    }
    lines.append("  gaps (> \(Self.gapFactor)× median interval): \(gaps.count)")
    let longest = gaps.sorted { $0.lengthMicroseconds > $1.lengthMicroseconds }
      .prefix(RecordingSummary.listedGapLimit)
      .sorted { $0.startMicroseconds < $1.startMicroseconds }
    for gap in longest {
      lines.append(
        "    at \(RecordingSummary.seconds(gap.startMicroseconds)): "
          + RecordingSummary.seconds(gap.lengthMicroseconds))
    }
    if gaps.count > longest.count {
      lines.append("    … \(gaps.count - longest.count) shorter gaps not listed (see --json)")
    }
    lines.append("  events by type:")
    let typeWidth = countsByType.map(\.name.count).max() ?? 0
    for count in countsByType {
      lines.append("    \(Self.padRight(count.name, typeWidth))  \(count.count)")
    }
    lines.append("  events by code:")
    let codeWidth = countsByCode.map(\.name.count).max() ?? 0
    for count in countsByCode {
      lines.append("    \(Self.padRight(count.name, codeWidth))  \(count.count)")
    }
    return lines
  }

  static func hex(_ value: UInt16) -> String {
    let text = String(value, radix: 16)
    return String(repeating: "0", count: 4 - text.count) + text
  }

  static func padRight(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
