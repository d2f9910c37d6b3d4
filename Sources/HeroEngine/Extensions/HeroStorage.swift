import Foundation
import HeadlessUI

/// Hero's per-object properties (heroID, modifiers, flags). A view's live on the view itself
/// (an associated object, as Hero keeps them with `objc_setAssociatedObject`), so reading a
/// heroID is a short scan of the view's own list; a controller's live in a side table keyed by
/// object identity whose entries hold their owner weakly and are validated on read, so a
/// recycled identifier never sees stale values.
@preconcurrency @MainActor
final class HeroStorage {
  final class ViewEntry {
    var id: String?
    var modifiers: [HeroModifier]?
    var isEnabled = true
    var isEnabledForSubviews = true
    /// The alpha an overFullScreen transition left the view hidden at (Hero's `storedAlpha`),
    /// restored when the next transition starts.
    var storedAlpha: CGFloat?
  }

  final class ControllerEntry {
    // Swift's `weak`, not a `WeakReference`: the table is global (see `LifetimeTracked` in
    // HeadlessUI).
    weak var owner: UIViewController?
    var modalAnimationType: HeroDefaultAnimationType = .auto
    var navigationAnimationType: HeroDefaultAnimationType = .auto
    var tabBarAnimationType: HeroDefaultAnimationType = .auto
    /// Held weakly, as Hero holds them (Sources/Extensions/UIViewController+Hero.swift:33-34).
    weak var previousNavigationDelegate: UINavigationControllerDelegate?
    weak var previousTabBarDelegate: UITabBarControllerDelegate?
    /// Hero's container left in the presenting controller's view by an overFullScreen
    /// transition (Hero's `storedSnapshot`), removed when the next transition starts.
    var storedSnapshot: UIView?
    init(owner: UIViewController) { self.owner = owner }
  }

  static let shared = HeroStorage()

  private var controllers: [ObjectIdentifier: ControllerEntry] = [:]
  private var insertionsSincePurge = 0

  /// The entry of `view` if one was ever written.
  func existing(_ view: UIView) -> ViewEntry? {
    view.associatedObject(ViewEntry.self)
  }

  /// The entry of `view`, created on first write.
  func entry(_ view: UIView) -> ViewEntry {
    if let entry = existing(view) { return entry }
    let entry = ViewEntry()
    view.setAssociatedObject(entry, for: ViewEntry.self)
    return entry
  }

  func existing(_ controller: UIViewController) -> ControllerEntry? {
    guard let entry = controllers[ObjectIdentifier(controller)], entry.owner === controller
    else { return nil }
    return entry
  }

  func entry(_ controller: UIViewController) -> ControllerEntry {
    if let entry = existing(controller) { return entry }
    purgeIfNeeded()
    let entry = ControllerEntry(owner: controller)
    controllers[ObjectIdentifier(controller)] = entry
    return entry
  }

  private func purgeIfNeeded() {
    insertionsSincePurge += 1
    guard insertionsSincePurge >= 1024 else { return }
    insertionsSincePurge = 0
    controllers = controllers.filter { $0.value.owner != nil }
  }
}
