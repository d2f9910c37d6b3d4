@_exported import HeadlessUI

/// What the HUD shows (MBProgressHUD's raw values).
public enum MBProgressHUDMode: Int, Sendable {
  case indeterminate, determinate, determinateHorizontalBar, annularDeterminate, customView, text
}

/// How the HUD appears and goes (MBProgressHUD's raw values).
public enum MBProgressHUDAnimation: Int, Sendable {
  case fade, zoom, zoomOut, zoomIn
}

/// MBProgressHUD's delegate.
@preconcurrency @MainActor
public protocol MBProgressHUDDelegate: AnyObject {
  func hudWasHidden(_ hud: MBProgressHUD)
}

extension MBProgressHUDDelegate {
  public func hudWasHidden(_ hud: MBProgressHUD) {}
}

/// MBProgressHUD (an Objective-C pod; written from its README and header, and from the calls
/// the corpus apps make): a HUD that is a view added over the view it is shown in, filling it,
/// taking touches while shown (as the pod's does), removed when hidden (`removeFromSuperViewOnHide`,
/// true for the class methods). Showing and hiding fade over 0.3 s on the frame clock; a grace
/// time and a minimum show time are kept and not applied.
@preconcurrency @MainActor
open class MBProgressHUD: UIView {
  /// What the HUD shows.
  open var mode = MBProgressHUDMode.indeterminate
  /// How it appears and goes.
  open var animationType = MBProgressHUDAnimation.fade
  /// The main text.
  public let label = UILabel(frame: .zero)
  /// The text under it.
  public let detailsLabel = UILabel(frame: .zero)
  /// The progress (0 to 1).
  open var progress: Float = 0
  /// A view shown in `.customView` mode.
  open var customView: UIView?
  /// Whether hiding removes it from its superview.
  open var removeFromSuperViewOnHide = false
  /// Kept (not applied).
  open var graceTime: TimeInterval = 0
  /// Kept (not applied).
  open var minShowTime: TimeInterval = 0
  /// Called when hidden.
  open weak var delegate: MBProgressHUDDelegate?
  /// Called when hidden.
  open var completionBlock: (@MainActor () -> Void)?

  /// A HUD for `view`, not shown yet.
  public convenience init(view: UIView) {
    self.init(frame: view.bounds)
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    alpha = 0
    addSubview(label)
    addSubview(detailsLabel)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A HUD added to `view` and shown.
  @discardableResult
  open class func showAdded(to view: UIView, animated: Bool) -> MBProgressHUD {
    let hud = MBProgressHUD(view: view)
    hud.removeFromSuperViewOnHide = true
    view.addSubview(hud)
    hud.show(animated: animated)
    return hud
  }

  /// Hides the topmost HUD of `view`; false when it has none.
  @discardableResult
  open class func hide(for view: UIView, animated: Bool) -> Bool {
    guard let hud = HUD(for: view) else { return false }
    hud.removeFromSuperViewOnHide = true
    hud.hide(animated: animated)
    return true
  }

  /// The topmost HUD of `view`.
  open class func HUD(for view: UIView) -> MBProgressHUD? {
    view.subviews.reversed().first { $0 is MBProgressHUD } as? MBProgressHUD
  }

  /// Shows the HUD.
  open func show(animated: Bool) {
    if let superview { frame = superview.bounds }
    label.frame = bounds.insetBy(dx: 20, dy: bounds.height / 2 - 30)
    UIView.animate(withDuration: animated ? 0.3 : 0, delay: 0, options: []) { self.alpha = 1 }
  }

  /// Hides the HUD.
  open func hide(animated: Bool) {
    hide(animated: animated, afterDelay: 0)
  }

  /// Hides the HUD after `delay` seconds (on the window's frame clock).
  open func hide(animated: Bool, afterDelay delay: TimeInterval) {
    let fade: @MainActor () -> Void = {
      UIView.animate(withDuration: animated ? 0.3 : 0, delay: 0, options: []) {
        self.alpha = 0
      } completion: { _ in
        if self.removeFromSuperViewOnHide { self.removeFromSuperview() }
        self.completionBlock?()
        self.delegate?.hudWasHidden(self)
      }
    }
    if delay > 0, let clock = window?.clock {
      clock.schedule(after: .seconds(delay), fade)
    } else {
      fade()
    }
  }
}
