import Foundation

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// What a popover presentation tells its delegate.
@MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The popover is about to be presented.
  func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {}
}

/// The presentation controller of a `.popover` presentation: where the popover points from
/// (a view and a rectangle in it, or a bar button item) and which arrow directions it allows,
/// kept as the app sets them. On an iPhone, UIKit adapts a popover to a full-screen
/// presentation, which is how HeadlessUI (an iPhone) presents it.
open class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover points at.
  open weak var sourceView: UIView?
  /// The rectangle in ``sourceView`` the popover points at.
  open var sourceRect: CGRect = .zero
  /// The bar button item the popover points at.
  open var barButtonItem: UIBarButtonItem?
  /// The arrow directions allowed.
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
  /// The popover's background colour (kept).
  open var backgroundColor: UIColor?
  /// Views the user may touch while the popover shows (kept).
  open var passthroughViews: [UIView]?
  /// The direction the arrow points: unknown until presented (HeadlessUI shows no arrow).
  open var arrowDirection: UIPopoverArrowDirection { .unknown }
}
