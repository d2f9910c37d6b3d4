import Foundation

/// A bar button: shown by a navigation controller's bar (``UINavigationBar``) as a button that
/// a tap reaches through hit testing, and sends its action; ``sendAction()`` sends it directly.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  /// A system item.
  public enum SystemItem: Int, Sendable, CaseIterable {
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
    /// Reply.
    case reply
    /// Compose.
    case compose
    /// Organize.
    case organize
    /// Bookmarks.
    case bookmarks
    /// Search.
    case search
    /// Refresh.
    case refresh
    /// Stop.
    case stop
    /// Camera.
    case camera
    /// Trash.
    case trash
    /// Play.
    case play
    /// Pause.
    case pause
    /// Rewind.
    case rewind
    /// Fast forward.
    case fastForward
    /// Undo.
    case undo
    /// Redo.
    case redo

    /// The word UIKit shows for a textual item (Done, Cancel, Edit, Save, Undo, Redo); nil for
    /// an item drawn as a symbol.
    public var title: String? {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .undo: "Undo"
      case .redo: "Redo"
      default: nil
      }
    }

    /// What VoiceOver reads for the item, and what a session's `.label(…)` tap finds: its
    /// title, else the symbol's name (Add, Close, Share, …). Apple documents the symbols'
    /// meanings, not these words: they are what VoiceOver is heard to read, an assumption here.
    public var accessibilityLabel: String? {
      switch self {
      case .flexibleSpace, .fixedSpace: nil
      case .add: "Add"
      case .close: "Close"
      case .action: "Share"
      case .reply: "Reply"
      case .compose: "Compose"
      case .organize: "Organize"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .refresh: "Refresh"
      case .stop: "Stop"
      case .camera: "Camera"
      case .trash: "Delete"
      case .play: "Play"
      case .pause: "Pause"
      case .rewind: "Rewind"
      case .fastForward: "Fast Forward"
      default: title
      }
    }
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

  /// The style.
  open var style: Style = .plain
  /// A custom view.
  open var customView: UIView?
  /// The tint (a plain value).
  open var tintColor: UIColor?
  /// The system item it was made as (nil for a title, image or custom view).
  public internal(set) var systemItem: SystemItem?
  /// A fixed space's width in points (0: UIKit's default).
  open var width: CGFloat = 0
  /// What VoiceOver reads, and what a session's `.label(…)` tap finds: the value set, else the
  /// title, else the system item's label.
  open var accessibilityLabel: String? {
    get { storedAccessibilityLabel ?? title ?? systemItem?.accessibilityLabel }
    set { storedAccessibilityLabel = newValue }
  }
  private var storedAccessibilityLabel: String?
  /// A name tests find the item's button by (`.accessibilityIdentifier(…)`).
  open var accessibilityIdentifier: String?
  /// The controller whose navigation item a storyboard put this item in: its segues perform
  /// from it.
  weak var segueOwner: UIViewController?
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
    self.systemItem = systemItem
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
  /// When the item shows a large title (iOS 11): by the bar's `prefersLargeTitles`, always or
  /// never. Kept as a value: HeadlessUI's bar has one height.
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic = 0
    case always = 1
    case never = 2
  }

  /// The title.
  open var title: String?
  /// When the item shows a large title (a plain value; default `.automatic`).
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
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
  /// The title the back button shows on the next screen (iOS 14; nil: this item's title).
  open var backButtonTitle: String?
  /// Whether the left items come after the back button instead of replacing it.
  open var leftItemsSupplementBackButton = false
  /// A prompt.
  open var prompt: String?
  /// The search controller whose bar the navigation bar shows (iOS 11; nothing is drawn).
  open var searchController: UISearchController?
  /// Whether scrolling hides the search bar (kept; true by default, as UIKit's).
  open var hidesSearchBarWhenScrolling = true
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

/// A tab bar item (its tab bar draws nothing: ``UITabBarController``).
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  /// The selected image.
  open var selectedImage: UIImage?
  /// The badge.
  open var badgeValue: String?
  /// The badge's colour (a look).
  open var badgeColor: UIColor?

  /// An item.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    super.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }
  /// An item with a tag.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init(title: title, image: image, selectedImage: nil)
    self.tag = tag
  }
}

extension UITabBarItem {
  /// The system's tab bar items (UIKit's raw values).
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
    case downloads, mostRecent, mostViewed
  }

  /// The system item `systemItem`, titled as UIKit titles it (in English), with `tag`.
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    let titles: [SystemItem: String] = [
      .more: "More", .favorites: "Favorites", .featured: "Featured", .topRated: "Top Rated",
      .recents: "Recents", .contacts: "Contacts", .history: "History", .bookmarks: "Bookmarks",
      .search: "Search", .downloads: "Downloads", .mostRecent: "Most Recent",
      .mostViewed: "Most Viewed",
    ]
    self.init(title: titles[systemItem], image: nil, tag: tag)
  }
}
