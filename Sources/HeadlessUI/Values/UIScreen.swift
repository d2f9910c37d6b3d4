import Foundation

/// A screen reduced to its size in points, its scale and its safe area.
public struct UIScreen: Hashable, Sendable {
  /// The screen's rectangle in points, at the origin.
  public var bounds: CGRect
  /// Pixels per point; informational.
  public var scale: CGFloat
  /// What the status bar, the sensor housing and the home indicator cover, for a window that
  /// fills the screen (see ``safeAreaInsets(for:)``).
  public var safeAreaInsets: UIEdgeInsets

  /// A screen of `size` points, with the safe area of the device of that size
  /// (``safeAreaInsets(for:)``) unless given.
  public init(size: CGSize, scale: CGFloat = 3, safeAreaInsets: UIEdgeInsets? = nil) {
    self.bounds = CGRect(origin: .zero, size: size)
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets ?? Self.safeAreaInsets(for: size)
  }

  /// The screen of the app being launched while its delegates run
  /// (``UIApplication/launch(_:)``), else an iPhone-sized default (375 × 812 pt). Prefer a
  /// window's own ``UIWindow/screen``.
  public static var main: UIScreen { launched ?? standard }

  /// The launch's screen while a launch runs.
  @TaskLocal static var launched: UIScreen?

  /// The default screen.
  static let standard = UIScreen(size: CGSize(width: 375, height: 812))

  /// The documented safe-area model: the insets an app sees on the iPhone or iPad of this
  /// size in points, with the status bar shown.
  ///
  /// | size (portrait) | devices | top | bottom |
  /// | --- | --- | --- | --- |
  /// | 320 × 480, 320 × 568, 375 × 667, 414 × 736 | Home-button iPhones (4s … 8 Plus, SE) | 20 | 0 |
  /// | 375 × 812, 414 × 896 | iPhone X, XS, 11 Pro, XS Max, 11 Pro Max | 44 | 34 |
  /// | 390 × 844, 428 × 926 | iPhone 12, 13, 14, 12/13 Pro Max, 14 Plus | 47 | 34 |
  /// | 393 × 852, 430 × 932 | iPhone 14 Pro … 16, 15 Plus … 16 Plus | 59 | 34 |
  /// | 402 × 874, 440 × 956 | iPhone 16 Pro, 16 Pro Max | 62 | 34 |
  /// | 768 × 1024, 810 × 1080, 834 × 1112 | Home-button iPads | 20 | 0 |
  /// | 744 × 1133, 820 × 1180, 834 × 1194, 1024 × 1366 | Face ID iPads | 24 | 20 |
  ///
  /// In landscape (width > height) a notched iPhone leaves its portrait top inset on the left
  /// and right, 0 at the top and 21 at the bottom; a home-button iPhone hides its status bar
  /// (all zero); an iPad keeps its portrait insets. Any other size has no safe area (zero
  /// insets). Sizes are Apple's (Human Interface Guidelines, "Layout", device screen sizes);
  /// the insets are the values these devices report, as published by developers who measured
  /// them — Apple does not document a table. Where two devices share a size and differ (the
  /// iPhone XR's 48 against the XS Max's 44, the 12 mini's 50 against the X's 44), the table
  /// takes the first-listed device.
  public static func safeAreaInsets(for size: CGSize) -> UIEdgeInsets {
    let portrait = CGSize(width: min(size.width, size.height), height: max(size.width, size.height))
    let isLandscape = size.width > size.height
    // Whole points only (what the table lists); no string key or table built per call.
    guard portrait.width.isFinite, portrait.height.isFinite,
      abs(portrait.width) < 100_000, abs(portrait.height) < 100_000
    else { return .zero }
    let key = (Int(portrait.width), Int(portrait.height))
    if let phone = phoneInsets(key) {
      guard isLandscape else {
        return UIEdgeInsets(top: phone.top, left: 0, bottom: phone.bottom, right: 0)
      }
      guard phone.notched else { return .zero }
      return UIEdgeInsets(top: 0, left: phone.top, bottom: 21, right: phone.top)
    }
    if let pad = padInsets(key) {
      return UIEdgeInsets(top: pad.top, left: 0, bottom: pad.bottom, right: 0)
    }
    return .zero
  }

  /// The phones' portrait insets by portrait size in points.
  private static func phoneInsets(
    _ size: (Int, Int)
  ) -> (top: CGFloat, bottom: CGFloat, notched: Bool)? {
    switch size {
    case (320, 480), (320, 568), (375, 667), (414, 736): (20, 0, false)
    case (375, 812), (414, 896): (44, 34, true)
    case (390, 844), (428, 926): (47, 34, true)
    case (393, 852), (430, 932): (59, 34, true)
    case (402, 874), (440, 956): (62, 34, true)
    default: nil
    }
  }

  /// The iPads' portrait insets by portrait size in points.
  private static func padInsets(_ size: (Int, Int)) -> (top: CGFloat, bottom: CGFloat)? {
    switch size {
    case (768, 1024), (810, 1080), (834, 1112): (20, 0)
    case (744, 1133), (820, 1180), (834, 1194), (1024, 1366): (24, 20)
    default: nil
    }
  }
}
