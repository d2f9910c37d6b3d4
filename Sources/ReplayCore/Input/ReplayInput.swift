import GestureLog
import InputDevices

/// Turns a recording into the touch frames a replay delivers: the InputDevices interpreter
/// under an `InputMapping`, cut to one gesture found by InputDevices' `GestureSegmenter`.
public enum ReplayInput {
  /// The touch frames of `recording` (all of them when `gesture` is nil, else those of that
  /// gesture: its device's frames from its start to its end).
  ///
  /// - Parameters:
  ///   - recording: the recording.
  ///   - mapping: how device coordinates map to screen points (and how a touchpad is read).
  ///   - gesture: the gesture's index from 0 (as `gesturetape inspect` lists them), or nil for
  ///     the whole recording.
  /// - Throws: `ReplayError.noInput` when nothing produces touches under `mapping`,
  ///   `ReplayError.noSuchGesture` when `gesture` is out of range.
  public static func frames(
    of recording: Recording, mapping: InputMapping = .standard, gesture: Int?
  ) throws(ReplayError) -> [TouchFrame] {
    try selection(of: recording, mapping: mapping, gesture: gesture).frames
  }

  /// The touch frames of `recording` as ``frames(of:mapping:gesture:)`` picks them, with the
  /// gesture picked (the segmenter's, under the same `mapping`) and how many the recording has
  /// (both nil when `gesture` is nil).
  ///
  /// - Parameters:
  ///   - recording: the recording.
  ///   - mapping: how device coordinates map to screen points (and how a touchpad is read).
  ///   - gesture: the gesture's index from 0, or nil for the whole recording.
  /// - Throws: as ``frames(of:mapping:gesture:)``.
  public static func selection(
    of recording: Recording, mapping: InputMapping = .standard, gesture: Int?
  ) throws(ReplayError) -> (frames: [TouchFrame], gesture: GestureSegment?, gestureCount: Int?) {
    guard let gesture else {
      let all = TouchInterpreter.touchFrames(for: recording, mapping: mapping)
      guard !all.isEmpty else {
        throw .noInput("the recording produces no touches under this input mapping")
      }
      return (all, nil, nil)
    }
    // One decoding of the events gives both the frames and the gestures they make.
    let (deviceFrames, segments) = TouchInterpreter.interpretation(of: recording, mapping: mapping)
    guard gesture >= 0, gesture < segments.count else {
      if segments.isEmpty { throw .noInput("the recording holds no gesture") }
      throw .noSuchGesture(requested: gesture, available: segments.count)
    }
    let segment = segments[gesture]
    let frames = deviceFrames[segment.device]
    guard
      var first = frames.firstIndex(where: { $0.time >= segment.start }),
      var last = frames.lastIndex(where: { $0.time <= segment.end }), first <= last
    else {
      throw .noInput(
        "gesture \(gesture) (\(segment.kind.rawValue)) produces no touches under this input "
          + "mapping")
    }
    // Whole touch sequences: a touchpad press starts after its finger landed and ends before
    // it lifts, so the selection reaches back to where the touches began and on to where they
    // ended (a touch that never began would be ignored by the window).
    while first > 0, frames[first - 1].isDown { first -= 1 }
    while last + 1 < frames.count, frames[last].isDown { last += 1 }
    return (Array(frames[first...last]), segment, segments.count)
  }

  /// What to try when `recording` has nothing to replay under `mapping`: the other touchpad
  /// reading, a mouse's button, `inspect` and `--gesture`. Starts with "; " (appended to the
  /// reason).
  ///
  /// - Parameters:
  ///   - recording: the recording that produced nothing.
  ///   - mapping: the mapping it was read with.
  public static func hint(for recording: Recording, mapping: InputMapping) -> String {
    var tries: [String] = []
    let kinds = recording.devices.map { DeviceClassifier.classify($0.description).kind }
    if kinds.contains(where: \.isTouchpadLike) {
      tries.append(
        mapping.touchpadReading == .finger
          ? "--touchpad-reading pointer (presses are touches, two-finger scrolls reach pans "
            + "that allow scrolling)"
          : "--touchpad-reading finger (a finger on the pad is a finger on glass)")
    }
    if kinds.contains(where: { $0 == .mouse || $0 == .pointingStick }) {
      tries.append("a mouse is a touch only while its left button is held")
    }
    tries.append("`gesturetape inspect` lists the gestures; pick one with --gesture N")
    return "; try: " + tries.joined(separator: "; ")
  }

  /// The reader's warnings about a loaded gesture log as replay warnings (code `recording-file`,
  /// the message the reader's located `NAME:LINE:COLUMN: warning: …`), so a replay of a damaged
  /// file says so in its report, its JSON and its viewer.
  ///
  /// The place names the file by its last path component, as the result's `source` does: a
  /// result (and so its digest) is the same whichever folder the recording was read from.
  public static func loadWarnings(of loaded: LoadedRecording) -> [ReplayWarning] {
    loaded.warnings.map { warning in
      var warning = warning
      warning.file = fileName(of: warning.file)
      return ReplayWarning(time: nil, code: .recordingFile, message: warning.description)
    }
  }

  /// The last component of `path` (`a/b/c.gtape` → `c.gtape`); `path` itself when it has no
  /// separator, or ends with one.
  static func fileName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    let name = path[path.index(after: slash)...]
    return name.isEmpty ? path : String(name)
  }

  /// The first fatal description problem of any device of `recording`, named with its device.
  /// Fatal: an empty or inverted position range, a touch device without X and Y.
  ///
  /// - Parameter recording: the recording.
  /// - Returns: the problem as a sentence, or nil when every device can be mapped.
  public static func fatalDescriptionProblem(of recording: Recording) -> String? {
    for (index, device) in recording.devices.enumerated() {
      if let problem = device.description.problems.first(where: \.isFatal) {
        return "device \(index) (\(device.description.name)): \(problem.message)"
      }
    }
    return nil
  }

  /// The description problems of `recording`'s devices as replay warnings (code
  /// `device-description`, naming the device).
  ///
  /// - Throws: ``ReplayError/unmappableDevice(_:)`` when a device whose touches `frames` carry
  ///   has a fatal problem (an empty or inverted position range, a touch device without X and
  ///   Y): its positions would be meaningless.
  /// - Parameters:
  ///   - recording: the recording.
  ///   - frames: the frames the replay delivers (only their devices' fatal problems throw).
  public static func descriptionWarnings(
    of recording: Recording, touching frames: [TouchFrame]
  ) throws(ReplayError) -> [ReplayWarning] {
    var used = Set<Int>()
    for frame in frames where !frame.touches.isEmpty { used.insert(frame.device) }
    var warnings: [ReplayWarning] = []
    for (index, device) in recording.devices.enumerated() {
      for problem in device.description.problems {
        let name = "device \(index) (\(device.description.name))"
        if problem.isFatal, used.contains(index) {
          throw .unmappableDevice("\(name): \(problem.message)")
        }
        warnings.append(
          ReplayWarning(
            time: nil, code: .deviceDescription, message: "\(name): \(problem.message)"))
      }
    }
    return warnings
  }
}
