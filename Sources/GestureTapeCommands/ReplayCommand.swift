import ArgumentParser
import Foundation
import GestureTapeTesting
import Replay

/// `gesturetape replay FILE`: replay a gesture log into a scene and report what happened.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay a gesture log into a scene and report the outcome.",
    discussion: """
      Interprets the recording's devices into touches (screen 375 × 667 points), picks one \
      gesture, and replays it on a virtual clock into the scene: Hero's image-gallery \
      pull-to-dismiss (the demo scene) with its seed pan handler. Prints the outcome \
      (finished, cancelled, no transition, stuck) and when, the handler's decision \
      (progress + velocity.y / height against 0.3) and which number decided it, the release, \
      key positions and the result's digest. With --expect, checks an expectation file \
      (recordings/NAME.expect.json) and exits 1 when an expectation fails; settings in the \
      file apply unless given here.
      """
  )

  @Argument(help: "The gesture log (.gtape, evemu or libinput record YAML).", completion: .file())
  var file: String

  @Option(help: "The scene to replay into (demo).")
  var scene: String = "demo"

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

  func validate() throws {
    guard scene == "demo" else {
      throw ValidationError("unknown scene '\(scene)'; the built-in scene is 'demo'")
    }
    if let frameRate, !ReplaySettings.supportedFrameRates.contains(frameRate) {
      throw ValidationError("--frame-rate must be 30, 60 or 120 (got \(frameRate))")
    }
    if let speed, !(speed.isFinite && speed > 0) {
      throw ValidationError("--speed must be a number above 0 (got \(speed))")
    }
    if let gesture, gesture < 0 { throw ValidationError("--gesture must be 0 or more") }
  }

  func run() throws {
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
    let outcome: Result<ReplayResult, ReplayError> = MainActor.assumeIsolated {
      do throws(ReplayError) {
        return .success(
          try Replayer(settings: settings).replay(contentsOf: url, into: DemoReplayScene()))
      } catch {
        return .failure(error)
      }
    }
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
