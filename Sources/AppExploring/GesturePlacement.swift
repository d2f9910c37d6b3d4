import Foundation
import HeadlessUI
import InputDevices

/// Puts a recorded gesture where a surveyed gesture is: the touches moved so that the gesture
/// starts on the view (or at the screen edge an edge pan starts from) and turned so that the
/// first finger travels in the wanted direction, with every touch's timing and the shape of its
/// path (so its speed and its release velocity) kept as recorded. A path that would leave the
/// screen is moved back along its direction until it fits; one longer than the screen is scaled
/// down to fit (the only case in which speed changes).
enum GesturePlacement {
  /// How far inside the screen the placed touches stay, in points.
  static let margin: CGFloat = 2

  /// `frames` (a recording's, in screen points) placed on `gesture`'s view, turned to
  /// `direction` (nil: not turned, as for a pinch), inside `screen`.
  static func place(
    _ frames: [TouchFrame], on gesture: SurveyedGesture, direction: SurveyedGesture.Direction?,
    screen: CGRect
  ) -> [TouchFrame] {
    guard let first = frames.lazy.flatMap(\.touches).first else { return frames }
    let origin = first.location
    let angle = direction.map { rotation(of: frames, firstTouch: first.id, to: $0) } ?? 0
    let (cosine, sine) = (CGFloat(Foundation.cos(angle)), CGFloat(Foundation.sin(angle)))
    func offset(_ point: CGPoint) -> CGPoint {
      let dx = point.x - origin.x
      let dy = point.y - origin.y
      return CGPoint(x: dx * cosine - dy * sine, y: dx * sine + dy * cosine)
    }
    var offsets: [[CGPoint]] = frames.map { $0.touches.map { offset($0.location) } }
    // The path's extent around its start, for fitting it on the screen.
    let all = offsets.flatMap { $0 }
    var minimum = CGPoint(x: all.map(\.x).min() ?? 0, y: all.map(\.y).min() ?? 0)
    var maximum = CGPoint(x: all.map(\.x).max() ?? 0, y: all.map(\.y).max() ?? 0)
    let room = screen.insetBy(dx: margin, dy: margin)
    let scale = min(
      1, room.width / max(maximum.x - minimum.x, 1), room.height / max(maximum.y - minimum.y, 1))
    if scale < 1 {
      offsets = offsets.map { $0.map { CGPoint(x: $0.x * scale, y: $0.y * scale) } }
      minimum = CGPoint(x: minimum.x * scale, y: minimum.y * scale)
      maximum = CGPoint(x: maximum.x * scale, y: maximum.y * scale)
    }
    var start = startPoint(of: gesture, screen: screen)
    start.x = min(max(start.x, room.minX - minimum.x), room.maxX - maximum.x)
    start.y = min(max(start.y, room.minY - minimum.y), room.maxY - maximum.y)
    return zip(frames, offsets).map { frame, points in
      var placed = frame
      placed.touches = zip(frame.touches, points).map { touch, point in
        var moved = touch
        moved.location = CGPoint(x: start.x + point.x, y: start.y + point.y)
        return moved
      }
      return placed
    }
  }

  /// Where the placed gesture starts: an edge pan a point inside its edge, level with the
  /// middle of the view; any other gesture at the centre of the view's visible part.
  static func startPoint(of gesture: SurveyedGesture, screen: CGRect) -> CGPoint {
    let area = gesture.area
    switch gesture.fromEdge {
    case .left: return CGPoint(x: screen.minX + 1, y: area.midY)
    case .right: return CGPoint(x: screen.maxX - 1, y: area.midY)
    case .up: return CGPoint(x: area.midX, y: screen.minY + 1)
    case .down: return CGPoint(x: area.midX, y: screen.maxY - 1)
    case nil: return CGPoint(x: area.midX, y: area.midY)
    }
  }

  /// The angle (radians, counter-clockwise in screen coordinates where y grows down) that turns
  /// the first touch's travel, from where it began to where it was last seen, to `direction`.
  static func rotation(
    of frames: [TouchFrame], firstTouch: Int, to direction: SurveyedGesture.Direction
  ) -> Double {
    let path = frames.flatMap { $0.touches.filter { $0.id == firstTouch } }.map(\.location)
    guard let begin = path.first, let end = path.last else { return 0 }
    let travel = atan2(Double(end.y - begin.y), Double(end.x - begin.x))
    let wanted: Double =
      switch direction {
      case .right: 0
      case .down: Double.pi / 2
      case .left: Double.pi
      case .up: -Double.pi / 2
      }
    return wanted - travel
  }
}
