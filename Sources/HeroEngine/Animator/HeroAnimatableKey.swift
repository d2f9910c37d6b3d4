import Foundation

/// A layer property the engine animates (Hero's Core Animation key paths).
public enum HeroAnimatableKey: Int, CaseIterable, Sendable, Hashable, CustomStringConvertible {
  /// `position`.
  case position
  /// `bounds.size`.
  case size
  /// `transform`.
  case transform
  /// `opacity`.
  case opacity
  /// `cornerRadius`.
  case cornerRadius
  /// `backgroundColor`.
  case backgroundColor
  /// `zPosition`.
  case zPosition
  /// `anchorPoint`.
  case anchorPoint
  /// `borderWidth`.
  case borderWidth
  /// `borderColor`.
  case borderColor
  /// `masksToBounds` (not interpolated: switches at the end).
  case masksToBounds
  /// `shadowColor`.
  case shadowColor
  /// `shadowOpacity`.
  case shadowOpacity
  /// `shadowOffset`.
  case shadowOffset
  /// `shadowRadius`.
  case shadowRadius
  /// `shadowPath`.
  case shadowPath
  /// `contentsRect`.
  case contentsRect
  /// `contentsScale`.
  case contentsScale
  /// `overlay.backgroundColor`.
  case overlayColor
  /// `overlay.opacity`.
  case overlayOpacity

  /// Hero's key path for the property.
  public var description: String {
    switch self {
    case .position: "position"
    case .size: "bounds.size"
    case .transform: "transform"
    case .opacity: "opacity"
    case .cornerRadius: "cornerRadius"
    case .backgroundColor: "backgroundColor"
    case .zPosition: "zPosition"
    case .anchorPoint: "anchorPoint"
    case .borderWidth: "borderWidth"
    case .borderColor: "borderColor"
    case .masksToBounds: "masksToBounds"
    case .shadowColor: "shadowColor"
    case .shadowOpacity: "shadowOpacity"
    case .shadowOffset: "shadowOffset"
    case .shadowRadius: "shadowRadius"
    case .shadowPath: "shadowPath"
    case .contentsRect: "contentsRect"
    case .contentsScale: "contentsScale"
    case .overlayColor: "overlay.backgroundColor"
    case .overlayOpacity: "overlay.opacity"
    }
  }

  static let count = HeroAnimatableKey.allCases.count
}
