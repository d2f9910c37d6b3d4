import HeadlessUI

/// The views that can hide a tracked view from a person, and the test of whether one does.
///
/// A tracked view cannot be seen when it lies wholly outside the window, when it or an ancestor
/// is hidden or fully transparent, or when a *cover* drawn in front of it contains it whole and
/// is opaque on that frame. Covers are the views of view controllers and the window's own
/// subviews (a presentation's container): what covers a screen when another controller's screen
/// is shown over it, as an `.overFullScreen` presentation or a push over its predecessor does. A
/// cover counts as opaque when it is not hidden, its alpha and every ancestor's is 1, its
/// background colour's alpha is 1 and it is not rotated. A view drawn over a tracked view that
/// is not such a cover (a label, an image) never hides it: the test errs towards "visible", so a
/// jump is only ever left unreported when nobody could have seen it.
@MainActor
struct ViewCovers {
  /// The covers, back to front.
  private(set) var views: [UIView] = []
  /// For each resting view (in the scene's order), the indices of the covers drawn in front of
  /// it that are not its own descendants.
  private(set) var inFront: [[Int]] = []

  /// Gathers covers and resting views during the scene's walk of the window in drawing order.
  @MainActor
  struct Collector {
    private var found: [UIView] = []
    private var inFront: [[Int]] = []
    /// For each resting view so far, the number of covers seen before it.
    private var coversBefore: [Int] = []
    private var restingViews: [UIView] = []

    /// Notes `view`, visited in drawing order (back to front, depth first) under `root`.
    mutating func visit(_ view: UIView, in root: UIView) {
      if view.superview === root || view.next is UIViewController { found.append(view) }
    }

    /// Notes that the view just visited is a resting view.
    mutating func noteResting(_ view: UIView) {
      restingViews.append(view)
      coversBefore.append(found.count)
    }

    /// The covers, with the ones in front of each resting view.
    func covers() -> ViewCovers {
      var result = ViewCovers()
      result.views = found
      result.inFront = restingViews.indices.map { index in
        let view = restingViews[index]
        // A cover visited at or before the view is behind it or one of its ancestors; one
        // inside the view moves with it, so it shows the view's move rather than hiding it.
        return (coversBefore[index]..<found.count).filter { !found[$0].isDescendant(of: view) }
      }
      return result
    }
  }

  /// What can be seen on one frame: the covers' opaque areas, worked out when first needed.
  @MainActor
  struct Sight {
    let covers: ViewCovers
    let window: UIWindow
    let animating: Bool
    /// Each cover's area in window points when it is opaque on this frame, nil when it is not;
    /// nil as a whole until a resting view with a cover in front of it is asked about.
    private var opaqueAreas: [CGRect?]?

    init(covers: ViewCovers, window: UIWindow, animating: Bool) {
      self.covers = covers
      self.window = window
      self.animating = animating
    }

    /// Whether a person could see `view`, drawn at `frame` (window points), the scene's resting
    /// view number `resting`.
    mutating func canSee(_ view: UIView, drawnAt frame: ReplayRect, resting: Int) -> Bool {
      let area = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
      guard area.intersects(window.bounds) else { return false }
      guard ViewCovers.drawnAlpha(of: view, animating: animating) > 0 else { return false }
      guard resting < covers.inFront.count, !covers.inFront[resting].isEmpty else { return true }
      if opaqueAreas == nil {
        opaqueAreas = covers.views.map { ViewCovers.opaqueArea(of: $0, animating: animating) }
      }
      for index in covers.inFront[resting] {
        if let cover = opaqueAreas?[index], cover.contains(area) { return false }
      }
      return true
    }
  }

  /// A sight of `window` on the frame being sampled.
  func sight(in window: UIWindow, animating: Bool) -> Sight {
    Sight(covers: self, window: window, animating: animating)
  }

  /// The alpha `view` is drawn with: its own times its ancestors' (presentation values while an
  /// animation runs), 0 when it or an ancestor is hidden.
  static func drawnAlpha(of view: UIView, animating: Bool) -> CGFloat {
    var alpha: CGFloat = 1
    var current: UIView? = view
    while let node = current {
      if node.isHidden { return 0 }
      alpha *= animating ? CGFloat((node.layer.presentation() ?? node.layer).opacity) : node.alpha
      current = node.superview
    }
    return alpha
  }

  /// `cover`'s area in window points when it is opaque now (see the type's documentation).
  static func opaqueArea(of cover: UIView, animating: Bool) -> CGRect? {
    guard (cover.backgroundColor?.cgAlpha ?? 0) >= 1,
      drawnAlpha(of: cover, animating: animating) >= 1
    else { return nil }
    if animating {
      let drawn = cover.presentationState()
      let t = drawn.transform
      guard t.b == 0, t.c == 0 else { return nil }
      let width = drawn.size.width * abs(t.a)
      let height = drawn.size.height * abs(t.d)
      return CGRect(
        x: drawn.center.x - width / 2, y: drawn.center.y - height / 2, width: width,
        height: height)
    }
    let t = cover.transform
    guard t.b == 0, t.c == 0 else { return nil }
    return cover.convert(cover.bounds, to: nil)
  }
}
