/// Facts about how and where a recording was made.
public struct RecordingMetadata: Hashable, Sendable {
  /// The tool that made the recording (`"gesturetape 0.1.0"`, `"evemu-record"`, …).
  public var recorder: String?
  /// When recording started, as ISO 8601 text, where known.
  public var date: String?
  /// The kernel release (`uname -r`) of the recording machine, where known.
  public var kernel: String?
  /// The absolute clock reading, in microseconds, of the recording's time zero, where the
  /// source format carried absolute timestamps; writing it back restores them.
  public var timeOrigin: Int64?
  /// Which clock ``timeOrigin`` is on, where known (`"monotonic"`, `"realtime"`).
  public var clock: String?
  /// Free annotations: key → text, kept in the order given.
  public var annotations: [Annotation]

  /// A key and a text.
  public struct Annotation: Hashable, Sendable {
    /// The annotation's key.
    public var key: String
    /// The annotation's text.
    public var value: String

    /// An annotation.
    public init(key: String, value: String) {
      self.key = key
      self.value = value
    }
  }

  /// Metadata.
  public init(
    recorder: String? = nil, date: String? = nil, kernel: String? = nil,
    timeOrigin: Int64? = nil, clock: String? = nil, annotations: [Annotation] = []
  ) {
    self.recorder = recorder
    self.date = date
    self.kernel = kernel
    self.timeOrigin = timeOrigin
    self.clock = clock
    self.annotations = annotations
  }
}
