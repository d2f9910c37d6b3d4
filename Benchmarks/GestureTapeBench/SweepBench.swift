import ArgumentParser
import DemoScene
import Foundation
import GestureLog
import Replay

/// `gesturetape-bench sweep`: the release timing sweep (`Replayer.sweep`: seven variants) of the
/// benchmark recording (`ReplayBenchRecordings.name`) into the demo scene inside a navigation controller at 120 Hz —
/// what `gesturetape replay --sweep release` costs, and how many variants a minute one core
/// replays (the measure a hunt over hundreds of variants depends on).
struct SweepBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sweep",
    abstract: "Release timing sweep (7 variants) of the benchmark recording: time and variants/min."
  )

  @Option(help: "Sweeps per run (the best of 5 runs is reported).")
  var repetitions = 5

  @Option(help: "The folder of shipped recordings (.gtape).")
  var recordings = "recordings"

  @Option(help: "Display frames per second.")
  var frameRate = 120

  func run() throws {
    let (name, recording) = try ReplayBenchRecordings.benchmark(in: recordings)
    let settings = ReplaySettings(frameRate: frameRate, gesture: nil)
    let repetitions = max(1, self.repetitions)
    let report: (best: Double, variants: Int, failing: Int, virtual: Double) =
      MainActor.assumeIsolated {
        let clock = ContinuousClock()
        var best = Double.infinity
        var variants = 0
        var failing = 0
        var virtual = 0.0
        for _ in 0..<5 {
          let elapsed = clock.measure {
            for _ in 0..<repetitions {
              guard
                let sweep = try? Replayer(settings: settings).sweep(
                  recording, into: DemoReplayScene(inNavigationController: true), source: name)
              else { continue }
              variants = sweep.rows.count
              failing = sweep.failing.count
              virtual = sweep.rows.reduce(0) { $0 + ($1.result.timeline.last?.time.seconds ?? 0) }
            }
          }
          let seconds =
            Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
          best = min(best, seconds / Double(repetitions))
        }
        return (best, variants, failing, virtual)
      }
    print("Sweep benchmark: \(name), all input, \(frameRate) Hz, demo-nav, release sweep")
    print("  variants: \(report.variants) (\(report.failing) failing)")
    print(
      "  wall time per sweep (best of 5 × \(repetitions)): "
        + String(format: "%.2f ms", report.best * 1000))
    print(
      "  per variant: "
        + String(format: "%.3f ms", report.best * 1000 / Double(max(report.variants, 1)))
        + String(
          format: ", %.0f variants a minute on one core", Double(report.variants) / report.best * 60
        ))
    print(
      "  virtual time per sweep: " + String(format: "%.3f s", report.virtual)
        + String(format: " (%.0f× real time)", report.virtual / report.best))
  }
}
