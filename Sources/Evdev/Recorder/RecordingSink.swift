import GestureLog

/// Where a ``Recorder`` streams what it records: a log file in production
/// (``NativeLogFileSink``), memory in tests.
///
/// Calls arrive in this order: ``begin(metadata:devices:)`` once, then any number of
/// ``append(_:device:)``, ``mark(_:device:)`` and ``flush()``, then ``finish()`` once on a
/// clean stop. Times are already on the recording's time line.
public protocol RecordingSink: AnyObject {
  /// Starts the log: metadata and every device's description, in device order.
  func begin(metadata: RecordingMetadata, devices: [DeviceDescription]) throws(RecordingSinkError)
  /// Appends events of device `device` (an index into the `devices` given to `begin`).
  func append(_ events: [InputEvent], device: Int) throws(RecordingSinkError)
  /// Appends a marker of device `device`.
  func mark(_ marker: Marker, device: Int) throws(RecordingSinkError)
  /// Makes everything appended so far durable (written to the file and synced).
  func flush() throws(RecordingSinkError)
  /// Ends the log cleanly (final flush; the file gets its final name).
  func finish() throws(RecordingSinkError)
}

/// A failure of a ``RecordingSink``: the file, what failed and the system error number.
public struct RecordingSinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file written.
  public var path: String
  /// The system error number (`ENOSPC` for a full disk), or 0 when there is none.
  public var errorNumber: Int32
  /// What went wrong, in words.
  public var message: String

  /// A sink error.
  public init(path: String, errorNumber: Int32, message: String) {
    self.path = path
    self.errorNumber = errorNumber
    self.message = message
  }

  /// Whether the disk (or quota) is full.
  /// (`ENOSPC` is 28, `EDQUOT` 122 on Linux.)
  public var isNoSpace: Bool { errorNumber == 28 || errorNumber == 122 }

  /// `path: message`, with advice for a full disk.
  public var description: String {
    isNoSpace
      ? "\(path): the disk is full (\(message)); what was recorded up to here is kept in the file"
      : "\(path): \(message)"
  }
}
