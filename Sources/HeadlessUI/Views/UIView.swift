import Foundation

/// A rectangle in a view hierarchy: geometry, look, subviews, hit testing and gesture
/// recognizers, without drawing.
///
/// Geometry and look live in the view's ``layer`` (stored properties, no dictionaries), and the
/// view's properties read and write them: `center` is `layer.position`, `alpha` is
/// `layer.opacity`, `transform` is the affine form of `layer.transform`. The geometric
/// properties are `public` rather than `open` so reading and writing them is a direct access;
/// the hooks (`layoutSubviews`, `hitTest`, `point(inside:with:)`, `didMoveToWindow`, …) are
/// `open` as in UIKit.
@preconcurrency @MainActor
open class UIView: UIResponder {
  // Stored properties marked `@exclusivity(unchecked)` (here and in CALayer, with `superview`
  // and `layer.owner`) skip Swift's dynamic exclusivity checks: 1.13 M instructions of a replay,
  // 19 % of the replay benchmark (docs/PERFORMANCE.md, "Unsafe code"). Each is touched only on
  // the main actor and never held across a call that could reach it again.
  /// How an image view fits its image into its bounds (informational for other views).
  public enum ContentMode: Int, Sendable {
    /// Stretch to fill.
    case scaleToFill
    /// Fit inside, keeping the aspect ratio.
    case scaleAspectFit
    /// Fill, keeping the aspect ratio and cropping.
    case scaleAspectFill
    /// Redraw on bounds change (like `scaleToFill` here).
    case redraw
    /// Centre without scaling.
    case center
    /// Top edge, centred horizontally.
    case top
    /// Bottom edge, centred horizontally.
    case bottom
    /// Left edge, centred vertically.
    case left
    /// Right edge, centred vertically.
    case right
    /// Top-left corner.
    case topLeft
    /// Top-right corner.
    case topRight
    /// Bottom-left corner.
    case bottomLeft
    /// Bottom-right corner.
    case bottomRight
  }

  /// The view's layer: geometry and look.
  public let layer: CALayer

  /// The superview (nil for a root). The superview owns its subviews; a subview that outlives
  /// it reads nil (the superview clears this as it goes away).
  // `unowned(unsafe)`, cleared by the superview's `deinit`: a `weak` reference would give every
  // parent view a side table (see ``LifetimeToken``), and a checked `unowned` one makes every
  // read an atomic compare-and-swap. Measured against checked `unowned` (here and for
  // `layer.owner`): 0.4 % of the replay benchmark's instructions, but 11 % of its wall time
  // (median of five runs, 5 140× → 5 710× real time) and 39 % of the engine benchmark's whole
  // dismissal (375 → 230 µs): docs/PERFORMANCE.md, "Unsafe code".
  @exclusivity(unchecked) public internal(set) unowned(unsafe) var superview: UIView?

  /// The subviews, back to front.
  public internal(set) var subviews: [UIView] {
    get { storedSubviews }
    set {
      storedSubviews = newValue
      UIView.noteHierarchyChange()
    }
    // In place: through `get` and `set`, an insertion would change a copy (the stored array
    // then has two owners), copying every subview reference each time.
    _modify {
      yield &storedSubviews
      UIView.noteHierarchyChange()
    }
  }
  @exclusivity(unchecked) var storedSubviews: [UIView] = []
  /// Whether this view is a ``UIWindow`` (set by its initializers): ``window`` asks each
  /// ancestor without a dynamic cast.
  @exclusivity(unchecked) package internal(set) var isWindow = false

  /// A counter that changes whenever any view gains, loses or reorders subviews, is hidden or
  /// shown, or changes its identity (``accessibilityIdentifier``; other modules call
  /// ``noteHierarchyChange()`` for theirs, as HeroEngine does for heroIDs). An observer that
  /// walks the views keeps what it found while the counter stays the same.
  @exclusivity(unchecked) public private(set) static var hierarchyGeneration: UInt64 = 0

