import Foundation

/// UIKit's boxing of geometry in `NSValue` (keyboard notifications' frames, key-value
/// animations' values): Linux's Foundation boxes `CGPoint`, `CGSize` and `CGRect` under its
/// own names (`NSValue(point:)`, `rectValue`); these are UIKit's.
extension NSValue {
  /// A value holding `point`.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// A value holding `size`.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  /// A value holding `rect`.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

  /// The point held (zero for a value of another kind, as Foundation answers).
  public var cgPointValue: CGPoint { pointValue }
  /// The size held.
  public var cgSizeValue: CGSize { sizeValue }
  /// The rectangle held.
  public var cgRectValue: CGRect { rectValue }
}
