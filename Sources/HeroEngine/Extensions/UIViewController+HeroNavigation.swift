import Foundation
import HeadlessUI

// Hero 1.6.4's controller navigation helpers and their 0.x names, following
// `UIViewController+Hero.swift` (`replaceViewController(with:completion:)`,
// `unwindToViewController(withMatchBlock:)`, the deprecated `hero_…` forms).

extension HeroExtension where Base: UIViewController {
  /// Replaces this controller with `next` (Hero 1.6.4, `replaceViewController(with:)`):
  /// - ignored (Hero prints why) while the engine is transitioning;
  /// - in a navigation controller, the top of the stack is swapped for `next` with an animated
  ///   `setViewControllers` (not interactive when the navigation controller has Hero enabled);
  /// - presented, a custom transition in the view's superview, then the presenter dismisses
  ///   this controller and presents `next` without animation;
  /// - a window's root, a custom transition in the window, then `next` becomes the root.
  public func replaceViewController(
    with next: UIViewController, completion: (@MainActor () -> Void)? = nil
  ) {
    let engine = next.transitioningDelegate as? HeroTransition ?? Hero.shared
    guard !engine.isTransitioning else {
      print(
        "hero.replaceViewController cancelled because Hero was doing a transition. Use Hero.shared.cancel(animated:false) or Hero.shared.end(animated:false) to stop the transition first before calling hero.replaceViewController."
      )
      return
    }
    if let navigation = base.navigationController {
      var stack = navigation.viewControllers
      if !stack.isEmpty {
        stack.removeLast()
        stack.append(next)
      }
      if navigation.hero.isEnabled { engine.forceNotInteractive = true }
      navigation.setViewControllers(stack, animated: true)
      // Hero's `setViewControllers(viewControllers:animated:completion:)`
      // (UIViewController+Hero.swift:180-188): the completion runs when the transition
      // coordinator's transition completes, or one main-queue turn later without one.
      if let completion {
        if let coordinator = navigation.transitionCoordinator {
          coordinator.animate(alongsideTransition: nil) { _ in completion() }
        } else {
          let clock = navigation.viewIfLoaded?.window?.clock ?? FrameClock.current
          if let clock { clock.schedule(after: .zero) { completion() } } else { completion() }
        }
      }
    } else if let container = base.view.superview, let presenter = base.presentingViewController {
      let current = base
      engine.transition(from: current, to: next, in: container) { [weak current] finished in
        guard let current, finished else { return }
        if let window = next.view.window { window.addSubview(next.view) }
        current.dismiss(animated: false) {
          presenter.present(next, animated: false, completion: completion)
        }
      }
    } else if let window = base.view.window, window.rootViewController === base {
      let current = base
      engine.transition(from: current, to: next, in: window) { [weak current] finished in
        guard current != nil, finished else { return }
        window.rootViewController = next
      }
    }
  }

  /// Unwinds to the first controller `match` accepts, looking down this controller's
  /// navigation stack and then up its presenters (Hero 1.6.4,
  /// `unwindToViewController(withMatchBlock:)`): a presented target is reached by dismissing
  /// what it presents (animated), a target in the stack by popping to it (animated).
  public func unwindToViewController(withMatchBlock match: (UIViewController) -> Bool) {
    var target: UIViewController?
    var current: UIViewController? = base
    while target == nil, let controller = current {
      let siblings =
        (controller as? UINavigationController)?.viewControllers
        ?? controller.navigationController?.viewControllers
      if let siblings {
        for candidate in siblings.reversed() where candidate !== base && match(candidate) {
          target = candidate
          break
        }
      }
      if target == nil {
        current = controller.presentingViewController
        if let presenter = current, match(presenter) { target = presenter }
      }
    }
    guard let target else { return }
    if target.presentedViewController != nil {
      _ = target.navigationController?.popToViewController(target, animated: false)
      let fromController = base.navigationController ?? base
      let toController = target.navigationController ?? target
      // Hero 1.6.4 UIViewController+Hero.swift:262-272: when the target presents another
      // controller than this one, the transition animates from this controller, and a
      // snapshot of its view goes over the controller the target presents (into a
      // visual-effect view's content view), so the dismissal shows this view leaving.
      if target.presentedViewController !== fromController {
        Hero.shared.fromViewController = fromController
        if let snapshot = fromController.view.snapshotView(afterScreenUpdates: true),
          let host = toController.presentedViewController?.view
        {
          ((host as? UIVisualEffectView)?.contentView ?? host).addSubview(snapshot)
        }
      }
      toController.dismiss(animated: true)
    } else {
      _ = target.navigationController?.popToViewController(target, animated: true)
    }
  }

