/// Reads GestureTape's native format (work in progress).
public enum NativeLogReader {
  static func read(_ lines: LineReader) throws(GestureLogError) -> LoadedRecording {
    throw GestureLogError(
      .unsupportedVersion, file: lines.file, line: 1, column: 1, found: "native",
      expected: "not yet implemented")
  }
}
