import Foundation
import Kinematics

extension TouchFrame {
  /// A straight one-finger drag from `start` to `end` over `duration`, sampled at
  /// `samplesPerSecond`, ending with a release frame at `end` one sample interval later:
  /// synthetic input for tests.
  public static func drag(
    from start: CGPoint, to end: CGPoint, duration: VirtualDuration, samplesPerSecond: Int = 100
  ) -> [TouchFrame] {
    let rate = Int64(max(samplesPerSecond, 1))
    let length = max(duration.nanoseconds, 0)
    let (scaled, overflow) = length.multipliedReportingOverflow(by: rate)
    let steps = max(1, Int((overflow ? Int64.max : scaled) / 1_000_000_000))
    var frames: [TouchFrame] = []
    frames.reserveCapacity(steps + 2)
    for step in 0...steps {
      let fraction = Double(step) / Double(steps)
      let point = CGPoint(
        x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
      let time = VirtualInstant(
        nanoseconds: length / Int64(steps) * Int64(step)
          + length % Int64(steps) * Int64(step) / Int64(steps))
      frames.append(
        TouchFrame(
          time: time,
          touches: [TouchPoint(id: 0, phase: step == 0 ? .began : .moved, location: point)]))
    }
    let last = frames.last?.time ?? .zero
    frames.append(
      TouchFrame(
        time: last + .nanoseconds(1_000_000_000 / rate),
        touches: [TouchPoint(id: 0, phase: .ended, location: end)]))
    return frames
  }
}
