import Foundation
import HeadlessUI

extension UIView {
  /// Hero's properties of this view.
  public var hero: HeroExtension<UIView> {
    get { HeroExtension(self) }
    set {}
  }

  /// The heroID (0.x name of `hero.id`).
  public var heroID: String? {
    get { hero.id }
    set { hero.id = newValue }
  }

  /// The modifiers (0.x name of `hero.modifiers`).
  public var heroModifiers: [HeroModifier]? {
    get { hero.modifiers }
    set { hero.modifiers = newValue }
  }

  /// The modifiers in string form (0.x name of `hero.modifierString`).
  public var heroModifierString: String? {
    get { nil }
    set { hero.modifierString = newValue }
  }

  /// Whether Hero considers the view (0.x name of `hero.isEnabled`).
  public var isHeroEnabled: Bool {
    get { hero.isEnabled }
    set { hero.isEnabled = newValue }
  }
}

extension HeroExtension where Base: UIView {
  /// The identifier that matches this view with a view of the other controller.
  public var id: String? {
    get { HeroStorage.shared.existing(base)?.id }
    nonmutating set {
      HeroStorage.shared.entry(base).id = newValue
      UIView.noteHierarchyChange()
    }
  }

  /// The modifiers that describe how the view animates when not matched.
  public var modifiers: [HeroModifier]? {
    get { HeroStorage.shared.existing(base)?.modifiers }
    nonmutating set { HeroStorage.shared.entry(base).modifiers = newValue }
  }

  /// Sets ``modifiers`` from Hero's string form (invalid text sets nil); reads as nil.
  public var modifierString: String? {
    get { nil }
    nonmutating set {
      guard let newValue else {
        modifiers = nil
        return
      }
      modifiers = try? HeroModifierParser.modifiers(from: newValue)
    }
  }

  /// Whether Hero considers the view and its subtree (default true).
  public var isEnabled: Bool {
    get { HeroStorage.shared.existing(base)?.isEnabled ?? true }
    nonmutating set { HeroStorage.shared.entry(base).isEnabled = newValue }
  }

  /// Whether Hero considers the view's subtree (default true).
  public var isEnabledForSubviews: Bool {
    get { HeroStorage.shared.existing(base)?.isEnabledForSubviews ?? true }
    nonmutating set { HeroStorage.shared.entry(base).isEnabledForSubviews = newValue }
  }
}
