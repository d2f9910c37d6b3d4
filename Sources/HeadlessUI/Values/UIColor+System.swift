import Foundation

// The system and semantic colours in their light-appearance values, from Apple's Human Interface
// Guidelines ("Color": system colors and dynamic system colors, iOS default light values).
// There is one appearance headlessly (``UITraitCollection/current`` is light), so each is a
// constant.
extension UIColor {
  private static func rgb(_ hex: UInt32, alpha: CGFloat = 1) -> UIColor {
    UIColor(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
  }

  /// #007AFF.
  public static let systemBlue = rgb(0x007AFF)
  /// #34C759.
  public static let systemGreen = rgb(0x34C759)
  /// #5856D6.
  public static let systemIndigo = rgb(0x5856D6)
  /// #FF9500.
  public static let systemOrange = rgb(0xFF9500)
  /// #FF2D55.
  public static let systemPink = rgb(0xFF2D55)
  /// #AF52DE.
  public static let systemPurple = rgb(0xAF52DE)
  /// #FF3B30.
  public static let systemRed = rgb(0xFF3B30)
  /// #5AC8FA.
  public static let systemTeal = rgb(0x5AC8FA)
  /// #FFCC00.
  public static let systemYellow = rgb(0xFFCC00)
  /// #00C7BE.
  public static let systemMint = rgb(0x00C7BE)
  /// #32ADE6.
  public static let systemCyan = rgb(0x32ADE6)
  /// #A2845E.
  public static let systemBrown = rgb(0xA2845E)
  /// #8E8E93.
  public static let systemGray = rgb(0x8E8E93)
  /// #AEAEB2.
  public static let systemGray2 = rgb(0xAEAEB2)
  /// #C7C7CC.
  public static let systemGray3 = rgb(0xC7C7CC)
  /// #D1D1D6.
  public static let systemGray4 = rgb(0xD1D1D6)
  /// #E5E5EA.
  public static let systemGray5 = rgb(0xE5E5EA)
  /// #F2F2F7.
  public static let systemGray6 = rgb(0xF2F2F7)

  /// The tint colour of the system (``systemBlue``).
  public static let tintColor = systemBlue
  /// White.
  public static let systemBackground = rgb(0xFFFFFF)
  /// #F2F2F7.
  public static let secondarySystemBackground = rgb(0xF2F2F7)
  /// White.
  public static let tertiarySystemBackground = rgb(0xFFFFFF)
  /// #F2F2F7.
  public static let systemGroupedBackground = rgb(0xF2F2F7)
  /// White.
  public static let secondarySystemGroupedBackground = rgb(0xFFFFFF)
  /// #F2F2F7.
  public static let tertiarySystemGroupedBackground = rgb(0xF2F2F7)
  /// Black.
  public static let label = rgb(0x000000)
  /// #3C3C43 at 60 %.
  public static let secondaryLabel = rgb(0x3C3C43, alpha: 0.6)
  /// #3C3C43 at 30 %.
  public static let tertiaryLabel = rgb(0x3C3C43, alpha: 0.3)
  /// #3C3C43 at 18 %.
  public static let quaternaryLabel = rgb(0x3C3C43, alpha: 0.18)
  /// #3C3C43 at 30 %.
  public static let placeholderText = rgb(0x3C3C43, alpha: 0.3)
  /// #007AFF.
  public static let link = rgb(0x007AFF)
  /// #3C3C43 at 29 %.
  public static let separator = rgb(0x3C3C43, alpha: 0.29)
  /// #C6C6C8.
  public static let opaqueSeparator = rgb(0xC6C6C8)
  /// #787880 at 20 %.
  public static let systemFill = rgb(0x787880, alpha: 0.2)
  /// #787880 at 16 %.
  public static let secondarySystemFill = rgb(0x787880, alpha: 0.16)
  /// #767680 at 12 %.
  public static let tertiarySystemFill = rgb(0x767680, alpha: 0.12)
  /// #747480 at 8 %.
  public static let quaternarySystemFill = rgb(0x747480, alpha: 0.08)
  /// Black (the light appearance's dark text).
  public static let darkText = rgb(0x000000)
  /// White at 60 %.
  public static let lightText = rgb(0xFFFFFF, alpha: 0.6)
  /// The grouped table background of iOS 6 and earlier (#EFEFF4, deprecated).
  public static let groupTableViewBackground = rgb(0xEFEFF4)
}
