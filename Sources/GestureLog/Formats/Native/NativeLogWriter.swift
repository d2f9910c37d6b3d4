/// Writes GestureTape's native format (`.gtape`, `docs/FORMAT.md`), line by line.
///
/// The writer is append-only: each call adds complete lines to a bounded buffer, and the
/// buffer goes to the file when it passes ``bufferLimit`` bytes or on ``flush()``. A recorder
/// calls ``flush()`` from its poll loop; if it is killed, the file holds complete lines (and
/// at most one cut line, which readers skip with a warning).
///
/// ```swift
/// let writer = try NativeLogWriter(path: "touchpad.gtape")
/// try writer.writeHeader(RecordingMetadata(recorder: "gesturetape 0.1.0"))
/// let touchpad = try writer.writeDevice(description)
/// try writer.writeEvents(frame.events, device: touchpad)
/// try writer.flush()
/// ```
///
/// Write errors (`ENOSPC`, `EIO`, a closed descriptor) are thrown as `io`
/// ``GestureLogError``s naming the file and the line being written.
public final class NativeLogWriter {
  /// The buffered bytes that trigger a write to the file.
  public let bufferLimit: Int
  private let sink: FileDescriptorSink?
  private var buffer: ByteBuffer
  private var memory: [UInt8] = []
  private var linesWritten = 0
  private var wroteHeader = false
  private var deviceCount = 0

  /// A writer to an open file descriptor; the descriptor is closed by ``close()`` only when
  /// `closeWhenDone`.
  public init(
    fileDescriptor: Int32, file: String = "<fd>", closeWhenDone: Bool = false,
    bufferLimit: Int = 64 * 1024
  ) {
    self.sink = FileDescriptorSink(
      descriptor: fileDescriptor, file: file, closeWhenDone: closeWhenDone)
    self.bufferLimit = Swift.max(bufferLimit, 1)
    self.buffer = ByteBuffer(capacity: self.bufferLimit + 16 * 1024)
  }

  /// A writer that creates (or truncates) the file at `path`.
  public convenience init(path: String, bufferLimit: Int = 64 * 1024) throws(GestureLogError) {
    let descriptor = systemCreateForWriting(path)
    guard descriptor >= 0 else {
      throw GestureLogError(
        .io, file: path, line: 0, column: 0, found: systemErrorText(),
        expected: "a writable file")
    }
    self.init(fileDescriptor: descriptor, file: path, closeWhenDone: true, bufferLimit: bufferLimit)
  }

  /// A writer that collects the file in memory (``bytes``).
  public init() {
    self.sink = nil
    self.bufferLimit = 1 << 20
    self.buffer = ByteBuffer()
  }

  /// What a memory writer has written so far (flushed or not); empty for file writers.
  public var bytes: [UInt8] { memory + buffer.bytes }

  /// The header line: format version and metadata. Written automatically (with empty
  /// metadata) before the first other line if not called first.
  public func writeHeader(_ metadata: RecordingMetadata) throws(GestureLogError) {
    guard !wroteHeader else {
      throw GestureLogError(
        .unexpectedToken, file: sink?.file ?? "<memory>", line: linesWritten + 1, column: 1,
        found: "a second header", expected: "one header, on the first line")
    }
    wroteHeader = true
    buffer.append("{\"gesturetape\":")
    buffer.decimal(Int64(NativeFormat.version))
    for (key, value) in [
      ("recorder", metadata.recorder), ("date", metadata.date), ("kernel", metadata.kernel),
      ("clock", metadata.clock),
    ] {
      guard let value else { continue }
      buffer.append(",\"")
      buffer.append(key)
      buffer.append("\":")
      buffer.jsonString(value)
    }
    if let origin = metadata.timeOrigin {
      buffer.append(",\"timeOrigin\":")
      buffer.decimal(origin)
    }
    if !metadata.annotations.isEmpty {
      buffer.append(",\"annotations\":[")
      for (index, annotation) in metadata.annotations.enumerated() {
        if index > 0 { buffer.append(0x2C) }
        buffer.append("{\"key\":")
        buffer.jsonString(annotation.key)
        buffer.append(",\"value\":")
        buffer.jsonString(annotation.value)
        buffer.append(0x7D)
      }
      buffer.append(0x5D)
    }
    buffer.append(0x7D)
    try endLine()
  }

