import Foundation
import HeadlessUI

/// A scripted one-finger drag for the transition tests: down at `from`, 10 pt every 10 ms
/// along `direction` until `distance`, held still 150 ms, and lifted (unless `lift` is false).
/// Returns the time of the last event in ms.
@MainActor
@discardableResult
func straightDrag(
  in window: UIWindow, from: CGPoint, direction: CGVector, distance: CGFloat,
  lift: Bool = true, start: Int64 = 0
) -> Int64 {
  func send(_ phase: TouchPhase, _ point: CGPoint, _ ms: Int64) {
    window.deliver(
      [TouchPoint(id: 1, phase: phase, location: point)],
      at: VirtualInstant(nanoseconds: ms * 1_000_000))
  }
  var point = from
  var ms = start
  var covered: CGFloat = 0
  send(.began, point, ms)
  while covered < distance {
    covered += 10
    ms += 10
    point = CGPoint(x: from.x + direction.dx * covered, y: from.y + direction.dy * covered)
    send(.moved, point, ms)
  }
  for _ in 0..<15 {
    ms += 10
    send(.stationary, point, ms)
  }
  if lift {
    ms += 10
    send(.ended, point, ms)
  }
  return ms
}
