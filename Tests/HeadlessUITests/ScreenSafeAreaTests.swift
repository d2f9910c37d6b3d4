import Foundation
import HeadlessUI
import Testing

/// `UIScreen.safeAreaInsets(for:)` gives the table its documentation prints, in both
/// orientations, and zero for sizes it does not list (also ones that are not numbers).
@Suite("Screen safe area")
struct ScreenSafeAreaTests {
  /// The documented rows: portrait size, top, bottom, whether a notched phone.
  static let phones: [(CGFloat, CGFloat, CGFloat, CGFloat, Bool)] = [
    (320, 480, 20, 0, false), (320, 568, 20, 0, false), (375, 667, 20, 0, false),
    (414, 736, 20, 0, false), (375, 812, 44, 34, true), (414, 896, 44, 34, true),
    (390, 844, 47, 34, true), (428, 926, 47, 34, true), (393, 852, 59, 34, true),
    (430, 932, 59, 34, true), (402, 874, 62, 34, true), (440, 956, 62, 34, true),
  ]
  static let pads: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [
    (768, 1024, 20, 0), (810, 1080, 20, 0), (834, 1112, 20, 0), (744, 1133, 24, 20),
    (820, 1180, 24, 20), (834, 1194, 24, 20), (1024, 1366, 24, 20),
  ]

  @Test func everyPhoneInBothOrientations() {
    for (width, height, top, bottom, notched) in Self.phones {
      let portrait = UIScreen.safeAreaInsets(for: CGSize(width: width, height: height))
      #expect(portrait == UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
      let landscape = UIScreen.safeAreaInsets(for: CGSize(width: height, height: width))
      let expected =
        notched ? UIEdgeInsets(top: 0, left: top, bottom: 21, right: top) : UIEdgeInsets.zero
      #expect(landscape == expected, "\(width) × \(height) in landscape")
    }
  }

  @Test func everyPadKeepsItsInsetsTurned() {
    for (width, height, top, bottom) in Self.pads {
      let insets = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
      #expect(UIScreen.safeAreaInsets(for: CGSize(width: width, height: height)) == insets)
      #expect(UIScreen.safeAreaInsets(for: CGSize(width: height, height: width)) == insets)
    }
  }

  @Test func otherSizesHaveNone() {
    // Fractions of a point are dropped, as a whole-point table reads them.
    #expect(
      UIScreen.safeAreaInsets(for: CGSize(width: 375.5, height: 812.9))
        == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    for size in [
      CGSize(width: 376, height: 812), CGSize(width: 0, height: 0),
      CGSize(width: -375, height: -812), CGSize(width: CGFloat.nan, height: 812),
      CGSize(width: 375, height: CGFloat.infinity), CGSize(width: 1e300, height: 1e300),
    ] {
      #expect(UIScreen.safeAreaInsets(for: size) == .zero, "\(size)")
    }
  }
}
