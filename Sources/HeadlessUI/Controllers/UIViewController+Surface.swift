import Foundation

/// A bar button (informational: there is no navigation bar headlessly; its target–action can
/// still be triggered with ``sendAction()``).
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
  /// A system item.
  public enum SystemItem: Int, Sendable {
    /// Done.
    case done
    /// Cancel.
    case cancel
    /// Edit.
    case edit
    /// Save.
    case save
    /// Add.
    case add
    /// Flexible space.
    case flexibleSpace
    /// Fixed space.
    case fixedSpace
    /// Close.
    case close
    /// Action.
    case action
  }

  /// A bar button's look.
  public enum Style: Int, Sendable {
    /// Plain.
    case plain
    /// Bordered (deprecated).
    case bordered
    /// Done.
    case done
  }

  /// The title.
  open var title: String?
  /// The image.
  open var image: UIImage?
  /// The style.
  open var style: Style = .plain
  /// A custom view.
  open var customView: UIView?
  /// Whether it is enabled.
  open var isEnabled = true
  /// The tint (a plain value).
  open var tintColor: UIColor?
  /// The target (held weakly: UIKit does not retain it).
  open weak var target: AnyObject?
  /// What a tap on the item sends to ``target`` (see ``Selector`` for the forms it takes).
  open var action: Selector?

  /// An empty item.
  public override init() {}

  /// An item with a title.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target.flatMap { TargetAction.object(of: $0) }
    self.action = action
  }

  /// An item with an image.
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = target.flatMap { TargetAction.object(of: $0) }
    self.action = action
  }

  /// A system item.
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
  ) {
    self.init()
    self.target = target.flatMap { TargetAction.object(of: $0) }
    self.action = action
  }

  /// An item showing `customView`.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// An item with a primary action (iOS 14).
  public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction?) {
    self.init()
    self.title = title
    self.image = image
    if let primaryAction {
      self.target = primaryAction
      self.action = Selector { (_: UIBarButtonItem) -> Void in
        primaryAction.handler(primaryAction)
      }
    }
  }

  /// Sends the item's action, as a tap on it would.
  public func sendAction() {
    guard isEnabled, let action else { return }
    TargetAction(target: target, selector: action).send(from: self, event: nil)
  }
}

/// What a navigation bar would show for a controller (informational).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// The title.
  open var title: String?
  /// A custom title view.
  open var titleView: UIView?
  /// The left item.
  open var leftBarButtonItem: UIBarButtonItem?
  /// The right item.
  open var rightBarButtonItem: UIBarButtonItem?
  /// The left items.
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// The right items.
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// The back item.
  open var backBarButtonItem: UIBarButtonItem?
  /// Whether the back button is hidden.
  open var hidesBackButton = false
  /// A prompt.
  open var prompt: String?
  /// An item with a title.
  public init(title: String = "") { self.title = title }
  /// Sets the left item.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  /// Sets the right item.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }
  /// Sets whether the back button is hidden.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }
}

/// A tab bar item (informational).
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
  /// The title.
  open var title: String?
  /// The image.
  open var image: UIImage?
  /// The selected image.
  open var selectedImage: UIImage?
  /// The badge.
  open var badgeValue: String?
  /// An item.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }
  /// An item with a tag.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init(title: title, image: image, selectedImage: nil)
  }
}
