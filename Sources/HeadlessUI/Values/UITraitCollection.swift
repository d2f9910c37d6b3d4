import Foundation

/// The environment a view is drawn in, reduced to what code branches on. There is one
/// environment headlessly: ``current`` is a light, compact-width, regular-height phone at 3×.
public struct UITraitCollection: Hashable, Sendable {
  /// Light or dark appearance.
  public enum UserInterfaceStyle: Int, Sendable {
    /// Not specified.
    case unspecified
    /// Light.
    case light
    /// Dark.
    case dark
  }

  /// A size class.
  public enum SizeClass: Int, Sendable {
    /// Not specified.
    case unspecified
    /// Compact.
    case compact
    /// Regular.
    case regular
  }

  /// The device family.
  public enum UserInterfaceIdiom: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// A phone.
    case phone = 0
    /// A tablet.
    case pad = 1
  }

  /// The appearance (light).
  public var userInterfaceStyle: UserInterfaceStyle = .light
  /// The horizontal size class (compact).
  public var horizontalSizeClass: SizeClass = .compact
  /// The vertical size class (regular).
  public var verticalSizeClass: SizeClass = .regular
  /// Pixels per point (3).
  public var displayScale: CGFloat = 3
  /// The idiom (phone).
  public var userInterfaceIdiom: UserInterfaceIdiom = .phone

  /// The default environment.
  public init() {}

  /// A collection with one trait set.
  public init(userInterfaceStyle: UserInterfaceStyle) {
    self.userInterfaceStyle = userInterfaceStyle
  }

  /// The environment every view has headlessly.
  public static let current = UITraitCollection()
}
