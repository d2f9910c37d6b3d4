/// Reads GestureTape's native format (`.gtape`, `docs/FORMAT.md`) into a ``Recording``.
///
/// The file is parsed line by line as it is read, with a bounded buffer, and frame lines go
/// straight into each device's event array, so loading needs little more memory than the
/// events. For files that should not be loaded whole, use ``NativeLogStreamReader``.
///
/// Times are normalised so that the earliest first event of any device is at zero; the shift
/// is added to ``RecordingMetadata/timeOrigin`` when the header carries one. A last line cut
/// off by a killed recorder (no line break, and not a complete line) is skipped with a
/// `truncated` warning; every other malformed line throws a ``GestureLogError``.
public enum NativeLogReader {
  /// Reads native text; `file` names it in errors and warnings.
  public static func read(text: String, file: String) throws(GestureLogError) -> LoadedRecording {
    try read(bytes: Array(text.utf8), file: file)
  }

  /// Reads native bytes; `file` names it in errors and warnings.
  public static func read(bytes: [UInt8], file: String) throws(GestureLogError) -> LoadedRecording {
    try read(LineReader(bytes: bytes, file: file), sizeHint: bytes.count)
  }

  static func read(_ lines: LineReader, sizeHint: Int = 0) throws(GestureLogError)
    -> LoadedRecording
  {
    var parser = NativeLineParser(file: lines.file)
    var sink = DeviceEventLists()
    var descriptions: [DeviceDescription] = []
    var markers: [[Marker]] = []
    var metadata = RecordingMetadata()
    var warnings: [GestureLogWarning] = []
    var sawLine = false
    while let line = try lines.nextLine() {
      let parsed: NativeLineParser.Line
      if line.isComplete {
        parsed = try parser.parse(line, into: &sink)
      } else {
        // The last line has no line break: keep it only if it is complete.
        var scratch = ScratchEvents()
        var trial = parser
        do {
          parsed = try trial.parse(line, into: &scratch)
          parser = trial
          for (device, event) in scratch.events { sink.append(device: device, event) }
        } catch {
          warnings.append(
            GestureLogWarning(
              .truncated, file: lines.file, line: line.number, column: line.bytes.count + 1,
              message: "the file ends inside this line (a recorder stopped mid-write); "
                + "the line was not loaded"))
          break
        }
      }
      switch parsed {
      case .blank: continue
      case .header(let header): metadata = header
      case .device(let description):
        for problem in description.problems {
          warnings.append(
            GestureLogWarning(
              .invalidDescription, file: lines.file, line: line.number, column: 1,
              message: "device \(descriptions.count): " + problem.message))
        }
        descriptions.append(description)
        markers.append([])
        sink.lists.append([])
        if sink.lists.count == 1, sizeHint > 0 {
          // At least ~12 bytes per event line element: a reservation that single-device files
          // never outgrow; untouched capacity is not resident memory.
          sink.lists[0].reserveCapacity(sizeHint / 12 + 16)
        }
      case .events: break
      case .marker(let device, let marker): markers[device].append(marker)
      }
      sawLine = true
    }
    if !sawLine {
      if warnings.isEmpty {
        throw GestureLogError(
          .empty, file: lines.file, line: 1, column: 1, found: "an empty file",
          expected: "the header line {\"gesturetape\":1,…}")
      }
      throw GestureLogError(
        .truncated, file: lines.file, line: 1, column: 1, found: "a cut-off header line",
        expected: "the header line {\"gesturetape\":1,…}")
    }
    var devices: [RecordedDevice] = []
    devices.reserveCapacity(descriptions.count)
    for index in descriptions.indices {
      devices.append(
        RecordedDevice(
          description: descriptions[index], events: sink.take(index), markers: markers[index]))
    }
    normalise(&devices, &metadata)
    for (index, device) in devices.enumerated() {
      if let last = device.events.last, !last.isSynReport {
        warnings.append(
          GestureLogWarning(
            .incompleteFrame, file: lines.file, line: lines.lineNumber, column: 0,
            message: "device \(index)'s last events have no closing SYN_REPORT"))
      }
    }
    return LoadedRecording(
      recording: Recording(devices: devices, metadata: metadata), format: .native,
      warnings: warnings)
  }

  /// Shifts every time so that the earliest first event is at zero.
  static func normalise(_ devices: inout [RecordedDevice], _ metadata: inout RecordingMetadata) {
    guard let shift = devices.compactMap({ $0.events.first?.time.microseconds }).min(),
      shift != 0
    else { return }
    for index in devices.indices {
      for event in devices[index].events.indices {
        devices[index].events[event].time.microseconds &-= shift
      }
      for marker in devices[index].markers.indices {
        devices[index].markers[marker].time.microseconds &-= shift
      }
    }
    if let origin = metadata.timeOrigin { metadata.timeOrigin = origin &+ shift }
  }
}

/// Each device's events, appended in place.
struct DeviceEventLists: NativeEventSink {
  var lists: [[InputEvent]] = []

  @inline(__always)
  mutating func append(device: Int, _ event: InputEvent) {
    lists[device].append(event)
  }

  @inline(__always)
  mutating func append(device: Int, contentsOf events: [InputEvent]) {
    lists[device].append(contentsOf: events)
  }

  mutating func take(_ index: Int) -> [InputEvent] {
    let events = lists[index]
    lists[index] = []
    return events
  }
}

/// Events kept aside until their line is known to be complete.
struct ScratchEvents: NativeEventSink {
  var events: [(Int, InputEvent)] = []

  mutating func append(device: Int, _ event: InputEvent) {
    events.append((device, event))
  }

  mutating func append(device: Int, contentsOf events: [InputEvent]) {
    for event in events { self.events.append((device, event)) }
  }
}
