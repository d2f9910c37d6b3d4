import Foundation

/// An element of a menu: a title, a subtitle and an image (UIKit's base of `UICommand`).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  /// The title.
  open var title: String
  /// The subtitle.
  open var subtitle: String?
  /// The image.
  open var image: UIImage?

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
    super.init()
  }

  /// An element's check mark.
  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }
}

/// A menu command that sends an action up the responder chain: kept with its title, image and
/// action; the replay shows no menus, so nothing sends it.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
  /// The action.
  public let action: Selector
  /// The value the command carries.
  public let propertyList: Any?
  /// Whether the command is disabled, checked or destructive.
  open var attributes: UIMenuElement.Attributes = []

  /// A command of `title` that sends `action`.
  public init(
    title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil
  ) {
    self.action = action
    self.propertyList = propertyList
    super.init(title: title, image: image)
  }
}

extension UIMenuElement {
  /// How an element is shown.
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1)
    public static let destructive = Attributes(rawValue: 2)
    public static let hidden = Attributes(rawValue: 4)
    public static let keepsMenuPresented = Attributes(rawValue: 8)
  }
}
