import Foundation

/// A menu: a title and its elements (actions, commands, submenus), as UIKit's `UIMenu`
/// (https://developer.apple.com/documentation/uikit/uimenu). Menus are kept as values: the
/// replay draws none and opens none (a button's `menu`, a context menu), so code that builds
/// them runs and can be read back; an element's action runs when code performs it.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  /// A menu's identifier.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu shows.
  public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// The identifier.
  public let identifier: Identifier
  /// How it shows.
  public let options: Options
  /// Its elements, in order.
  public let children: [UIMenuElement]

  private static var nextIdentifier = 0

  /// A menu of `children`.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, options: Options = [], children: [UIMenuElement] = []
  ) {
    if let identifier {
      self.identifier = identifier
    } else {
      UIMenu.nextIdentifier += 1
      self.identifier = Identifier("headless.menu.\(UIMenu.nextIdentifier)")
    }
    self.options = options
    self.children = children
    super.init(title: title, image: image)
    self.subtitle = subtitle
  }

  /// The same menu with other children.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      children: newChildren)
  }
}
