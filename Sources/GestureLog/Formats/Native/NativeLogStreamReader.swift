/// Reads a native file entry by entry without loading it whole: memory stays bounded by the
/// longest line, whatever the file's size.
///
/// ```swift
/// let reader = try NativeLogStreamReader(path: "touchpad.gtape")
/// while let entry = try reader.next() {
///   if case .events(let device, let events) = entry { … }
/// }
/// ```
///
/// Entries come in file order (several devices interleaved in time order). Times are as in
/// the file, not normalised (``NativeLogReader`` shifts them so the first event is at zero; a
/// file written by ``NativeLogWriter`` from a ``Recording`` is already normalised). A last
/// line cut off by a killed recorder ends the stream with a `truncated` entry in ``warnings``.
public final class NativeLogStreamReader {
  private let lines: LineReader
  private var parser: NativeLineParser
  private var finished = false
  /// Findings so far (a truncated last line).
  public private(set) var warnings: [GestureLogWarning] = []

  /// A reader of the file at `path`.
  public init(path: String) throws(GestureLogError) {
    let descriptor = systemOpenForReading(path)
    guard descriptor >= 0 else {
      throw GestureLogError(
        .io, file: path, line: 0, column: 0, found: systemErrorText(), expected: "a readable file")
    }
    lines = LineReader(descriptor: descriptor, file: path, closeWhenDone: true)
    parser = NativeLineParser(file: path)
  }

  /// A reader of bytes in memory; `file` names them in errors.
  public init(bytes: [UInt8], file: String = "<memory>") {
    lines = LineReader(bytes: bytes, file: file)
    parser = NativeLineParser(file: file)
  }

  /// The next entry, or nil at the end of the file.
  public func next() throws(GestureLogError) -> NativeLogEntry? {
    while !finished, let line = try lines.nextLine() {
      var sink = StreamEvents()
      let parsed: NativeLineParser.Line
      if line.isComplete {
        parsed = try parser.parse(line, into: &sink)
      } else {
        var trial = parser
        do {
          parsed = try trial.parse(line, into: &sink)
          parser = trial
        } catch {
          warnings.append(
            GestureLogWarning(
              .truncated, file: lines.file, line: line.number, column: line.bytes.count + 1,
              message: "the file ends inside this line; the line was not read"))
          finished = true
          return nil
        }
      }
      switch parsed {
      case .blank: continue
      case .header(let metadata): return .header(metadata)
      case .device(let description):
        return .device(index: parser.deviceCount - 1, description: description)
      case .events(let device): return .events(device: device, events: sink.events)
      case .marker(let device, let marker): return .marker(device: device, marker: marker)
      }
    }
    finished = true
    return nil
  }
}

/// The events of one line.
private struct StreamEvents: NativeEventSink {
  var events: [InputEvent] = []

  mutating func append(device: Int, _ event: InputEvent) {
    events.append(event)
  }

  mutating func append(device: Int, contentsOf events: [InputEvent]) {
    self.events.append(contentsOf: events)
  }
}
