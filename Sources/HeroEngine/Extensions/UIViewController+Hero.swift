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
  /// Whether ``Hero/shared`` animates the controller's transitions: whether its
  /// `transitioningDelegate` is a ``HeroTransition``. Setting true makes `Hero.shared` (the
  /// engine current at that moment) the controller's `transitioningDelegate`, and for a
  /// navigation or tab bar controller also its `delegate` (remembering the previous one,
  /// weakly; a navigation controller's gets `willShow` / `didShow` forwarded). Setting false
  /// clears the transitioning delegate and puts the previous delegate back (Hero 1.6.4
  /// Sources/Extensions/UIViewController+Hero.swift:69-95).
  public var isEnabled: Bool {
    get { base.transitioningDelegate is HeroTransition }
    nonmutating set {
      guard newValue != isEnabled else { return }
      let entry = HeroStorage.shared.entry(base)
      if newValue {
        let engine = Hero.shared
        base.transitioningDelegate = engine
        if let navigation = base as? UINavigationController {
          entry.previousNavigationDelegate = navigation.delegate
          navigation.delegate = engine
        }
        if let tabs = base as? UITabBarController {
          entry.previousTabBarDelegate = tabs.delegate
          tabs.delegate = engine
        }
      } else {
        base.transitioningDelegate = nil
        if let navigation = base as? UINavigationController,
          navigation.delegate is HeroTransition
        {
          navigation.delegate = entry.previousNavigationDelegate
        }
        if let tabs = base as? UITabBarController, tabs.delegate is HeroTransition {
          tabs.delegate = entry.previousTabBarDelegate
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

  /// Hero's container an overFullScreen transition left in this controller's view.
  var storedSnapshot: UIView? {
    get { HeroStorage.shared.existing(base)?.storedSnapshot }
    nonmutating set {
      if newValue == nil, HeroStorage.shared.existing(base) == nil { return }
      HeroStorage.shared.entry(base).storedSnapshot = newValue
    }
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
