import Foundation

/// What a presentation controller tells its delegate about a dismissal the user starts (a
/// sheet pulled down). Every method is optional.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// Whether the user may dismiss the sheet by pulling it (true). Not asked when the presented
  /// controller's `isModalInPresentation` is true.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// The user started pulling the sheet away (the dismissal may still be cancelled).
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// The sheet was dismissed by the user's pull (after the dismissal's animation).
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// The user pulled a sheet that may not be dismissed (`isModalInPresentation`, or
  /// ``presentationControllerShouldDismiss(_:)`` said no), and let go.
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// True.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  /// Does nothing.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}
  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
