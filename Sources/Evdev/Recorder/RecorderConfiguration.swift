import GestureLog

/// How a ``Recorder`` records.
public struct RecorderConfiguration: Sendable {
  /// The longest time, in microseconds, recorded data may stay unflushed (100 ms: a SIGKILL
  /// loses at most that much).
  public var flushInterval: Int64 = 100_000
  /// Stop after this many microseconds of recording; nil records until stopped.
  public var duration: Int64?
  /// Record keyboard key codes in clear (`--show-keycodes`); off by default, see
  /// ``KeycodeObfuscator``.
  public var showKeycodes = false
  /// Grab every device for the recording (`--grab`); off by default.
  public var grab = false
  /// How often, in microseconds, progress is reported; nil reports none.
  public var progressInterval: Int64?
  /// The most events read from one device before the others get a turn.
  public var readBatch = 1_024
  /// Metadata for the log's header; the recorder adds the clock and the time origin.
  public var metadata = RecordingMetadata()

  /// The defaults: flush every 100 ms, no duration limit, key codes hidden, no grab.
  public init() {}
}

/// What the recorder reports while it runs.
public struct RecorderProgress: Hashable, Sendable {
  /// Events recorded so far, all devices.
  public var events: Int
  /// Microseconds since recording started.
  public var elapsed: Int64
  /// Fingers down now, all devices.
  public var fingersDown: Int

  /// A progress report.
  public init(events: Int, elapsed: Int64, fingersDown: Int) {
    self.events = events
    self.elapsed = elapsed
    self.fingersDown = fingersDown
  }
}

/// How a recording ended, and what it holds.
public struct RecorderReport: Hashable, Sendable {
  /// Why the recorder stopped.
  public enum StopReason: Hashable, Sendable {
    /// A stop signal (SIGINT, SIGTERM, SIGHUP) with its number.
    case signal(Int32)
    /// The requested duration passed.
    case duration
    /// Every device went away.
    case allDevicesRemoved
  }

  /// Why it stopped.
  public var reason: StopReason
  /// Events recorded per device, in device order.
  public var eventsPerDevice: [Int]
  /// How many times each device reported `SYN_DROPPED`.
  public var dropsPerDevice: [Int]
  /// Which devices went away during the recording.
  public var removedDevices: [Int]
  /// Microseconds from start to stop.
  public var elapsed: Int64

  /// Events recorded, all devices.
  public var eventCount: Int { eventsPerDevice.reduce(0, +) }
}

/// Why a recording failed.
public enum RecorderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A device could not be read or grabbed.
  case device(EvdevError)
  /// The log could not be written; what was written before stays in the file.
  case output(RecordingSinkError)

  /// The underlying error's sentence.
  public var description: String {
    switch self {
    case .device(let error): return error.description
    case .output(let error): return error.description
    }
  }
}
