import Foundation
import Testing

@testable import HeadlessUI

/// Numbers that are not finite (from a document, a division by a zero size, app code) are
/// answered, never a trap in a conversion to `Int`: the siblings of the layout description the
/// Interface Builder fuzzer crashed (see `anInfiniteIntrinsicSizeIsReportedNotATrap`).
@MainActor
@Suite("Non-finite values")
struct NonFiniteValuesTests {
  @Test(arguments: [CGFloat.infinity, -.infinity, .nan, 1e308])
  func aConstraintNumberIsDescribed(_ value: CGFloat) {
    let text = LayoutEngine.format(value)
    #expect(!text.isEmpty)
    #expect(LayoutEngine.format(12) == "12")
    #expect(LayoutEngine.format(12.5) == "12.50")
  }

  @Test(arguments: [CGFloat.infinity, .nan])
  func anArcWithAnAngleThatIsNotANumberAddsNothing(_ angle: CGFloat) {
    let path = UIBezierPath()
    path.move(to: .zero)
    path.addArc(withCenter: .zero, radius: 10, startAngle: 0, endAngle: angle, clockwise: true)
    #expect(path.cgPath.elements.count == 1)
    path.addArc(withCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
    #expect(path.cgPath.elements.count > 1)
  }

  @Test(arguments: [CGFloat.infinity, .nan])
  func aHueThatIsNotANumberIsRed(_ hue: CGFloat) {
    let color = UIColor(hue: hue, saturation: 1, brightness: 1, alpha: 1)
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect(red == 1 && green == 0 && blue == 0)
  }
}
