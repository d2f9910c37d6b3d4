import struct Foundation.Data
import struct Foundation.URL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a gesture log in any supported format, telling the format from the content.
///
/// ```swift
/// let loaded = try GestureLogReader.read(contentsOf: url)
/// print(loaded.format, loaded.recording.eventCount, loaded.warnings)
/// ```
///
/// Files are read with a bounded buffer (native and evemu are parsed line by line as they are
/// read), so loading needs little more memory than the events themselves. Every malformed
/// input throws a ``GestureLogError`` with its file, line and column.
public enum GestureLogReader {
  /// Reads the file at `url`, detecting its format from its content.
  public static func read(contentsOf url: URL) throws(GestureLogError) -> LoadedRecording {
    try read(path: url.path, as: nil)
  }

  /// Reads the file at `url` in a given format, or detecting it when `format` is nil.
  public static func read(
    contentsOf url: URL, as format: GestureLogFormat?
  ) throws(GestureLogError) -> LoadedRecording {
    try read(path: url.path, as: format)
  }

  /// Reads the file at `path`, in `format` or detecting it when nil.
  public static func read(
    path: String, as format: GestureLogFormat? = nil
  ) throws(GestureLogError) -> LoadedRecording {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw GestureLogError(
        .io, file: path, line: 0, column: 0, found: String(cString: strerror(errno)),
        expected: "a readable file")
    }
    defer { _ = close(descriptor) }
    let resolved: GestureLogFormat
    if let format {
      resolved = format
    } else {
      let prefix = try readPrefix(descriptor, path: path)
      if prefix.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
        throw emptyError(path)
      }
      guard let detected = FormatDetector.detect(prefix) else { throw unknownError(path, prefix) }
      resolved = detected
      guard lseek(descriptor, 0, SEEK_SET) == 0 else {
        throw GestureLogError(
          .io, file: path, line: 0, column: 0, found: String(cString: strerror(errno)),
          expected: "a seekable file")
      }
    }
    switch resolved {
    case .native:
      return try NativeLogReader.read(
        LineReader(descriptor: descriptor, file: path), sizeHint: fileSize(descriptor))
    case .evemu:
      return try EvemuReader.read(
        LineReader(descriptor: descriptor, file: path), sizeHint: fileSize(descriptor))
    case .libinputRecord:
      return try LibinputRecordReader.read(descriptor: descriptor, file: path)
    case .getevent:
      return try GeteventReader.read(
        LineReader(descriptor: descriptor, file: path), sizeHint: fileSize(descriptor))
    }
  }

  /// Reads a gesture log from bytes in memory; `fileName` names it in errors and warnings.
  public static func read(
    data: [UInt8], fileName: String = "<memory>", as format: GestureLogFormat? = nil
  ) throws(GestureLogError) -> LoadedRecording {
    let resolved: GestureLogFormat
    if let format {
      resolved = format
    } else {
      if data.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
        throw emptyError(fileName)
      }
      guard let detected = FormatDetector.detect(data) else {
        throw unknownError(fileName, data.prefix(FormatDetector.prefixLength))
      }
      resolved = detected
    }
    switch resolved {
    case .native:
      return try NativeLogReader.read(LineReader(bytes: data, file: fileName), sizeHint: data.count)
    case .evemu:
      return try EvemuReader.read(LineReader(bytes: data, file: fileName), sizeHint: data.count)
    case .libinputRecord:
      return try readLibinput(data, file: fileName)
    case .getevent:
      return try GeteventReader.read(LineReader(bytes: data, file: fileName), sizeHint: data.count)
    }
  }

  /// Reads a gesture log from `Data`; `fileName` names it in errors and warnings.
  public static func read(
    data: Data, fileName: String = "<memory>", as format: GestureLogFormat? = nil
  ) throws(GestureLogError) -> LoadedRecording {
    try read(data: [UInt8](data), fileName: fileName, as: format)
  }

  /// Reads a gesture log from text; `fileName` names it in errors and warnings.
  public static func read(
    text: String, fileName: String = "<memory>", as format: GestureLogFormat? = nil
  ) throws(GestureLogError) -> LoadedRecording {
    try read(data: Array(text.utf8), fileName: fileName, as: format)
  }

  private static func readLibinput(
    _ bytes: [UInt8], file: String
  ) throws(GestureLogError) -> LoadedRecording {
    let result = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(GestureLogError) in
        try LibinputRecordReader.read(bytes: buffer, file: file)
      }
    }
    return try result.get()
  }

  private static func readPrefix(_ descriptor: Int32, path: String) throws(GestureLogError)
    -> [UInt8]
  {
    var prefix = [UInt8](repeating: 0, count: FormatDetector.prefixLength)
    var filled = 0
    while filled < prefix.count {
      let count = prefix.withUnsafeMutableBytes {
        systemRead(descriptor, $0.baseAddress.map { $0 + filled }, $0.count - filled)
      }
      if count > 0 {
        filled += count
      } else if count == 0 {
        break
      } else if errno != EINTR {
        throw GestureLogError(
          .io, file: path, line: 0, column: 0, found: String(cString: strerror(errno)),
          expected: "a readable file")
      }
    }
    prefix.removeSubrange(filled...)
    return prefix
  }

  private static func fileSize(_ descriptor: Int32) -> Int {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return 0 }
    return Int(info.st_size)
  }

  private static func emptyError(_ file: String) -> GestureLogError {
    GestureLogError(
      .empty, file: file, line: 1, column: 1, found: "an empty file",
      expected: "a gesture log (native, evemu, libinput record or getevent)")
  }

  private static func unknownError<Bytes: Collection>(
    _ file: String, _ bytes: Bytes
  ) -> GestureLogError where Bytes.Element == UInt8 {
    // Point at the first significant line.
    var line = 1
    var start = bytes.startIndex
    var index = bytes.startIndex
    while index != bytes.endIndex {
      let byte = bytes[index]
      if byte == 0x0A {
        let text = bytes[start..<index]
        if text.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }),
          text.first != 0x23
        {
          break
        }
        line += 1
        start = bytes.index(after: index)
      }
      index = bytes.index(after: index)
    }
    let shown = Array(bytes[start..<index].prefix(24))
    let found = shown.withUnsafeBufferPointer { LineScanner.quote($0[...]) }
    return GestureLogError(
      .unknownFormat, file: file, line: line, column: 1, found: found,
      expected: "a native header, an evemu description, a libinput record or getevent lines")
  }
}
