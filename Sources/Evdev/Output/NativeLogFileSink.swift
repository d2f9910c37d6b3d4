import GestureLog

#if canImport(Glibc)
  import Glibc
#endif

/// The production ``RecordingSink``: GestureTape's native log (`.gtape`) streamed through
/// `GestureLog/NativeLogWriter` into a ``PartialFile``.
///
/// ``flush()`` hands the buffered lines to the kernel (`write(2)`), which is what survives a
/// SIGKILL; ``finish()`` also syncs to disk (`fsync`) before the rename, so a file with the
/// final name is complete and durable. Not syncing on every flush keeps the poll loop from
/// blocking on a slow disk while the kernel's small event buffer fills.
public final class NativeLogFileSink: RecordingSink {
  private let file: PartialFile
  private let writer: NativeLogWriter

  /// The final path of the log.
  public var path: String { file.path }
  /// The path written until a clean finish.
  public var partialPath: String { file.partialPath }

  /// Creates `path.partial` for writing.
  public init(path: String) throws(RecordingSinkError) {
    file = try PartialFile(path: path)
    writer = NativeLogWriter(
      fileDescriptor: file.descriptor, file: file.partialPath, closeWhenDone: false)
  }

  public func begin(
    metadata: RecordingMetadata, devices: [DeviceDescription]
  ) throws(RecordingSinkError) {
    try run { () throws(GestureLogError) in
      try writer.writeHeader(metadata)
      for device in devices { _ = try writer.writeDevice(device) }
    }
  }

  /// Writes one frame line per `SYN_REPORT`-terminated run; a trailing incomplete run gets a
  /// line of its own (the frame continues on the next append).
  public func append(_ events: [InputEvent], device: Int) throws(RecordingSinkError) {
    try run { () throws(GestureLogError) in
      var start = events.startIndex
      for index in events.indices where events[index].isSynReport {
        try writer.writeEvents(events[start...index], device: device)
        start = index + 1
      }
      if start < events.endIndex {
        try writer.writeEvents(events[start...], device: device)
      }
    }
  }

  public func mark(_ marker: Marker, device: Int) throws(RecordingSinkError) {
    try run { () throws(GestureLogError) in try writer.writeMarker(marker, device: device) }
  }

  public func flush() throws(RecordingSinkError) {
    try run { () throws(GestureLogError) in try writer.flush() }
  }

  public func finish() throws(RecordingSinkError) {
    try run { () throws(GestureLogError) in try writer.flush() }
    try file.commit()
  }

  /// Runs a writer call, turning its `io` error into a sink error with the error number
  /// recovered from the system's message (`ENOSPC` → "No space left on device").
  private func run(_ body: () throws(GestureLogError) -> Void) throws(RecordingSinkError) {
    do {
      try body()
    } catch {
      throw RecordingSinkError(
        path: file.partialPath, errorNumber: Self.errorNumber(forMessage: error.found),
        message: error.description)
    }
  }

  /// The `errno` whose `strerror` text is `message`, or 0.
  static func errorNumber(forMessage message: String) -> Int32 {
    for number in [ENOSPC, EDQUOT, EIO, EROFS, EFBIG, EBADF, EPIPE]
    where String(cString: strerror(number)) == message {
      return number
    }
    return 0
  }
}
