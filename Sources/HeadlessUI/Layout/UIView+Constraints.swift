import Foundation

extension UIView {
  /// The standard spacing `constraint(equalToSystemSpacingAfter:multiplier:)` multiplies: 8.
  public static let systemSpacing: CGFloat = 8

  var layoutState: ViewLayoutState? { associatedObject(ViewLayoutState.self) }

  var layoutStateForWriting: ViewLayoutState {
    if let existing = layoutState { return existing }
    let created = ViewLayoutState()
    setAssociatedObject(created, for: ViewLayoutState.self)
    return created
  }

  // MARK: Constraints

  /// Whether the view's frame and autoresizing mask become constraints when Auto Layout places
  /// views around it (true, as for any view made in code). Set false on a view you position
  /// with constraints.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
    set {
      guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
      layoutStateForWriting.translatesAutoresizingMaskIntoConstraints = newValue
      if LayoutEngine.activeConstraintCount > 0 { LayoutEngine.noteStructureChange(of: self) }
    }
  }

  /// The constraints installed on this view (those whose closest common ancestor it is).
  public var constraints: [NSLayoutConstraint] { layoutState?.installed ?? [] }

  /// Installs and activates `constraint` on this view (the pre-iOS 8 way; prefer
  /// `isActive`). UIKit requires the view to be a common ancestor of the items.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.install(on: self)
  }

  /// Installs and activates each constraint on this view.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Deactivates `constraint` if it is installed on this view.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.installedOn === self else { return }
    constraint.uninstall()
  }

  /// Deactivates each of `constraints` installed on this view.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// ``UIView/layoutMargins`` by reading direction (leading is left).
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      return NSDirectionalEdgeInsets(
        top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    }
    set {
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing
      )
    }
  }

  // MARK: Content priorities

  /// How strongly the view resists growing beyond its intrinsic size on `axis` (250).
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    guard let state = layoutState else { return .defaultLow }
    return axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
  }

  /// Sets the content hugging priority on `axis`.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    let state = layoutStateForWriting
    if axis == .horizontal {
      state.hugging.horizontal = priority
    } else {
      state.hugging.vertical = priority
    }
    if LayoutEngine.activeConstraintCount > 0 { LayoutEngine.noteStructureChange(of: self) }
  }

  /// How strongly the view resists shrinking below its intrinsic size on `axis` (750).
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    guard let state = layoutState else { return .defaultHigh }
    return axis == .horizontal ? state.compression.horizontal : state.compression.vertical
  }

  /// Sets the compression resistance priority on `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    let state = layoutStateForWriting
    if axis == .horizontal {
      state.compression.horizontal = priority
    } else {
      state.compression.vertical = priority
    }
    if LayoutEngine.activeConstraintCount > 0 { LayoutEngine.noteStructureChange(of: self) }
  }

  // MARK: Layout guides

  /// The layout guides added to this view.
  public var layoutGuides: [UILayoutGuide] { layoutState?.guides ?? [] }

  /// Adds a layout guide owned by this view.
  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    layoutStateForWriting.guides.append(guide)
  }

  /// Removes a layout guide (and the constraints that use it).
  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    guard let state = layoutState, state.guides.contains(identical: guide) else { return }
    state.guides.removeAll(identicalTo: guide)
    LayoutEngine.deactivateConstraints(referencing: { $0 === guide }, from: self)
    guide.owningView = nil
  }

  /// The part of the view the safe area leaves (see ``safeAreaInsets``).
  public var safeAreaLayoutGuide: UILayoutGuide {
    guide(\.safeAreaGuide, kind: .safeArea)
  }

  /// The view's bounds inset by ``layoutMargins``.
  public var layoutMarginsGuide: UILayoutGuide {
    guide(\.marginsGuide, kind: .layoutMargins)
  }

  /// The margins guide narrowed to a readable width: at most 672 points wide, centred (the
  /// width UIKit uses for the default text size on a regular-width screen; on a phone in
  /// portrait it equals the margins guide).
  public var readableContentGuide: UILayoutGuide {
    guide(\.readableGuide, kind: .readableContent)
  }

  /// The guide stored at `keyPath` of the view's layout state, made on first use.
  func guide(
    _ keyPath: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>, kind: UILayoutGuide.Kind
  ) -> UILayoutGuide {
    let state = layoutStateForWriting
    if let guide = state[keyPath: keyPath] { return guide }
    let guide = UILayoutGuide(kind: kind, owningView: self)
    state[keyPath: keyPath] = guide
    return guide
  }

  // MARK: Anchors

  /// The first line's baseline (the bottom edge of a view without text).
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline)
  }
  /// The last line's baseline (the bottom edge of a view without text).
  public var lastBaselineAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline)
  }

  // MARK: Updating constraints

  /// Marks the view for ``updateConstraints()`` before the next layout.
  public func setNeedsUpdateConstraints() {
    layoutStateForWriting.needsUpdateConstraints = true
    LayoutEngine.pendingConstraintUpdates = true
    setNeedsLayout()
  }

  /// Whether ``updateConstraints()`` is due.
  public func needsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? false }

  /// Calls ``updateConstraints()`` on this view and its descendants that asked for it
  /// (children first, as UIKit updates constraints bottom-up).
  public func updateConstraintsIfNeeded() {
    for subview in subviews { subview.updateConstraintsIfNeeded() }
    guard let state = layoutState, state.needsUpdateConstraints else { return }
    state.needsUpdateConstraints = false
    if let controller = owningViewController {
      controller.updateViewConstraints()
    } else {
      updateConstraints()
    }
  }

  // MARK: Debugging

  /// Whether the constraints leave the view's frame undetermined (several frames satisfy them
  /// equally well). False for a view outside Auto Layout.
  public var hasAmbiguousLayout: Bool {
    LayoutEngine.isAmbiguous(self)
  }

  /// Does nothing (UIKit flips between the ambiguous solutions on screen).
  public func exerciseAmbiguityInLayout() {}

  /// The active constraints that involve the view on `axis`.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint]
  {
    LayoutEngine.constraints(affecting: self, axis: axis)
  }

  // MARK: Fitting

  /// The size the view's constraints give it when it is asked to be `targetSize` as weakly as
  /// possible (``UILayoutPriority/fittingSizeLevel``): pass ``layoutFittingCompressedSize`` for
  /// the smallest size they allow.
  func fittingSize(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's constraints give it with the width and height asked for at the given
  /// priorities (e.g. a required width and a fitting-level height for a self-sizing cell).
  func fittingSize(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    LayoutEngine.fittingSize(
      of: self, target: targetSize, priorities: (horizontalFittingPriority, verticalFittingPriority)
    )
  }
}

extension UIScrollView {
  /// The scroll view's content area for Auto Layout: constraints to its edges give the
  /// ``contentSize`` (set after each solve).
  public var contentLayoutGuide: UILayoutGuide {
    guide(\.scrollContentGuide, kind: .scrollContent)
  }

  /// The scroll view's frame for Auto Layout (its width and height; positions pinned to it
  /// are taken in content coordinates, so they scroll with the content — UIKit keeps them
  /// still).
  public var frameLayoutGuide: UILayoutGuide {
    guide(\.scrollFrameGuide, kind: .scrollFrame)
  }
}
