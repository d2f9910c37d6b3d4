import Foundation

extension UIView {
  /// Marks the view for layout at the next ``layoutIfNeeded()`` (on it or an ancestor).
  public func setNeedsLayout() {
    needsLayout = true
    var ancestor = superview
    while let view = ancestor, !view.descendantNeedsLayout {
      view.descendantNeedsLayout = true
      ancestor = view.superview
    }
  }

  /// What ``UIView/layoutIfNeeded()`` does unless a subclass overrides it: lays out this view,
  /// if marked, then its marked descendants, top-down. A view controller's root view also calls
  /// `viewWillLayoutSubviews` / `viewDidLayoutSubviews`. With constraints active in the
  /// hierarchy, pending `updateConstraints()` calls run and Auto Layout solves first (see
  /// ``NSLayoutConstraint``).
  func layOutIfNeeded() {
    guard needsLayout || descendantNeedsLayout else { return }
    let usesConstraints = LayoutEngine.activeConstraintCount > 0
    if usesConstraints { LayoutEngine.prepareLayout(from: self) }
    if needsLayout {
      needsLayout = false
      owningViewController?.viewWillLayoutSubviews()
      // UIKit's default `layoutSubviews` places constraint-positioned subviews; they take
      // their solved frames here, just before it, so an override that skips `super` keeps them.
      if usesConstraints { LayoutEngine.applySolvedFrames(toSubviewsOf: self) }
      layoutSubviews()
      owningViewController?.viewDidLayoutSubviews()
    }
    descendantNeedsLayout = false
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Sets the bounds size to ``sizeThatFits(_:)`` of the current size.
  public func sizeToFit() {
    var newBounds = bounds
    newBounds.size = sizeThatFits(bounds.size)
    bounds = newBounds
  }
}
