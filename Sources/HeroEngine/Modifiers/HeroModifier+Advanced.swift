import Foundation
import HeadlessUI

// MARK: Timing

extension HeroModifier {
  /// An explicit duration in seconds (`.infinity` matches the longest view).
  public static func duration(_ duration: TimeInterval) -> HeroModifier {
    HeroModifier { $0.duration = duration }
  }

  /// Lasts as long as the longest view of the transition (`duration(.infinity)`).
  public static let durationMatchLongest = HeroModifier { $0.duration = .infinity }

  /// A start delay in seconds.
  public static func delay(_ delay: TimeInterval) -> HeroModifier {
    HeroModifier { $0.delay = delay }
  }

  /// The easing curve (default `.standard`).
  public static func timingFunction(_ timingFunction: CAMediaTimingFunction) -> HeroModifier {
    HeroModifier { $0.timingFunction = timingFunction }
  }

  /// A mass-1 spring; its settling duration replaces the duration (see ``HeroSpring``).
  public static func spring(stiffness: CGFloat, damping: CGFloat) -> HeroModifier {
    HeroModifier { $0.spring = (stiffness, damping) }
  }

  /// A curved position path with intensity 1.
  public static let arc = HeroModifier.arc()

  /// A curved position path (1 = downward ╰, −1 = upward ╮); see ``HeroArc``.
  public static func arc(intensity: CGFloat = 1) -> HeroModifier {
    HeroModifier { $0.arc = intensity }
  }
}

// MARK: Matching and cascade

extension HeroModifier {
  /// Animates from / to the geometry of the view with `heroID` in the other view controller.
  public static func source(heroID: String) -> HeroModifier {
    HeroModifier { $0.source = heroID }
  }

  /// Staggers subviews top to bottom by 0.02 s.
  public static let cascade = HeroModifier.cascade()

  /// Staggers the view's subviews by `delta` seconds in `direction`; matched views keep their
  /// delay unless `delayMatchedViews`.
  public static func cascade(
    delta: TimeInterval = 0.02, direction: CascadeDirection = .topToBottom,
    delayMatchedViews: Bool = false
  ) -> HeroModifier {
    HeroModifier { $0.cascade = (delta, direction, delayMatchedViews) }
  }

  /// Modifiers applied (set, not animated) before the animation starts; for an appearing view
  /// they change its final appearance.
  public static func beginWith(_ modifiers: [HeroModifier]) -> HeroModifier {
    HeroModifier {
      if $0.beginState == nil { $0.beginState = [] }
      $0.beginState?.append(contentsOf: modifiers)
    }
  }

  /// `beginWith(_:)` with a labelled array.
  public static func beginWith(modifiers: [HeroModifier]) -> HeroModifier {
    .beginWith(modifiers)
  }

  /// ``beginWith(_:)`` with variadic modifiers.
  public static func beginWith(_ modifiers: HeroModifier...) -> HeroModifier {
    .beginWith(modifiers)
  }

  /// Puts the view's snapshot directly in the container.
  public static let useGlobalCoordinateSpace = HeroModifier { $0.coordinateSpace = .global }

  /// Clears the modifiers of the direct subviews.
  public static let ignoreSubviewModifiers = HeroModifier.ignoreSubviewModifiers()

  /// Clears the modifiers of the direct (`recursive == false`) or all subviews.
  public static func ignoreSubviewModifiers(recursive: Bool = false) -> HeroModifier {
    HeroModifier { $0.ignoreSubviewModifiers = recursive }
  }

  /// Hero's default snapshot, made per view kind (``HeroSnapshotType/optimized``).
  public static let useOptimizedSnapshot = HeroModifier { $0.snapshotType = .optimized }
  /// A `snapshotView(afterScreenUpdates:)` snapshot (``HeroSnapshotType/normal``).
  public static let useNormalSnapshot = HeroModifier { $0.snapshotType = .normal }
  /// A rendered-layer snapshot (``HeroSnapshotType/layerRender``).
  public static let useLayerRenderSnapshot = HeroModifier { $0.snapshotType = .layerRender }
  /// No snapshot: the view itself is animated in Hero's container and put back afterwards
  /// (``HeroSnapshotType/noSnapshot``).
  public static let useNoSnapshot = HeroModifier { $0.snapshotType = .noSnapshot }

  /// Animates the view even if it is off screen or has nothing to animate.
  public static let forceAnimate = HeroModifier { $0.forceAnimate = true }

  /// Turns size changes into scale transforms.
  public static let useScaleBasedSizeChange = HeroModifier { $0.useScaleBasedSizeChange = true }
}

// MARK: Conditions

extension HeroModifier {
  /// Applies `modifiers` when `condition` holds for the view.
  public static func when(
    _ condition: @escaping @MainActor @Sendable (HeroConditionalContext) -> Bool,
    _ modifiers: [HeroModifier]
  ) -> HeroModifier {
    HeroModifier {
      if $0.conditionalModifiers == nil { $0.conditionalModifiers = [] }
      $0.conditionalModifiers?.append(
        HeroConditionalModifier(condition: condition, modifiers: modifiers))
    }
  }

  /// ``when(_:_:)`` with variadic modifiers.
  public static func when(
    _ condition: @escaping @MainActor @Sendable (HeroConditionalContext) -> Bool,
    _ modifiers: HeroModifier...
  ) -> HeroModifier {
    .when(condition, modifiers)
  }

  /// Applies `modifiers` when the view is matched.
  public static func whenMatched(_ modifiers: HeroModifier...) -> HeroModifier {
    .when({ $0.isMatched }, modifiers)
  }

  /// Applies `modifiers` when the transition presents (or pushes).
  public static func whenPresenting(_ modifiers: HeroModifier...) -> HeroModifier {
    .when({ $0.isPresenting }, modifiers)
  }

  /// Applies `modifiers` when the transition dismisses (or pops).
  public static func whenDismissing(_ modifiers: HeroModifier...) -> HeroModifier {
    .when({ !$0.isPresenting }, modifiers)
  }

  /// Applies `modifiers` to appearing views.
  public static func whenAppearing(_ modifiers: HeroModifier...) -> HeroModifier {
    .when({ $0.isAppearing }, modifiers)
  }

  /// Applies `modifiers` to disappearing views.
  public static func whenDisappearing(_ modifiers: HeroModifier...) -> HeroModifier {
    .when({ !$0.isAppearing }, modifiers)
  }
}
