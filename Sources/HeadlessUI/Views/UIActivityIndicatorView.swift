import Foundation

/// A spinner. Whether it spins is a plain value, but ``hidesWhenStopped`` hides and shows it,
/// as in UIKit.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The spinner's size and look.
  public enum Style: Int, Sendable {
    /// Large white (deprecated).
    case whiteLarge = 0
    /// White (deprecated).
    case white = 1
    /// Gray (deprecated).
    case gray = 2
    /// Medium (20 pt).
    case medium = 100
    /// Large (37 pt).
    case large = 101

    var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
  }

  /// The style (its size is the intrinsic size: 20 pt medium, 37 pt large).
  open var style: Style = .medium { didSet { invalidateIntrinsicContentSize() } }
  /// Deprecated name of ``style``.
  open var activityIndicatorViewStyle: Style {
    get { style }
    set { style = newValue }
  }
  /// The colour (a plain value).
  open var color: UIColor! = .gray
  /// Whether the view is hidden while stopped (default true).
  open var hidesWhenStopped = true {
    didSet { if hidesWhenStopped, !isAnimating { isHidden = true } }
  }
  /// Whether it spins.
  public private(set) var isAnimating = false

  /// A spinner of `style`, hidden until started.
  public init(style: Style) {
    self.style = style
    super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
    isHidden = true
    isUserInteractionEnabled = false
    isOpaque = false
  }

  /// A medium spinner with `frame`. Designated, as UIKit's (a custom spinner's initializer
  /// calls `super.init(frame:)`).
  public override init(frame: CGRect) {
    self.style = .medium
    super.init(frame: frame)
    isHidden = true
    isUserInteractionEnabled = false
    isOpaque = false
  }

  /// Deprecated initializer.
  public convenience init(activityIndicatorStyle style: Style) {
    self.init(style: style)
  }

  /// A spinner as a nib would decode it.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    if let coder = coder.interfaceBuilder {
      hidesWhenStopped = coder.bool("hidesWhenStopped", default: false)
      if coder.bool("animating", default: false) {
        startAnimating()
      } else {
        isHidden = isHidden || hidesWhenStopped
      }
      _ = coder.element["style"]
      return
    }
    isHidden = true
  }

  /// Starts spinning (and shows the view).
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops spinning (and hides the view when ``hidesWhenStopped``).
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  /// The style's size.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: style.side, height: style.side)
  }

  /// The style's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
