import Evdev
import Foundation
import Testing

@Suite("Device access")
struct DeviceAccessTests {
  @Test("EACCES names the input group and root")
  func permissionHint() {
    let error = EvdevError(path: "/dev/input/event3", operation: .open, errorNumber: EACCES)
    #expect(error.isPermissionDenied)
    #expect(error.description.contains("/dev/input/event3"))
    #expect(error.description.contains("'input' group"))
    #expect(error.description.contains("root"))
  }

  @Test("a missing directory is an ENOENT list error")
  func missingDirectory() {
    let scanner = DeviceScanner(directory: "/nonexistent-\(UUID().uuidString)")
    #expect(throws: EvdevError(path: scanner.directory, operation: .list, errorNumber: ENOENT)) {
      try scanner.nodes()
    }
  }

  @Test("only eventN nodes are listed, by number; a non-device gives an error, not a crash")
  func scanDirectory() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("evdev-scan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["event10", "event2", "mouse0", "by-id"] {
      _ = FileManager.default.createFile(
        atPath: directory.appendingPathComponent(name).path, contents: Data())
    }
    let scanner = DeviceScanner(directory: directory.path)
    #expect(try scanner.nodes().map(\.number) == [2, 10])
    let entries = try scanner.scan()
    #expect(entries.count == 2)
    for entry in entries {
      guard case .failure(let error) = entry.result else {
        Issue.record("a regular file was described as a device")
        continue
      }
      #expect(error.operation == .describe)
    }
  }

  @Test("opening a node that does not exist is an open error")
  func openMissing() {
    let expected = EvdevError(path: "/nonexistent/event0", operation: .open, errorNumber: ENOENT)
    #expect(throws: expected) {
      _ = try LibevdevDevice(path: "/nonexistent/event0")
    }
  }
}
