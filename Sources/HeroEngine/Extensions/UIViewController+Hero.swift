import Foundation
import HeadlessUI

extension UIViewController {
  /// Hero's properties of this controller.
  public var hero: HeroExtension<UIViewController> {
    get { HeroExtension(self) }
    set {}
  }

  /// Whether Hero animates this controller's transitions (0.x name of `hero.isEnabled`).
  public var isHeroEnabled: Bool {
    get { hero.isEnabled }
    set { hero.isEnabled = newValue }
  }

  /// Pops (inside a navigation controller, when not its root) or dismisses this controller
  /// (0.x name of `hero.dismissViewController()`).
  public func hero_dismissViewController() {
    hero.dismissViewController()
  }
}

extension HeroExtension where Base: UIViewController {
  /// Whether ``Hero/shared`` animates the controller's transitions. Setting true makes
  /// `Hero.shared` (the engine current at that moment) the controller's
  /// `transitioningDelegate`, and for a navigation controller also its `delegate`
  /// (remembering the previous one and forwarding `willShow` / `didShow` to it).
  public var isEnabled: Bool {
    get { HeroStorage.shared.existing(base)?.isEnabled ?? false }
    nonmutating set {
      let entry = HeroStorage.shared.entry(base)
      guard entry.isEnabled != newValue else { return }
      entry.isEnabled = newValue
      let engine = Hero.shared
      if newValue {
        base.transitioningDelegate = engine
        if let navigation = base as? UINavigationController {
          entry.previousNavigationDelegate = navigation.delegate
          navigation.delegate = engine
        }
      } else {
        if base.transitioningDelegate is HeroTransition { base.transitioningDelegate = nil }
        if let navigation = base as? UINavigationController,
          navigation.delegate is HeroTransition
        {
          navigation.delegate = entry.previousNavigationDelegate
          entry.previousNavigationDelegate = nil
        }
      }
    }
  }

  /// The default animation for modal transitions of this controller (used when
  /// ``HeroTransition/defaultAnimation`` is `.auto`).
  public var modalAnimationType: HeroDefaultAnimationType {
    get { HeroStorage.shared.existing(base)?.modalAnimationType ?? .auto }
    nonmutating set { HeroStorage.shared.entry(base).modalAnimationType = newValue }
  }

  /// The default animation for push and pop in this navigation controller.
  public var navigationAnimationType: HeroDefaultAnimationType {
    get { HeroStorage.shared.existing(base)?.navigationAnimationType ?? .auto }
    nonmutating set { HeroStorage.shared.entry(base).navigationAnimationType = newValue }
  }

  /// The navigation delegate that was replaced when Hero was enabled.
  var previousNavigationDelegate: UINavigationControllerDelegate? {
    HeroStorage.shared.existing(base)?.previousNavigationDelegate
  }

  /// Pops the controller when it is in a navigation stack and not its root, else dismisses
  /// it (`dismiss(animated: true)`).
  public func dismissViewController(completion: (@MainActor () -> Void)? = nil) {
    if let navigation = base.navigationController,
      navigation.viewControllers.first !== base
    {
      _ = navigation.popViewController(animated: true)
    } else {
      base.dismiss(animated: true, completion: completion)
    }
  }
}