  /// A device line; returns the device's index (0, 1, … in the order written).
  @discardableResult
  public func writeDevice(_ description: DeviceDescription) throws(GestureLogError) -> Int {
    try ensureHeader()
    let index = deviceCount
    deviceCount += 1
    buffer.append("{\"device\":")
    buffer.decimal(Int64(index))
    buffer.append(",\"name\":")
    buffer.jsonString(description.name)
    for (key, value) in [
      ("bustype", description.bustype), ("vendor", description.vendor),
      ("product", description.product), ("version", description.version),
    ] {
      buffer.append(",\"")
      buffer.append(key)
      buffer.append("\":")
      buffer.decimal(Int64(value))
    }
    buffer.append(",\"properties\":[")
    for (position, property) in description.properties.enumerated() {
      if position > 0 { buffer.append(0x2C) }
      pair(property, InputCode.propertyName(property))
      buffer.append(0x5D)
    }
    buffer.append("],\"codes\":[")
    for (position, type) in description.eventTypes.enumerated() {
      if position > 0 { buffer.append(0x2C) }
      pair(type, InputCode.typeName(type))
      buffer.append(",[")
      for (codePosition, code) in (description.codes[type] ?? []).enumerated() {
        if codePosition > 0 { buffer.append(0x2C) }
        pair(code, InputCode.codeName(type: type, code: code))
        buffer.append(0x5D)
      }
      buffer.append("]]")
    }
    buffer.append("],\"axes\":[")
    for (position, axis) in description.absoluteAxes.enumerated() {
      if position > 0 { buffer.append(0x2C) }
      buffer.append("{\"code\":")
      buffer.decimal(Int64(axis.code))
      buffer.append(",\"name\":")
      name(InputCode.codeName(type: InputCode.EV_ABS, code: axis.code))
      for (key, value) in [
        ("value", axis.value), ("min", axis.minimum), ("max", axis.maximum),
        ("fuzz", axis.fuzz), ("flat", axis.flat), ("resolution", axis.resolution),
      ] {
        buffer.append(",\"")
        buffer.append(key)
        buffer.append("\":")
        buffer.decimal(Int64(value))
      }
      buffer.append(0x7D)
    }
    buffer.append(0x5D)
    for (key, type, states) in [
      ("leds", InputCode.EV_LED, description.leds),
      ("switches", InputCode.EV_SW, description.switches),
    ] where !states.isEmpty {
      buffer.append(",\"")
      buffer.append(key)
      buffer.append("\":[")
      for (position, (code, on)) in states.sorted(by: { $0.key < $1.key }).enumerated() {
        if position > 0 { buffer.append(0x2C) }
        pair(code, InputCode.codeName(type: type, code: code))
        buffer.append(on ? ",true]" : ",false]")
      }
      buffer.append(0x5D)
    }
    buffer.append(0x7D)
    try endLine()
    return index
  }

  /// Frame lines for events of device `device`: normally one frame ending with its
  /// `SYN_REPORT`; more than ``NativeFormat/maximumEventsPerLine`` events continue on further
  /// lines. The line's time is its last event's; other events carry their difference.
  public func writeEvents<Events: Collection>(
    _ events: Events, device: Int
  ) throws(GestureLogError) where Events.Element == InputEvent {
    try ensureHeader()
    guard device >= 0, device < deviceCount else {
      throw GestureLogError(
        .invalidDevice, file: sink?.file ?? "<memory>", line: linesWritten + 1, column: 1,
        found: "device \(device)", expected: "a device written before (below \(deviceCount))")
    }
    var index = events.startIndex
    while index != events.endIndex {
      let end =
        events.index(
          index, offsetBy: NativeFormat.maximumEventsPerLine,
          limitedBy: events.endIndex) ?? events.endIndex
      let chunk = events[index..<end]
      try frameLine(chunk, device: device)
      index = end
    }
  }

  /// A marker line for device `device`.
  public func writeMarker(_ marker: Marker, device: Int) throws(GestureLogError) {
    try ensureHeader()
    guard device >= 0, device < deviceCount else {
      throw GestureLogError(
        .invalidDevice, file: sink?.file ?? "<memory>", line: linesWritten + 1, column: 1,
        found: "device \(device)", expected: "a device written before (below \(deviceCount))")
    }
    buffer.append("{\"marker\":\"")
    buffer.append(NativeFormat.name(of: marker.kind))
    buffer.append("\",\"d\":")
    buffer.decimal(Int64(device))
    buffer.append(",\"t\":")
    buffer.decimal(marker.time.microseconds)
    if case .annotation(let text) = marker.kind {
      buffer.append(",\"text\":")
      buffer.jsonString(text)
    }
    buffer.append(0x7D)
    try endLine()
  }

  /// Writes the buffered lines to the file (a memory writer keeps them).
  public func flush() throws(GestureLogError) {
    guard !buffer.bytes.isEmpty else { return }
    if let sink {
      try sink.write(buffer.bytes, line: linesWritten)
    } else {
      memory.append(contentsOf: buffer.bytes)
    }
    buffer.bytes.removeAll(keepingCapacity: true)
  }

