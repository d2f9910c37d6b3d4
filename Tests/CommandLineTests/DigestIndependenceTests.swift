import Foundation
import TestSupport
import Testing

/// A replay's digest is a fingerprint of the replay alone: the same tape gives the same digest
/// from any folder, any working directory, under any locale and time zone. A damaged copy is
/// used because its reader's warning names the file, and warnings are part of the digest.
@Suite("The digest depends only on the replay")
struct DigestIndependenceTests {
  /// `gesturetape replay FILE` run in `directory` with `environment` added to this process's;
  /// its `Digest:` line.
  static func digest(
    of file: URL, in directory: URL, environment: [String: String]
  ) throws -> String {
    let process = Process()
    process.executableURL = ReplayCommandTests.binary
    process.arguments = ["replay", file.path]
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturetape-digest-\(UUID().uuidString).txt")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try handle.close()
    let text = String(decoding: try Data(contentsOf: output), as: UTF8.self)
    #expect(process.terminationStatus == 0, "\(text)")
    let line = text.split(separator: "\n").first { $0.hasPrefix("Digest: ") }
    return String(try #require(line).dropFirst("Digest: ".count))
  }

  @Test func aDamagedTapeHasOneDigestFromTwoFoldersAndUnderAnotherLocale() throws {
    let source = Fixtures.recordings.appendingPathComponent(
      "virtio-touchscreen-1fg-flick-down.gtape")
    let damaged = try Data(contentsOf: source).dropLast(7)
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturetape-digest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    var copies: [URL] = []
    for folder in ["one", "two/deeper"] {
      let directory = root.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let copy = directory.appendingPathComponent("cut-flick.gtape")
      try damaged.write(to: copy)
      copies.append(copy)
    }

    let first = try Self.digest(
      of: copies[0], in: Fixtures.repositoryRoot,
      environment: ["LC_ALL": "C.UTF-8", "LANG": "C.UTF-8", "TZ": "UTC"])
    let second = try Self.digest(
      of: copies[1], in: root,
      environment: [
        "LC_ALL": "de_DE.UTF-8", "LANG": "de_DE.UTF-8", "TZ": "Pacific/Chatham",
        "HOME": root.path,
      ])
    #expect(first == second)
  }
}
