import Foundation

/// A closure-based action for a control (iOS 14's `UIAction`): `button.addAction(UIAction {
/// _ in … }, for: .touchUpInside)`.
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
  /// The action's identifier.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public var rawValue: String
    /// An identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier from a string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The identifier (actions with the same identifier replace each other on a control).
  public let identifier: Identifier
  /// The title shown for it where it is discoverable (informational).
  public var discoverabilityTitle: String?
  /// How it shows in a menu (destructive, disabled, hidden).
  public var attributes: UIMenuElement.Attributes
  /// Its check mark in a menu.
  public var state: UIMenuElement.State
  /// The control that sent the action while the handler runs.
  public internal(set) var sender: Any?
  let handler: @MainActor (UIAction) -> Void

  private static var nextIdentifier = 0

  /// An action running `handler`.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping @MainActor (UIAction) -> Void
  ) {
    if let identifier {
      self.identifier = identifier
    } else {
      UIAction.nextIdentifier += 1
      self.identifier = Identifier("headless.action.\(UIAction.nextIdentifier)")
    }
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// Runs the handler, as choosing the action in a menu does.
  public func performWithSender(_ sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}

extension UIControl {
  /// Adds `action` for `controlEvents` (an action with the same identifier is replaced).
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
    addTarget(
      action,
      action: Selector { (sender: UIControl) -> Void in
        // Held strongly, as UIKit retains a control's actions.
        action.sender = sender
        action.handler(action)
        action.sender = nil
      }, for: controlEvents)
  }

  /// Removes `action` for `controlEvents`.
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeTarget(action, action: nil as Selector?, for: controlEvents)
  }

  /// Removes the action with `identifier` for `controlEvents`.
  public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
    controlActions.removeAll { entry in
      guard let action = entry.action.target as? UIAction else { return false }
      return action.identifier == identifier && !entry.events.isDisjoint(with: controlEvents)
    }
  }

  /// A control whose primary action (`.primaryActionTriggered`, and `.touchUpInside` for
  /// buttons) is `primaryAction`.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction {
      addAction(
        primaryAction,
        for: self is UIButton ? [.touchUpInside, .primaryActionTriggered] : .primaryActionTriggered)
    }
  }
}
