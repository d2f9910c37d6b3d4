/// The facts `gesturetape inspect` reports about a recording: per device its kind, duration,
/// frame rate, event counts by type and code, fingers seen, buttons pressed, gaps and
/// dropped-event markers.
///
/// Computed once from a ``Recording`` by ``init(recording:classify:)``; `Codable` so that
/// `inspect --json` can print it and tests and replay reports can reuse it.
public struct RecordingSummary: Codable, Hashable, Sendable {
  /// The number of devices.
  public var deviceCount: Int
  /// Every device's events, `SYN_REPORT`s included.
  public var eventCount: Int
  /// Every device's frames (runs of events closed by `SYN_REPORT`, a final incomplete one
  /// included).
  public var frameCount: Int
  /// From the first event of any device to the last, in microseconds.
  public var durationMicroseconds: Int64
  /// The recorder, date and kernel the file names, where it does.
  public var recorder: String?
  /// When the recording was made, where the file says.
  public var date: String?
  /// The recording machine's kernel release, where the file says.
  public var kernel: String?
  /// The annotations, in file order.
  public var annotations: [AnnotationSummary]
  /// One summary per device, in file order.
  public var devices: [DeviceSummary]

  /// One free annotation of the recording.
  public struct AnnotationSummary: Codable, Hashable, Sendable {
    /// The annotation's key.
    public var key: String
    /// The annotation's text.
    public var value: String
  }

  /// Summarises `recording`; `classify` names each device's kind (`"touchpad"`, `"mouse"`, …),
  /// by default ``RecordingSummary/basicKind(of:)``.
  public init(
    recording: Recording,
    classify: (DeviceDescription) -> String = RecordingSummary.basicKind(of:)
  ) {
    deviceCount = recording.devices.count
    eventCount = recording.eventCount
    // Wrapping arithmetic: a crafted file's extreme times must not trap.
    if let start = recording.startTime, let end = recording.endTime {
      durationMicroseconds = end.microseconds &- start.microseconds
    } else {
      durationMicroseconds = 0
    }
    recorder = recording.metadata.recorder
    date = recording.metadata.date
    kernel = recording.metadata.kernel
    annotations = recording.metadata.annotations.map {
      AnnotationSummary(key: $0.key, value: $0.value)
    }
    devices = recording.devices.enumerated().map { index, device in
      DeviceSummary(index: index, device: device, kind: classify(device.description))
    }
    frameCount = devices.reduce(0) { $0 + $1.frameCount }
  }

  /// The duration in seconds.
  public var durationSeconds: Double { Double(durationMicroseconds) / 1_000_000 }

  /// A device kind from the description alone, without interpreting events: `touchscreen`
  /// (`INPUT_PROP_DIRECT` with touch axes), `clickpad` (`INPUT_PROP_BUTTONPAD`), `touchpad`
  /// (touch axes and `BTN_TOOL_FINGER`), `tablet` (`BTN_TOOL_PEN`), `mouse` (`REL_X`/`REL_Y`),
  /// `keyboard` (`KEY_A`…), else `other`. The InputDevices module classifies in more depth.
  public static func basicKind(of description: DeviceDescription) -> String {
    let hasTouchAxes =
      description.supports(type: InputCode.EV_ABS, code: InputCode.ABS_MT_POSITION_X)
      || description.supports(type: InputCode.EV_ABS, code: InputCode.ABS_X)
    let key = { (code: UInt16) in description.supports(type: InputCode.EV_KEY, code: code) }
    if description.hasProperty(InputCode.INPUT_PROP_DIRECT), hasTouchAxes {
      return "touchscreen"
    }
    if key(InputCode.BTN_TOOL_PEN) { return "tablet" }
    if hasTouchAxes, key(InputCode.BTN_TOOL_FINGER) || key(InputCode.BTN_TOUCH) {
      return description.hasProperty(InputCode.INPUT_PROP_BUTTONPAD) ? "clickpad" : "touchpad"
    }
    if description.supports(type: InputCode.EV_REL, code: InputCode.REL_X),
      description.supports(type: InputCode.EV_REL, code: InputCode.REL_Y)
    {
      return "mouse"
    }
    if key(InputCode.KEY_A) { return "keyboard" }
    return "other"
  }
}
