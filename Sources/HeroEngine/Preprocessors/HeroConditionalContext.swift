import Foundation
import HeadlessUI

/// What a `when(_:_:)` condition can ask about a view (Hero's `HeroConditionalContext`).
@preconcurrency @MainActor
public struct HeroConditionalContext {
  /// The view whose modifiers are being resolved.
  public let view: UIView
  /// Whether the view belongs to the destination.
  public let isAppearing: Bool
  /// Whether the transition presents or pushes.
  public let isPresenting: Bool
  /// Whether the transition is a tab switch.
  public let isInTabbarController: Bool
  /// Whether the transition happens in a navigation controller.
  public let isInNavbarController: Bool
  /// The view of the other side with the same heroID.
  public let matchedView: UIView?
  /// The nearest ancestor that is matched, with its counterpart.
  public let matchedAncestorView: (UIView, UIView)?
  /// The source controller.
  public let fromViewController: UIViewController?
  /// The destination controller.
  public let toViewController: UIViewController?

  /// Whether the view has a counterpart.
  public var isMatched: Bool { matchedView != nil }
  /// Whether an ancestor has a counterpart.
  public var isAncestorViewMatched: Bool { matchedAncestorView != nil }
  /// The controller the view belongs to.
  public var currentViewController: UIViewController? {
    isAppearing ? toViewController : fromViewController
  }
  /// The controller on the other side.
  public var otherViewController: UIViewController? {
    isAppearing ? fromViewController : toViewController
  }
}

/// Appends the modifiers of every condition that holds.
@preconcurrency @MainActor
enum ConditionalPreprocessor {
  static func process(_ context: HeroContext, transition: HeroTransition) {
    for (views, appearing) in [(context.fromViews, false), (context.toViews, true)] {
      for view in views {
        guard var state = context[view], let conditions = state.conditionalModifiers,
          !conditions.isEmpty
        else { continue }
        var matchedAncestor: (UIView, UIView)?
        // Up to Hero's container, not beyond (Hero 1.6.4
        // Sources/Preprocessors/ConditionalPreprocessor.swift:50-58).
        var ancestor = view.superview
        while let current = ancestor, current !== context.container {
          if let paired = context.pairedView(for: current) {
            matchedAncestor = (current, paired)
            break
          }
          ancestor = current.superview
        }
        let conditional = HeroConditionalContext(
          view: view, isAppearing: appearing, isPresenting: transition.isPresenting,
          isInTabbarController: transition.inTabBarController,
          isInNavbarController: transition.inNavigationController,
          matchedView: context.pairedView(for: view), matchedAncestorView: matchedAncestor,
          fromViewController: transition.fromViewController,
          toViewController: transition.toViewController)
        for conditionalModifier in conditions where conditionalModifier.condition(conditional) {
          state.append(contentsOf: conditionalModifier.modifiers)
        }
        context[view] = state
      }
    }
  }
}
