import Foundation

/// A class that makes a controller again during state restoration
/// (https://developer.apple.com/documentation/uikit/uiviewcontrollerrestoration). HeadlessUI
/// saves and restores no state (every launch is fresh), so it never asks; the protocol is here
/// so that apps that adopt it build.
@preconcurrency @MainActor
public protocol UIViewControllerRestoration: AnyObject {
  /// The controller for the restoration path `identifierComponents`, decoded from `coder`.
  static func viewController(
    withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
  ) -> UIViewController?
}
