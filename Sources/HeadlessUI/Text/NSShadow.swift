import Foundation

/// A shadow's look for drawn text and shapes
/// (https://developer.apple.com/documentation/uikit/nsshadow): kept as values (an attributed
/// string's `.shadow`, a drawing's `setShadow`); HeadlessUI draws no shadow.
open class NSShadow: NSObject {
  /// The offset in points (default zero; +y is down in UIKit).
  open var shadowOffset: CGSize = .zero
  /// The blur radius in points (default 0).
  open var shadowBlurRadius: CGFloat = 0
  /// The colour (a ``UIColor``; nil is black at a third opacity, as UIKit documents).
  open var shadowColor: Any?

  /// A shadow with the defaults.
  public override init() { super.init() }
}
