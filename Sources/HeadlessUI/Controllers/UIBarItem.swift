import Foundation

/// What bar button items and tab bar items share, as UIKit's `UIBarItem` declares it
/// (https://developer.apple.com/documentation/uikit/uibaritem): a title, an image, whether it
/// is enabled, a tag, and the title's text attributes per state (a look: kept, drawn by nothing).
@preconcurrency @MainActor
open class UIBarItem: NSObject {
  /// The title.
  open var title: String?
  /// The image.
  open var image: UIImage?
  /// Whether it is enabled.
  open var isEnabled = true
  /// A number the app identifies the item by.
  open var tag = 0
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// An item with nothing set.
  public override init() {}

  /// Sets the title's text attributes for a control state.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state.rawValue] = attributes
  }

  /// The title's text attributes for a control state.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }
}
