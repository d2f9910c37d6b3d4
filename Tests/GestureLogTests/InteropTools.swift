import Foundation
import GestureLog
import TestSupport
import Testing

/// Runs the peers' own tools (libinput's analysis scripts, libevemu through python3-evemu)
/// for the interop tests. A missing tool is a test failure naming the Debian package that
/// provides it, never a skip: CI (`.ci/run`) installs them all.
enum InteropTools {
  /// Debian's system Python, which has python3-libevdev, python3-yaml and python3-evemu.
  static let python = "/usr/bin/python3"
  /// `libinput analyze recording` (Debian package libinput-tools).
  static let analyzeRecording = "/usr/libexec/libinput/libinput-analyze-recording"
  /// `libinput analyze per-slot-delta` (Debian package libinput-tools).
  static let analyzePerSlotDelta = "/usr/libexec/libinput/libinput-analyze-per-slot-delta"
  /// Our helper that prints what libevemu reads from an evemu file, as JSON.
  static let evemuDump = Fixtures.repositoryRoot
    .appendingPathComponent("Tests/Interop/evemu_dump.py").path

  /// The result of one tool run.
  typealias Run = CommandRun

  /// Whether the libinput analysis tools and their Python modules are installed; records a
  /// failure naming the Debian packages otherwise.
  static func libinputToolsAvailable(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard FileManager.default.isExecutableFile(atPath: python) else {
      Issue.record(
        "\(python) is missing: install the Debian package python3", sourceLocation: sourceLocation)
      return false
    }
    for tool in [analyzeRecording, analyzePerSlotDelta]
    where !FileManager.default.fileExists(atPath: tool) {
      let message: String =
        "\(tool) is missing: install the Debian package libinput-tools "
        + "(apt-get install libinput-tools)"
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      return false
    }
    return pythonModulesAvailable(
      ["libevdev", "yaml"], packages: "python3-libevdev python3-yaml",
      sourceLocation: sourceLocation)
  }

  /// Whether python3-evemu (and libevemu) is installed; records a failure otherwise.
  static func evemuAvailable(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    pythonModulesAvailable(["evemu"], packages: "python3-evemu", sourceLocation: sourceLocation)
  }

  private static func pythonModulesAvailable(
    _ modules: [String], packages: String, sourceLocation: SourceLocation
  ) -> Bool {
    let check = try? run(python, ["-c", "import " + modules.joined(separator: ", ")])
    guard let check, check.status == 0 else {
      let message: String =
        "Python modules \(modules.joined(separator: ", ")) are missing for \(python): install "
        + "the Debian package(s) \(packages) (apt-get install \(packages))"
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      return false
    }
    return true
  }

  /// Runs `executable` with `arguments`, collecting its output and error streams.
  static func run(_ executable: String, _ arguments: [String]) throws -> Run {
    try CommandRun.run(URL(fileURLWithPath: executable), arguments)
  }

  /// Writes `text` to a new temporary file with `suffix` and returns its path.
  static func temporaryFile(_ text: String, suffix: String) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturetape-interop-\(UUID().uuidString)\(suffix)")
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// The real recordings by file name, for test arguments.
  static var sourceRecordingNames: [String] {
    Fixtures.allSourceRecordings.map(\.lastPathComponent)
  }

  /// A real recording, loaded with GestureLog's reader.
  static func loadSource(_ name: String) throws -> Recording {
    try GestureLogReader.read(
      path: Fixtures.sourceRecordings.appendingPathComponent(name).path
    ).recording
  }
}
