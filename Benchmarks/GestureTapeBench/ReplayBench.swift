import ArgumentParser
import DemoScene
import Foundation
import GestureLog
import Replay

/// `gesturetape-bench replay`: the benchmark recording (``ReplayBenchRecordings/name``, all of
/// its input) replayed into
/// the demo scene at 120 Hz: how many times faster than real time, and how much memory the
/// replays take beyond the loaded recording.
struct ReplayBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay speed (× real time) and memory of the demo scene at 120 Hz.")

  @Option(help: "Replays per run (the best run is reported).")
  var repetitions = 20

  @Option(
    help: ArgumentHelp(
      "Timed runs (the best is reported).",
      discussion:
        "Under valgrind --tool=callgrind, the instructions of one replay are the difference "
        + "between two invocations with --runs 1 and different --repetitions, divided by the "
        + "difference in replays (Scripts/replay-instructions.sh, docs/PERFORMANCE.md)."))
  var runs = 5

  @Option(help: "The folder of shipped recordings (.gtape).")
  var recordings = "recordings"

  @Option(help: "Display frames per second.")
  var frameRate = 120

  func run() throws {
    let (name, recording) = try ReplayBenchRecordings.benchmark(in: recordings)
    let baseline = ReplayBenchMemory.residentKilobytes()
    let settings = ReplaySettings(frameRate: frameRate, gesture: nil)
    let repetitions = max(1, self.repetitions)
    let report: (virtual: Int64, best: Double, digest: String, frames: Int) =
      MainActor.assumeIsolated {
        let clock = ContinuousClock()
        var best = Double.infinity
        var virtual: Int64 = 0
        var digest = ""
        var frames = 0
        for _ in 0..<max(1, runs) {
          var seconds = 0.0
          let elapsed = clock.measure {
            for _ in 0..<repetitions {
              guard
                let result = try? Replayer(settings: settings).replay(
                  recording, into: DemoReplayScene(), source: name)
              else { continue }
              virtual = result.timeline.last?.time.nanoseconds ?? 0
              frames = result.timeline.count
            }
          }
          seconds =
            Double(elapsed.components.seconds)
            + Double(elapsed.components.attoseconds) / 1e18
          best = min(best, seconds / Double(repetitions))
        }
        if let result = try? Replayer(settings: settings).replay(
          recording, into: DemoReplayScene(), source: name)
        {
          digest = result.digest
        }
        return (virtual, best, digest, frames)
      }
    let peak = ReplayBenchMemory.peakKilobytes()
    let virtualSeconds = Double(report.virtual) / 1e9
    print("Replay benchmark: \(name), all input, \(frameRate) Hz, \(report.frames) display frames")
    print("  virtual time per replay: \(String(format: "%.3f", virtualSeconds)) s")
    print(
      "  wall time per replay (best of \(max(1, runs)) × \(repetitions)): "
        + String(format: "%.3f ms", report.best * 1000))
    print("  speed: " + String(format: "%.0f", virtualSeconds / report.best) + "× real time")
    if let baseline, let peak {
      print(
        "  memory: peak RSS \(peak) kB, \(max(0, peak - baseline)) kB beyond the loaded "
          + "recording (RSS \(baseline) kB before replaying)")
    }
    print("  digest: \(report.digest)")
  }
}

/// The recordings the replay benchmarks use.
enum ReplayBenchRecordings {
  /// The recording every replay benchmark replays: the longest recording of a real device's
  /// own events (9.7 s of a mouse's motion, wheel, clicks and drags). Named, not picked by
  /// length, so that a longer recording added to recordings/ does not change what is measured.
  static let name = "logitech-ultrathin-touch-mouse-drag-wheel.gtape"

  /// The benchmark recording (``name``) in `folder`, and its name.
  static func benchmark(in folder: String) throws -> (name: String, recording: Recording) {
    let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw ValidationError("no \(name) in \(folder)")
    }
    return (name, try GestureLogReader.read(contentsOf: url).recording)
  }
}

/// Resident-memory readings from /proc/self/status (Linux).
enum ReplayBenchMemory {
  static func residentKilobytes() -> Int? { field("VmRSS:") }
  static func peakKilobytes() -> Int? { field("VmHWM:") }

  private static func field(_ name: String) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix(name) {
      return line.split(separator: " ").compactMap { Int($0) }.first
    }
    return nil
  }
}
