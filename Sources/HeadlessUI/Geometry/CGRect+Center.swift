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