  /// Marks the view hierarchy as changed (see ``hierarchyGeneration``).
  public static func noteHierarchyChange() {
    hierarchyGeneration &+= 1
  }

  /// A number for finding the view with ``viewWithTag(_:)``.
  public var tag: Int = 0
  /// The name state restoration saves the view under; kept (HeadlessUI restores no state).
  open var restorationIdentifier: String?

  /// Whether touches hit this view and its subviews.
  @exclusivity(unchecked) public var isUserInteractionEnabled = true

  /// Whether several touches may go to the view (accepted; every touch is delivered).
  public var isMultipleTouchEnabled = false

  /// How content fits the bounds.
  @exclusivity(unchecked) public var contentMode: ContentMode = .scaleToFill

  /// A name for reports and debugging (e.g. in a view timeline).
  @exclusivity(unchecked) public var accessibilityIdentifier: String? {
    didSet { UIView.noteHierarchyChange() }
  }

  /// What VoiceOver reads for the view, and what a session's `.label(…)` tap finds: the value
  /// set, else UIKit's default derived from the view ("a label derived from the object's
  /// properties", https://developer.apple.com/documentation/objectivec/nsobject/1615181-accessibilitylabel):
  /// a label's text, a button's current title; nil for other views.
  open var accessibilityLabel: String? {
    get { storedAccessibilityLabel ?? derivedAccessibilityLabel }
    set { storedAccessibilityLabel = newValue }
  }
  /// Whether assistive technologies see the view as one element (kept; false by default,
  /// true for controls and labels on iOS — a plain value here).
  open var isAccessibilityElement = false
  /// What VoiceOver says the view does (kept).
  open var accessibilityHint: String?
  /// The view's value as VoiceOver reads it (kept).
  open var accessibilityValue: String?
  /// What the view is to VoiceOver (kept).
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// The frame VoiceOver outlines, in screen coordinates (kept; zero unless set).
  open var accessibilityFrame: CGRect = .zero
  /// The elements of an accessibility container, in order (kept).
  open var accessibilityElements: [Any]?
  /// Whether VoiceOver ignores the view's siblings (kept).
  open var accessibilityViewIsModal = false
  /// Whether the view's children are hidden from VoiceOver (kept).
  open var accessibilityElementsHidden = false
  /// Whether VoiceOver reads the children as a group (kept).
  open var shouldGroupAccessibilityChildren = false
  /// The language of the label and value (kept).
  open var accessibilityLanguage: String?

