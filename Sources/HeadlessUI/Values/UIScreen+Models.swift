import Foundation

extension UIScreen {
  /// iPhone and iPad screens by model, in points, portrait (Apple's Human Interface Guidelines,
  /// "Layout", device screen sizes): a scene or a launch on `.model(.iPhone15)` gets that size
  /// and that model's safe area (``safeAreaInsets(for:)``), so a tap recorded on the device at a
  /// point lands where it did. Models of the same size share a case.
  public enum Model: String, CaseIterable, Sendable {
    /// iPhone SE (1st generation), 5s: 320 × 568.
    case iPhoneSE1 = "iPhone SE (1st generation)"
    /// iPhone SE (2nd and 3rd generation), 6, 6s, 7, 8: 375 × 667.
    case iPhoneSE = "iPhone SE (2nd, 3rd generation), 8"
    /// iPhone 8 Plus (and 6/7 Plus): 414 × 736.
    case iPhone8Plus = "iPhone 8 Plus"
    /// iPhone X, XS, 11 Pro, 12 mini, 13 mini: 375 × 812.
    case iPhoneX = "iPhone X, XS, 11 Pro"
    /// iPhone XR, XS Max, 11, 11 Pro Max: 414 × 896.
    case iPhone11 = "iPhone 11, XR, XS Max"
    /// iPhone 12, 13, 14, 12 Pro, 13 Pro, 16e: 390 × 844.
    case iPhone14 = "iPhone 12, 13, 14"
    /// iPhone 12/13 Pro Max, 14 Plus: 428 × 926.
    case iPhone14Plus = "iPhone 14 Plus"
    /// iPhone 14 Pro, 15, 15 Pro, 16: 393 × 852.
    case iPhone15 = "iPhone 14 Pro, 15, 16"
    /// iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus: 430 × 932.
    case iPhone15Plus = "iPhone 15 Plus, 16 Plus"
    /// iPhone 16 Pro: 402 × 874.
    case iPhone16Pro = "iPhone 16 Pro"
    /// iPhone 16 Pro Max: 440 × 956.
    case iPhone16ProMax = "iPhone 16 Pro Max"
    /// iPad mini (6th generation and later): 744 × 1133.
    case iPadMini = "iPad mini"
    /// iPad (10th generation), iPad Air 11-inch: 820 × 1180.
    case iPad = "iPad (10th generation)"
    /// iPad Pro 11-inch: 834 × 1194.
    case iPadPro11 = "iPad Pro 11-inch"
    /// iPad Pro 12.9-inch: 1024 × 1366.
    case iPadPro13 = "iPad Pro 12.9-inch"

    /// The screen's size in points, portrait.
    public var size: CGSize {
      switch self {
      case .iPhoneSE1: CGSize(width: 320, height: 568)
      case .iPhoneSE: CGSize(width: 375, height: 667)
      case .iPhone8Plus: CGSize(width: 414, height: 736)
      case .iPhoneX: CGSize(width: 375, height: 812)
      case .iPhone11: CGSize(width: 414, height: 896)
      case .iPhone14: CGSize(width: 390, height: 844)
      case .iPhone14Plus: CGSize(width: 428, height: 926)
      case .iPhone15: CGSize(width: 393, height: 852)
      case .iPhone15Plus: CGSize(width: 430, height: 932)
      case .iPhone16Pro: CGSize(width: 402, height: 874)
      case .iPhone16ProMax: CGSize(width: 440, height: 956)
      case .iPadMini: CGSize(width: 744, height: 1133)
      case .iPad: CGSize(width: 820, height: 1180)
      case .iPadPro11: CGSize(width: 834, height: 1194)
      case .iPadPro13: CGSize(width: 1024, height: 1366)
      }
    }

    /// Pixels per point: 2 for the SE models, the iPhone 11 and the iPads, 3 for the others (a
    /// size two models share takes the first-named model's scale: the 11's 2, not the XS Max's 3).
    public var scale: CGFloat {
      switch self {
      case .iPhoneSE1, .iPhoneSE, .iPhone11, .iPadMini, .iPad, .iPadPro11, .iPadPro13: 2
      default: 3
      }
    }
  }

  /// The screen of `model`, portrait (landscape with `landscape`), with its scale and safe area.
  ///
  /// - Parameters:
  ///   - model: the device.
  ///   - landscape: whether the device is turned (width and height swapped).
  public static func model(_ model: Model, landscape: Bool = false) -> UIScreen {
    let size = model.size
    return UIScreen(
      size: landscape ? CGSize(width: size.height, height: size.width) : size, scale: model.scale)
  }
}
