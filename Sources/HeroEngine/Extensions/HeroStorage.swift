import Foundation
import HeadlessUI

/// Hero's per-object properties (heroID, modifiers, flags): a side table keyed by object
/// identity, since headless views have no associated-object storage. Entries hold their owner
/// weakly and are validated on read, so a recycled identifier never sees stale values.
@MainActor
final class HeroStorage {
  final class ViewEntry {
    weak var owner: UIView?
    var id: String?
    var modifiers: [HeroModifier]?
    var isEnabled = true
    var isEnabledForSubviews = true
    init(owner: UIView) { self.owner = owner }
  }

  final class ControllerEntry {
    weak var owner: UIViewController?
    var isEnabled = false
    var modalAnimationType: HeroDefaultAnimationType = .auto
    var navigationAnimationType: HeroDefaultAnimationType = .auto
    var previousNavigationDelegate: UINavigationControllerDelegate?
    init(owner: UIViewController) { self.owner = owner }
  }

  static let shared = HeroStorage()

  private var views: [ObjectIdentifier: ViewEntry] = [:]
  private var controllers: [ObjectIdentifier: ControllerEntry] = [:]
  private var insertionsSincePurge = 0

  /// The entry of `view` if one was ever written.
  func existing(_ view: UIView) -> ViewEntry? {
    guard let entry = views[ObjectIdentifier(view)], entry.owner === view else { return nil }
    return entry
  }

  /// The entry of `view`, created on first write.
  func entry(_ view: UIView) -> ViewEntry {
    if let entry = existing(view) { return entry }
    purgeIfNeeded()
    let entry = ViewEntry(owner: view)
    views[ObjectIdentifier(view)] = entry
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
    views = views.filter { $0.value.owner != nil }
    controllers = controllers.filter { $0.value.owner != nil }
  }
}
