import Foundation

/// How a bar looks (https://developer.apple.com/documentation/uikit/uibarappearance): plain
/// values, kept as set. A bar here draws no pixels, so an app that configures its bars in
/// `viewDidLoad` or at launch compiles and runs, and a test can read what it set; nothing about
/// them changes a frame or an event.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
  /// The bar's background colour.
  open var backgroundColor: UIColor?
  /// The background image.
  open var backgroundImage: UIImage?
  /// The blur behind the bar (`nil` for none).
  open var backgroundEffect: UIBlurEffect?
  /// The shadow's colour (`nil` or clear for none).
  open var shadowColor: UIColor?
  /// The shadow image.
  open var shadowImage: UIImage?

  /// The default appearance (a translucent bar with a blur and a shadow).
  public override init() {
    super.init()
    configureWithDefaultBackground()
  }

  /// A copy of `barAppearance`'s values.
  public init(barAppearance: UIBarAppearance) {
    super.init()
    copyValues(from: barAppearance)
  }

  /// The system's translucent background: a blur and a shadow.
  open func configureWithDefaultBackground() {
    backgroundColor = nil
    backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
    shadowColor = UIColor(white: 0, alpha: 0.3)
  }

  /// An opaque background of the system background colour, with a shadow.
  open func configureWithOpaqueBackground() {
    backgroundColor = .systemBackground
    backgroundEffect = nil
    shadowColor = UIColor(white: 0, alpha: 0.3)
  }

  /// A transparent background without a shadow.
  open func configureWithTransparentBackground() {
    backgroundColor = .clear
    backgroundEffect = nil
    shadowColor = .clear
  }

  func copyValues(from other: UIBarAppearance) {
    backgroundColor = other.backgroundColor
    backgroundImage = other.backgroundImage
    backgroundEffect = other.backgroundEffect
    shadowColor = other.shadowColor
    shadowImage = other.shadowImage
  }
}

/// How a navigation bar looks (https://developer.apple.com/documentation/uikit/uinavigationbarappearance).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// The title's text attributes.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The large title's text attributes.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The position of the title.
  open var titlePositionAdjustment: UIOffset = .zero

  /// A copy of this appearance.
  open func copy() -> UINavigationBarAppearance {
    let copy = UINavigationBarAppearance(barAppearance: self)
    copy.titleTextAttributes = titleTextAttributes
    copy.largeTitleTextAttributes = largeTitleTextAttributes
    copy.titlePositionAdjustment = titlePositionAdjustment
    return copy
  }
}

/// How a tab bar looks (https://developer.apple.com/documentation/uikit/uitabbarappearance).
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
  /// The selection indicator's tint.
  open var selectionIndicatorTintColor: UIColor?

  /// A copy of this appearance.
  open func copy() -> UITabBarAppearance {
    let copy = UITabBarAppearance(barAppearance: self)
    copy.selectionIndicatorTintColor = selectionIndicatorTintColor
    return copy
  }
}

/// How a toolbar looks (https://developer.apple.com/documentation/uikit/uitoolbarappearance).
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {}

/// A horizontal and vertical offset, in points.
public struct UIOffset: Hashable, Sendable {
  /// The horizontal offset.
  public var horizontal: CGFloat
  /// The vertical offset.
  public var vertical: CGFloat

  /// No offset (the struct's zero initializer on iOS).
  public init() { self.init(horizontal: 0, vertical: 0) }

  /// An offset of `horizontal` and `vertical` points.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// No offset.
  public static let zero = UIOffset(horizontal: 0, vertical: 0)
}
