/// Reads what Android's `getevent` prints (`adb shell getevent -lt`, and `-t`, `-l` or neither;
/// with `-p`/`-lp` descriptions in the same file), docs/GETEVENT.md.
///
/// What is read:
/// - event lines `[   seconds.micro] /dev/input/eventN: TYPE CODE VALUE`: the timestamp (with
///   `-t`) and the node (when every node is watched) are optional; type and code are 4 hex
///   digits or names (`EV_ABS ABS_MT_POSITION_X`, with `-l`), the value 8 hex digits (a 32-bit
///   two's complement: `ffffffff` is -1) or a label (`DOWN`, `UP`, `REPEAT`, `MT_TOOL_FINGER`);
///   a trailing ` rate N` (`-r`) is ignored;
/// - `add device N: PATH` with its indented `name:`, ids (`-i`), `events:` (each type's codes;
///   each axis with `value, min, max, fuzz, flat, resolution`) and `input props:` — a
///   `getevent -p` or `-lp` description, before the events or on its own;
/// - anything else (shell prompts, the command, blank lines, notes, `could not get driver
///   version …`) is left out. A line that starts as an event (`[` or a `/dev/…:` node) but is
///   not one is an error with its line and column, unless it is the last line and the input
///   ended inside it (a capture stopped mid-line), which is left out with a warning.
///
/// Several devices' events may interleave; each node becomes a device, in the order first
/// seen, keeping only nodes with events (a description-only file keeps every described node).
/// A device with no description gets one inferred from its events (the codes seen, each axis
/// from 0, or its smallest value, to its largest), with a `missingDescription` warning: the
/// panel's real size is unknown, so pair a description (``describing(_:with:)``). Without
/// timestamps the frames are spaced 1/60 s apart (our choice, not getevent's), with a warning.
/// Times become offsets from the first event; its absolute time (seconds since boot) is kept in
/// ``RecordingMetadata/timeOrigin``.
public enum GeteventReader {
  /// The annotation key that holds device N's node path (`getevent-node-N`), so a description
  /// read later can be paired by node.
  public static func nodeKey(_ device: Int) -> String { "getevent-node-\(device)" }

  /// The spacing of frames in a capture without timestamps: 1/60 s, in microseconds.
  public static let untimedFrameInterval: Int64 = 16_667

  /// Reads getevent text; `file` names it in errors and warnings.
  public static func read(text: String, file: String) throws(GestureLogError) -> LoadedRecording {
    try read(LineReader(bytes: Array(text.utf8), file: file), sizeHint: text.utf8.count)
  }

  /// Reads getevent bytes; `file` names it in errors and warnings.
  public static func read(bytes: [UInt8], file: String) throws(GestureLogError) -> LoadedRecording {
    try read(LineReader(bytes: bytes, file: file), sizeHint: bytes.count)
  }

  static func read(_ lines: LineReader, sizeHint: Int) throws(GestureLogError) -> LoadedRecording {
    var parser = GeteventParser(file: lines.file)
    if sizeHint > 0 { parser.reserve(events: sizeHint / 40 + 16) }
    while let line = try lines.nextLine() {
      try parser.consume(line)
    }
    return try parser.finish(lastLine: lines.lineNumber)
  }

  /// The device descriptions of a `getevent -p` / `-lp` text (other lines left out), by node
  /// path, in the order printed.
  ///
  /// - Throws: ``GestureLogError`` for a description line that does not parse, or `empty` when
  ///   the text describes no device.
  public static func descriptions(
    text: String, file: String
  ) throws(GestureLogError) -> [(node: String, description: DeviceDescription)] {
    var parser = GeteventParser(file: file)
    let lines = LineReader(bytes: Array(text.utf8), file: file)
    while let line = try lines.nextLine() {
      try parser.consume(line)
    }
    let described = parser.nodes.filter { parser.devices[$0]?.isDescribed == true }
    guard !described.isEmpty else {
      throw GestureLogError(
        .empty, file: file, line: max(lines.lineNumber, 1), column: 1,
        found: "no device description",
        expected: "getevent -p or -lp output (add device N: PATH, events:, input props:)")
    }
    return described.compactMap { node in
      parser.devices[node].map { (node, $0.description(name: node, seen: nil)) }
    }
  }

  /// `loaded` with each device described by the description of the same node in
  /// `descriptions` (from ``descriptions(text:file:)``), else of the same name, else — when
  /// both hold exactly one touchscreen (multitouch positions) — that one; the warnings about
  /// inferred descriptions of the devices now described are dropped, and a device whose node the
  /// capture did not name takes the description's.
  ///
  /// - Returns: the recording described, and the devices no description matched (their
  ///   indices).
  public static func describing(
    _ loaded: LoadedRecording, with descriptions: [(node: String, description: DeviceDescription)]
  ) -> (loaded: LoadedRecording, unmatched: [Int]) {
    var result = loaded
    var unmatched: [Int] = []
    let annotations = loaded.recording.metadata.annotations
    func isTouchscreen(_ description: DeviceDescription) -> Bool {
      description.supports(type: InputCode.EV_ABS, code: InputCode.ABS_MT_POSITION_X)
    }
    let touchscreens = descriptions.filter { isTouchscreen($0.description) }
    let touchDevices = loaded.recording.devices.indices.filter {
      isTouchscreen(loaded.recording.devices[$0].description)
    }
    for index in loaded.recording.devices.indices {
      let node = annotations.first { $0.key == nodeKey(index) }?.value
      let name = loaded.recording.devices[index].description.name
      let match =
        descriptions.first { $0.node == node }
        ?? descriptions.first { $0.description.name == name }
        ?? (touchscreens.count == 1 && touchDevices == [index] ? touchscreens.first : nil)
      guard let match else {
        unmatched.append(index)
        continue
      }
      result.recording.devices[index].description = match.description
      if node == nil {
        // A capture of one node names none: the description says which it was.
        result.recording.metadata.annotations.append(.init(key: nodeKey(index), value: match.node))
      }
      result.warnings.removeAll {
        $0.kind == .missingDescription && $0.message.hasPrefix("device \(index) ")
      }
    }
    return (result, unmatched)
  }
}