  /// Flushes, then closes the file if this writer opened it or was told to close it.
  public func close() throws(GestureLogError) {
    try flush()
    try sink?.close()
  }

  // MARK: Whole recordings

  /// The whole native file for `recording`: header, devices, then every device's frames and
  /// markers merged in time order (each device's own order kept; at equal times markers
  /// first, then lower device indices).
  public static func encode(_ recording: Recording) -> [UInt8] {
    let writer = NativeLogWriter()
    do {
      try writer.write(recording)
    } catch {
      // A memory writer has no I/O, and the devices are written before their frames.
      return writer.bytes
    }
    return writer.bytes
  }

  /// Writes a whole recording (see ``encode(_:)``) and flushes.
  public func write(_ recording: Recording) throws(GestureLogError) {
    try writeHeader(recording.metadata)
    let base = deviceCount
    for device in recording.devices { try writeDevice(device.description) }
    // A k-way merge by time that keeps each device's own order.
    var frameStarts = [Int](repeating: 0, count: recording.devices.count)
    var markerIndices = [Int](repeating: 0, count: recording.devices.count)
    while true {
      var best: (device: Int, time: Int64, isMarker: Bool)?
      for (index, device) in recording.devices.enumerated() {
        if markerIndices[index] < device.markers.count {
          let time = device.markers[markerIndices[index]].time.microseconds
          if let current = best, time > current.time || (time == current.time && current.isMarker) {
            // Keep the earlier candidate (or the marker already chosen at this time).
          } else {
            best = (index, time, true)
          }
        }
        let start = frameStarts[index]
        if start < device.events.count {
          let time = NativeLogWriter.frameEnd(device.events, from: start).time
          if let current = best, time >= current.time {
            // Keep the earlier candidate (markers, then lower devices, at equal times).
          } else {
            best = (index, time, false)
          }
        }
      }
      guard let next = best else { break }
      let device = recording.devices[next.device]
      if next.isMarker {
        try writeMarker(device.markers[markerIndices[next.device]], device: base + next.device)
        markerIndices[next.device] += 1
      } else {
        let start = frameStarts[next.device]
        let end = NativeLogWriter.frameEnd(device.events, from: start).end
        try writeEvents(device.events[start..<end], device: base + next.device)
        frameStarts[next.device] = end
      }
    }
    try flush()
  }

  /// The end (exclusive) of the frame starting at `start`, and its time (its last event's).
  private static func frameEnd(_ events: [InputEvent], from start: Int) -> (end: Int, time: Int64) {
    var index = start
    while index < events.count {
      let isReport = events[index].isSynReport
      index += 1
      if isReport { break }
    }
    return (index, events[index - 1].time.microseconds)
  }

  // MARK: Lines

  private func ensureHeader() throws(GestureLogError) {
    if !wroteHeader { try writeHeader(RecordingMetadata()) }
  }

  private func frameLine<Events: Collection<InputEvent>>(
    _ events: Events, device: Int
  ) throws(GestureLogError) {
    guard !events.isEmpty else { return }
    var time: Int64 = 0
    for event in events { time = event.time.microseconds }
    buffer.append("{\"d\":")
    buffer.decimal(Int64(device))
    buffer.append(",\"t\":")
    buffer.decimal(time)
    buffer.append(",\"e\":[")
    var first = true
    for event in events {
      if !first { buffer.append(0x2C) }
      first = false
      buffer.append(0x5B)
      buffer.decimal(Int64(event.type))
      buffer.append(0x2C)
      buffer.decimal(Int64(event.code))
      buffer.append(0x2C)
      buffer.decimal(Int64(event.value))
      buffer.append(0x2C)
      name(InputCode.codeName(type: event.type, code: event.code))
      let delta = event.time.microseconds &- time
      if delta != 0 {
        buffer.append(0x2C)
        buffer.decimal(delta)
      }
      buffer.append(0x5D)
    }
    buffer.append("]}")
    try endLine()
  }

  /// `[number,"NAME"` (without the closing bracket).
  private func pair(_ number: UInt16, _ label: String?) {
    buffer.append(0x5B)
    buffer.decimal(Int64(number))
    buffer.append(0x2C)
    name(label)
  }

  private func name(_ label: String?) {
    if let label {
      buffer.append(0x22)
      buffer.append(label)
      buffer.append(0x22)
    } else {
      buffer.append("null")
    }
  }

  private func endLine() throws(GestureLogError) {
    buffer.append(0x0A)
    linesWritten += 1
    if buffer.count >= bufferLimit { try flush() }
  }
}