  /// Makes the first responder resign when it is this view or one of its subviews (the
  /// keyboard goes away); true when none is left first responder. `force` is accepted: a text
  /// field here always agrees to resign.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    guard let responder = UIResponder.firstResponder as? UIView, responder.isDescendant(of: self)
    else { return true }
    return responder.resignFirstResponder() || !responder.isFirstResponder
  }
  var storedAccessibilityLabel: String?
  /// UIKit's default label for this kind of view (overridden by labels and buttons).
  var derivedAccessibilityLabel: String? { nil }

  /// Tells the window's event observer that code set this view's geometry (a replay notes the
  /// views the app's handler moves even when they have no id). Code sets geometry a few hundred
  /// times in a replay, so the walk up to the window costs nothing measurable.
  @inline(__always)
  func reportGeometryChange() {
    if let observer = window?.eventObserver { observer.viewDidChangeGeometry(self) }
  }

  /// The view this one is a snapshot of (see ``snapshotView(afterScreenUpdates:)``).
  public internal(set) var snapshotSource: UIView? {
    get { snapshotSourceReference.object }
    set { snapshotSourceReference = WeakReference(newValue) }
  }
  var snapshotSourceReference = WeakReference<UIView>(nil)

  var owningViewController: UIViewController? {
    get { owningViewControllerReference.object }
    set { owningViewControllerReference = WeakReference(newValue) }
  }
  var owningViewControllerReference = WeakReference<UIViewController>(nil)
  @exclusivity(unchecked) var recognizers: [UIGestureRecognizer] = []
  @exclusivity(unchecked) var needsLayout = true
  @exclusivity(unchecked) var descendantNeedsLayout = false
  /// Objects other modules attach to the view, at most one per class (see
  /// ``associatedObject(_:)``).
  @exclusivity(unchecked) var associatedObjects: [AnyObject] = []

  /// A view with `frame` in its superview's coordinates.
  public init(frame: CGRect) {
    layer = Self.makeLayer()
    super.init()
    layer.owner = self
    layer.isOpaque = true
    self.frame = frame
  }

  /// A view as a storyboard or nib decodes it: with an ``InterfaceBuilderCoder`` (what
  /// ``UIStoryboard`` and ``UINib`` pass) the element's frame, look, subviews and constraints
  /// are applied here, so a subclass sees them after `super.init(coder:)`; with any other coder
  /// the view starts with a zero frame. `required` as in UIKit (through `NSCoding`).
  public required init?(coder: NSCoder) {
    layer = Self.makeLayer()
    super.init()
    layer.owner = self
    layer.isOpaque = true
    if let coder = coder.interfaceBuilder {
      coder.decodeView(self)
      coder.decodeFamilies(of: self)
    }
  }

  /// The class of the view's ``layer`` (``CALayer`` unless a subclass overrides it to back the
  /// view with, say, a ``CAGradientLayer``).
  open class var layerClass: AnyClass { CALayer.self }

  private static func makeLayer() -> CALayer {
    let type: AnyClass = layerClass
    if type == CALayer.self { return CALayer() }
    return (type as? CALayer.Type ?? CALayer.self).init()
  }

  /// A view with a zero frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  deinit {
    // The unretained back references to this view must not outlive it. They are main-actor
    // state, and the last reference can drop on another thread (Swift Testing may release a
    // suite instance that holds a window there), so off the main queue the clean-up runs on it.
    // (Not an `isolated deinit`: with `@preconcurrency` on the class, Swift 6.3 rejects one.)
    if MainQueueMark.isCurrent {
      MainActor.assumeIsolated { detachBackReferences() }
    } else {
      DispatchQueue.main.sync { detachBackReferences() }
    }
  }

  /// Clears the layer's and the subviews' references to this view (each of them refers to this
  /// view, by the hierarchy's invariants).
  private func detachBackReferences() {
    layer.owner = nil
    for subview in storedSubviews { subview.superview = nil }
  }

  // MARK: Geometry

  /// The frame in the superview's coordinates (the bounding box when transformed).
  public var frame: CGRect {
    get { layer.frame }
    set {
      if UIView.recordingAnimation != nil || layer.storedAnimations != nil {
        let rect = newValue.standardized
        var newBounds = layer.bounds
        newBounds.size = rect.size
        let anchor = layer.anchorPoint
        UIView.recordChange(of: .bounds, on: layer, to: .rect(newBounds))
        UIView.recordChange(
          of: .position, on: layer,
          to: .point(
            CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)))
      }
      layer.frame = newValue
      if LayoutEngine.activeConstraintCount > 0 { LayoutEngine.generatedInputDidChange(of: self) }
      reportGeometryChange()
    }
  }

  /// The view's own coordinate space: origin (scroll offset) and size.
  public var bounds: CGRect {
    get { layer.bounds }
    set {
      if UIView.recordingAnimation != nil || layer.storedAnimations != nil {
        UIView.recordChange(of: .bounds, on: layer, to: .rect(newValue))
      }
      layer.bounds = newValue
      if LayoutEngine.activeConstraintCount > 0 { LayoutEngine.generatedInputDidChange(of: self) }
      reportGeometryChange()
    }
  }

  /// The layer position in the superview's coordinates (the frame's centre with the default
  /// anchor point).
  public var center: CGPoint {
    get { layer.position }
    set {
      if UIView.recordingAnimation != nil || layer.storedAnimations != nil {
        UIView.recordChange(of: .position, on: layer, to: .point(newValue))
      }
      layer.position = newValue
      if LayoutEngine.activeConstraintCount > 0 { LayoutEngine.generatedInputDidChange(of: self) }
      reportGeometryChange()
    }
  }

  /// The 2D transform about the anchor point (the affine part of `layer.transform`).
  public var transform: CGAffineTransform {
    get { layer.affine }
    set {
      let transform = CATransform3D(newValue)
      if UIView.recordingAnimation != nil || layer.storedAnimations != nil {
        UIView.recordChange(of: .transform, on: layer, to: .transform(transform))
      }
      layer.transform = transform
      reportGeometryChange()
    }
  }

  /// The 3D transform (`layer.transform`).
  public var transform3D: CATransform3D {
    get { layer.transform }
    set {
      if UIView.recordingAnimation != nil || layer.storedAnimations != nil {
        UIView.recordChange(of: .transform, on: layer, to: .transform(newValue))
      }
      layer.transform = newValue
      reportGeometryChange()
    }
  }

  // MARK: Look

  /// Opacity 0…1, stored as the layer's `Float` opacity (as UIKit does).
  public var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set {
      if UIView.recordingAnimation != nil || layer.storedAnimations != nil {
        UIView.recordChange(of: .opacity, on: layer, to: .scalar(CGFloat(Float(newValue))))
      }
      layer.opacity = Float(newValue)
    }
  }

  /// Whether the view (and its subtree) is hidden.
  public var isHidden: Bool {
    get { layer.isHidden }
    set {
      layer.isHidden = newValue
      UIView.noteHierarchyChange()
    }
  }

  /// The background colour (nil = transparent).
  public var backgroundColor: UIColor? {
    get { layer.backgroundColor }
    set {
      if UIView.recordingAnimation != nil || layer.storedAnimations != nil {
        UIView.recordChange(of: .backgroundColor, on: layer, to: .color(newValue))
      }
      layer.backgroundColor = newValue
    }
  }

  /// Whether subviews are clipped to the bounds.
  public var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// Whether the view declares itself opaque (UIKit's default: true). Hero's fade rules read
  /// it.
  public var isOpaque: Bool {
    get { layer.isOpaque }
    set { layer.isOpaque = newValue }
  }

  // MARK: Responder chain

  /// The view controller whose root view this is, else the superview.
  open override var next: UIResponder? {
    if let owningViewController { return owningViewController }
    return superview
  }

  // MARK: Hierarchy hooks

  /// Called after `subview` was added.
  open func didAddSubview(_ subview: UIView) {}

  /// Called before `subview` is removed.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Called before the superview changes.
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called after the superview changed.
  open func didMoveToSuperview() {}

  /// Called before the window changes.
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Called after the window changed.
  open func didMoveToWindow() {}

  // MARK: Layout hooks

  /// Lays out subviews; called by `layoutIfNeeded()` when the view needs layout.
  open func layoutSubviews() {}

  /// The size that fits `size` (the current bounds size by default).
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  // Open here, in the class, so that subclasses override them as they do on iOS (an extension's
  // members cannot be overridden); what each does is beside its concern.

  /// Lays the view out now if it needs it: this view if marked, then its marked descendants,
  /// top-down (UIView+Layout.swift).
  open func layoutIfNeeded() { layOutIfNeeded() }

  /// The tint colour: the one set on this view, else its superview's, else the system blue
  /// (UIView+Appearance.swift).
  open var tintColor: UIColor! {
    get { inheritedTintColor }
    set { inheritedTintColor = newValue }
  }

  /// The insets of the safe area: the screen's for a window, the part of the superview's the
  /// view overlaps, plus a controller's bars and additions (UIView+SafeArea.swift).
  open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }

  /// The size the constraints give the view as near `targetSize` as they allow, at the fitting
  /// priority (UIView+Constraints.swift).
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fittingSize(targetSize) }

  /// The size the constraints give the view with the width and height asked for at these
  /// priorities (a required width and a fitting height for a self-sizing cell).
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittingSize(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }

  // MARK: Hit testing

  /// The deepest visible, interactive descendant (or self) containing `point` (in this view's
  /// coordinates): nil if hidden, not interactive, nearly transparent (alpha < 0.01) or if
  /// the point is outside; subviews are tried front to back.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard isUserInteractionEnabled, !isHidden, layer.opacity >= 0.01,
      self.point(inside: point, with: event)
    else { return nil }
    if layer.storedAnimations != nil, let clock = window?.clock,
      layer.blocksInteraction(at: clock.now)
    {
      return nil
    }
    for subview in subviews.reversed() {
      let local = subview.convertFromSuperview(point)
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  /// Whether `point` (in this view's coordinates) is inside the bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// Whether `gestureRecognizer`, attached to this view or an ancestor, may begin (true).
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  // MARK: Content hooks

  /// The view's natural size from its content; `noIntrinsicMetric` on an axis without one
  /// (the default). Labels, image views, buttons and other controls override it.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Tells layout the intrinsic size changed (marks the superview for layout, and Auto
  /// Layout for a re-solve).
  open func invalidateIntrinsicContentSize() {
    superview?.setNeedsLayout()
    if LayoutEngine.activeConstraintCount > 0 { LayoutEngine.intrinsicSizeDidChange(of: self) }
  }

  /// Whether ``intrinsicSize(forLayoutWidth:)`` depends on the width (text that wraps).
  var intrinsicSizeDependsOnWidth: Bool { false }

  /// The intrinsic size Auto Layout uses when the view is `width` wide (nil before the first
  /// solve): ``intrinsicContentSize``, except for text that wraps (labels override it).
  func intrinsicSize(forLayoutWidth width: CGFloat?) -> CGSize {
    intrinsicContentSize
  }

  /// Updates the view's constraints before layout when ``setNeedsUpdateConstraints()`` asked
  /// for it (override to change constraints there; call `super` last, as UIKit asks).
  open func updateConstraints() {
    layoutState?.needsUpdateConstraints = false
  }

  /// Whether the view needs Auto Layout to work (false; informational).
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Called when ``tintColor`` changes on this view.
  open func tintColorDidChange() {}

  /// Called after a nib or storyboard loaded the view (never headlessly, unless your code
  /// calls it; ``UIStoryboard`` builders may).
  open func awakeFromNib() {}

  /// Called before Interface Builder renders the view (never headlessly).
  open func prepareForInterfaceBuilder() {}

  /// Draws the view's content (never called: nothing is drawn headlessly).
  open func draw(_ rect: CGRect) {}

  /// The layer delegate's display hook (UIView is its layer's delegate on iOS): subclasses that
  /// set `layer.contents` themselves override it. HeadlessUI displays no layers, so it is never
  /// called.
  open func display(_ layer: CALayer) {}

  /// Marks the content for redrawing (nothing is drawn headlessly).
  open func setNeedsDisplay() {}

  /// Marks part of the content for redrawing (nothing is drawn headlessly).
  open func setNeedsDisplay(_ invalidRect: CGRect) {}

  /// Called when the safe area changes (never: ``safeAreaInsets`` is constant).
  open func safeAreaInsetsDidChange() {}

  /// Called when ``layoutMargins`` change.
  open func layoutMarginsDidChange() {}

  /// Called when the trait collection changes (never: there is one environment).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Called by the layer when the bounds size changed: autoresizes the subviews and marks the
  /// view for layout.
  func boundsSizeDidChange(from oldSize: CGSize) {
    if !subviews.isEmpty { resizeSubviews(from: oldSize) }
    setNeedsLayout()
  }

  // MARK: Snapshots

  /// A content-free stand-in for the view: a plain view of the same bounds size at the
  /// origin, whose ``snapshotSource`` is this view. There are no pixels to capture;
  /// subclasses (image views) return a copy of what matters to layout.
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
    snapshot.snapshotSource = self
    snapshot.isOpaque = isOpaque
    return snapshot
  }
}