  /// Unwinds to the root of the presentation chain (Hero's `unwindToRootViewController()`).
  public func unwindToRootViewController() {
    unwindToViewController { $0.presentingViewController == nil }
  }

  /// Unwinds to `toViewController`.
  public func unwindToViewController(_ toViewController: UIViewController) {
    unwindToViewController { $0 === toViewController }
  }

  /// Unwinds to the first controller of class `withClass`.
  public func unwindToViewController(withClass: AnyClass) {
    unwindToViewController { controller in
      var candidate: AnyClass? = type(of: controller)
      while let current = candidate {
        if ObjectIdentifier(current) == ObjectIdentifier(withClass) { return true }
        candidate = _getSuperclass(current)
      }
      return false
    }
  }

  /// The modal animation type as Hero's string form (`"push(left)"`, `"fade"`, …).
  public var modalAnimationTypeString: String? {
    get { modalAnimationType.label }
    nonmutating set {
      modalAnimationType = newValue.flatMap(HeroDefaultAnimationType.init(string:)) ?? .auto
    }
  }
}

extension HeroExtension where Base: UIViewController {
  /// The default animation of a tab bar controller's tab switches (Hero's
  /// `tabBarAnimationType`): used when ``HeroTransition/defaultAnimation`` is `.auto` and the
  /// switch runs in a Hero-enabled tab bar controller.
  public var tabBarAnimationType: HeroDefaultAnimationType {
    get { HeroStorage.shared.existing(base)?.tabBarAnimationType ?? .auto }
    nonmutating set { HeroStorage.shared.entry(base).tabBarAnimationType = newValue }
  }

  /// ``tabBarAnimationType`` as Hero's string form.
  public var tabBarAnimationTypeString: String? {
    get { tabBarAnimationType.label }
    nonmutating set {
      tabBarAnimationType = newValue.flatMap(HeroDefaultAnimationType.init(string:)) ?? .auto
    }
  }
}

extension UITabBarController {
  /// 0.x name of `hero.tabBarAnimationType`.
  public var heroTabBarAnimationType: HeroDefaultAnimationType {
    get { hero.tabBarAnimationType }
    set { hero.tabBarAnimationType = newValue }
  }

  /// 0.x name of `hero.tabBarAnimationTypeString` (inspectable in Hero 1.6.4).
  public var heroTabBarAnimationTypeString: String? {
    get { hero.tabBarAnimationTypeString }
    set { hero.tabBarAnimationTypeString = newValue }
  }
}

extension HeroExtension where Base: UIViewController {
  /// The navigation animation type as Hero's string form.
  public var navigationAnimationTypeString: String? {
    get { navigationAnimationType.label }
    nonmutating set {
      navigationAnimationType = newValue.flatMap(HeroDefaultAnimationType.init(string:)) ?? .auto
    }
  }
}

extension UIViewController {
  /// 0.x name of `hero.modalAnimationType`.
  public var heroModalAnimationType: HeroDefaultAnimationType {
    get { hero.modalAnimationType }
    set { hero.modalAnimationType = newValue }
  }

  /// 0.x name of `hero.modalAnimationTypeString`.
  public var heroModalAnimationTypeString: String? {
    get { hero.modalAnimationTypeString }
    set { hero.modalAnimationTypeString = newValue }
  }

  /// 0.x name of `hero.replaceViewController(with:)`.
  public func heroReplaceViewController(with next: UIViewController) {
    hero.replaceViewController(with: next)
  }

  /// 0.x name of `hero.replaceViewController(with:)`.
  public func hero_replaceViewController(with next: UIViewController) {
    hero.replaceViewController(with: next)
  }

