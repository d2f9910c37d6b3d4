import Foundation

extension UIView {
  /// How a view's tint shows (informational).
  public enum TintAdjustmentMode: Int, Sendable {
    /// As the superview.
    case automatic
    /// Normal.
    case normal
    /// Dimmed.
    case dimmed
  }

  /// Which way content flows (informational; the headless UI is left-to-right).
  public enum SemanticContentAttribute: Int, Sendable {
    /// Unspecified.
    case unspecified
    /// Playback controls.
    case playback
    /// Spatial layout.
    case spatial
    /// Always left-to-right.
    case forceLeftToRight
    /// Always right-to-left.
    case forceRightToLeft
  }

  /// The sentinel for "no intrinsic size along this axis" (UIKit's value, −1).
  public static let noIntrinsicMetric: CGFloat = -1

  /// The layout size fitting as small as possible (UIKit's compressed fitting size).
  public nonisolated static let layoutFittingCompressedSize = CGSize.zero
  /// The layout size fitting as large as possible.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)
}

/// How a view's frame follows its superview's size changes (UIKit's autoresizing mask).
public struct UIViewAutoresizing: OptionSet, Hashable, Sendable {
  /// The raw bits (UIKit's values).
  public let rawValue: UInt
  /// A mask from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The left margin stretches.
  public static let flexibleLeftMargin = UIViewAutoresizing(rawValue: 1 << 0)
  /// The width stretches.
  public static let flexibleWidth = UIViewAutoresizing(rawValue: 1 << 1)
  /// The right margin stretches.
  public static let flexibleRightMargin = UIViewAutoresizing(rawValue: 1 << 2)
  /// The top margin stretches.
  public static let flexibleTopMargin = UIViewAutoresizing(rawValue: 1 << 3)
  /// The height stretches.
  public static let flexibleHeight = UIViewAutoresizing(rawValue: 1 << 4)
  /// The bottom margin stretches.
  public static let flexibleBottomMargin = UIViewAutoresizing(rawValue: 1 << 5)
}

extension UIView {
  /// UIKit's nested name for ``UIViewAutoresizing``.
  public typealias AutoresizingMask = UIViewAutoresizing

  /// What ``UIView/tintColor`` is unless a subclass overrides it: the one set on this view, else the superview's, else ``UIColor/systemBlue``
  /// (UIKit: "the first non-default value in the view hierarchy, ascending from and starting
  /// with the view itself"). It only changes pixels, so it is a plain value.
  var inheritedTintColor: UIColor! {
    get {
      var view: UIView? = self
      while let current = view {
        if let color = current.storedAppearance?.tintColor { return color }
        view = current.superview
      }
      return .systemBlue
    }
    set {
      appearanceStorage.tintColor = newValue
      tintColorDidChange()
    }
  }

  /// How the tint shows (a plain value).
  public var tintAdjustmentMode: TintAdjustmentMode {
    get { storedAppearance?.tintAdjustmentMode ?? .automatic }
    set { appearanceStorage.tintAdjustmentMode = newValue }
  }

  /// The view's autoresizing mask: how its frame changes when its superview's bounds size
  /// changes (see ``autoresizesSubviews``). Empty by default.
  public var autoresizingMask: UIViewAutoresizing {
    get { storedAppearance?.autoresizingMask ?? [] }
    set { appearanceStorage.autoresizingMask = newValue }
  }

  /// Whether subviews' frames follow this view's size changes by their ``autoresizingMask``
  /// (default true).
  public var autoresizesSubviews: Bool {
    get { storedAppearance?.autoresizesSubviews ?? true }
    set { appearanceStorage.autoresizesSubviews = newValue }
  }

  /// Whether this view takes touches only when no other view in the window tracks one, and
  /// blocks new touches to other views while it tracks one (default false; see
  /// `UIWindow.isBlockedByExclusiveTouch`).
  public var isExclusiveTouch: Bool {
    get { storedAppearance?.isExclusiveTouch ?? false }
    set { appearanceStorage.isExclusiveTouch = newValue }
  }

  /// Which way content flows (a plain value).
  public var semanticContentAttribute: SemanticContentAttribute {
    get { storedAppearance?.semanticContentAttribute ?? .unspecified }
    set { appearanceStorage.semanticContentAttribute = newValue }
  }

