/// The direction a user interface lays out in: left to right for the languages HeadlessUI
/// runs in (it has no locale of its own), right to left where a view forces it.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Leading is left.
  case leftToRight
  /// Leading is right.
  case rightToLeft
}

extension UIApplication {
  /// The app's layout direction: `.leftToRight`. HeadlessUI has no right-to-left locale
  /// (a view can still be forced with ``UIView/semanticContentAttribute``).
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}

extension UIView {
  /// The layout direction for views with `attribute`, in the app's direction
  /// (``UIApplication/userInterfaceLayoutDirection``): `.forceRightToLeft` is right to left,
  /// everything else left to right.
  public static func userInterfaceLayoutDirection(
    for attribute: SemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
  }

  /// The view's layout direction: from its own ``semanticContentAttribute``, else its
  /// superview's, else left to right.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    var view: UIView? = self
    while let current = view {
      switch current.semanticContentAttribute {
      case .forceRightToLeft: return .rightToLeft
      case .forceLeftToRight: return .leftToRight
      default: view = current.superview
      }
    }
    return .leftToRight
  }
}
