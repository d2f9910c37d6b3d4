import Foundation

extension CGRect {
  /// The rectangle's centre (`midX`, `midY`); Hero's `CG+Hero.swift` adds the same helper.
  @inlinable
  public var center: CGPoint {
    CGPoint(x: midX, y: midY)
  }

  /// The rectangle of `size` centred on `center`.
  @inlinable
  public init(center: CGPoint, size: CGSize) {
    self.init(
      x: center.x - size.width / 2, y: center.y - size.height / 2,
      width: size.width, height: size.height)
  }
}

extension CGRect {
  /// Whether the two rectangles share interior area (touching edges do not count), or, for a
  /// zero-size rectangle, whether it lies inside the other.
  public func overlaps(_ other: CGRect) -> Bool {
    if isNull || other.isNull { return false }
    let a = standardized
    let b = other.standardized
    if a.width == 0 || a.height == 0 || b.width == 0 || b.height == 0 {
      return a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }
    return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }
}
