/// The rendered state of one view on one display frame.
///
/// The id and heroID are held once per process (``ReplayViewName``): a state refers to them
/// with one reference, and two states' names compare by identity.
public struct ReplayViewState: Hashable, Sendable, Codable {
  /// The view's names, interned (``ReplayViewName``).
  private var name: ReplayViewName
  /// A name for the view that is stable across runs: its heroID when it has one, otherwise a
  /// name the scene gives it (e.g. `"gallery.root"`).
  public var id: String {
    get { name.id }
    set { name = .interned(id: newValue, heroID: heroID) }
  }
  /// The view's heroID, if it has one.
  public var heroID: String? {
    get { name.heroID }
    set { name = .interned(id: id, heroID: newValue) }
  }

  /// Whether `other` has the same id and heroID (the same interned names), without reading
  /// them.
  func hasSameNames(as other: ReplayViewState) -> Bool {
    name === other.name
  }
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
    self.init(
      name: .interned(id: id, heroID: heroID), position: position, width: width,
      height: height, opacity: opacity, scale: scale)
  }

  /// A view state with names already interned.
  init(
    name: ReplayViewName, position: ReplayPoint, width: Double, height: Double,
    opacity: Double, scale: Double
  ) {
    self.name = name
    self.position = position
    self.width = width
    self.height = height
    self.opacity = opacity
    self.scale = scale
  }

  // Interned names: the same names are the same object.
  public static func == (lhs: ReplayViewState, rhs: ReplayViewState) -> Bool {
    lhs.hasSameNames(as: rhs) && lhs.position == rhs.position && lhs.width == rhs.width
      && lhs.height == rhs.height && lhs.opacity == rhs.opacity && lhs.scale == rhs.scale
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(name))
    hasher.combine(position)
    hasher.combine(width)
    hasher.combine(height)
    hasher.combine(opacity)
    hasher.combine(scale)
  }

  private enum CodingKeys: String, CodingKey {
    case id, heroID, position, width, height, opacity, scale
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(String.self, forKey: .id),
      heroID: try container.decodeIfPresent(String.self, forKey: .heroID),
      position: try container.decode(ReplayPoint.self, forKey: .position),
      width: try container.decode(Double.self, forKey: .width),
      height: try container.decode(Double.self, forKey: .height),
      opacity: try container.decode(Double.self, forKey: .opacity),
      scale: try container.decode(Double.self, forKey: .scale))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encodeIfPresent(heroID, forKey: .heroID)
    try container.encode(position, forKey: .position)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
    try container.encode(opacity, forKey: .opacity)
    try container.encode(scale, forKey: .scale)
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
