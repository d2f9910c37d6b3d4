import Foundation
import SourcePorting
import TestSupport
import Testing

/// What the port does to the spellings of older Swift versions that no build of today's Xcode
/// accepts (the Swift 4 ones it accepts are built in Swift 4 mode instead: Swift4NamesTests).
@Suite("Source porter: Swift 3 spellings")
struct SwiftVersionPortTests {
  /// Swift 3's global key names, which no Xcode builds today, read as the migrator respelled
  /// them; a member of that name, and the name in a string or comment, are left alone.
  @Test func swift3AttributeNamesAreRespelledAsTheMigratorDid() {
    let source = """
      import UIKit
      let a = [NSFontAttributeName: font, NSForegroundColorAttributeName: UIColor.red]
      text.addAttribute(NSParagraphStyleAttributeName, value: style, range: r)
      let b = [NSVerticalGlyphFormAttributeName: 0, NSAttachmentAttributeName: attachment]
      let c = Legacy.NSFontAttributeName  // NSFontAttributeName
      let d = "NSLinkAttributeName"
      """
    let ported = SourcePorter.port(source)
    #expect(
      ported.text.contains(
        "[NSAttributedString.Key.font: font, NSAttributedString.Key.foregroundColor: UIColor.red]"
      ))
    #expect(ported.text.contains("addAttribute(NSAttributedString.Key.paragraphStyle, value:"))
    #expect(
      ported.text.contains(
        "[NSAttributedString.Key.verticalGlyphForm: 0, NSAttributedString.Key.attachment: "))
    #expect(ported.text.contains("Legacy.NSFontAttributeName  // NSFontAttributeName"))
    #expect(ported.text.contains("\"NSLinkAttributeName\""))
    #expect(ported.report.swift3AttributeKeys == 5)
    #expect(ported.report.description.contains("5 Swift 3 attribute name(s) respelled"))
  }

  /// Every respelled key is one HeadlessUI declares (a key it lacked would make the respelled
  /// app fail where the old name did).
  @Test func everyRespelledAttributeKeyIsDeclared() throws {
    let file = Fixtures.repositoryRoot.appendingPathComponent(
      "Sources/HeadlessUI/Text/NSAttributedString+UIKitKeys.swift")
    let text = try String(contentsOf: file, encoding: .utf8)
    for (old, new) in SwiftVersionNames.swift3AttributeKeys {
      let member = String(new.split(separator: ".").last!)
      #expect(text.contains("public static let \(member) = "), "\(old) → \(new)")
    }
  }
}
