/// The rendered state of one view on one display frame.
public struct ReplayViewState: Hashable, Sendable, Codable {
  /// A name for the view that is stable across runs: its heroID when it has one, otherwise a
  /// name the scene gives it (e.g. `"gallery.root"`).
  public var id: String
  /// The view's heroID, if it has one.
  public var heroID: String?
  /// The presentation position (center) in window coordinates, in points.
  public var position: ReplayPoint
  /// The bounds width, in points.
  public var width: Double
  /// The bounds height, in points.
  public var height: Double
  /// The presentation opacity (0…1).
  public var opacity: Double
  /// The uniform scale of the presentation transform (1 when untransformed).
  public var scale: Double

  /// A view state.
  public init(
    id: String, heroID: String? = nil, position: ReplayPoint, width: Double, height: Double,
    opacity: Double = 1, scale: Double = 1
  ) {
    self.id = id
    self.heroID = heroID
    self.position = position
    self.width = width
    self.height = height
    self.opacity = opacity
    self.scale = scale
  }

  /// The frame the view covers on screen: the bounds scaled about the position.
  public var frame: ReplayRect {
    let w = width * scale
    let h = height * scale
    return ReplayRect(x: position.x - w / 2, y: position.y - h / 2, width: w, height: h)
  }
}

/// A rectangle in screen points.
public struct ReplayRect: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The minimum x.
  public var x: Double
  /// The minimum y.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// `(x, y, w × h)` with two decimals.
  public var description: String {
    "(\(ReplayFormat.number(x)), \(ReplayFormat.number(y)), "
      + "\(ReplayFormat.number(width)) × \(ReplayFormat.number(height)))"
  }
}
