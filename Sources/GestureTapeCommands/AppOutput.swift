import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps what the app under replay prints apart from the tool's own output: while a replay
/// runs, standard output goes to standard error, so `gesturetape replay --json` prints only
/// JSON on standard output and the app's `print` lines still reach the terminal.
enum AppOutput {
  /// Runs `body` with standard output sent to standard error, then restores it.
  static func toStandardError<Result>(_ body: () throws -> Result) rethrows -> Result {
    fflush(nil)  // every output stream (Swift's print writes through stdout's buffer)
    let saved = dup(STDOUT_FILENO)
    guard saved >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
      if saved >= 0 { close(saved) }
      return try body()
    }
    defer {
      fflush(nil)  // every output stream (Swift's print writes through stdout's buffer)
      dup2(saved, STDOUT_FILENO)
      close(saved)
    }
    return try body()
  }
}
