import Foundation
import HeadlessUI

/// One change to a view's ``HeroTargetState``: Hero's modifier, as a `Sendable` value wrapping
/// a function `(inout HeroTargetState) -> Void`.
///
/// Modifiers are applied in array order; later ones overwrite earlier fields, and transform
/// modifiers (`scale`, `translate`, `rotate`) compose onto the transform built so far.
public struct HeroModifier: Sendable {
  /// The function that edits the state.
  public let apply: @Sendable (inout HeroTargetState) -> Void

  /// A custom modifier (as Hero's `HeroModifier(applyFunction:)`).
  public init(applyFunction: @escaping @Sendable (inout HeroTargetState) -> Void) {
    apply = applyFunction
  }
}

// MARK: Basic modifiers

extension HeroModifier {
  /// Fades the view: opacity 0.
  public static let fade = HeroModifier { $0.opacity = 0 }

  /// Suppresses the cross-fade matching would add.
  public static let forceNonFade = HeroModifier { $0.nonFade = true }

  /// Sets the opacity.
  public static func opacity(_ opacity: CGFloat) -> HeroModifier {
    HeroModifier { $0.opacity = opacity }
  }

  /// Sets the layer position (in the snapshot's coordinate space).
  public static func position(_ position: CGPoint) -> HeroModifier {
    HeroModifier { $0.position = position }
  }

  /// Sets the bounds size.
  public static func size(_ size: CGSize) -> HeroModifier {
    HeroModifier { $0.size = size }
  }

  /// Replaces the transform.
  public static func transform(_ transform: CATransform3D) -> HeroModifier {
    HeroModifier { $0.transform = transform }
  }

  /// Sets the transform's perspective (`m34 = −1/perspective`); no visible effect headless.
  public static func perspective(_ perspective: CGFloat) -> HeroModifier {
    HeroModifier {
      var transform = $0.transform ?? .identity
      transform.m34 = 1 / -perspective
      $0.transform = transform
    }
  }

  /// Scales the transform built so far (a z scale has no visible effect headless).
  public static func scale(x: CGFloat = 1, y: CGFloat = 1, z: CGFloat = 1) -> HeroModifier {
    HeroModifier { $0.transform = CATransform3DScale($0.transform ?? .identity, x, y, z) }
  }

  /// Scales x and y by the same amount.
  public static func scale(_ xy: CGFloat) -> HeroModifier {
    .scale(x: xy, y: xy)
  }

  /// Translates the transform built so far (a z translation has no visible effect headless).
  public static func translate(x: CGFloat = 0, y: CGFloat = 0, z: CGFloat = 0) -> HeroModifier {
    HeroModifier {
      $0.transform = CATransform3DTranslate($0.transform ?? .identity, x, y, z)
    }
  }

  /// Translates by a point (and z).
  public static func translate(_ point: CGPoint, z: CGFloat = 0) -> HeroModifier {
    .translate(x: point.x, y: point.y, z: z)
  }

  /// Rotates about x, then y, then z (radians). Headless geometry shows the orthographic
  /// projection: a rotation about x or y foreshortens the other axis by its cosine.
  public static func rotate(x: CGFloat = 0, y: CGFloat = 0, z: CGFloat = 0) -> HeroModifier {
    HeroModifier {
      var transform = $0.transform ?? .identity
      transform = CATransform3DRotate(transform, x, 1, 0, 0)
      transform = CATransform3DRotate(transform, y, 0, 1, 0)
      $0.transform = CATransform3DRotate(transform, z, 0, 0, 1)
    }
  }

  /// Rotates about x and y by a point's coordinates, then about z.
  public static func rotate(_ point: CGPoint, z: CGFloat = 0) -> HeroModifier {
    .rotate(x: point.x, y: point.y, z: z)
  }

  /// Rotates about z (in the screen plane).
  public static func rotate(_ z: CGFloat) -> HeroModifier {
    .rotate(z: z)
  }
}

// MARK: Layer properties

extension HeroModifier {
  /// Sets the corner radius.
  public static func cornerRadius(_ cornerRadius: CGFloat) -> HeroModifier {
    HeroModifier { $0.cornerRadius = cornerRadius }
  }

  /// Sets the z position.
  public static func zPosition(_ zPosition: CGFloat) -> HeroModifier {
    HeroModifier { $0.zPosition = zPosition }
  }

  /// Sets the border width.
  public static func borderWidth(_ borderWidth: CGFloat) -> HeroModifier {
    HeroModifier { $0.borderWidth = borderWidth }
  }

  /// Sets the shadow radius.
  public static func shadowRadius(_ shadowRadius: CGFloat) -> HeroModifier {
    HeroModifier { $0.shadowRadius = shadowRadius }
  }

  /// The shadow path to animate from/to (Hero 1.6.4 Sources/HeroModifier.swift:316-325).
  public static func shadowPath(_ shadowPath: CGPath) -> HeroModifier {
    HeroModifier { $0.shadowPath = shadowPath }
  }

  /// Sets the background colour.
  public static func backgroundColor(_ backgroundColor: UIColor) -> HeroModifier {
    HeroModifier { $0.backgroundColor = backgroundColor }
  }

  /// Sets the border colour.
  public static func borderColor(_ borderColor: UIColor) -> HeroModifier {
    HeroModifier { $0.borderColor = borderColor }
  }

  /// Sets the shadow colour.
  public static func shadowColor(_ shadowColor: UIColor) -> HeroModifier {
    HeroModifier { $0.shadowColor = shadowColor }
  }

  /// Sets the shadow opacity.
  public static func shadowOpacity(_ shadowOpacity: CGFloat) -> HeroModifier {
    HeroModifier { $0.shadowOpacity = shadowOpacity }
  }

  /// Sets the shadow offset.
  public static func shadowOffset(_ shadowOffset: CGSize) -> HeroModifier {
    HeroModifier { $0.shadowOffset = shadowOffset }
  }

  /// Sets whether the layer clips to its bounds (not interpolated).
  public static func masksToBounds(_ masksToBounds: Bool) -> HeroModifier {
    HeroModifier { $0.masksToBounds = masksToBounds }
  }

  /// Sets the contents rectangle.
  public static func contentsRect(_ contentsRect: CGRect) -> HeroModifier {
    HeroModifier { $0.contentsRect = contentsRect }
  }

  /// Sets the contents scale.
  public static func contentsScale(_ contentsScale: CGFloat) -> HeroModifier {
    HeroModifier { $0.contentsScale = contentsScale }
  }

  /// Animates a colour overlay to `color` at `opacity` (the overlay starts transparent).
  public static func overlay(color: UIColor, opacity: CGFloat) -> HeroModifier {
    HeroModifier { $0.overlay = (color, opacity) }
  }
}
