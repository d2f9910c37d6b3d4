import Foundation
import HeadlessUI

/// Resolves the default animation type and replaces the root views' states with it (docs/spec/HERO.md §5).
@preconcurrency @MainActor
enum DefaultAnimationPreprocessor {
  /// The type this transition uses after the `.auto` and `.selectBy` rules (Hero 1.6.4
  /// Sources/Preprocessors/DefaultAnimationPreprocessor.swift:269-295): `.auto` takes the
  /// navigation controller's type in a push or pop, the tab bar controller's in a tab switch,
  /// else the presented (or dismissed) controller's modal type; a `.selectBy` picks by
  /// direction; a `.auto` left over is `.none` when a root view animates by itself, `.push`
  /// in a navigation controller, `.slide` in a tab bar controller (both in the direction
  /// strategy's direction), else `.fade`.
  static func resolve(
    _ transition: HeroTransition, context: HeroContext, fromView: UIView, toView: UIView
  ) -> HeroDefaultAnimationType {
    var type = transition.defaultAnimation
    let presenting = transition.isPresenting
    if case .auto = type {
      if transition.inNavigationController,
        let navigation = transition.toViewController?.navigationController
      {
        type = navigation.hero.navigationAnimationType
      } else if transition.inTabBarController,
        let tabs = transition.toViewController?.tabBarController
      {
        type = tabs.hero.tabBarAnimationType
      } else if let controller = presenting
        ? transition.toViewController : transition.fromViewController
      {
        type = controller.hero.modalAnimationType
      }
    }
    if case .selectBy(let presentType, let dismissType) = type {
      type = presenting ? presentType : dismissType
    }
    if case .auto = type {
      let rootsAnimate =
        (context[toView]?.canAnimate ?? false) || (context[fromView]?.canAnimate ?? false)
        || transition.plugins.contains {
          $0.canAnimate(view: toView, appearing: true)
            || $0.canAnimate(view: fromView, appearing: false)
        }
      let direction = transition.defaultAnimationDirectionStrategy.defaultDirection(
        presenting: presenting)
      if rootsAnimate {
        type = .none
      } else if transition.inNavigationController {
        type = .push(direction: direction)
      } else if transition.inTabBarController {
        type = .slide(direction: direction)
      } else {
        type = .fade
      }
    }
    return type
  }

  static func process(_ transition: HeroTransition, context: HeroContext) {
    guard let fromView = transition.fromView, let toView = transition.toView else { return }
    let type = resolve(transition, context: context, fromView: fromView, toView: toView)
    transition.resolvedDefaultAnimation = type
    if case .none = type { return }

    let size = context.container.bounds.size
    let base: [HeroModifier] = [.timingFunction(.standard), .duration(0.35)]
    var to = HeroTargetState(modifiers: base)
    var from = HeroTargetState(modifiers: base)
    let shadow: HeroModifier = .beginWith([
      .shadowOpacity(0.5), .shadowColor(.black), .shadowRadius(5), .shadowOffset(.zero),
      .masksToBounds(false),
    ])
    func shift(_ direction: HeroDefaultAnimationType.Direction, appearing: Bool) -> CGPoint {
      switch direction {
      case .left, .right:
        CGPoint(x: (direction == .right) == appearing ? -size.width : size.width, y: 0)
      case .up, .down:
        CGPoint(x: 0, y: (direction == .down) == appearing ? -size.height : size.height)
      }
    }
    func third(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x / 3, y: point.y / 3) }
    let overlay: HeroModifier = .overlay(color: .black, opacity: 0.1)

    switch type {
    case .push(let d):
      context.insertToViewFirst = false
      to.append(contentsOf: [
        .translate(shift(d, appearing: true)), .shadowOpacity(0), shadow,
        .timingFunction(.deceleration),
      ])
      from.append(contentsOf: [
        .translate(third(shift(d, appearing: false))), overlay, .timingFunction(.deceleration),
      ])
    case .pull(let d):
      context.insertToViewFirst = true
      to.append(contentsOf: [.translate(third(shift(d, appearing: true))), overlay])
      from.append(contentsOf: [.translate(shift(d, appearing: false)), .shadowOpacity(0), shadow])
    case .slide(let d):
      to.append(.translate(shift(d, appearing: true)))
      from.append(.translate(shift(d, appearing: false)))
    case .zoomSlide(let d):
      to.append(contentsOf: [.translate(shift(d, appearing: true)), .scale(0.8)])
      from.append(contentsOf: [.translate(shift(d, appearing: false)), .scale(0.8)])
    case .cover(let d):
      context.insertToViewFirst = false
      to.append(contentsOf: [
        .translate(shift(d, appearing: true)), .shadowOpacity(0), shadow,
        .timingFunction(.deceleration),
      ])
      from.append(contentsOf: [overlay, .timingFunction(.deceleration)])
    case .uncover(let d):
      context.insertToViewFirst = true
      to.append(overlay)
      from.append(contentsOf: [.translate(shift(d, appearing: false)), .shadowOpacity(0), shadow])
    case .pageIn(let d):
      context.insertToViewFirst = false
      to.append(contentsOf: [
        .translate(shift(d, appearing: true)), .shadowOpacity(0), shadow,
        .timingFunction(.deceleration),
      ])
      from.append(contentsOf: [.scale(0.7), overlay, .timingFunction(.deceleration)])
    case .pageOut(let d):
      context.insertToViewFirst = true
      to.append(contentsOf: [.scale(0.7), overlay])
      from.append(contentsOf: [.translate(shift(d, appearing: false)), .shadowOpacity(0), shadow])
    case .fade:
      if !(transition.fromOverFullScreen && !transition.isPresenting) { to.append(.fade) }
      let fromAlpha = fromView.backgroundColor?.alpha ?? 1
      if (!transition.isPresenting && transition.toOverFullScreen) || !fromView.isOpaque
        || fromAlpha < 1
      {
        from.append(.fade)
      }
      to.append(.durationMatchLongest)
      from.append(.durationMatchLongest)
    case .zoom:
      context.insertToViewFirst = true
      to.append(.scale(0.7))
      from.append(contentsOf: [.scale(1.3), .fade])
    case .zoomOut:
      context.insertToViewFirst = false
      to.append(contentsOf: [.scale(1.3), .fade])
      from.append(.scale(0.7))
    case .auto, .selectBy, .none:
      return
    }
    context[toView] = to
    context[fromView] = from
  }
}
