import ArgumentParser
import DemoScene
import Foundation
import GestureLog
import PlacesApp
import Replay

/// `gesturetape-bench hunt`: a hunt (`Replayer.hunt`) over the benchmark recording
/// (`ReplayBenchRecordings.name`) into
/// the demo scene at 60 Hz, every variant replayed (none fails there, so the budget is spent) —
/// how many variants a minute one core hunts, and the peak memory a budget costs. With `--scene
/// places`, the size of an app a user brings: the flick down hunted in the places example launched
/// whole (Examples/iOS/PlacesApp), after a tap on its third row, at the default budget of 500.
struct HuntBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "hunt",
    abstract: "A hunt of the benchmark recording: variants a minute on one core, peak memory.")

  @Option(help: "Variants per hunt (the recording as recorded included).")
  var budget = 2_000

  @Option(help: "Hunts timed (the best is reported).")
  var runs = 3

  @Option(help: "The folder of shipped recordings (.gtape).")
  var recordings = "recordings"

  @Option(
    help: "The scene: demo, demo-nav, or places (the places app launched, after a tap on row 2).")
  var scene = "demo"

  func run() throws {
    guard ["demo", "demo-nav", "places"].contains(scene) else {
      throw ValidationError("--scene must be demo, demo-nav or places (got \(scene))")
    }
    if scene == "places" { return try runPlaces() }
    let (name, recording) = try ReplayBenchRecordings.benchmark(in: recordings)
    let budget = max(1, self.budget)
    let inNavigation = scene == "demo-nav"
    let before = ReplayBenchMemory.residentKilobytes() ?? 0
    let report = Self.best(of: runs) {
      try? Replayer().hunt(
        recording, into: DemoReplayScene(inNavigationController: inNavigation), source: name,
        options: .init(budget: budget, distinctFailures: 1_000, seed: 1))
    }
    let peak = ReplayBenchMemory.peakKilobytes() ?? 0
    print("Hunt benchmark: \(name), gesture 0, 60 Hz, \(scene), seed 1")
    print("  variants: \(report.tried) (\(report.failing) failing)")
    print(
      "  wall time per hunt (best of \(max(1, runs))): " + String(format: "%.2f s", report.best))
    print(
      "  per variant: "
        + String(format: "%.3f ms", report.best * 1000 / Double(max(report.tried, 1)))
        + String(
          format: ", %.0f variants a minute on one core", Double(report.tried) / report.best * 60))
    print("  memory: peak RSS \(peak) kB (RSS \(before) kB before hunting)")
  }

  /// The places app, launched as iOS launches it, tapped to its third place, and the flick down
  /// hunted with the default budget: the wall time of one hunt, best of `runs`.
  func runPlaces() throws {
    let name = "virtio-touchscreen-1fg-flick-down.gtape"
    let recording = try GestureLogReader.read(
      contentsOf: URL(fileURLWithPath: recordings).appendingPathComponent(name)
    ).recording
    let steps = [try ReplayStep(text: "tap row 2")]
    let report = Self.best(of: runs) {
      try? Replayer().hunt(
        recording, after: steps, into: AppReplayScene.launch(appResources), source: name,
        options: .init(budget: 500, seed: 1))
    }
    print("Hunt benchmark: \(name) after 'tap row 2', the places app launched whole, seed 1")
    print("  variants: \(report.tried) (\(report.failing) failing)")
    print(
      "  wall time per hunt (best of \(max(1, runs))): " + String(format: "%.2f s", report.best))
  }

  /// The best wall time of `runs` hunts `hunt` makes (at least one), with the last one's
  /// variants tried and failing.
  static func best(
    of runs: Int, _ hunt: @MainActor () -> ReplayHunt?
  ) -> (best: Double, tried: Int, failing: Int) {
    MainActor.assumeIsolated {
      let clock = ContinuousClock()
      var best = Double.infinity
      var tried = 0
      var failing = 0
      for _ in 0..<max(1, runs) {
        var made: ReplayHunt?
        let elapsed = clock.measure { made = hunt() }
        tried = made?.tried ?? 0
        failing = made?.failing ?? 0
        let seconds =
          Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        best = min(best, seconds)
      }
      return (best, tried, failing)
    }
  }
}
