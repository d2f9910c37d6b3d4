import Foundation
import GestureLog
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `gesturetape record --adb` against a stand-in `adb` (a shell script on the PATH that answers
/// as a phone would, from Tests/Fixtures/getevent): the recording it writes is the capture, and
/// each way it can go wrong says so (docs/RECORDING.md, "An Android phone").
@Suite("record --adb (a stand-in adb)")
struct RecordAdbTests {
  static let fixtures = Fixtures.repositoryRoot.appendingPathComponent("Tests/Fixtures/getevent")

  /// A folder with an executable `adb` that lists `devices` and answers `getevent -lp` and
  /// `getevent -lt` from the fixtures (holding the capture open `hold` seconds before it ends,
  /// as a phone does until Ctrl-C).
  static func standIn(devices: String, hold: Int = 0) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("adb-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = """
      #!/bin/sh
      # A stand-in adb for GestureTape's tests.
      case "$*" in
        devices) printf 'List of devices attached\\n\(devices)' ;;
        *"shell getevent -lp") cat '\(fixtures.path)/phone-lp.txt' ;;
        *"shell getevent -lt /dev/input/event2") cat '\(fixtures.path)/phone-flick-lt.txt'; sleep \(hold) ;;
        *) echo "adb: unexpected: $*" >&2; exit 1 ;;
      esac
      """
    let adb = folder.appendingPathComponent("adb")
    try Data(script.utf8).write(to: adb)
    chmod(adb.path, 0o755)
    return folder
  }

  /// Runs `gesturetape ARGUMENTS` with `path` as the PATH; `interruptAfter` sends SIGINT that
  /// many seconds after the start.
  static func run(
    _ arguments: [String], path: String, interruptAfter: Double? = nil
  ) throws -> (status: Int32, error: String) {
    let process = Process()
    process.executableURL = ReplayCommandTests.binary
    process.arguments = arguments
    process.environment = ["PATH": path]
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    if let interruptAfter {
      usleep(UInt32(interruptAfter * 1_000_000))
      kill(process.processIdentifier, SIGINT)
    }
    let data = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func theRecordingIsTheCaptureWithThePhonesDescription() throws {
    let folder = try Self.standIn(devices: "R58M1234ABC\\tdevice\\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("phone.gtape").path
    let run = try Self.run(["record", "--adb", "-o", file], path: folder.path + ":/usr/bin:/bin")
    #expect(run.status == 0, "\(run.error)")
    #expect(
      run.error.contains("Recording /dev/input/event2 \"synaptics_tcm_touch\" on R58M1234ABC"))
    #expect(run.error.contains("Recorded 53 events"), "\(run.error)")
    let recorded = try GestureLogReader.read(contentsOf: URL(fileURLWithPath: file))
    let capture = try GestureLogReader.read(
      contentsOf: Self.fixtures.appendingPathComponent("phone-flick-lt.txt"))
    let device = try #require(recorded.recording.devices.first)
    #expect(device.events == capture.recording.devices.first?.events)
    #expect(device.description.axis(InputCode.ABS_MT_POSITION_Y)?.maximum == 2339)
    #expect(recorded.recording.metadata.timeOrigin == 1_234_500_000)
    #expect(recorded.recording.metadata.recorder == "gesturetape record --adb")
    #expect(recorded.warnings.isEmpty, "\(recorded.warnings)")
  }

  // Ctrl-C while the phone still streams: the file is complete, nothing left as .partial.
  @Test func ctrlCLeavesACompleteFile() throws {
    let folder = try Self.standIn(devices: "R58M1234ABC\\tdevice\\n", hold: 30)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("phone.gtape").path
    let run = try Self.run(
      ["record", "--adb", "-o", file], path: folder.path + ":/usr/bin:/bin", interruptAfter: 1.5)
    #expect(run.status == 0, "\(run.error)")
    #expect(run.error.contains("(stopped by signal 2)"), "\(run.error)")
    #expect(!FileManager.default.fileExists(atPath: file + ".partial"))
    let recorded = try GestureLogReader.read(contentsOf: URL(fileURLWithPath: file))
    #expect(recorded.recording.eventCount == 53)
  }

  @Test func whatIsWrongIsSaid() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
      "no-adb-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let missing = try Self.run(["record", "--adb"], path: empty.path)
    #expect(missing.status == 2)
    #expect(missing.error.contains("adb not found on the PATH"))

    for (devices, expected) in [
      ("", "no phone attached: turn on Developer options"),
      ("A1\\tdevice\\nB2\\tdevice\\n", "2 phones attached (A1, B2): name one with --serial"),
      ("A1\\tunauthorized\\n", "the phone A1 refuses: unlock it"),
      ("A1\\toffline\\n", "the phone A1 is offline"),
    ] {
      let folder = try Self.standIn(devices: devices)
      defer { try? FileManager.default.removeItem(at: folder) }
      let run = try Self.run(
        ["record", "--adb", "-o", folder.appendingPathComponent("x.gtape").path],
        path: folder.path + ":/usr/bin:/bin")
      #expect(run.status == 2)
      #expect(run.error.contains(expected), "\(run.error)")
    }
    let folder = try Self.standIn(devices: "A1\\tdevice\\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let wrongNode = try Self.run(
      ["record", "--adb", "/dev/input/event9"], path: folder.path + ":/usr/bin:/bin")
    #expect(
      wrongNode.error.contains("the phone has no /dev/input/event9 (it has /dev/input/event4"))
    let usage = try Self.run(["record", "--serial", "A1"], path: folder.path)
    #expect(usage.status == 64 || usage.status == 2)
    #expect(usage.error.contains("--serial goes with --adb"))
  }
}
