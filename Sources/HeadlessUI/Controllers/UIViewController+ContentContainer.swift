import Foundation

/// UIKit's `UIContentContainer`: what a controller hears when its size or traits are about to
/// change (https://developer.apple.com/documentation/uikit/uicontentcontainer).
@MainActor
public protocol UIContentContainer: AnyObject {
  /// The size the container's view will have, with the transition's coordinator.
  func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
  /// The traits the container will have, with the transition's coordinator.
  func willTransition(
    to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
  /// A child's preferred content size changed.
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
}

/// The methods are in `UIViewController`'s body, so that an app's controllers override them.
extension UIViewController: UIContentContainer {}