  /// 0.x name of `hero.dismissViewController()`.
  public func ht_dismiss(_ sender: UIView) {
    hero.dismissViewController()
  }

  /// 0.x name of `hero.unwindToRootViewController()`.
  public func hero_unwindToRootViewController() {
    hero.unwindToRootViewController()
  }

  /// 0.x name of `hero.unwindToViewController(_:)`.
  public func hero_unwindToViewController(_ toViewController: UIViewController) {
    hero.unwindToViewController(toViewController)
  }

  /// 0.x name of `hero.unwindToViewController(withClass:)`.
  public func hero_unwindToViewController(withClass: AnyClass) {
    hero.unwindToViewController(withClass: withClass)
  }

  /// 0.x name of `hero.unwindToViewController(withMatchBlock:)`.
  public func hero_unwindToViewController(withMatchBlock: (UIViewController) -> Bool) {
    hero.unwindToViewController(withMatchBlock: withMatchBlock)
  }
}

extension UINavigationController {
  /// 0.x name of `hero.navigationAnimationType`.
  public var heroNavigationAnimationType: HeroDefaultAnimationType {
    get { hero.navigationAnimationType }
    set { hero.navigationAnimationType = newValue }
  }

  /// 0.x name of `hero.navigationAnimationTypeString`.
  public var heroNavigationAnimationTypeString: String? {
    get { hero.navigationAnimationTypeString }
    set { hero.navigationAnimationTypeString = newValue }
  }
}

extension HeroDefaultAnimationType {
  /// A type from Hero's string form, read as Hero's `parseOne()` reads it
  /// (Sources/Parser/HeroStringConvertible.swift:54-56): the text goes through the modifier
  /// grammar (``HeroModifierParser``) and the LAST expression names the type (Hero 1.6.4
  /// `from(node:)`, Sources/Preprocessors/DefaultAnimationPreprocessor.swift:184-239): `auto`,
  /// `fade`, `zoom`,
  /// `zoomOut`, `none`; `push`, `pull`, `cover`, `uncover`, `slide`, `zoomSlide`, `pageIn`,
  /// `pageOut` with a direction argument `left`, `right`, `up`, `down`, `leading` or
  /// `trailing` (`push(left)`); `selectBy(presenting, dismissing)` with two such types. nil for
  /// text that does not parse (`pageIn(direction: left)`: `:` is not an operator) or names
  /// nothing; a setter then stores `.auto`, as Hero does.
  public init?(string: String) {
    guard let node = try? HeroModifierParser.parse(string).last,
      let type = Self.from(node: node)
    else { return nil }
    self = type
  }

  /// Hero's `HeroDefaultAnimationType.from(node:)`.
  static func from(node: HeroModifierParser.Node) -> HeroDefaultAnimationType? {
    let arguments = node.arguments
    let direction: Direction? = arguments.first.flatMap { argument in
      switch argument.name {
      case "left", "leading": .left
      case "right", "trailing": .right
      case "up": .up
      case "down": .down
      default: nil
      }
    }
    switch (node.name, direction) {
    case ("auto", _): return .auto
    case ("fade", _): return .fade
    case ("zoom", _): return .zoom
    case ("zoomOut", _): return .zoomOut
    case ("none", _): return HeroDefaultAnimationType.none
    case ("push", let d?): return .push(direction: d)
    case ("pull", let d?): return .pull(direction: d)
    case ("cover", let d?): return .cover(direction: d)
    case ("uncover", let d?): return .uncover(direction: d)
    case ("slide", let d?): return .slide(direction: d)
    case ("zoomSlide", let d?): return .zoomSlide(direction: d)
    case ("pageIn", let d?): return .pageIn(direction: d)
    case ("pageOut", let d?): return .pageOut(direction: d)
    case ("selectBy", _):
      guard arguments.count >= 2, let presenting = from(node: arguments[0]),
        let dismissing = from(node: arguments[1])
      else { return nil }
      return .selectBy(presenting: presenting, dismissing: dismissing)
    default: return nil
    }
  }
}
