import GestureLog
import InputDevices

// The gestures section of `gesturetape inspect`: the INPUT helper fills this in with the
// segmentation of InputDevices (one line per gesture: kind, fingers, start, duration).

extension InspectCommand {
  /// The gesture segmentation of `recording` for `inspect`, as text lines and as JSON
  /// fields; nil while there is no segmentation to show.
  static func gesturesSection(for recording: Recording) -> (text: String, json: [String: String])? {
    nil
  }

  /// The device kind `inspect` prints: InputDevices' classification in one line
  /// (`clickpad, MT protocol B (2 slots), up to 3 fingers`).
  static func deviceKind(of description: DeviceDescription) -> String {
    DeviceClassifier.classify(description).summary
  }
}
