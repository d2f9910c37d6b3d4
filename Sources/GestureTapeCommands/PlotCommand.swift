import ArgumentParser
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
      a shared time axis in seconds: the y position (down, as on the screen), the x position \
      (up; when something moves 24 points or more sideways) and the transition's progress \
      with the handler's threshold on a 0-1 scale and the sum it compared as a labelled dot. The transition's start, the release and its end are marked across \
      the time panels; the decision is printed under the title; the legend lists what was \
      drawn. View the SVG in a browser, or convert it (rsvg-convert -o out.png out.svg).
      """
  )

  /// A command with no arguments parsed yet.
  public init() {}

  @OptionGroup var options: ReplayOptions

  @Option(name: [.short, .customLong("output")], help: "The SVG file to write.")
  var output: String

  /// Checks the output's extension.
  public func validate() throws {
    try CommandErrors.checkExtension(of: output, is: "svg", for: "plot")
  }

  /// Runs the command.
  public func run() throws {
    let result = try options.replayForDrawing()
    try CommandErrors.write(ReplayPlot.svg(result), to: output, what: "the plot")
    print(
      "\(output): \(result.outcome.kind.rawValue), \(result.input.count) input frames, "
        + "\(result.timeline.count) display frames")
  }
}
