import Foundation

/// A linear relation between two layout attributes: `firstItem.firstAttribute ⋈
/// multiplier × secondItem.secondAttribute + constant`, solved by Auto Layout into frames.
///
/// Activating a constraint installs it on the closest common ancestor of its items (as UIKit
/// does); a view lays its subviews out from the solution in ``UIView/layoutIfNeeded()``.
/// Changing ``constant`` re-solves incrementally (the dual simplex of
/// `ConstraintSolver/SimplexSolver`), which is what an animated constraint change does:
/// change the constant, then call `layoutIfNeeded()` on the superview inside `UIView.animate`.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  /// A layout attribute of a view or layout guide.
  public enum Attribute: Int, Sendable {
    /// No attribute (the second item of a constant constraint).
    case notAnAttribute = 0
    /// The left edge.
    case left = 1
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge (left: layout is left to right here).
    case leading
    /// The trailing edge (right).
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The last line's baseline (the bottom edge of a view without text).
    case lastBaseline
    /// The first line's baseline (the bottom edge of a view without text).
    case firstBaseline
    /// The left layout margin.
    case leftMargin
    /// The right layout margin.
    case rightMargin
    /// The top layout margin.
    case topMargin
    /// The bottom layout margin.
    case bottomMargin
    /// The leading layout margin.
    case leadingMargin
    /// The trailing layout margin.
    case trailingMargin
    /// The horizontal centre between the left and right margins.
    case centerXWithinMargins
    /// The vertical centre between the top and bottom margins.
    case centerYWithinMargins

    /// The last baseline (UIKit's older name).
    public static var baseline: Attribute { .lastBaseline }
  }

  /// How the first attribute relates to the second.
  public enum Relation: Int, Sendable {
    /// ≤.
    case lessThanOrEqual = -1
    /// =.
    case equal = 0
    /// ≥.
    case greaterThanOrEqual = 1
  }

  /// A layout axis (for content hugging and compression resistance).
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
  }

  /// The first item: a ``UIView`` or a ``UILayoutGuide`` (held weakly, as in UIKit).
  public private(set) weak var firstItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// The relation.
  public let relation: Relation
  /// The second item, or nil for a constant constraint (held weakly).
  public private(set) weak var secondItem: AnyObject?
  /// The second item's attribute (``Attribute/notAnAttribute`` without a second item).
  public let secondAttribute: Attribute
  /// The multiplier of the second attribute.
  public let multiplier: CGFloat
  /// The constant; changing it on an active constraint re-solves incrementally.
  public var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      LayoutEngine.constantDidChange(of: self)
    }
  }
  /// How strongly the constraint holds (default required). A priority may change between
  /// optional values while active; changing to or from required while active is refused, as
  /// UIKit refuses it.
  public var priority: UILayoutPriority = .required {
    didSet {
      guard priority != oldValue else { return }
      if isActive, (oldValue == .required) != (priority == .required) {
        LayoutDiagnostics.report(
          "Mutating a priority from required to not on an installed constraint (or vice-versa) "
            + "is not supported. Try setting priority to \(priority.rawValue == 1000 ? "999" : "1000") "
            + "before activating it: \(self)")
        priority = oldValue
        return
      }
      if isActive { LayoutEngine.noteStructureChange(touching: self) }
    }
  }
  /// A name for diagnostics.
  public var identifier: String?
  /// Whether the constraint was installed from an archive (a plain value).
  public var shouldBeArchived = false

  /// The view the constraint is installed on while active.
  weak var installedOn: UIView?
  /// Whether a conflict breaking this constraint was logged (reset when it changes).
  var wasReportedUnsatisfiable = false

  /// A constraint `view1.attr1 ⋈ multiplier × view2.attr2 + c`.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = view2 == nil ? .notAnAttribute : attr2
    self.multiplier = multiplier
    constant = c
  }

  /// An empty constraint, as `NSLayoutConstraint()` makes it: no items, both attributes
  /// `.notAnAttribute`, `.equal`, multiplier 1, constant 0 — a placeholder an app replaces
  /// before it activates one (activated, it has no common ancestor and stays inactive).
  public override init() {
    firstItem = nil
    firstAttribute = .notAnAttribute
    relation = .equal
    secondItem = nil
    secondAttribute = .notAnAttribute
    multiplier = 1
    constant = 0
  }

  /// The first item's anchor for the first attribute.
  public var firstAnchor: AnyObject? {
    firstItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: firstAttribute) }
  }

  /// The second item's anchor, if any.
  public var secondAnchor: AnyObject? {
    secondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
  }

  /// Whether the constraint takes part in layout. Setting true installs it on the closest
  /// common ancestor of its items (a constraint whose items share no ancestor is reported and
  /// stays inactive: UIKit raises an exception there); false removes it.
  public var isActive: Bool {
    get { installedOn != nil }
    set {
      if newValue { install() } else { uninstall() }
    }
  }

  /// Activates every constraint in `constraints`.
  public class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint in `constraints`.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// UIKit's description: `<NSLayoutConstraint:'id' UILabel:title.width == 100   (active)>`.
  /// Views are named by accessibility identifier, else by class (no addresses: the text is
  /// the same on every run).
  /// Read off the main queue (where layout state cannot be touched) it is NSObject's form.
  nonisolated open override var description: String {
    guard MainQueueMark.isCurrent else { return "<NSLayoutConstraint: \(ObjectIdentifier(self))>" }
    return MainActor.assumeIsolated { LayoutDescription.describe(self) }
  }
}
