import ArgumentParser
import Foundation
import GestureLog
import HeadlessUI
import InputDevices

/// `gesturetape-bench input`: evdev events per second through interpretation (frames → touch
/// frames in points) and through interpretation plus recognition (touch frames delivered to a
/// window whose view has a pan and a pinch recognizer).
struct InputBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "input",
    abstract: "Interpretation and recognition throughput on the shipped real recordings.")

  @Option(help: "How many times each recording is replayed per run.")
  var repetitions = 200

  @Option(help: "The folder of evemu recordings to use.")
  var recordings = "recordings/sources"

  func run() throws {
    let folder = URL(fileURLWithPath: recordings)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".evemu") }.sorted()
    var devices: [RecordedDevice] = []
    for name in names {
      let loaded = try GestureLogReader.read(contentsOf: folder.appendingPathComponent(name))
      devices.append(contentsOf: loaded.recording.devices)
    }
    let eventsPerPass = devices.reduce(0) { $0 + $1.events.count }
    let repetitions = max(1, self.repetitions)
    print(
      "Input benchmarks: \(names.count) recordings, \(eventsPerPass) events per pass, "
        + "\(repetitions) passes per run, best of 5 runs")
    MainActor.assumeIsolated {
      let interpretation = InputBenchRunner.best {
        InputBenchRunner.interpret(devices, repetitions: repetitions)
      }
      InputBenchRunner.print("interpretation (evdev → touch frames)", interpretation)
      let recognition = InputBenchRunner.best {
        InputBenchRunner.interpretAndRecognize(devices, repetitions: repetitions)
      }
      InputBenchRunner.print("interpretation + recognition (window, pan, pinch)", recognition)
      let segmentation = InputBenchRunner.best {
        InputBenchRunner.segment(devices, repetitions: repetitions)
      }
      InputBenchRunner.print("segmentation", segmentation)
    }
  }
}

@MainActor
enum InputBenchRunner {
  /// Runs `body` (returning events processed) five times; the best events per second.
  static func best(_ body: () -> Int) -> Double {
    let clock = ContinuousClock()
    var best = 0.0
    for _ in 0..<5 {
      var events = 0
      let elapsed = clock.measure { events = body() }
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      best = max(best, Double(events) / max(seconds, 1e-9))
    }
    return best
  }

  static func print(_ name: String, _ eventsPerSecond: Double) {
    Swift.print(
      String(format: "  %-52@ %8.2f M events/s", name as NSString, eventsPerSecond / 1e6))
  }

  static func interpret(_ devices: [RecordedDevice], repetitions: Int) -> Int {
    var events = 0
    var touches = 0
    for _ in 0..<repetitions {
      for device in devices {
        var stream = TouchStream(description: device.description)
        for frame in device.frames {
          if let touchFrame = stream.feed(frame) { touches &+= touchFrame.touches.count }
        }
        touches &+= stream.finish().count
        events += device.events.count
      }
    }
    if touches == -1 { Swift.print("") }
    return events
  }

  static func interpretAndRecognize(_ devices: [RecordedDevice], repetitions: Int) -> Int {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 812))
    let view = UIView(frame: window.bounds)
    window.addSubview(view)
    window.makeKeyAndVisible()
    var changes = 0
    let pan = UIPanGestureRecognizer { _ in changes &+= 1 }
    let pinch = UIPinchGestureRecognizer { _ in changes &+= 1 }
    view.addGestureRecognizer(pan)
    view.addGestureRecognizer(pinch)
    var events = 0
    var origin = VirtualInstant.zero
    for _ in 0..<repetitions {
      for device in devices {
        var stream = TouchStream(description: device.description)
        for frame in device.frames {
          if let touchFrame = stream.feed(frame) { window.deliver(touchFrame, origin: origin) }
        }
        for touchFrame in stream.finish() { window.deliver(touchFrame, origin: origin) }
        events += device.events.count
        let end = device.events.last?.time.microseconds ?? 0
        origin = origin + .microseconds(end + 1_000_000)
      }
    }
    if changes == -1 { Swift.print("") }
    return events
  }

  static func segment(_ devices: [RecordedDevice], repetitions: Int) -> Int {
    var events = 0
    var count = 0
    for _ in 0..<repetitions {
      for (index, device) in devices.enumerated() {
        count &+= GestureSegmenter.segments(of: device, deviceIndex: index).count
        events += device.events.count
      }
    }
    if count == -1 { Swift.print("") }
    return events
  }
}
