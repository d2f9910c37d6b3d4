import Foundation

/// A program run to its end in a process of its own, with a time limit: the host's way to
/// port, build and explore an app without a crash, trap or hang of the app's code reaching it.
/// Its output goes to files, so that a process that prints a lot never blocks on a full pipe.
///
/// The time limit is wall-clock time of the host, not of any replay: it only decides when a
/// process that does not end is stopped, never what a replay does.
struct ChildProcess {
  /// How a process ended.
  struct Ending {
    /// The exit status, or the signal's number when ``signalled``.
    var status: Int32
    /// Whether a signal ended it (a trap is SIGILL or SIGTRAP, an abort SIGABRT).
    var signalled: Bool
    /// Whether the time limit ended it.
    var timedOut: Bool
    /// What it printed on standard output and standard error, together.
    var output: String

    /// Whether it exited 0 by itself.
    var succeeded: Bool { status == 0 && !signalled && !timedOut }
  }

  /// Runs `executable` with `arguments` in `directory`, its output into `log` (replaced), for at
  /// most `timeout` seconds (then SIGKILL).
  ///
  /// - Throws: when the program cannot be started.
  static func run(
    _ executable: URL, _ arguments: [String], in directory: URL? = nil,
    environment: [String: String]? = nil, log: URL, timeout: Double
  ) throws -> Ending {
    let manager = FileManager.default
    try? manager.removeItem(at: log)
    _ = manager.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    try process.run()
    var timedOut = false
    if ended.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      kill(process.processIdentifier, SIGKILL)
      ended.wait()
    }
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return Ending(
      status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
      timedOut: timedOut, output: output)
  }
}
