import Foundation
import GestureLog
import InputDevices
import Replay

// The gestures section of `gesturetape inspect`: InputDevices' segmentation, one line per
// gesture (and one JSON object per gesture with --json).

/// One gesture of `inspect --json`.
struct GestureReportEntry: Encodable, Equatable {
  /// The device's index in the recording.
  var device: Int
  /// Start and end, in seconds from the recording's first event.
  var start: Double
  var end: Double
  /// `tap`, `hold`, `drag`, `swipe`, `pinch`, `click` or `button-drag`.
  var kind: String
  /// The most fingers down at once (0 for a mouse's button gesture; the fingers on the pad
  /// for a touchpad press).
  var fingers: Int
  /// The button of a button gesture (`BTN_LEFT`, …) as libinput reports it, or the button a
  /// touchpad tap clicks.
  var button: String?
  /// A clickpad press's software button area (`main`, `left`, `middle`, `right`).
  var area: String?
  /// The centroid's movement, in points of the default mapping.
  var translation: [Double]
  /// The end velocity in points per second (LSQ2, zero after a pause before the lift).
  var endVelocity: [Double]
  /// The spread at the end relative to the start.
  var scale: Double
  /// Whether the recording ended with the fingers down.
  var cutOff: Bool
}

extension InspectCommand {
  /// The gesture segmentation of `recording` for `inspect`, as text lines and as JSON
  /// entries; nil when the recording has no gestures.
  static func gesturesSection(
    for recording: Recording
  ) -> (text: String, json: [GestureReportEntry])? {
    let segments = GestureSegmenter.segments(of: recording)
    guard !segments.isEmpty else { return nil }
    let entries = segments.map(entry(for:))
    var text = "gestures: \(segments.count) (points of a 375×812 window; velocity LSQ2)\n"
    for item in entries { text += "  " + line(for: item) + "\n" }
    return (text, entries)
  }

  /// One gesture as `inspect` prints it: `0.404–0.571 s  device 0  click BTN_RIGHT, 2 fingers
  /// translation (…)  end velocity (…)  scale …`.
  static func line(for item: GestureReportEntry) -> String {
    var line = format(item.start, 3) + "–" + format(item.end, 3) + " s  "
    line += "device \(item.device)  \(item.kind)"
    if let button = item.button { line += " \(button)" }
    if let area = item.area { line += " (\(area) area)" }
    if item.button == nil || item.fingers > 0 {
      line += ", \(item.fingers) finger" + (item.fingers == 1 ? "" : "s")
    }
    line += "  translation (\(format(item.translation[0], 1)), \(format(item.translation[1], 1)))"
    line += "  end velocity (\(format(item.endVelocity[0], 1)), \(format(item.endVelocity[1], 1)))"
    if item.fingers >= 2 { line += "  scale \(format(item.scale, 3))" }
    if item.cutOff { line += "  (cut off)" }
    return line
  }

  /// The `inspect` line of the gesture a replay replayed, from its result (nil when the
  /// result names none: a replay of every gesture, or of touch frames). The segment is the one
  /// the replay cut out, under the scene's own input mapping.
  static func gestureLine(of result: ReplayResult) -> String? {
    guard let segment = result.gesture, let count = result.gestureCount else { return nil }
    let index = result.settings.gesture ?? 0
    return "gesture \(index) of \(count): " + line(for: entry(for: segment))
  }

  static func entry(for segment: GestureSegment) -> GestureReportEntry {
    GestureReportEntry(
      device: segment.device, start: rounded(segment.start.seconds, 6),
      end: rounded(segment.end.seconds, 6), kind: segment.kind.rawValue,
      fingers: segment.fingerCount,
      button: segment.button.map {
        InputCode.codeName(type: InputCode.EV_KEY, code: $0) ?? "\($0)"
      },
      area: segment.buttonArea?.rawValue,
      translation: [
        rounded(Double(segment.translation.x), 3), rounded(Double(segment.translation.y), 3),
      ],
      endVelocity: [
        rounded(Double(segment.endVelocity.x), 3), rounded(Double(segment.endVelocity.y), 3),
      ],
      scale: rounded(Double(segment.scale), 4), cutOff: segment.wasCutOff)
  }

  private static func rounded(_ value: Double, _ digits: Int) -> Double {
    let factor = pow(10, Double(digits))
    return (value * factor).rounded() / factor
  }

  private static func format(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(digits)f", value)
  }

  /// The device kind `inspect` prints: InputDevices' classification in one line
  /// (`clickpad, MT protocol B (2 slots), up to 3 fingers`).
  static func deviceKind(of description: DeviceDescription) -> String {
    DeviceClassifier.classify(description).summary
  }
}
