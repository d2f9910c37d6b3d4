import ArgumentParser
import Foundation
import Replay

/// The recording and replay options `plot` and `view` share, and the replay they draw.
struct DrawingOptions: ParsableArguments {
  @Argument(help: "The gesture log (.gtape, evemu or libinput record YAML).", completion: .file())
  var file: String

  @Option(help: "The scene to replay into (default: the tool's default scene).")
  var scene: String?

  // Values may start with "-" (parsing: .unconditional), so `--frame-rate -60` is checked and
  // refused with its reason instead of reading as a missing value.
  @Option(parsing: .unconditional, help: "Display frames per second: 30, 60 or 120.")
  var frameRate = 60

  @Option(parsing: .unconditional, help: "Speed factor.")
  var speed = 1.0

  @Option(parsing: .unconditional, help: "Which gesture of the recording, from 0.")
  var gesture = 0

  func validate() throws {
    guard gesture >= 0 else {
      throw ValidationError("--gesture must be 0 or more (got \(gesture))")
    }
    guard ReplaySettings.supportedFrameRates.contains(frameRate) else {
      throw ValidationError("--frame-rate must be 30, 60 or 120 (got \(frameRate))")
    }
    guard speed.isFinite, speed > 0 else { throw ValidationError("--speed must be above 0") }
    if let scene {
      try MainActor.assumeIsolated { try SceneChoice.check(scene) }
    }
  }

  /// The replay to draw; a recording or scene that fails is reported and exits 2.
  func replay() throws -> ReplayResult {
    let settings = ReplaySettings(frameRate: frameRate, speed: speed, gesture: gesture)
    switch try SceneChoice.replay(
      contentsOf: URL(fileURLWithPath: file), settings: settings, scene: scene)
    {
    case .success(let result):
      // What the reader or the device descriptions warned about is not in the drawing's summary
      // line: say it, as `replay` does in its report.
      for warning in result.warnings
      where warning.code == .recordingFile || warning.code == .deviceDescription {
        let text =
          warning.code == .recordingFile
          ? warning.message : "gesturetape: warning: \(warning.message)"
        FileHandle.standardError.write(Data((text + "\n").utf8))
      }
      return result
    case .failure(let error):
      FileHandle.standardError.write(
        Data((ReplayCommand.message(for: error, file: file) + "\n").utf8))
      throw ExitCode(2)
    }
  }

  /// Refuses an output whose extension is not `expected` (`plot -o x.html` would write SVG into a
  /// page a browser renders as text).
  static func checkExtension(of output: String, is expected: String, for command: String) throws {
    let actual = URL(fileURLWithPath: output).pathExtension.lowercased()
    guard actual == expected else {
      throw ValidationError(
        "\(command) writes \(expected.uppercased()); name the output NAME.\(expected) (got "
          + "\(actual.isEmpty ? "no extension" : ".\(actual)"))")
    }
  }

  /// Writes `text` to `output`; a file that cannot be written is reported and exits 2.
  static func write(_ text: String, to output: String) throws {
    do {
      try text.write(to: URL(fileURLWithPath: output), atomically: true, encoding: .utf8)
    } catch {
      FileHandle.standardError.write(Data("gesturetape: cannot write \(output): \(error)\n".utf8))
      throw ExitCode(2)
    }
  }
}
