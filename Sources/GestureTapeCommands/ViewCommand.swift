import ArgumentParser
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
      address to open at a frame. A replay that froze, stayed stuck, crashed or completed \
      twice, or fails a check of --expect, opens on its first failing frame with the failed \
      checks listed above everything else.
      """
  )

  /// A command with no arguments parsed yet.
  public init() {}

  @OptionGroup var options: ReplayOptions

  @Option(name: [.short, .customLong("output")], help: "The HTML file to write.")
  var output: String

  @Option(
    help: "An expectation file: its scene and settings apply, and the page lists its failures.",
    completion: .file())
  var expect: String?

  /// Checks the output's extension.
  public func validate() throws {
    try CommandErrors.checkExtension(of: output, is: "html", for: "view")
  }

  /// Runs the command.
  public func run() throws {
    let expectations = try expect.map(ReplayCommand.loadExpectations)
    let result = try options.replayForDrawing(
      settings: options.settings(over: expectations?.settings?.replaySettings ?? .init()),
      scene: expectations?.scene, expectations: expectations.map { ($0, expect ?? "") })
    // What `replay` would fail on is listed on the page, which opens on the first one.
    let failures = result.problemFailures + (expectations?.failures(of: result) ?? [])
    try CommandErrors.write(
      ReplayViewer.html(result, failures: failures), to: output, what: "the replay viewer")
    print("\(output): \(result.outcome.kind.rawValue), \(result.timeline.count) display frames")
  }
}
