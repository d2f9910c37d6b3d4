import SourcePorting
import Testing

/// What the contract does to code that leans on the Objective-C runtime or on what iOS's
/// Foundation has and Linux's lacks: each rewrite, and what it leaves alone.
@Suite("Objective-C idioms and Foundation gaps")
struct ObjectiveCIdiomTests {
  private func port(_ text: String) -> String { SourcePorter.port(text).text }

  @Test(arguments: [
    ("desc += type(of: object).description()", "desc += String(reflecting: type(of: object))"),
    ("type(of: a.b(c)).description()", "String(reflecting: type(of: a.b(c)))"),
    // Not the class method: left alone.
    ("type(of: object).debugDescription()", "type(of: object).debugDescription()"),
    ("x.type(of: y).description()", "x.type(of: y).description()"),
    ("type(of: object).description", "type(of: object).description"),
    ("let t = type(of: object)", "let t = type(of: object)"),
  ])
  func classDescription(input: String, expected: String) {
    #expect(port(input) == expected)
  }

  @Test(arguments: [
    ("import QuartzCore\n", "import HeadlessUI\n"),
    ("import CoreGraphics\n", "import HeadlessUI\n"),
    ("import ObjectiveC.runtime\n", "import HeadlessUI\n"),
    ("#if canImport(QuartzCore)\n", "#if canImport(HeadlessUI)\n"),
    ("#if canImport(CoreGraphics)\n", "#if canImport(HeadlessUI)\n"),
    ("import MapKit\n", "import MapKitStandIn\n"),
    (
      "import class AVKit.AVPlayerViewController\n",
      "import class AVKitStandIn.AVPlayerViewController\n"
    ),
    ("#if canImport(WebKit)\n", "#if canImport(WebKitStandIn)\n"),
    ("import CommonCrypto\n", "import CryptoStandIn\n"),
    ("import CryptoKit\n", "import CryptoStandIn\n"),
  ])
  func appleModulesHeadlessUIOrAStandInHas(input: String, expected: String) {
    #expect(port(input) == expected)
  }

