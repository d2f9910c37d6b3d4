import ArgumentParser
import DemoScene
import Foundation
import HeadlessUI
import HeroEngine

/// `gesturetape-bench engine`: the cost of Hero-compatible transitions on the demo scene
/// (the image-gallery dismissal: 21 animated views).
struct EngineBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "engine",
    abstract: "One frame of the demo transition, and a whole interactive dismissal.")

  @Option(help: "Repetitions of the per-frame loops.")
  var iterations = 100_000

  @Option(help: "Whole dismissals measured (the best and the median are printed).")
  var dismissals = 200

  @Flag(help: "Only the whole dismissal without the timeline (for profiling).")
  var onlyDismissal = false

  func run() throws {
    let iterations = max(1, self.iterations)
    let dismissals = max(1, self.dismissals)
    let onlyDismissal = self.onlyDismissal
    MainActor.assumeIsolated {
      let runner = EngineBenchRunner(iterations: iterations, dismissals: dismissals)
      if onlyDismissal {
        runner.wholeDismissal(recording: false)
      } else {
        runner.runAll()
      }
    }
  }
}

/// A pan recognizer whose translation and velocity the benchmark sets.
@MainActor
final class BenchPan: UIPanGestureRecognizer {
  var scriptedTranslation = CGPoint.zero
  var scriptedVelocity = CGPoint(x: 0, y: 800)
  override func translation(in view: UIView?) -> CGPoint { scriptedTranslation }
  override func velocity(in view: UIView?) -> CGPoint { scriptedVelocity }
}

@MainActor
struct EngineBenchRunner {
  let iterations: Int
  let dismissals: Int

  func runAll() {
    print("Engine benchmarks (demo scene, 21 animated views)")
    perFrame()
    wholeDismissal(recording: false)
    wholeDismissal(recording: true)
  }

  /// A scene mid-dismissal: began, then paused at progress 0.1 by one change.
  func pausedScene(_ pan: BenchPan) -> GalleryScene {
    let scene = DemoScene.make(frameRate: 120, panGestureRecognizer: pan)
    scene.run {
      pan.scriptedTranslation = CGPoint(x: 0, y: 10)
      pan.state = .began
      pan.scriptedTranslation = CGPoint(x: 0, y: 133.4)
      pan.state = .changed
    }
    return scene
  }

  func perFrame() {
    let pan = BenchPan()
    let scene = pausedScene(pan)
    let engine = scene.engine
    let imageView =
      (scene.imageViewController.collectionView?.visibleCells.first
      as? ScrollingImageCell)?.imageView
    // One display frame: the presentation of every animated view, in container coordinates.
    report("frame: presentation of all views (paused)") {
      var sink: CGFloat = 0
      for _ in 0..<iterations { sink += engine.currentFrame().views[0].position.y }
      return (iterations, sink)
    }
    // A gesture event's engine work: update (seek all views) + apply to the image.
    report("gesture event: update + apply") {
      var sink: CGFloat = 0
      for index in 0..<iterations {
        let y = CGFloat(index % 200)
        Hero.withShared(engine) {
          engine.update(progress: Double(y / 1334))
          if let imageView {
            engine.apply(modifiers: [.position(CGPoint(x: 187.5, y: 333.5 + y))], to: imageView)
          }
        }
        sink += y
      }
      return (iterations, sink)
    }
    // One frame of the free-running finish: all views evaluated at a moving clock.
    scene.run {
      pan.state = .ended
    }
    report("frame: presentation of all views (finishing)") {
      var sink: CGFloat = 0
      for _ in 0..<iterations { sink += engine.currentFrame().views[0].position.y }
      return (iterations, sink)
    }
  }

  /// began, 60 × (advance one 120 Hz frame, change = update + apply), ended (finish), then
  /// run to completion at 120 Hz.
  func wholeDismissal(recording: Bool) {
    var times: [Double] = []
    var frames = 0
    for _ in 0..<dismissals {
      let pan = BenchPan()
      let scene = DemoScene.make(frameRate: 120, panGestureRecognizer: pan)
      scene.engine.isRecordingTimeline = recording
      let clock = ContinuousClock()
      let elapsed = clock.measure {
        scene.run {
          pan.scriptedTranslation = CGPoint(x: 0, y: 10)
          pan.state = .began
          for step in 1...60 {
            scene.clock.advance(by: .nanoseconds(8_333_333))
            pan.scriptedTranslation = CGPoint(x: 0, y: 10 + CGFloat(step) * 2)
            pan.state = .changed
          }
          pan.scriptedVelocity = CGPoint(x: 0, y: 1500)
          pan.state = .ended
          scene.clock.runUntilIdle()
        }
      }
      guard scene.engine.state == .possible else {
        print("  dismissal did not complete")
        return
      }
      frames = scene.engine.timeline.frames.count
      times.append(seconds(elapsed))
    }
    times.sort()
    let label = recording ? "with timeline" : "no timeline"
    print(
      String(
        format: "  %-50@ best %7.1f µs, median %7.1f µs%@",
        "whole dismissal, 60 update+apply, 120 Hz (\(label))" as NSString,
        times[0] * 1e6, times[times.count / 2] * 1e6,
        recording ? " (\(frames) frames recorded)" as NSString : "" as NSString))
  }

  func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// Runs `body` five times and prints the best time per operation.
  func report(_ name: String, _ body: () -> (Int, CGFloat)) {
    let clock = ContinuousClock()
    var best = Double.infinity
    var sink: CGFloat = 0
    for _ in 0..<5 {
      var result = (1, CGFloat(0))
      let elapsed = clock.measure { result = body() }
      sink += result.1
      best = min(best, seconds(elapsed) / Double(max(1, result.0)))
    }
    print(
      String(format: "  %-50@ %9.1f ns", name as NSString, best * 1e9), sink.isNaN ? "" : "")
  }
}
