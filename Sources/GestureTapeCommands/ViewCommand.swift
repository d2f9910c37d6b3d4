import ArgumentParser
import Foundation
import Replay

/// `gesturetape view FILE -o replay.html`: replay into a scene and write the replay viewer.
public struct ViewCommand: ParsableCommand {
  /// The command's name, help and discussion.
  public static let configuration = CommandConfiguration(
    commandName: "view",
    abstract: "Replay a gesture log into a scene and write a replay viewer (one HTML file).",
    discussion: """
      Replays into --scene (gesturetape's default is the demo) and writes one self-contained \
      HTML file (no network, no external scripts or fonts): the window with every sampled \
      view drawn as its frame (heroID or identifier as the label) and the finger on top; a \
      timeline to scrub and play with the input frames, the transition's start, the release \
      and the end marked; the gesture track and the engine calls at the current time; the \
      handler's decision; the plot of `gesturetape plot`. Open it in a browser. Space plays, \
      the arrow keys step a frame, Home and End jump; add #frame=N or #t=SECONDS to the \
      address to open at a frame.
      """
  )

  /// A command with no arguments parsed yet.
  public init() {}

  @Argument(help: "The gesture log (.gtape, evemu or libinput record YAML).", completion: .file())
  var file: String

  @Option(name: [.short, .customLong("output")], help: "The HTML file to write.")
  var output: String

  @Option(help: "The scene to replay into (default: the tool's default scene).")
  var scene: String?

  @Option(help: "Display frames per second: 30, 60 or 120.")
  var frameRate = 60

  @Option(help: "Speed factor.")
  var speed = 1.0

  @Option(help: "Which gesture of the recording, from 0.")
  var gesture = 0

  /// Checks the options.
  public func validate() throws {
    guard ReplaySettings.supportedFrameRates.contains(frameRate) else {
      throw ValidationError("--frame-rate must be 30, 60 or 120 (got \(frameRate))")
    }
    guard speed.isFinite, speed > 0 else { throw ValidationError("--speed must be above 0") }
    if let scene {
      try MainActor.assumeIsolated { try SceneChoice.check(scene) }
    }
  }

  /// Runs the command.
  public func run() throws {
    let settings = ReplaySettings(frameRate: frameRate, speed: speed, gesture: gesture)
    let outcome = try SceneChoice.replay(
      contentsOf: URL(fileURLWithPath: file), settings: settings, scene: scene)
    switch outcome {
    case .success(let result):
      do {
        try ReplayViewer.html(result).write(
          to: URL(fileURLWithPath: output), atomically: true, encoding: .utf8)
      } catch {
        FileHandle.standardError.write(Data("gesturetape: cannot write \(output): \(error)\n".utf8))
        throw ExitCode(2)
      }
      print("\(output): \(result.outcome.kind.rawValue), \(result.timeline.count) display frames")
    case .failure(let error):
      FileHandle.standardError.write(Data((ReplayCommand.message(for: error, file: file) + "\n").utf8))
      throw ExitCode(2)
    }
  }
}
