import Foundation

/// A visual effect (blur or vibrancy): a plain value, since effects only change pixels.
public class UIVisualEffect: @unchecked Sendable {
  /// An effect.
  public init() {}
}

/// A blur effect of a style (a plain value).
public final class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
  /// A blur's look.
  public enum Style: Int, Sendable {
    /// Extra light.
    case extraLight
    /// Light.
    case light
    /// Dark.
    case dark
    /// Regular.
    case regular = 4
    /// Prominent.
    case prominent
    /// The system's thin material.
    case systemThinMaterial
    /// The system's material.
    case systemMaterial
    /// The system's thick material.
    case systemThickMaterial
    /// The system's chrome material.
    case systemChromeMaterial
    /// The system's ultra-thin material.
    case systemUltraThinMaterial
  }

  /// The style.
  public let style: Style

  /// A blur of `style`.
  public init(style: Style) {
    self.style = style
  }
}

/// A vibrancy effect over a blur (a plain value).
public final class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
  /// The blur it sits on.
  public let blurEffect: UIBlurEffect

  /// Vibrancy over `blurEffect`.
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
  }
}

/// A view that applies an effect to what is behind it. The effect is a plain value (blur only
/// changes pixels; setting it inside an animation is accepted and changes nothing that is
/// sampled). Put content in ``contentView``, which fills the view.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// The effect (nil for none).
  open var effect: UIVisualEffect?
  /// The view to add content to.
  public let contentView: UIView

  /// A view with `effect`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    contentView = UIView(frame: .zero)
    super.init(frame: .zero)
    addSubview(contentView)
    isOpaque = false
  }

  /// A view with no effect and `frame`.
  public convenience override init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
  }

  /// A view as a nib would decode it.
  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    addSubview(contentView)
    if let coder = coder.interfaceBuilder, let content = coder.element.child(key: "contentView") {
      coder.loading.adopt(content, as: contentView)
    }
  }

  /// Keeps ``contentView`` filling the bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}
