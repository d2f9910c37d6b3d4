/// A recording as a reader loaded it: the model, the format it came from, and what the reader
/// noticed on the way.
public struct LoadedRecording: Hashable, Sendable {
  /// The recording.
  public var recording: Recording
  /// The format the file was in.
  public var format: GestureLogFormat
  /// Findings that did not stop loading (a truncated last line, a newer minor version, …).
  public var warnings: [GestureLogWarning]

  /// A loaded recording.
  public init(recording: Recording, format: GestureLogFormat, warnings: [GestureLogWarning] = []) {
    self.recording = recording
    self.format = format
    self.warnings = warnings
  }
}