  /// A Swift 4 app overrides UIKit members under the names Swift 4.2 changed: iOS calls the
  /// override (one Objective-C method), so the port respells it and its `super` call; a call
  /// elsewhere keeps the old name, which HeadlessUI declares for Swift 4 mode.
  @Test func swift4OverridesAreRespelledWithTodaysNames() {
    let text = """
      import UIKit
      class Container: UIViewController {
        override var childViewControllerForStatusBarStyle: UIViewController? {
          return super.childViewControllerForStatusBarStyle ?? childViewControllers.last
        }
        override func didMove(toParentViewController parent: UIViewController?) {
          super.didMove(toParentViewController: parent)
        }
        override func willMove(toParentViewController: UIViewController?) {
          super.willMove(toParentViewController: toParentViewController)
        }
        func embed(_ child: UIViewController) { child.didMove(toParentViewController: self) }
      }
      """
    let ported = SourcePorter.port(text)
    #expect(ported.text.contains("override var childForStatusBarStyle: UIViewController? {"))
    #expect(
      ported.text.contains("return super.childForStatusBarStyle ?? childViewControllers.last"))
    #expect(ported.text.contains("override func didMove(toParent parent: UIViewController?) {"))
    #expect(ported.text.contains("super.didMove(toParent: parent)"))
    #expect(
      ported.text.contains(
        "override func willMove(toParent toParentViewController: UIViewController?) {"))
    #expect(ported.text.contains("super.willMove(toParent: toParentViewController)"))
    #expect(ported.text.contains("child.didMove(toParentViewController: self)"), "a call stays")
    #expect(ported.report.swift4Overrides == 6)
  }

  @Test(arguments: [
    (
      "UIApplication.shared.delegate?.window??.rootViewController = root",
      "UIApplication.shared.delegate?.window?.rootViewController = root", 1
    ),
    ("let w = app.delegate!.window!!", "let w = app.delegate!.window!", 1),
    // Read once through an optional chain, or not through a delegate: left alone.
    ("delegate?.window?.rootViewController", "delegate?.window?.rootViewController", 0),
    ("self.window??.tintColor", "self.window??.tintColor", 0),
    ("delegate?.window ?? fallback", "delegate?.window ?? fallback", 0),
  ])
  func anApplicationDelegatesWindowIsOptionalOnce(input: String, expected: String, count: Int) {
    let ported = SourcePorter.port(input)
    #expect(ported.text == expected)
    #expect(ported.report.optionalPropertyReads == count)
  }

  @Test(arguments: [
    (
      "f(r, CFRunLoopGetMain(), RunLoop.Mode.common as CFString)",
      "f(r, CFRunLoopGetMain(), RunLoop.Mode.common.rawValue as CFString)", 1
    ),
    (
      "let m = RunLoopMode.commonModes as CFString",
      "let m = RunLoopMode.commonModes.rawValue as CFString", 1
    ),
    (
      "post(Notification.Name.changed  as CFString)",
      "post(Notification.Name.changed.rawValue as CFString)", 1
    ),
    // A string, or a wrapper coerced to something else: left alone.
    (
      "UTTypeConformsTo(name as CFString, kUTTypeRTF)",
      "UTTypeConformsTo(name as CFString, kUTTypeRTF)", 0
    ),
    ("RunLoop.Mode.common as Any", "RunLoop.Mode.common as Any", 0),
  ])
  func aStringWrapperBecomesACFStringByItsRawValue(input: String, expected: String, count: Int) {
    let ported = SourcePorter.port(input)
    // `CFString` is HeadlessUI's: the port imports it on the line above.
    #expect(ported.text.split(separator: "\n").last.map(String.init) == expected)
    #expect(ported.report.stringWrapperBridges == count)
  }

  @Test func aFoundationGapImportsHeadlessUIAfterTheImportsEveryPlatformCompiles() {
    let source = """
      import Foundation
      #if canImport(UIKit)
        import UIKit
      #else
        import AppKit
      #endif

      let formatter = RelativeDateTimeFormatter()
      """
    let ported = SourcePorter.port(source)
    // The file imports UIKit under #if: that import becomes HeadlessUI's, nothing is added.
    #expect(ported.report.foundationGapImports == 0)

    let foundationOnly = """
      import Foundation
      #if os(macOS)
        import AppKit
      #endif

      let delay = 2 * NSEC_PER_SEC
      """
    #expect(
      port(foundationOnly) == """
        import Foundation
        #if false
          import AppKit
        #endif
        import HeadlessUI

        let delay = 2 * NSEC_PER_SEC
        """)
    // Named only in a comment or a string: nothing to import.
    #expect(
      port("import Foundation\n// NSHashTable\nlet s = \"NSHashTable\"\n").contains(
        "HeadlessUI") == false)
  }

  @Test func bundleMainInAFoundationOnlyFileImportsHeadlessUIForIt() {
    #expect(
      port("import UIKit\nlet b = Bundle.main\n")
        == "import HeadlessUI\nlet b = Bundle.launchedMain\n")
    #expect(
      port("import Foundation\nlet b = Bundle.main\n")
        == "import Foundation\nimport HeadlessUI\nlet b = Bundle.launchedMain\n")
  }

  @Test func aMemberMovedFromAPublicExtensionSpellsOutPublic() {
    let source = """
      import UIKit
      public class Box: NSObject {
        var size = 0
      }

      public extension Box {
        override var description: String { "box" }
        override func isEqual(_ object: Any?) -> Bool { false }
        override public var debugDescription: String { "a box" }
      }

      private extension Box {
        override var hash: Int { 1 }
      }
      """
    let ported = port(source)
    #expect(ported.contains("  public override var description: String { \"box\" }"))
    #expect(ported.contains("  public override func isEqual(_ object: Any?) -> Bool { false }"))
    // One that says its access after `override` keeps it once (SnapKit 3's `Debugging.swift`).
    #expect(ported.contains("  override public var debugDescription: String { \"a box\" }"))
    // A member of a private extension is file-private, not private to the class.
    #expect(ported.contains("  fileprivate override var hash: Int { 1 }"))
    #expect(!ported.contains("extension Box {\n  override"))
  }

  @Test func anOverrideInAnotherFilesExtensionJoinsTheClassesFile() throws {
    let files: [(path: String, text: String)] = [
      (
        "Constraint.swift",
        "import UIKit\n\npublic class Constraint: NSObject {\n  var label = \"\"\n}\n"
      ),
      (
        "Debugging.swift",
        """
        import UIKit

        public extension Constraint {
          override var description: String { describe(self) }
        }

        private func describe(_ constraint: Constraint) -> String { constraint.label }

        """
      ),
      ("Other.swift", "import UIKit\nlet x = 1\n"),
    ]
    let ported = SourcePorter.portModule(files)
    #expect(ported.map(\.path) == files.map(\.path))
    let constraint = ported[0].ported.text
    // The override is in the class body, public as its extension was, and the private helper
    // it calls came along in the same file.
    #expect(
      constraint.hasPrefix(
        "import HeadlessUI\n\npublic class Constraint: NSObject {\n  var label = \"\"\n\n"
          + "  public override var description: String { describe(self) }\n}\n"))
    #expect(constraint.contains("// Joined from Debugging.swift by the port"))
    #expect(constraint.contains("private func describe(_ constraint: Constraint) -> String"))
    #expect(ported[0].ported.report.filesJoined == 1)
    #expect(ported[1].ported.text.hasPrefix("// Debugging.swift: joined into Constraint.swift"))
    #expect(ported[2].ported.text == "import HeadlessUI\nlet x = 1\n")
    // Alone, the extension's file keeps its override where it is (and says so).
    let alone = SourcePorter.portFile(files[1].text, fileName: "Debugging.swift")
    #expect(alone.report.extensionOverridesLeft == 1)
    #expect(alone.overriddenElsewhere == [["Constraint"]])
  }

  @Test func extensionsOfValueTypesTakeStructSpellings() {
    let source = """
      import UIKit

      public extension UIColor {
        convenience init(hex: Int) {
          self.init(red: CGFloat(hex >> 16) / 255, green: 0, blue: 0, alpha: 1)
        }
        public convenience init?(name: String) { nil }
        class var brand: UIColor { .red }
        static var other: UIColor { .blue }
        final class func random() -> UIColor { .green }
      }

      extension UIView {
        convenience init(color: UIColor) { self.init(frame: .zero) }
        class var layerName: String { "" }
      }
      """
    let ported = port(source)
    #expect(ported.contains("  init(hex: Int) {"))
    #expect(ported.contains("  public init?(name: String) { nil }"))
    #expect(ported.contains("  static var brand: UIColor { .red }"))
    #expect(ported.contains("  static var other: UIColor { .blue }"))
    #expect(ported.contains("  static func random() -> UIColor { .green }"))
    // UIView is a class here too: left alone.
    #expect(ported.contains("  convenience init(color: UIColor) { self.init(frame: .zero) }"))
    #expect(ported.contains("  class var layerName: String { \"\" }"))
  }
}
