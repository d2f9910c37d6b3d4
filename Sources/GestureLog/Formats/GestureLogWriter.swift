import struct Foundation.URL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a recording in any supported format.
///
/// ```swift
/// let text = try GestureLogWriter.text(recording, as: .evemu)
/// try GestureLogWriter.write(recording, as: .native, to: url)
/// ```
///
/// evemu holds one device: writing a recording with several devices (or none) to evemu throws
/// an `unrepresentable` ``GestureLogError``; write one device with
/// ``EvemuWriter/write(_:device:)`` instead.
public enum GestureLogWriter {
  /// The file's bytes for `recording` in `format`.
  public static func write(
    _ recording: Recording, as format: GestureLogFormat
  ) throws(GestureLogError) -> [UInt8] {
    switch format {
    case .native: return NativeLogWriter.encode(recording)
    case .evemu: return try EvemuWriter.write(recording)
    case .libinputRecord: return Array(LibinputRecordWriter.write(recording).utf8)
    case .getevent: return Array(GeteventWriter.write(recording).utf8)
    }
  }

  /// The file's text for `recording` in `format`.
  public static func text(
    _ recording: Recording, as format: GestureLogFormat
  ) throws(GestureLogError) -> String {
    switch format {
    case .libinputRecord: return LibinputRecordWriter.write(recording)
    default: return String(decoding: try write(recording, as: format), as: UTF8.self)
    }
  }

  /// Writes `recording` in `format` to the file at `url`, replacing it.
  public static func write(
    _ recording: Recording, as format: GestureLogFormat, to url: URL
  ) throws(GestureLogError) {
    let bytes = try write(recording, as: format)
    let path = url.path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw GestureLogError(
        .io, file: path, line: 0, column: 0, found: String(cString: strerror(errno)),
        expected: "a writable file")
    }
    let sink = FileDescriptorSink(descriptor: descriptor, file: path, closeWhenDone: true)
    try sink.write(bytes)
    try sink.close()
  }
}
