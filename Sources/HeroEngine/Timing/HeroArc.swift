import Foundation

/// The curved path of Hero's `arc(intensity:)` modifier: a quadratic Bézier from `start` to
/// `end`.
///
/// The control point is `mid + (corner − mid) · intensity`, where `mid` is the midpoint of the
/// two ends and `corner` is `(end.x, start.y)` when the path goes up (`start.y > end.y`), else
/// `(start.x, end.y)`. Hero uses the path only when both |dx| and |dy| are at least 1 point.
public struct HeroArc: Hashable, Sendable {
  /// Where the path starts.
  public let start: CGPoint
  /// Where the path ends.
  public let end: CGPoint
  /// The quadratic control point.
  public let control: CGPoint

  /// The arc from `start` to `end` bent by `intensity` (1 = a full corner).
  public init(from start: CGPoint, to end: CGPoint, intensity: CGFloat) {
    self.start = start
    self.end = end
    let corner =
      start.y > end.y ? CGPoint(x: end.x, y: start.y) : CGPoint(x: start.x, y: end.y)
    let mid = CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
    control = CGPoint(
      x: mid.x + (corner.x - mid.x) * intensity, y: mid.y + (corner.y - mid.y) * intensity)
  }

  /// Whether Hero would use an arc between these points (|dx| ≥ 1 and |dy| ≥ 1).
  public static func applies(from start: CGPoint, to end: CGPoint) -> Bool {
    abs(start.x - end.x) >= 1 && abs(start.y - end.y) >= 1
  }

  /// The point at curve parameter `s` (0 = start, 1 = end).
  public func point(at s: Double) -> CGPoint {
    let t = CGFloat(s)
    let u = 1 - t
    return CGPoint(
      x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
      y: u * u * start.y + 2 * u * t * control.y + t * t * end.y)
  }
}
