import AppExploring
import ArgumentParser
import Foundation
import HeadlessUI
import PlacesApp
import Replay

/// `gesturetape-bench explore`: the places example (Examples/iOS/PlacesApp) explored as
/// `gesturetape explore` explores it inside the app's process — launched for every run, every
/// screen surveyed, every control tapped, every gesture driven with the standard recordings.
struct ExploreBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explore",
    abstract: "Explore the places example: every screen, every control, every gesture.")

  @Option(help: "The recordings folder (default: the repository's recordings/).")
  var recordings: String?

  func run() throws {
    let folder =
      recordings.map { URL(fileURLWithPath: $0) }
      ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("recordings")
    try MainActor.assumeIsolated {
      InterfaceBuilderDiagnostics.printsToStandardError = false
      let explorer = try AppExplorer(
        options: ExploreOptions(recordings: ExploreRecording.standard(in: folder))
      ) { .launch(appResources) }
      let report = explorer.explore()
      print("Explore benchmark (best of 5 explorations)")
      print(
        "  places app: \(report.screens.count) screens, \(report.controlsTapped) taps, "
          + "\(report.gesturesDriven) gestures driven, \(report.runs) runs, "
          + "\(report.problems.count) problems")
      try LaunchBench.report("    one whole exploration", per: 1) { _ = explorer.explore() }
    }
    // `clock()` is the processor time of the whole process (user and system), in
    // `CLOCKS_PER_SEC` units; it needs no platform-specific `rusage` spelling.
    let cpu = Double(clock()) / Double(CLOCKS_PER_SEC)
    print(String(format: "  CPU of the whole command (6 explorations): %.2f s", cpu))
  }
}