  /// Insets for content (a plain value until layout guides use it; default 8 pt each side).
  public var layoutMargins: UIEdgeInsets {
    get { storedAppearance?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
    set {
      appearanceStorage.layoutMargins = newValue
      layoutMarginsDidChange()
      if LayoutEngine.activeConstraintCount > 0 { LayoutEngine.generatedInputDidChange(of: self) }
    }
  }

  /// Whether the superview's margins add to this view's (a plain value).
  public var preservesSuperviewLayoutMargins: Bool {
    get { storedAppearance?.preservesSuperviewLayoutMargins ?? false }
    set { appearanceStorage.preservesSuperviewLayoutMargins = newValue }
  }

  /// The view's environment (always ``UITraitCollection/current``).
  public var traitCollection: UITraitCollection { .current }

  /// The appearance this view and its subviews take (a plain value: there is one appearance,
  /// and it draws nothing); apps set it on their window at launch.
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { storedAppearance?.overrideUserInterfaceStyle ?? .unspecified }
    set { appearanceStorage.overrideUserInterfaceStyle = newValue }
  }

  /// A view with a mask view (a plain value: masks only change pixels).
  public var mask: UIView? {
    get { storedAppearance?.mask }
    set { appearanceStorage.mask = newValue }
  }

  var storedAppearance: UIViewAppearance? { associatedObject(UIViewAppearance.self) }

  var appearanceStorage: UIViewAppearance {
    if let existing = storedAppearance { return existing }
    let created = UIViewAppearance()
    setAssociatedObject(created, for: UIViewAppearance.self)
    return created
  }

  /// Applies each subview's autoresizing mask for a change of this view's bounds size from
  /// `oldSize` (UIKit's rules: the flexible parts of each axis share the change in proportion
  /// to their current lengths; with none flexible the frame keeps its distance to the top
  /// left).
  func resizeSubviews(from oldSize: CGSize) {
    guard autoresizesSubviews else { return }
    let newSize = bounds.size
    for subview in subviews {
      let mask = subview.autoresizingMask
      guard !mask.isEmpty else { continue }
      var frame = subview.frame
      (frame.origin.x, frame.size.width) = Self.resize(
        start: frame.minX, length: frame.width, old: oldSize.width, new: newSize.width,
        flexibleStart: mask.contains(.flexibleLeftMargin),
        flexibleLength: mask.contains(.flexibleWidth),
        flexibleEnd: mask.contains(.flexibleRightMargin))
      (frame.origin.y, frame.size.height) = Self.resize(
        start: frame.minY, length: frame.height, old: oldSize.height, new: newSize.height,
        flexibleStart: mask.contains(.flexibleTopMargin),
        flexibleLength: mask.contains(.flexibleHeight),
        flexibleEnd: mask.contains(.flexibleBottomMargin))
      subview.frame = frame
    }
  }

  private static func resize(
    start: CGFloat, length: CGFloat, old: CGFloat, new: CGFloat, flexibleStart: Bool,
    flexibleLength: Bool, flexibleEnd: Bool
  ) -> (CGFloat, CGFloat) {
    let delta = new - old
    guard delta != 0, flexibleStart || flexibleLength || flexibleEnd else { return (start, length) }
    let shares = autoresizingShares(
      start: start, length: length, old: old, flexible: (flexibleStart, flexibleLength, flexibleEnd)
    )
    return (start + delta * shares.start, length + delta * shares.length)
  }

  /// UIKit's autoresizing rule on one axis: the share of a change in the superview's length that
  /// goes to the start margin and to the length. Flexible parts share the change in proportion
  /// to their current lengths (equally when those are all zero); fixed parts get none. Auto
  /// Layout's translation of a mask into constraints uses the same shares.
  static func autoresizingShares(
    start: CGFloat, length: CGFloat, old: CGFloat, flexible: (Bool, Bool, Bool)
  ) -> (start: CGFloat, length: CGFloat) {
    let end = old - start - length
    let parts: [(Bool, CGFloat)] = [(flexible.0, start), (flexible.1, length), (flexible.2, end)]
    let flexibleTotal = parts.reduce(0) { $0 + ($1.0 ? max($1.1, 0) : 0) }
    let count = CGFloat(parts.filter(\.0).count)
    func share(_ part: (Bool, CGFloat)) -> CGFloat {
      guard part.0 else { return 0 }
      return flexibleTotal > 0 ? max(part.1, 0) / flexibleTotal : 1 / count
    }
    return (share(parts[0]), share(parts[1]))
  }
}

/// Rarely set per-view values, kept off the view's hot fields.
@preconcurrency @MainActor
final class UIViewAppearance {
  var tintColor: UIColor?
  var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
  var autoresizingMask: UIViewAutoresizing = []
  var autoresizesSubviews = true
  var isExclusiveTouch = false
  var semanticContentAttribute: UIView.SemanticContentAttribute = .unspecified
  var layoutMargins: UIEdgeInsets?
  var insetsLayoutMarginsFromSafeArea = true
  var preservesSuperviewLayoutMargins = false
  var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  var mask: UIView?
}
