import Foundation
import HeadlessUI
import SourcePorting
import Testing

/// An app's usual colour, image and button extensions, written for iOS (where UIColor and
/// UIImage are classes: `convenience init`, `class var`) and ported: they compile against
/// HeadlessUI's value types and give the same values.
@MainActor
@Suite("Extensions of UIKit's value classes")
struct BrandStyleTests {
  @Test func aColourFromHexAndASolidImageOfIt() throws {
    #expect(UIColor(hex: 0x3366CC) == UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
    #expect(UIColor.brand == UIColor(hex: 0x3366CC))
    let image = try #require(UIImage(color: .brand, size: CGSize(width: 44, height: 20)))
    #expect(image.size == CGSize(width: 44, height: 20))
    let button = BrandButton(type: .custom)
    button.applyBrand()
    #expect(button.backgroundImage(for: .normal)?.size == CGSize(width: 44, height: 44))
    #expect(button.titleColor(for: .normal) == UIColor(hex: 0xFFFFFF))
  }

  @Test func thePortedCopyIsCurrent() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let source = try String(
      contentsOf: folder.appendingPathComponent("iOS/BrandStyle.swift"), encoding: .utf8)
    let ported = try String(
      contentsOf: folder.appendingPathComponent("Ported/BrandStyle.swift"), encoding: .utf8)
    #expect(SourcePorter.port(source).text == ported)
  }
}
