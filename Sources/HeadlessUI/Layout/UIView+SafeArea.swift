import Foundation

extension UIView {
  /// The width ``readableContentGuide`` keeps to at most.
  static let readableWidth: CGFloat = 672

  /// The insets the safe area leaves on this view.
  ///
  /// A window takes its screen's (``UIScreen/safeAreaInsets``, for the part of the screen it
  /// covers). Any other view in a window takes the part of its superview's safe area it
  /// overlaps — measured on its untransformed frame, so a view inset from the screen's edges
  /// gets smaller insets — and a view controller's root view adds the controller's
  /// ``UIViewController/additionalSafeAreaInsets`` and the bars of its containers (44 points
  /// under a shown navigation bar, the tab bar's 49 above it), as UIKit's documentation of the
  /// safe area describes. A view outside a window has none.
  var computedSafeAreaInsets: UIEdgeInsets {
    if let window = self as? UIWindow { return window.screenSafeAreaInsets }
    guard let parent = superview else { return .zero }
    var insets = UIEdgeInsets.zero
    let parentInsets = parent.safeAreaInsets
    if parentInsets != .zero {
      let size = bounds.size
      let anchor = layer.anchorPoint
      let frame = CGRect(
        x: center.x - anchor.x * size.width, y: center.y - anchor.y * size.height,
        width: size.width, height: size.height)
      insets = Self.insets(of: frame, outside: parent.bounds.inset(by: parentInsets))
    }
    if let controller = owningViewController {
      let extra = controller.safeAreaAdditions
      insets.top += extra.top
      insets.left += extra.left
      insets.bottom += extra.bottom
      insets.right += extra.right
    }
    return insets
  }

  /// How far `frame` reaches outside `safe` on each side (clamped to the frame's size).
  static func insets(of frame: CGRect, outside safe: CGRect) -> UIEdgeInsets {
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
    return UIEdgeInsets(
      top: clamp(safe.minY - frame.minY, frame.height),
      left: clamp(safe.minX - frame.minX, frame.width),
      bottom: clamp(frame.maxY - safe.maxY, frame.height),
      right: clamp(frame.maxX - safe.maxX, frame.width))
  }

  /// Whether the layout margins guide lies inside the safe area (true, as in UIKit).
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { storedAppearance?.insetsLayoutMarginsFromSafeArea ?? true }
    set {
      appearanceStorage.insetsLayoutMarginsFromSafeArea = newValue
      if LayoutEngine.activeConstraintCount > 0 { LayoutEngine.generatedInputDidChange(of: self) }
    }
  }

  /// The margins the layout margins guide uses: ``layoutMargins`` (for a view controller's
  /// root view, at least the system minimum of 16 points left and right — 20 on screens
  /// 414 points wide or more — and 0 top and bottom, as `systemMinimumLayoutMargins`
  /// documents), plus the safe area when ``insetsLayoutMarginsFromSafeArea``.
  var effectiveLayoutMargins: UIEdgeInsets {
    var margins = layoutMargins
    if let controller = owningViewController {
      let side: CGFloat = (window?.bounds.width ?? bounds.width) >= 414 ? 20 : 16
      if storedAppearance?.layoutMargins == nil {
        margins = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
      } else if controller.viewRespectsSystemMinimumLayoutMargins {
        margins.left = max(margins.left, side)
        margins.right = max(margins.right, side)
      }
    }
    if insetsLayoutMarginsFromSafeArea {
      let safe = safeAreaInsets
      margins.top += safe.top
      margins.left += safe.left
      margins.bottom += safe.bottom
      margins.right += safe.right
    }
    return margins
  }
}

extension UIWindow {
  /// The screen's safe area over the part of the screen the window covers.
  var screenSafeAreaInsets: UIEdgeInsets {
    let screenInsets = screen.safeAreaInsets
    guard screenInsets != .zero else { return .zero }
    if frame == screen.bounds { return screenInsets }
    return UIView.insets(of: frame, outside: screen.bounds.inset(by: screenInsets))
  }
}

extension UIViewController {
  /// What the controller and its containers add to its root view's safe area.
  var safeAreaAdditions: UIEdgeInsets {
    var insets = additionalSafeAreaInsets
    if let navigation = parent as? UINavigationController, !navigation.isNavigationBarHidden {
      insets.top += UINavigationBar.standardHeight
    }
    if let tabs = parent as? UITabBarController, !tabs.tabBar.isHidden {
      insets.bottom += UITabBar.standardHeight
    }
    return insets
  }
}
