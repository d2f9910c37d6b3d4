import Foundation
import HeadlessUI

/// What a view animates to (disappearing) or from (appearing): the fields Hero's modifiers
/// set, folded in array order.
///
/// A nil field leaves that property alone. For a DISAPPEARING view the state is where it
/// animates TO; for an APPEARING view it is where it animates FROM (its real layout is the
/// other end).
public struct HeroTargetState: Sendable {
  /// Modifiers applied (set, not animated) before the transition starts.
  public var beginState: [HeroModifier]?
  /// Conditional modifiers, resolved by the conditional preprocessor.
  public var conditionalModifiers: [HeroConditionalModifier]?

  /// The layer position (the centre for the default anchor point).
  public var position: CGPoint?
  /// The bounds size.
  public var size: CGSize?
  /// The layer transform (3D as in Hero; headless geometry uses its affine projection).
  public var transform: CATransform3D?
  /// The opacity, 0…1.
  public var opacity: CGFloat?
  /// The corner radius.
  public var cornerRadius: CGFloat?
  /// The background colour.
  public var backgroundColor: UIColor?
  /// The z position (drawing order among siblings).
  public var zPosition: CGFloat?
  /// The anchor point (set only by matching and `source`; there is no modifier for it).
  public var anchorPoint: CGPoint?

  /// The contents rectangle (unit coordinates).
  public var contentsRect: CGRect?
  /// The contents scale.
  public var contentsScale: CGFloat?

  /// The border width.
  public var borderWidth: CGFloat?
  /// The border colour.
  public var borderColor: UIColor?

  /// The shadow colour.
  public var shadowColor: UIColor?
  /// The shadow opacity.
  public var shadowOpacity: CGFloat?
  /// The shadow offset.
  public var shadowOffset: CGSize?
  /// The shadow blur radius.
  public var shadowRadius: CGFloat?
  /// Whether shadow properties are animated (false when matching suppresses the shadow).
  public var displayShadow: Bool = true

  /// Whether the layer clips to its bounds (set, not interpolated).
  public var masksToBounds: Bool?

  /// A colour overlay: its colour and opacity (the overlay starts at opacity 0).
  public var overlay: (color: UIColor, opacity: CGFloat)?

  /// Spring parameters; replaces the timing curve by a mass-1 spring.
  public var spring: (stiffness: CGFloat, damping: CGFloat)?
  /// The start delay in seconds.
  public var delay: TimeInterval = 0
  /// An explicit duration; `.infinity` means "match the longest".
  public var duration: TimeInterval?
  /// The easing curve; nil means Hero's default `.standard`.
  public var timingFunction: CAMediaTimingFunction?

  /// The arc intensity for the position path.
  public var arc: CGFloat?
  /// The heroID of the view whose geometry this one animates to or from.
  public var source: String?
  /// Cascade parameters for the view's subviews.
  public var cascade: (delta: TimeInterval, direction: CascadeDirection, delayMatchedViews: Bool)?

  /// Clears the modifiers of the direct (false) or all (true) subviews.
  public var ignoreSubviewModifiers: Bool?
  /// The coordinate space the view's snapshot lives in.
  public var coordinateSpace: HeroCoordinateSpace?
  /// Whether size changes become scale transforms.
  public var useScaleBasedSizeChange: Bool?
  /// The snapshot strategy (no effect headless; recorded).
  public var snapshotType: HeroSnapshotType?

  /// Suppresses the cross-fade of matched views.
  public var nonFade: Bool = false
  /// Animates even when off screen or without animatable properties.
  public var forceAnimate: Bool = false
  /// Values for plugins and custom modifiers.
  public var custom: [String: any Sendable]?

  /// An empty state.
  public init() {}

  /// The state the modifiers produce, folded in order.
  public init(modifiers: [HeroModifier]) {
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
  /// `canAnimate`): any geometry, opacity, corner radius, overlay, colour, border, shadow or
  /// contents rectangle, or `forceAnimate`. Delay, duration, timing and zPosition alone do not.
  public var canAnimate: Bool {
    position != nil || size != nil || transform != nil || cornerRadius != nil || opacity != nil
      || overlay != nil || backgroundColor != nil || borderColor != nil || borderWidth != nil
      || shadowOpacity != nil || shadowRadius != nil || shadowOffset != nil
      || shadowColor != nil || contentsRect != nil || anchorPoint != nil || forceAnimate
  }
}
