import Foundation

/// An action of an alert: a title, a style and the handler run when it is chosen.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
  /// How the action is drawn (informational here).
  public enum Style: Int, Sendable {
    /// A normal button.
    case `default`
    /// The cancel button.
    case cancel
    /// A destructive button.
    case destructive
  }

  /// The title.
  public let title: String?
  /// The style.
  public let style: Style
  /// Whether it can be chosen.
  public var isEnabled = true
  let handler: ((UIAlertAction) -> Void)?

  /// An action that runs `handler` when chosen.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// An alert or action sheet: a controller presented over the current screen (UIKit presents it
/// over full screen: the presenter's view stays). Nothing is drawn; a test chooses an action
/// with ``choose(_:)`` (UIKit dismisses the alert, then runs the action's handler).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// Alert or action sheet.
  public enum Style: Int, Sendable {
    /// An action sheet.
    case actionSheet
    /// An alert.
    case alert
  }

  /// The message.
  open var message: String?
  /// The style it was made with.
  public let preferredStyle: Style
  /// The actions, in the order added.
  public private(set) var actions: [UIAlertAction] = []
  /// The action drawn as preferred.
  open var preferredAction: UIAlertAction?
  /// The text fields added (alerts only).
  public private(set) var textFields: [UITextField]?

  /// An alert with a title, a message and a style.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
    self.title = title
    modalPresentationStyle = .overFullScreen
  }

  /// Not decodable headlessly (UIKit builds alerts in code only).
  public required init?(coder: NSCoder) {
    preferredStyle = .alert
    super.init(coder: coder)
    modalPresentationStyle = .overFullScreen
  }

  /// Adds an action.
  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  /// Adds a text field (alerts only, as in UIKit) and lets `configurationHandler` set it up.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else { return }
    let field = UITextField(frame: .zero)
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }

  /// Chooses `action` as a tap on its button would: the alert is dismissed (without
  /// animation) and the handler runs. Disabled actions and actions of another alert do nothing.
  public func choose(_ action: UIAlertAction) {
    guard action.isEnabled, actions.contains(identical: action) else { return }
    if presentingViewController != nil {
      dismiss(animated: false) { action.handler?(action) }
    } else {
      action.handler?(action)
    }
  }

  /// Chooses the first enabled action titled `title` (see ``choose(_:)``); false if none.
  @discardableResult
  public func chooseAction(titled title: String) -> Bool {
    guard let action = actions.first(where: { $0.title == title && $0.isEnabled }) else {
      return false
    }
    choose(action)
    return true
  }
}
