import ArgumentParser
import Foundation
import HeadlessUI

/// `gesturetape-bench headlessui`: the cost of the HeadlessUI operations a transition frame
/// and a replayed gesture are made of.
struct HeadlessUIBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "headlessui",
    abstract: "View property updates, conversion, frame-clock ticks and touch dispatch.")

  @Option(help: "Repetitions of each measured loop.")
  var iterations = 200_000

  func run() throws {
    let iterations = max(1, self.iterations)
    MainActor.assumeIsolated {
      HeadlessUIBenchRunner(iterations: iterations).runAll()
    }
  }
}

@MainActor
struct HeadlessUIBenchRunner {
  let iterations: Int

  func runAll() {
    print("HeadlessUI benchmarks (\(iterations) iterations; best of 5 runs)")
    report("view update (position, bounds, transform, opacity, radius, z)", perOp: 1) {
      viewUpdates()
    }
    report("frame read of a transformed view", perOp: 1) { frameReads() }
    report("point conversion across 5 nested views", perOp: 1) { conversions() }
    report("frame-clock tick at 120 Hz (display link, empty handler)", perOp: 1) {
      clockTicks()
    }
    report("touch event to a pan recognizer (hit test + dispatch)", perOp: 1) {
      touchEvents()
    }
  }

  /// Runs `body` five times and prints the best time per operation.
  func report(_ name: String, perOp: Int, _ body: () -> Int) {
    let clock = ContinuousClock()
    var best = Double.infinity
    var sink = 0
    for _ in 0..<5 {
      var operations = 0
      let elapsed = clock.measure { operations = body() }
      sink &+= operations
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      best = min(best, seconds / Double(max(1, operations)))
    }
    let nanoseconds = best * 1e9
    let line = String(format: "  %-62@ %9.1f ns/op", name as NSString, nanoseconds)
    print(line, sink == -1 ? "" : "")
  }

  func viewUpdates() -> Int {
    let views = (0..<8).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
    var x: CGFloat = 0
    for _ in 0..<iterations / 8 {
      x += 0.5
      for view in views {
        view.layer.position = CGPoint(x: x, y: x)
        view.layer.bounds = CGRect(x: 0, y: 0, width: 100 + x, height: 100)
        view.layer.transform = CATransform3DMakeScale(1 + x / 1000, 1 + x / 1000, 1)
        view.layer.opacity = Float(x / 1000)
        view.layer.cornerRadius = x
        view.layer.zPosition = 1
      }
    }
    return (iterations / 8) * 8
  }

  func frameReads() -> Int {
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    view.transform = CGAffineTransform(rotationAngle: 0.3)
    var total: CGFloat = 0
    for index in 0..<iterations {
      view.center.x = CGFloat(index & 255)
      total += view.frame.minX
    }
    return total.isNaN ? 0 : iterations
  }

  func conversions() -> Int {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    var leaf = root
    for depth in 0..<5 {
      let child = UIView(frame: CGRect(x: 10, y: 10, width: 500, height: 500))
      if depth % 2 == 0 { child.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }
      leaf.addSubview(child)
      leaf = child
    }
    var total: CGFloat = 0
    for index in 0..<iterations {
      total += leaf.convert(CGPoint(x: CGFloat(index & 63), y: 1), to: root).x
    }
    return total.isNaN ? 0 : iterations
  }

  func clockTicks() -> Int {
    let clock = FrameClock(defaultFramesPerSecond: 120)
    var frames = 0
    let link = CADisplayLink(clock: clock) { _ in frames += 1 }
    clock.advance(to: .init(nanoseconds: Int64(iterations) * 1_000_000_000 / 120))
    link.invalidate()
    return frames
  }

  func touchEvents() -> Int {
    let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
    let target = UIView(frame: window.bounds)
    window.addSubview(target)
    window.makeKeyAndVisible()
    let pan = UIPanGestureRecognizer { _ in }
    target.addGestureRecognizer(pan)
    var events = 0
    var time: Int64 = 0
    let gestures = max(1, iterations / 100)
    for _ in 0..<gestures {
      time += 8_000_000
      window.deliver(
        [TouchPoint(id: 1, phase: .began, location: CGPoint(x: 160, y: 100))],
        at: .init(nanoseconds: time))
      for step in 1...98 {
        time += 8_000_000
        window.deliver(
          [TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 160, y: 100 + CGFloat(step)))],
          at: .init(nanoseconds: time))
      }
      time += 8_000_000
      window.deliver(
        [TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 160, y: 198))],
        at: .init(nanoseconds: time))
      events += 100
    }
    return events
  }
}
