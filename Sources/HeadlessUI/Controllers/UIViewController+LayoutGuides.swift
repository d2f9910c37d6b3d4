import Foundation

/// What the deprecated top and bottom layout guides expose (UIKit's `UILayoutSupport`).
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
  /// The guide's length: the inset it stands for.
  var length: CGFloat { get }
  /// The guide's top.
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's bottom.
  var bottomAnchor: NSLayoutYAxisAnchor { get }
}

/// A controller's top or bottom layout guide, expressed with its view's safe area, which
/// replaced them in iOS 11: the top guide runs from the view's top to the safe area's top, the
/// bottom guide from the safe area's bottom to the view's bottom.
@preconcurrency @MainActor
final class SafeAreaLayoutSupport: UILayoutSupport {
  private var view: UIView? {
    get { viewReference.object }
    set { viewReference = WeakReference(newValue) }
  }
  private var viewReference = WeakReference<UIView>(nil)
  private let isTop: Bool
  /// What a guide whose view is gone anchors to: a view in no window, kept alive here (an
  /// anchor only holds its view weakly).
  private static let detachedView = UIView()

  init(view: UIView?, isTop: Bool) {
    self.viewReference = WeakReference(view)
    self.isTop = isTop
  }

  var length: CGFloat {
    guard let view else { return 0 }
    return isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
  }

  var topAnchor: NSLayoutYAxisAnchor {
    guard let view else { return Self.detachedView.topAnchor }
    return isTop ? view.topAnchor : view.safeAreaLayoutGuide.bottomAnchor
  }

  var bottomAnchor: NSLayoutYAxisAnchor {
    guard let view else { return Self.detachedView.bottomAnchor }
    return isTop ? view.safeAreaLayoutGuide.topAnchor : view.bottomAnchor
  }
}

extension UIViewController {
  /// The top layout guide (deprecated in iOS 11, still in UIKit): from the top of the view to
  /// the top of its safe area.
  public var topLayoutGuide: UILayoutSupport { SafeAreaLayoutSupport(view: view, isTop: true) }

  /// The bottom layout guide (deprecated in iOS 11): from the bottom of the safe area to the
  /// bottom of the view.
  public var bottomLayoutGuide: UILayoutSupport { SafeAreaLayoutSupport(view: view, isTop: false) }
}
