/// The rendered state of one view on one display frame.
///
/// The id and heroID are held once per process (the state refers to them without retaining
/// them): a state copies like plain bytes, which is what a timeline of thousands of them
/// needs.
public struct ReplayViewState: Hashable, Sendable, Codable {
  /// The view's names, interned (``ReplayViewName``): never freed, so not retained here, and
  /// read without retaining them either (reading an `unowned(unsafe)` reference retains it for
  /// the read; checks read ids for every view of every frame).
  // `Unmanaged` because an interned name lives as long as the process (it cannot dangle): a
  // strong reference costs a retain and a release per state copied, 0.18 M instructions of a
  // replay, 3.1 % of the replay benchmark (docs/PERFORMANCE.md, "Unsafe code").
  private var nameReference: Unmanaged<ReplayViewName>
  /// A name for the view that is stable across runs: its heroID when it has one, otherwise a
  /// name the scene gives it (e.g. `"gallery.root"`).
  public var id: String {
    get { nameReference._withUnsafeGuaranteedRef { $0.id } }
    set { self.name = .interned(id: newValue, heroID: heroID) }
  }
  /// The view's heroID, if it has one.
  public var heroID: String? {
    get { nameReference._withUnsafeGuaranteedRef { $0.heroID } }
    set { self.name = .interned(id: id, heroID: newValue) }
  }
  /// The interned names.
  private var name: ReplayViewName {
    get { nameReference.takeUnretainedValue() }
    set { nameReference = Unmanaged.passUnretained(newValue) }
  }

  /// Whether `other` has the same id and heroID (the same interned names), without reading
  /// them.
  @inline(__always)
  func hasSameNames(as other: ReplayViewState) -> Bool {
    nameReference.toOpaque() == other.nameReference.toOpaque()
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
  /// Whether a person could see any of the view on this frame: false when it lies wholly off
  /// the screen, when it or an ancestor is hidden or fully transparent, or when an opaque view
  /// drawn in front of it (a view controller's view, or a view of the window's own) covers it
  /// whole. Jumps of a view nobody can see are not reported (``ReplayJump``, the no-jump check).
  public var isVisible: Bool
  /// Whether a running animation (a `UIView` animation, a property animator, UIKit's
  /// transition animations) drew the view where it is on this frame: motion an animation
  /// explains is no jump (``ReplayJump``).
  public var isAnimated = false

  /// A view state.
  public init(
    id: String, heroID: String? = nil, position: ReplayPoint, width: Double, height: Double,
    opacity: Double = 1, scale: Double = 1, isVisible: Bool = true
  ) {
    self.init(
      name: .interned(id: id, heroID: heroID), position: position, width: width,
      height: height, opacity: opacity, scale: scale, isVisible: isVisible)
  }

  /// A view state with names already interned.
  init(
    name: ReplayViewName, position: ReplayPoint, width: Double, height: Double,
    opacity: Double, scale: Double, isVisible: Bool = true
  ) {
    self.nameReference = Unmanaged.passUnretained(name)
    self.position = position
    self.width = width
    self.height = height
    self.opacity = opacity
    self.scale = scale
    self.isVisible = isVisible
  }

  // Interned names: the same names are the same object.
  public static func == (lhs: ReplayViewState, rhs: ReplayViewState) -> Bool {
    lhs.hasSameNames(as: rhs) && lhs.position == rhs.position && lhs.width == rhs.width
      && lhs.height == rhs.height && lhs.opacity == rhs.opacity && lhs.scale == rhs.scale
      && lhs.isVisible == rhs.isVisible && lhs.isAnimated == rhs.isAnimated
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(nameReference.toOpaque())
    hasher.combine(position)
    hasher.combine(width)
    hasher.combine(height)
    hasher.combine(opacity)
    hasher.combine(scale)
    hasher.combine(isVisible)
    hasher.combine(isAnimated)
  }

  private enum CodingKeys: String, CodingKey {
    case id, heroID, position, width, height, opacity, scale, visible, animated
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
      scale: try container.decode(Double.self, forKey: .scale),
      isVisible: try container.decodeIfPresent(Bool.self, forKey: .visible) ?? true)
    isAnimated = try container.decodeIfPresent(Bool.self, forKey: .animated) ?? false
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
    // Written only when false: files written before it existed read as visible.
    if !isVisible { try container.encode(false, forKey: .visible) }
    // Written only when true, for the same reason.
    if isAnimated { try container.encode(true, forKey: .animated) }
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
