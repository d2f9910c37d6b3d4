import Foundation
import HeadlessUI

/// What a view animates to (disappearing) or from (appearing): the fields Hero's modifiers
/// set, folded in array order.
///
/// A nil field leaves that property alone. For a DISAPPEARING view the state is where it
/// animates TO; for an APPEARING view it is where it animates FROM (its real layout is the
/// other end).
public struct HeroTargetState: Sendable {
  // The fields live in one copy-on-write box: a state is about 750 bytes of optionals, and
  // the engine passes states around (context lookups, preprocessors, view contexts) far more
  // often than it changes them. A copy is a retain; the first change to a shared state copies
  // the box.

  /// The stored fields.
  struct Fields {
    var beginState: [HeroModifier]?
    var conditionalModifiers: [HeroConditionalModifier]?
    var position: CGPoint?
    var size: CGSize?
    var transform: CATransform3D?
    var opacity: CGFloat?
    var cornerRadius: CGFloat?
    var backgroundColor: UIColor?
    var zPosition: CGFloat?
    var anchorPoint: CGPoint?
    var contentsRect: CGRect?
    var contentsScale: CGFloat?
    var borderWidth: CGFloat?
    var borderColor: UIColor?
    var shadowColor: UIColor?
    var shadowOpacity: CGFloat?
    var shadowOffset: CGSize?
    var shadowRadius: CGFloat?
    var shadowPath: CGPath?
    var displayShadow: Bool = true
    var masksToBounds: Bool?
    var overlay: (color: UIColor, opacity: CGFloat)?
    var spring: (stiffness: CGFloat, damping: CGFloat)?
    var delay: TimeInterval = 0
    var duration: TimeInterval?
    var timingFunction: CAMediaTimingFunction?
    var arc: CGFloat?
    var source: String?
    var cascade: (delta: TimeInterval, direction: CascadeDirection, delayMatchedViews: Bool)?
    var ignoreSubviewModifiers: Bool?
    var coordinateSpace: HeroCoordinateSpace?
    var useScaleBasedSizeChange: Bool?
    var snapshotType: HeroSnapshotType?
    var nonFade: Bool = false
    var forceAnimate: Bool = false
    var custom: [String: any Sendable]?
  }

  /// The box. Shared between copies and never changed while shared (every setter makes it
  /// unique first), which is what makes it safe to send.
  final class Storage: @unchecked Sendable {
    var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private var storage: Storage

  /// The box, made unique before a change.
  private var uniqueStorage: Storage {
    mutating get {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
      return storage
    }
  }

  /// Modifiers applied (set, not animated) before the transition starts.
  public var beginState: [HeroModifier]? {
    get { storage.fields.beginState }
    set { uniqueStorage.fields.beginState = newValue }
  }

  /// Conditional modifiers, resolved by the conditional preprocessor.
  public var conditionalModifiers: [HeroConditionalModifier]? {
    get { storage.fields.conditionalModifiers }
    set { uniqueStorage.fields.conditionalModifiers = newValue }
  }

  /// The layer position (the centre for the default anchor point).
  public var position: CGPoint? {
    get { storage.fields.position }
    set { uniqueStorage.fields.position = newValue }
  }

  /// The bounds size.
  public var size: CGSize? {
    get { storage.fields.size }
    set { uniqueStorage.fields.size = newValue }
  }

  /// The layer transform (3D as in Hero; headless geometry uses its affine projection).
  public var transform: CATransform3D? {
    get { storage.fields.transform }
    set { uniqueStorage.fields.transform = newValue }
  }

  /// The opacity, 0…1.
  public var opacity: CGFloat? {
    get { storage.fields.opacity }
    set { uniqueStorage.fields.opacity = newValue }
  }

  /// The corner radius.
  public var cornerRadius: CGFloat? {
    get { storage.fields.cornerRadius }
    set { uniqueStorage.fields.cornerRadius = newValue }
  }

  /// The background colour.
  public var backgroundColor: UIColor? {
    get { storage.fields.backgroundColor }
    set { uniqueStorage.fields.backgroundColor = newValue }
  }

  /// The z position (drawing order among siblings).
  public var zPosition: CGFloat? {
    get { storage.fields.zPosition }
    set { uniqueStorage.fields.zPosition = newValue }
  }

  /// The anchor point (set only by matching and `source`; there is no modifier for it).
  public var anchorPoint: CGPoint? {
    get { storage.fields.anchorPoint }
    set { uniqueStorage.fields.anchorPoint = newValue }
  }

  /// The contents rectangle (unit coordinates).
  public var contentsRect: CGRect? {
    get { storage.fields.contentsRect }
    set { uniqueStorage.fields.contentsRect = newValue }
  }

  /// The contents scale.
  public var contentsScale: CGFloat? {
    get { storage.fields.contentsScale }
    set { uniqueStorage.fields.contentsScale = newValue }
  }

  /// The border width.
  public var borderWidth: CGFloat? {
    get { storage.fields.borderWidth }
    set { uniqueStorage.fields.borderWidth = newValue }
  }

  /// The border colour.
  public var borderColor: UIColor? {
    get { storage.fields.borderColor }
    set { uniqueStorage.fields.borderColor = newValue }
  }

  /// The shadow colour.
  public var shadowColor: UIColor? {
    get { storage.fields.shadowColor }
    set { uniqueStorage.fields.shadowColor = newValue }
  }

  /// The shadow opacity.
  public var shadowOpacity: CGFloat? {
    get { storage.fields.shadowOpacity }
    set { uniqueStorage.fields.shadowOpacity = newValue }
  }

  /// The shadow offset.
  public var shadowOffset: CGSize? {
    get { storage.fields.shadowOffset }
    set { uniqueStorage.fields.shadowOffset = newValue }
  }

