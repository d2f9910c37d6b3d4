import ArgumentParser
import Foundation
import Replay

/// `gesturetape plot FILE -o out.svg`: replay into a scene and draw the paths.
public struct PlotCommand: ParsableCommand {
  /// The command's name, help and discussion.
  public static let configuration = CommandConfiguration(
    commandName: "plot",
    abstract: "Replay a gesture log into a scene and draw the finger and views as SVG.",
    discussion: """
      Replays into --scene (gesturetape's default is the demo). Left: the scene's screen with \
      the finger's path (solid; ● where it went down, ■ where it lifted) and the path of every \
      view with a heroID (dashed; paths that leave the screen run along its edge). Right, over \
      a shared time axis in seconds: the y position, the x position (when something moves 24 \
      points or more sideways) and the transition's progress with the handler's threshold and \
      the sum it compared. The transition's start, the release and its end are marked across \
      the time panels; the decision is printed under the title; the legend lists what was \
      drawn. View the SVG in a browser, or convert it (rsvg-convert -o out.png out.svg).
      """
  )

  /// A command with no arguments parsed yet.
  public init() {}

  @Argument(help: "The gesture log (.gtape, evemu or libinput record YAML).", completion: .file())
  var file: String

  @Option(name: [.short, .customLong("output")], help: "The SVG file to write.")
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
    let url = URL(fileURLWithPath: file)
    let sceneName = scene
    let outcome = try SceneChoice.replay(contentsOf: url, settings: settings, scene: sceneName)
    switch outcome {
    case .success(let result):
      do {
        try ReplayPlot.svg(result).write(
          to: URL(fileURLWithPath: output), atomically: true, encoding: .utf8)
      } catch {
        FileHandle.standardError.write(Data("gesturetape: cannot write \(output): \(error)\n".utf8))
        throw ExitCode(2)
      }
      print("\(output): \(result.outcome.kind.rawValue), \(result.input.count) input frames, "
        + "\(result.timeline.count) display frames")
    case .failure(let error):
      FileHandle.standardError.write(Data((ReplayCommand.message(for: error, file: file) + "\n").utf8))
      throw ExitCode(2)
    }
  }
}
