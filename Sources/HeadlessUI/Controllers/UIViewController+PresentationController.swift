import Foundation

extension UIViewController {
  /// The controller managing this controller's presentation: the one it is presented with, or
  /// the one it would be presented with now (made on first use for its
  /// `modalPresentationStyle`, so that a delegate can be set before presenting).
  public var presentationController: UIPresentationController? {
    if let stored = storedPresentationController, stored.fits(modalPresentationStyle) {
      return stored
    }
    let made: UIPresentationController =
      modalPresentationStyle.isSheet
      ? UISheetPresentationController(presentedViewController: self, presenting: nil)
      : modalPresentationStyle == .popover
        ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        : UIPresentationController(presentedViewController: self, presenting: nil)
    storedPresentationController = made
    return made
  }

  /// The sheet presentation controller, when this controller is presented (or would be) as a
  /// `.pageSheet` or `.formSheet`.
  public var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }

  /// The popover presentation controller, when this controller is presented (or would be) as a
  /// `.popover`; nil for another style, as on iOS.
  public var popoverPresentationController: UIPopoverPresentationController? {
    presentationController as? UIPopoverPresentationController
  }

  /// The presentation controller a presentation by `presenter` from `source` uses: a
  /// `.custom` style's from the transitioning delegate, else ``presentationController``.
  func presentationControllerForPresenting(
    by presenter: UIViewController, source: UIViewController
  ) -> UIPresentationController {
    if modalPresentationStyle == .custom,
      let custom = transitioningDelegate?.presentationController(
        forPresented: self, presenting: presenter, source: source)
    {
      storedPresentationController = custom
      return custom
    }
    return presentationController
      ?? UIPresentationController(presentedViewController: self, presenting: presenter)
  }
}

extension UIModalPresentationStyle {
  /// `.pageSheet` and `.formSheet`: presented by a ``UISheetPresentationController``.
  var isSheet: Bool { self == .pageSheet || self == .formSheet }
}

extension UIPresentationController {
  /// Whether this controller can present a controller of `style`.
  func fits(_ style: UIModalPresentationStyle) -> Bool {
    if style == .custom { return true }
    return (self is UISheetPresentationController) == style.isSheet
      && (self is UIPopoverPresentationController) == (style == .popover)
  }
}
