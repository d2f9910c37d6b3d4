#if canImport(Glibc)
  import Glibc
#endif

/// Standard error for `devices` and `record`: messages, the picker and the progress line.
enum RecordConsole {
  /// Writes a line to standard error.
  static func error(_ text: String) {
    write(text + "\n")
  }

  /// Writes text to standard error as is.
  static func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return Glibc.write(STDERR_FILENO, base + offset, raw.count - offset)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      offset += count
    }
  }

  /// Whether standard input is a terminal (the picker is offered only then).
  static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  /// Whether standard error is a terminal (progress is shown only then).
  static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
