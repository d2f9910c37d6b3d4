import ConstraintSolver
import Foundation

extension LayoutEngine {
  // MARK: User constraints

  /// `first.attr − multiplier × second.attr − constant` (⋈ 0), and the part of its constant that
  /// comes from the attributes (baselines) rather than from `constant`.
  func expression(for constraint: NSLayoutConstraint) -> (LinearExpression, Double)? {
    guard let first = constraint.firstItem else { return nil }
    guard
      let lhs = attributeExpression(first, constraint.firstAttribute, other: constraint.secondItem)
    else {
      LayoutDiagnostics.report(
        "Skipping \(constraint): its first item is not in the hierarchy being laid out.")
      return nil
    }
    var expression = lhs
    if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
      guard let rhs = attributeExpression(second, constraint.secondAttribute, other: first) else {
        LayoutDiagnostics.report(
          "Skipping \(constraint): its second item is not in the hierarchy being laid out.")
        return nil
      }
      let factor = Double(constraint.multiplier)
      expression.terms.append(
        contentsOf: rhs.terms.map { Term($0.variable, -$0.coefficient * factor) })
      expression.constant -= rhs.constant * factor
    } else if Self.isPosition(constraint.firstAttribute) {
      LayoutDiagnostics.report(
        "A constraint cannot be made between a position attribute and a constant: \(constraint). "
          + "UIKit raises an exception here; the constraint is skipped.")
      return nil
    }
    let attributeConstant = expression.constant
    expression.constant -= Double(constraint.constant)
    return (expression, attributeConstant)
  }

  static func isPosition(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
    switch attribute {
    case .width, .height, .notAnAttribute: return false
    default: return true
    }
  }

  /// The attribute as a linear expression of the item's variables. Margin attributes use the
  /// view's margins guide. A scroll view's edges seen from its own content mean the content
  /// area (its content layout guide), as UIKit's Auto Layout Guide describes ("constraints
  /// between the edges or margins of the scroll view and its content attach to the scroll
  /// view's content area"); its width, height and centres stay the frame's.
  func attributeExpression(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, other: AnyObject?
  ) -> LinearExpression? {
    var target = item
    var base = attribute
    if let view = item as? UIView, let (plain, isMargin) = Self.marginBase(attribute), isMargin {
      target = view.layoutMarginsGuide
      base = plain
    }
    if let scrollView = target as? UIScrollView, Self.isEdge(base), let otherItem = other,
      let otherView = (otherItem as? UIView) ?? (otherItem as? UILayoutGuide)?.owningView,
      otherView !== scrollView, otherView.isDescendant(of: scrollView)
    {
      target = scrollView.contentLayoutGuide
    }
    let index: Int?
    if let view = target as? UIView {
      index = register(view: view)
    } else if let guide = target as? UILayoutGuide {
      index = register(guide: guide)
    } else {
      index = nil
    }
    guard let index else { return nil }
    let item = participants[index]
    switch base {
    case .left, .leading:
      return LinearExpression([Term(item.minX)])
    case .right, .trailing:
      return LinearExpression([Term(item.minX), Term(item.width)])
    case .centerX:
      return LinearExpression([Term(item.minX), Term(item.width, 0.5)])
    case .width:
      return LinearExpression([Term(item.width)])
    case .top:
      return LinearExpression([Term(item.minY)])
    case .bottom:
      return LinearExpression([Term(item.minY), Term(item.height)])
    case .centerY:
      return LinearExpression([Term(item.minY), Term(item.height, 0.5)])
    case .height:
      return LinearExpression([Term(item.height)])
    case .firstBaseline, .lastBaseline:
      let offset = (target as? UIView).flatMap {
        Self.baselineOffset(of: $0, first: base == .firstBaseline)
      }
      guard let offset else {
        return LinearExpression([Term(item.minY), Term(item.height)])
      }
      // Text is centred vertically in the view: the baseline is the centre plus an offset.
      return LinearExpression([Term(item.minY), Term(item.height, 0.5)], constant: offset)
    default:
      return nil
    }
  }

  /// The plain attribute behind a margin attribute.
  static func marginBase(_ attribute: NSLayoutConstraint.Attribute)
    -> (NSLayoutConstraint.Attribute, Bool)?
  {
    switch attribute {
    case .leftMargin: return (.left, true)
    case .rightMargin: return (.right, true)
    case .topMargin: return (.top, true)
    case .bottomMargin: return (.bottom, true)
    case .leadingMargin: return (.leading, true)
    case .trailingMargin: return (.trailing, true)
    case .centerXWithinMargins: return (.centerX, true)
    case .centerYWithinMargins: return (.centerY, true)
    default: return (attribute, false)
    }
  }

  static func isEdge(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
    switch attribute {
    case .left, .right, .top, .bottom, .leading, .trailing: return true
    default: return false
    }
  }

  /// A text view's baseline relative to its vertical centre, from the text model
  /// (``TextMeasurement``): lines of 1.2 em, an ascender of 0.95 em and a descender of
  /// 0.25 em, the text block centred. Nil for a view without text (its baselines are its
  /// bottom edge).
  static func baselineOffset(of view: UIView, first: Bool) -> Double? {
    let font: UIFont
    let textHeight: CGFloat
    if let label = view as? UILabel {
      font = label.font ?? .systemFont(ofSize: 17)
      textHeight = label.intrinsicContentSize.height
    } else if let field = view as? UITextField {
      font = field.font ?? .systemFont(ofSize: 17)
      textHeight = font.pointSize * TextMeasurement.lineHeightFactor
    } else if let button = view as? UIButton, let label = button.titleLabel {
      font = label.font ?? .systemFont(ofSize: 15)
      textHeight = font.pointSize * TextMeasurement.lineHeightFactor
    } else {
      return nil
    }
    let size = Double(font.pointSize)
    let half = Double(textHeight) / 2
    return first ? -half + 0.95 * size : half - 0.25 * size
  }

  // MARK: Generated constraints

  /// The constraints UIKit adds for a participant: the root's size (or the fitting target),
  /// a translated autoresizing mask, intrinsic content size, or a guide's place in its view.
  func generatedRows(for participant: Participant) -> [GeneratedRow] {
    if let guide = participant.guide { return guideRows(guide, participant) }
    guard let view = view(of: participant) else { return [] }
    // The label holds the view weakly: the engine keeps its rows, and its root keeps it.
    let named = WeakReference(view)
    func name() -> String { named.object.map(LayoutDescription.name(of:)) ?? "(freed view)" }
    if view === root {
      var rows = [
        GeneratedRow(
          expression: LinearExpression([Term(participant.minX)]), relation: .equal,
          priority: Priority.required, label: "\(name()).minX == 0"),
        GeneratedRow(
          expression: LinearExpression([Term(participant.minY)]), relation: .equal,
          priority: Priority.required, label: "\(name()).minY == 0"),
      ]
      if let fitting {
        rows.append(
          GeneratedRow(
            expression: LinearExpression([Term(participant.width)], constant: -fitting.size.width),
            relation: .equal, priority: fitting.horizontal,
            label: "\(name()).width == \(fitting.size.width) (fitting)"))
        rows.append(
          GeneratedRow(
            expression: LinearExpression(
              [Term(participant.height)], constant: -fitting.size.height),
            relation: .equal, priority: fitting.vertical,
            label: "\(name()).height == \(fitting.size.height) (fitting)"))
        rows.append(contentsOf: intrinsicRows(view, participant))
      } else {
        let size = view.bounds.size
        rows.append(
          GeneratedRow(
            expression: LinearExpression([Term(participant.width)], constant: -size.width),
            relation: .equal, priority: Priority.required,
            label: "\(name()).width == \(Self.format(size.width)) (root)"))
        rows.append(
          GeneratedRow(
            expression: LinearExpression([Term(participant.height)], constant: -size.height),
            relation: .equal, priority: Priority.required,
            label: "\(name()).height == \(Self.format(size.height)) (root)"))
      }
      return rows
    }
    if view.translatesAutoresizingMaskIntoConstraints {
      guard let parentView = view.superview, let parent = self.participant(for: parentView) else {
        return []
      }
      return autoresizingRows(view, participant, parent: parent, parentSize: parentView.bounds.size)
    }
    return intrinsicRows(view, participant)
  }

  /// UIKit's translation of a frame and autoresizing mask (`NSAutoresizingMaskLayoutConstraint`):
  /// per axis, the start and length are linear in the superview's length, following the same
  /// rule the frame-based autoresizing uses (flexible parts share a change in proportion to
  /// their current lengths).
  func autoresizingRows(
    _ view: UIView, _ item: Participant, parent: Participant, parentSize: CGSize
  ) -> [GeneratedRow] {
    let mask = view.autoresizingMask
    let size = view.bounds.size
    let anchor = view.layer.anchorPoint
    let origin = CGPoint(
      x: view.center.x - anchor.x * size.width, y: view.center.y - anchor.y * size.height)
    func notation() -> String { LayoutDescription.autoresizingNotation(mask) }
    // The label holds the view weakly: the engine keeps its rows, and its root keeps it.
    let named = WeakReference(view)
    func name() -> String { named.object.map(LayoutDescription.name(of:)) ?? "(freed view)" }
    var rows: [GeneratedRow] = []
    for horizontal in [true, false] {
      let start = Double(horizontal ? origin.x : origin.y)
      let length = Double(horizontal ? size.width : size.height)
      let old = Double(horizontal ? parentSize.width : parentSize.height)
      let flexible =
        horizontal
        ? (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        )
        : (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        )
      let shares = UIView.autoresizingShares(
        start: CGFloat(start), length: CGFloat(length), old: CGFloat(old), flexible: flexible)
      let startRatio = Double(shares.start)
      let lengthRatio = Double(shares.length)
      let (position, extent) = horizontal ? (item.minX, item.width) : (item.minY, item.height)
      let (parentPosition, parentExtent) =
        horizontal ? (parent.minX, parent.width) : (parent.minY, parent.height)
      var startTerms = [Term(position), Term(parentPosition, -1)]
      if startRatio != 0 { startTerms.append(Term(parentExtent, -startRatio)) }
      var lengthTerms = [Term(extent)]
      if lengthRatio != 0 { lengthTerms.append(Term(parentExtent, -lengthRatio)) }
      rows.append(
        GeneratedRow(
          expression: LinearExpression(startTerms, constant: -(start - startRatio * old)),
          relation: .equal, priority: Priority.required,
          label:
            "NSAutoresizingMaskLayoutConstraint \(notation()) \(name()).\(horizontal ? "minX" : "minY") == \(Self.format(CGFloat(start)))"
        ))
      rows.append(
        GeneratedRow(
          expression: LinearExpression(lengthTerms, constant: -(length - lengthRatio * old)),
          relation: .equal, priority: Priority.required,
          label:
            "NSAutoresizingMaskLayoutConstraint \(notation()) \(name()).\(horizontal ? "width" : "height") == \(Self.format(CGFloat(length)))"
        ))
    }
    return rows
  }

  /// Content hugging (`≤ intrinsic` at the hugging priority) and compression resistance
  /// (`≥ intrinsic` at its priority) on each axis with an intrinsic size
  /// (`NSContentSizeLayoutConstraint`).
  func intrinsicRows(_ view: UIView, _ item: Participant) -> [GeneratedRow] {
    let width = solvedWidth(of: item)
    let wraps = view.intrinsicSizeDependsOnWidth
    if wraps { hasWrappingText = true }
    let size: CGSize
    if let cache = item.intrinsicCache, !wraps || cache.width == width {
      size = cache.size
    } else {
      size = view.intrinsicSize(forLayoutWidth: width)
      item.intrinsicCache = (width, size)
    }
    // The label holds the view weakly: the engine keeps its rows, and its root keeps it.
    let named = WeakReference(view)
    func name() -> String { named.object.map(LayoutDescription.name(of:)) ?? "(freed view)" }
    var rows: [GeneratedRow] = []
    for horizontal in [true, false] {
      let value = horizontal ? size.width : size.height
      guard value >= 0, value != UIView.noIntrinsicMetric else { continue }
      let axis: NSLayoutConstraint.Axis = horizontal ? .horizontal : .vertical
      let variable = horizontal ? item.width : item.height
      let dimension = horizontal ? "width" : "height"
      let hug = Double(view.contentHuggingPriority(for: axis).rawValue)
      let compress = Double(view.contentCompressionResistancePriority(for: axis).rawValue)
      rows.append(
        GeneratedRow(
          expression: LinearExpression([Term(variable)], constant: -Double(value)),
          relation: .lessThanOrEqual, priority: hug,
          label:
            "NSContentSizeLayoutConstraint \(name()).\(dimension) <= \(Self.format(value)) hug:\(Self.format(CGFloat(hug)))"
        ))
      rows.append(
        GeneratedRow(
          expression: LinearExpression([Term(variable)], constant: -Double(value)),
          relation: .greaterThanOrEqual, priority: compress,
          label:
            "NSContentSizeLayoutConstraint \(name()).\(dimension) >= \(Self.format(value)) compressionResistance:\(Self.format(CGFloat(compress)))"
        ))
    }
    return rows
  }

  /// The width the last solve gave the participant (its bounds width before the first
  /// solve), for text that wraps.
  func solvedWidth(of item: Participant) -> CGFloat? {
    if hasSolution { return CGFloat(solver.value(of: item.width)) }
    guard let width = view(of: item)?.bounds.width, width > 0 else { return nil }
    return width
  }

  /// A guide's place in its owning view.
  func guideRows(_ guide: UILayoutGuide, _ item: Participant) -> [GeneratedRow] {
    guard let view = guide.owningView, let owner = participant(for: view) else { return [] }
    // The label holds the view weakly (see generatedRows(for:)).
    let named = WeakReference(view)
    let identifier = guide.identifier
    func name() -> String {
      "\(named.object.map(LayoutDescription.name(of:)) ?? "(freed view)").\(identifier)"
    }
    func pin(_ variable: Variable, _ ownerTerms: [Term], _ constant: Double, _ label: String)
      -> GeneratedRow
    {
      GeneratedRow(
        expression: LinearExpression(
          [Term(variable)] + ownerTerms.map { Term($0.variable, -$0.coefficient) },
          constant: constant),
        relation: .equal, priority: Priority.required, label: "\(name()) \(label)")
    }
    switch guide.kind {
    case .custom:
      return []
    case .scrollContent:
      return [
        pin(item.minX, [Term(owner.minX)], 0, "minX == content minX"),
        pin(item.minY, [Term(owner.minY)], 0, "minY == content minY"),
      ]
    case .scrollFrame:
      return [
        pin(item.minX, [Term(owner.minX)], 0, "minX == frame minX"),
        pin(item.minY, [Term(owner.minY)], 0, "minY == frame minY"),
        pin(item.width, [Term(owner.width)], 0, "width == frame width"),
        pin(item.height, [Term(owner.height)], 0, "height == frame height"),
      ]
    case .safeArea, .layoutMargins, .readableContent:
      let insets = guide.kind == .safeArea ? view.safeAreaInsets : view.effectiveLayoutMargins
      var rows = [
        pin(
          item.minY, [Term(owner.minY)], -Double(insets.top), "top inset \(Self.format(insets.top))"
        ),
        pin(
          item.height, [Term(owner.height)], Double(insets.top + insets.bottom),
          "vertical insets \(Self.format(insets.top + insets.bottom))"),
      ]
      if guide.kind == .readableContent {
        // Centred in the margins, as wide as they are up to the readable width.
        let centre = Double(insets.left - insets.right) / 2
        rows.append(
          pin(
            item.minX, [Term(owner.minX), Term(owner.width, 0.5), Term(item.width, -0.5)], -centre,
            "centred in margins"))
        rows.append(
          GeneratedRow(
            expression: LinearExpression(
              [Term(item.width), Term(owner.width, -1)],
              constant: Double(insets.left + insets.right)),
            relation: .lessThanOrEqual, priority: Priority.required,
            label: "\(name()) width <= margins"))
        rows.append(
          GeneratedRow(
            expression: LinearExpression(
              [Term(item.width)], constant: -Double(UIView.readableWidth)),
            relation: .lessThanOrEqual, priority: Priority.required,
            label: "\(name()) width <= \(Int(UIView.readableWidth))"))
        rows.append(
          GeneratedRow(
            expression: LinearExpression(
              [Term(item.width), Term(owner.width, -1)],
              constant: Double(insets.left + insets.right)),
            relation: .equal, priority: 999, label: "\(name()) width == margins @999"))
      } else {
        rows.append(
          pin(
            item.minX, [Term(owner.minX)], -Double(insets.left),
            "left inset \(Self.format(insets.left))"))
        rows.append(
          pin(
            item.width, [Term(owner.width)], Double(insets.left + insets.right),
            "horizontal insets \(Self.format(insets.left + insets.right))"))
      }
      return rows
    }
  }

  /// `value` for a constraint's description: whole numbers an `Int` holds as integers, others
  /// with two decimals; infinities, NaN and magnitudes from 10¹⁵ as `Double` prints them (a
  /// storyboard may say `1e308`; converting that to `Int` traps).
  static func format(_ value: CGFloat) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "\(Double(value))" }
    return value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
  }
}
