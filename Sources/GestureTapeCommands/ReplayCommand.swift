import ArgumentParser
import Foundation
import GestureTapeTesting
import Replay

/// `gesturetape replay FILE`: replay a gesture log into a scene and report what happened.
public struct ReplayCommand: ParsableCommand {
  /// The command's name, help and discussion.
  public static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay a gesture log into a scene and report the outcome.",
    discussion: """
      Interprets the recording's devices into touches on the scene's screen, picks one \
      gesture, and replays it on a virtual clock into the scene (--scene; gesturetape's \
      default is the demo: Hero's image-gallery pull-to-dismiss with the seed pan handler). \
      Prints the outcome (finished, cancelled, no transition, stuck) and when, the handler's \
      decision and which number decided it when the scene records one (the demo's: \
      progress + velocity.y / height against 0.3), the release, key positions and the \
      result's digest. With --expect, checks an expectation file (recordings/NAME.expect.json) \
      and exits 1 when an expectation fails; the file's scene and settings apply unless \
      given here.
      """
  )

  /// A command with no arguments parsed yet.
  public init() {}

  @Argument(help: "The gesture log (.gtape, evemu or libinput record YAML).", completion: .file())
  var file: String

  @Option(
    help: "The scene to replay into (default: the expectation file's scene, else the tool's default scene).")
  var scene: String?

  @Option(help: "An expectation file to check (JSON, see recordings/README.md).", completion: .file())
  var expect: String?

  @Option(help: "Display frames per second: 30, 60 or 120 (default 60).")
  var frameRate: Int?

  @Option(help: "Speed factor: 2 replays twice as fast (default 1).")
  var speed: Double?

  @Option(help: "Which gesture of the recording to replay, from 0 (default 0).")
  var gesture: Int?

  @Flag(help: "Print the report as JSON instead of text.")
  var json = false

  /// Checks the options.
  public func validate() throws {
    if let scene {
      try MainActor.assumeIsolated { try SceneChoice.check(scene) }
    }
    if let frameRate, !ReplaySettings.supportedFrameRates.contains(frameRate) {
      throw ValidationError("--frame-rate must be 30, 60 or 120 (got \(frameRate))")
    }
    if let speed, !(speed.isFinite && speed > 0) {
      throw ValidationError("--speed must be a number above 0 (got \(speed))")
    }
    if let gesture, gesture < 0 { throw ValidationError("--gesture must be 0 or more") }
  }

  /// Runs the command.
  public func run() throws {
    var expectations: ReplayExpectations?
    if let expect {
      do {
        expectations = try ReplayExpectations.load(contentsOf: URL(fileURLWithPath: expect))
      } catch {
        FileHandle.standardError.write(Data("gesturetape: \(error)\n".utf8))
        throw ExitCode(2)
      }
    }
    var settings = expectations?.settings?.replaySettings ?? ReplaySettings()
    if let frameRate { settings.frameRate = frameRate }
    if let speed { settings.speed = speed }
    if let gesture { settings.gesture = gesture }
    let url = URL(fileURLWithPath: file)
    let sceneName = scene ?? expectations?.scene
    let outcome = try SceneChoice.replay(contentsOf: url, settings: settings, scene: sceneName)
    let result: ReplayResult
    switch outcome {
    case .success(let value): result = value
    case .failure(let error):
      FileHandle.standardError.write(Data((Self.message(for: error, file: file) + "\n").utf8))
      throw ExitCode(2)
    }
    let failures = expectations?.verify(result)
    let report = ReplayReport(result, expectationFailures: failures)
    print(json ? report.json : report.text)
    if let failures, !failures.isEmpty { throw ExitCode(1) }
  }
}

extension ReplayCommand {
  /// The line printed for a replay that could not run: a reader's error already names the
  /// file, line and column (`FILE:LINE:COL: error: …`); the others get the file in front.
  static func message(for error: ReplayError, file: String) -> String {
    if case .unreadable = error { return "\(error)" }
    return "gesturetape: \(file): \(error)"
  }
}
