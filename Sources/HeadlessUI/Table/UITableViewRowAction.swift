import Foundation

extension UITableViewCell {
  /// How a row is edited (UIKit's raw values).
  public enum EditingStyle: Int, Sendable {
    case none, delete, insert
  }
}

/// A button shown when a row is swiped (iOS 8–10; UIKit's raw values for the style).
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
  /// The button's look.
  public enum Style: Int, Sendable {
    case `default`, destructive
    public static let normal = Style(rawValue: 2) ?? .default
  }

  public let style: Style
  open var title: String?
  open var backgroundColor: UIColor?
  let handler: (UITableViewRowAction, IndexPath) -> Void

  /// An action titled `title`, calling `handler` with the row when chosen.
  public init(
    style: Style, title: String?,
    handler: @escaping (UITableViewRowAction, IndexPath) -> Void
  ) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }
}

/// A swipe action (iOS 11).
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  /// The action's look (UIKit's raw values).
  public enum Style: Int, Sendable {
    case normal, destructive
  }

  /// What the action does; it calls the completion with whether it was performed.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  public let style: Style
  open var title: String?
  open var backgroundColor: UIColor?
  open var image: UIImage?
  public let handler: Handler

  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }
}

/// The swipe actions of a row's edge.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
  public let actions: [UIContextualAction]
  /// Whether a full swipe performs the first action.
  open var performsFirstActionWithFullSwipe = true

  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}

extension UITableViewCell {
  /// The separator's style (UIKit names the table's separator style by the cell's type).
  public typealias SeparatorStyle = UITableView.SeparatorStyle
}
