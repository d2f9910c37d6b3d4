import Foundation

/// A view that lays out its ``arrangedSubviews`` in a row or a column.
///
/// Layout follows UIKit's documentation of `UIStackView.Distribution` and `Alignment`, with the
/// arranged views' ``UIView/intrinsicContentSize`` as their natural sizes (a view without one
/// along an axis counts as 0 there). Hidden arranged views take no space. Where UIKit decides
/// by content-hugging and compression-resistance priorities (`.fill`), views without an
/// intrinsic size along the axis take the spare space, shared equally; if every view has one,
/// the first view grows or shrinks ("the stack view resizes the arranged views based on their
/// index", in UIKit's words) — priorities arrive with Auto Layout. Baseline alignments place
/// views as `.top` / `.bottom`.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// The direction of the stack: Auto Layout's axis, as UIKit's `axis` property is typed.
  public typealias Axis = NSLayoutConstraint.Axis

  /// How the arranged views share the stack's length.
  public enum Distribution: Int, Sendable {
    /// Natural sizes, the spare space to one view.
    case fill
    /// Equal lengths.
    case fillEqually
    /// Lengths in proportion to the natural sizes.
    case fillProportionally
    /// Natural sizes, the spare space shared between the gaps.
    case equalSpacing
    /// Natural sizes, the centres equally spaced.
    case equalCentering
  }

  /// How the arranged views sit across the stack.
  public enum Alignment: Int, Sendable {
    /// Stretched across.
    case fill
    /// Leading edge (left of a column).
    case leading
    /// First baseline (placed as `.top` here).
    case firstBaseline
    /// Centred.
    case center
    /// Trailing edge (right of a column).
    case trailing
    /// Last baseline (placed as `.bottom` here).
    case lastBaseline
    /// Top edge (of a row).
    public static var top: Alignment { .leading }
    /// Bottom edge (of a row).
    public static var bottom: Alignment { .trailing }
  }

  /// The views the stack lays out, in order.
  public private(set) var arrangedSubviews: [UIView] = []
  /// Row or column (default horizontal).
  open var axis: Axis = .horizontal { didSet { relayout() } }
  /// How lengths are shared (default fill).
  open var distribution: Distribution = .fill { didSet { relayout() } }
  /// How views sit across (default fill).
  open var alignment: Alignment = .fill { didSet { relayout() } }
  /// The gap between views (default 0).
  open var spacing: CGFloat = 0 { didSet { relayout() } }
  /// Whether layout happens inside ``UIView/layoutMargins``.
  open var isLayoutMarginsRelativeArrangement = false { didSet { relayout() } }
  /// Whether a baseline alignment measures from the bottom (a plain value).
  open var isBaselineRelativeArrangement = false

  /// A stack of `views`.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Adds `view` at the end of the arranged views (and as a subview).
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` among the arranged views at `stackIndex`.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll(identicalTo: view)
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    if view.superview !== self { addSubview(view) }
    relayout()
  }

  /// Removes `view` from the arranged views (it stays a subview, as in UIKit).
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll(identicalTo: view)
    relayout()
  }

  /// A subview leaving the stack also leaves the arranged views.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    if arrangedSubviews.contains(identical: subview) {
      arrangedSubviews.removeAll(identicalTo: subview)
      relayout()
    }
  }

  private func relayout() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private var visibleArranged: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

  private func natural(_ view: UIView) -> (along: CGFloat?, across: CGFloat?) {
    let size = view.intrinsicContentSize
    let along = axis == .horizontal ? size.width : size.height
    let across = axis == .horizontal ? size.height : size.width
    return (along >= 0 ? along : nil, across >= 0 ? across : nil)
  }

  /// The sum of the natural lengths and gaps along the axis, the largest natural size across.
  open override var intrinsicContentSize: CGSize {
    let views = visibleArranged
    var along: CGFloat = 0
    var across: CGFloat = 0
    for view in views {
      let size = natural(view)
      along += size.along ?? 0
      across = max(across, size.across ?? 0)
    }
    along += spacing * CGFloat(max(views.count - 1, 0))
    let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
    let horizontalMargins = margins.left + margins.right
    let verticalMargins = margins.top + margins.bottom
    return axis == .horizontal
      ? CGSize(width: along + horizontalMargins, height: across + verticalMargins)
      : CGSize(width: across + horizontalMargins, height: along + verticalMargins)
  }

  /// The intrinsic size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Places the arranged views.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let views = visibleArranged
    guard !views.isEmpty else { return }
    let box = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
    let length = axis == .horizontal ? box.width : box.height
    let breadth = axis == .horizontal ? box.height : box.width
    let naturals = views.map(natural)
    let lengths = lengths(for: naturals, in: length)
    let gaps = gaps(lengths: lengths, in: length)
    var cursor: CGFloat = 0
    for (index, view) in views.enumerated() {
      let along = lengths[index]
      let across = alignment == .fill ? breadth : min(naturals[index].across ?? breadth, breadth)
      let offset: CGFloat
      switch alignment {
      case .fill, .leading, .firstBaseline: offset = 0
      case .center: offset = (breadth - across) / 2
      case .trailing, .lastBaseline: offset = breadth - across
      }
      let frame =
        axis == .horizontal
        ? CGRect(x: box.minX + cursor, y: box.minY + offset, width: along, height: across)
        : CGRect(x: box.minX + offset, y: box.minY + cursor, width: across, height: along)
      view.transform = .identity
      view.frame = frame
      cursor += along + (index < gaps.count ? gaps[index] : 0)
    }
  }

  private func lengths(for naturals: [(along: CGFloat?, across: CGFloat?)], in length: CGFloat)
    -> [CGFloat]
  {
    let count = CGFloat(naturals.count)
    let gapsTotal = spacing * (count - 1)
    let available = max(length - gapsTotal, 0)
    var sizes = naturals.map { $0.along ?? 0 }
    switch distribution {
    case .fillEqually:
      return Array(repeating: available / count, count: naturals.count)
    case .fillProportionally:
      let total = sizes.reduce(0, +)
      guard total > 0 else { return Array(repeating: available / count, count: naturals.count) }
      return sizes.map { $0 / total * available }
    case .equalSpacing, .equalCentering:
      return sizes
    case .fill:
      let spare = available - sizes.reduce(0, +)
      guard spare != 0 else { return sizes }
      let flexible = naturals.indices.filter { naturals[$0].along == nil }
      if spare > 0, !flexible.isEmpty {
        for index in flexible { sizes[index] += spare / CGFloat(flexible.count) }
      } else {
        sizes[0] = max(sizes[0] + spare, 0)
      }
      return sizes
    }
  }

  private func gaps(lengths: [CGFloat], in length: CGFloat) -> [CGFloat] {
    let count = lengths.count
    guard count > 1 else { return [] }
    let used = lengths.reduce(0, +)
    switch distribution {
    case .equalSpacing:
      let gap = max(spacing, (length - used) / CGFloat(count - 1))
      return Array(repeating: gap, count: count - 1)
    case .equalCentering:
      // Centres at equal steps from the first view's centre to the last view's.
      let first = lengths[0] / 2
      let last = length - lengths[count - 1] / 2
      let step = (last - first) / CGFloat(count - 1)
      var result: [CGFloat] = []
      for index in 0..<(count - 1) {
        let gap = step - lengths[index] / 2 - lengths[index + 1] / 2
        result.append(max(gap, spacing))
      }
      return result
    default:
      return Array(repeating: spacing, count: count - 1)
    }
  }
}