  /// The shadow blur radius.
  public var shadowRadius: CGFloat? {
    get { storage.fields.shadowRadius }
    set { uniqueStorage.fields.shadowRadius = newValue }
  }

  /// The shadow path.
  public var shadowPath: CGPath? {
    get { storage.fields.shadowPath }
    set { uniqueStorage.fields.shadowPath = newValue }
  }

  /// Whether shadow properties are animated (false when matching suppresses the shadow).
  public var displayShadow: Bool {
    get { storage.fields.displayShadow }
    set { uniqueStorage.fields.displayShadow = newValue }
  }

  /// Whether the layer clips to its bounds (set, not interpolated).
  public var masksToBounds: Bool? {
    get { storage.fields.masksToBounds }
    set { uniqueStorage.fields.masksToBounds = newValue }
  }

  /// A colour overlay: its colour and opacity (the overlay starts at opacity 0).
  public var overlay: (color: UIColor, opacity: CGFloat)? {
    get { storage.fields.overlay }
    set { uniqueStorage.fields.overlay = newValue }
  }

  /// Spring parameters; replaces the timing curve by a mass-1 spring.
  public var spring: (stiffness: CGFloat, damping: CGFloat)? {
    get { storage.fields.spring }
    set { uniqueStorage.fields.spring = newValue }
  }

  /// The start delay in seconds.
  public var delay: TimeInterval {
    get { storage.fields.delay }
    set { uniqueStorage.fields.delay = newValue }
  }

  /// An explicit duration; `.infinity` means "match the longest".
  public var duration: TimeInterval? {
    get { storage.fields.duration }
    set { uniqueStorage.fields.duration = newValue }
  }

  /// The easing curve; nil means Hero's default `.standard`.
  public var timingFunction: CAMediaTimingFunction? {
    get { storage.fields.timingFunction }
    set { uniqueStorage.fields.timingFunction = newValue }
  }

  /// The arc intensity for the position path.
  public var arc: CGFloat? {
    get { storage.fields.arc }
    set { uniqueStorage.fields.arc = newValue }
  }

  /// The heroID of the view whose geometry this one animates to or from.
  public var source: String? {
    get { storage.fields.source }
    set { uniqueStorage.fields.source = newValue }
  }

  /// Cascade parameters for the view's subviews.
  public var cascade: (delta: TimeInterval, direction: CascadeDirection, delayMatchedViews: Bool)? {
    get { storage.fields.cascade }
    set { uniqueStorage.fields.cascade = newValue }
  }

  /// Clears the modifiers of the direct (false) or all (true) subviews.
  public var ignoreSubviewModifiers: Bool? {
    get { storage.fields.ignoreSubviewModifiers }
    set { uniqueStorage.fields.ignoreSubviewModifiers = newValue }
  }

  /// The coordinate space the view's snapshot lives in.
  public var coordinateSpace: HeroCoordinateSpace? {
    get { storage.fields.coordinateSpace }
    set { uniqueStorage.fields.coordinateSpace = newValue }
  }

  /// Whether size changes become scale transforms.
  public var useScaleBasedSizeChange: Bool? {
    get { storage.fields.useScaleBasedSizeChange }
    set { uniqueStorage.fields.useScaleBasedSizeChange = newValue }
  }

  /// The snapshot strategy (``HeroSnapshotType``).
  public var snapshotType: HeroSnapshotType? {
    get { storage.fields.snapshotType }
    set { uniqueStorage.fields.snapshotType = newValue }
  }

  /// Suppresses the cross-fade of matched views.
  public var nonFade: Bool {
    get { storage.fields.nonFade }
    set { uniqueStorage.fields.nonFade = newValue }
  }

  /// Animates even when off screen or without animatable properties.
  public var forceAnimate: Bool {
    get { storage.fields.forceAnimate }
    set { uniqueStorage.fields.forceAnimate = newValue }
  }

  /// Values for plugins and custom modifiers.
  public var custom: [String: any Sendable]? {
    get { storage.fields.custom }
    set { uniqueStorage.fields.custom = newValue }
  }
  /// An empty state.
  public init() {
    storage = Storage(Fields())
  }

  /// The state the modifiers produce, folded in order.
  public init(modifiers: [HeroModifier]) {
    storage = Storage(Fields())
    append(contentsOf: modifiers)
  }

  /// Applies one modifier.
  public mutating func append(_ modifier: HeroModifier) {
    modifier.apply(&self)
  }

  /// Applies the modifiers in order.
  public mutating func append(contentsOf modifiers: [HeroModifier]) {
    for modifier in modifiers { modifier.apply(&self) }
  }

  /// A custom value (for plugins).
  public subscript(key: String) -> (any Sendable)? {
    get { custom?[key] }
    set {
      if custom == nil { custom = [:] }
      custom?[key] = newValue
    }
  }

  /// Whether the state makes the default animator animate the view at all (Hero's
  /// `canAnimate`, Sources/Animator/HeroCoreAnimationViewContext.swift:68-86): any geometry,
  /// opacity, corner radius, overlay, anchor point, colour, border, shadow (path included) or
  /// contents rectangle, or `forceAnimate`. Delay, duration, timing, zPosition, contents scale
  /// and masksToBounds alone do not.
  public var canAnimate: Bool {
    position != nil || size != nil || transform != nil || cornerRadius != nil || opacity != nil
      || overlay != nil || backgroundColor != nil || borderColor != nil || borderWidth != nil
      || shadowOpacity != nil || shadowRadius != nil || shadowOffset != nil
      || shadowColor != nil || shadowPath != nil || contentsRect != nil || anchorPoint != nil
      || forceAnimate
  }
}
