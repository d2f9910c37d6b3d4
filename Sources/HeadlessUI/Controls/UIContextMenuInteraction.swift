import Foundation

/// Something a view does with its touches beyond its own handling (UIKit's `UIInteraction`):
/// added with ``UIView/addInteraction(_:)``.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
  /// The view it is on.
  var view: UIView? { get }
  /// Called before it moves to `view` (nil: removed).
  func willMove(to view: UIView?)
  /// Called after it moved to `view`.
  func didMove(to view: UIView?)
}

/// Makes the preview of a context menu.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
/// Makes a context menu from the system's suggested elements.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows (UIKit's `UIContextMenuConfiguration`): its identifier, the
/// preview and the menu, each made on demand.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
  /// The identifier.
  public let identifier: NSCopying
  /// Makes the preview (nil: the view itself).
  public let previewProvider: UIContextMenuContentPreviewProvider?
  /// Makes the menu.
  public let actionProvider: UIContextMenuActionProvider?

  /// A configuration (a fresh identifier when none is given).
  public init(
    identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider?,
    actionProvider: UIContextMenuActionProvider?
  ) {
    self.identifier = identifier ?? NSUUID()
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }
}

/// How a context menu's preview is committed.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
  case dismiss = 0
  case pop = 1
}

/// The animations of a context menu appearing or going.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
  /// The preview's controller.
  var previewViewController: UIViewController? { get }
  /// Adds animations.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a completion.
  func addCompletion(_ completion: @escaping () -> Void)
}

/// The animations of a context menu's preview being committed.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
  /// How the preview is committed.
  var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// A view and where it shows, for a menu's preview (UIKit's `UITargetedPreview`).
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
  /// The view.
  public let view: UIView
  /// A preview of `view`.
  public init(view: UIView) {
    self.view = view
    super.init()
  }
}

/// Answers a context-menu interaction: the configuration for a point, and the menu's life.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
  /// The menu for a press at `location` (nil: no menu).
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?
  /// The user tapped the preview.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
  /// The view the menu grows from (nil: the interaction's view).
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
}

extension UIContextMenuInteractionDelegate {
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
}

/// A context menu on a view (UIKit's `UIContextMenuInteraction`). It keeps its delegate and
/// view; the replay opens no menu (a long press shows one on iOS, and nothing here draws it),
/// so the delegate is asked only through ``configuration(at:)``, which tests and tools call to
/// read the menu an app would show.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
  /// The delegate (held weakly, as UIKit holds it).
  public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  /// The view it is on.
  public private(set) weak var view: UIView?

  /// An interaction that asks `delegate`.
  public init(delegate: any UIContextMenuInteractionDelegate) {
    self.delegate = delegate
    super.init()
  }

  public func willMove(to view: UIView?) {}
  public func didMove(to view: UIView?) { self.view = view }

  /// Where the interaction's current press is in `view`: nowhere, none happens (the origin).
  open func location(in view: UIView?) -> CGPoint { .zero }

  /// The configuration the delegate gives for a press at `location` in the view.
  public func configuration(at location: CGPoint) -> UIContextMenuConfiguration? {
    delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
  }

  /// Closes the menu: none is open.
  open func dismissMenu() {}
}

extension UIView {
  /// The interactions added, in order.
  public var interactions: [any UIInteraction] {
    get { viewInteractions }
    set {
      for old in viewInteractions { old.willMove(to: nil) }
      viewInteractions = []
      for interaction in newValue { addInteraction(interaction) }
    }
  }

  /// Adds `interaction` (and tells it).
  public func addInteraction(_ interaction: any UIInteraction) {
    interaction.willMove(to: self)
    viewInteractions.append(interaction)
    interaction.didMove(to: self)
  }

  /// Removes `interaction` (and tells it).
  public func removeInteraction(_ interaction: any UIInteraction) {
    guard viewInteractions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    viewInteractions.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }

  private var viewInteractions: [any UIInteraction] {
    get { associatedObject(InteractionList.self)?.interactions ?? [] }
    set {
      if let list = associatedObject(InteractionList.self) {
        list.interactions = newValue
      } else {
        setAssociatedObject(InteractionList(newValue), for: InteractionList.self)
      }
    }
  }
}

/// A view's interactions, kept beside it.
final class InteractionList {
  var interactions: [any UIInteraction]
  init(_ interactions: [any UIInteraction]) { self.interactions = interactions }
}
