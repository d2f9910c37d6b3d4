import Foundation

/// What a finished child process left: its exit status and its two output streams.
public struct CommandRun: Sendable {
  /// The exit status.
  public var status: Int32
  /// Everything written to standard output.
  public var output: String
  /// Everything written to standard error.
  public var errors: String

  /// Runs `executable` with `arguments` and no standard input, its streams going to
  /// temporary files (no pipes to drain, no thread blocked while tests run in parallel), and
  /// waits for it.
  public static func run(_ executable: URL, _ arguments: [String]) throws -> CommandRun {
    let directory = FileManager.default.temporaryDirectory
    let outURL = directory.appendingPathComponent("gesturetape-out-\(UUID().uuidString)")
    let errURL = directory.appendingPathComponent("gesturetape-err-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: outURL)
      try? FileManager.default.removeItem(at: errURL)
    }
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return CommandRun(
      status: process.terminationStatus,
      output: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      errors: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }
}
