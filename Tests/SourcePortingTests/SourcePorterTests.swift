import SourcePorting
import Testing

/// The porting contract, rewrite by rewrite, and everything it must leave alone.
@Suite("Source porter")
struct SourcePorterTests {
  private func port(_ text: String) -> String { SourcePorter.port(text).text }

  @Test(arguments: [
    ("import UIKit\n", "import HeadlessUI\n"),
    ("import Hero\n", "import HeroEngine\n"),
    ("import Foundation\nimport UIKit\n", "import Foundation\nimport HeadlessUI\n"),
    ("import UIKit.UIGestureRecognizerSubclass\n", "import HeadlessUI\n"),
    ("import class UIKit.UIView\n", "import class HeadlessUI.UIView\n"),
    ("@testable import Hero\n", "@testable import HeroEngine\n"),
    ("import  UIKit // for views\n", "import  HeadlessUI // for views\n"),
    ("import UIKitExtras\nimport HeroKit\n", "import UIKitExtras\nimport HeroKit\n"),
  ])
  func imports(input: String, expected: String) {
    #expect(port(input) == expected)
  }

  @Test(arguments: [
    ("#selector(handlePan)", "Self.handlePan"),
    ("#selector(handlePan(_:))", "Self.handlePan(_:)"),
    ("#selector(handlePan(gr:))", "Self.handlePan(gr:)"),
    ("#selector(ViewController.handlePan(_:))", "ViewController.handlePan(_:)"),
    ("#selector(self.dismissTapped)", "Self.dismissTapped"),
    ("#selector(self .dismiss(_:))", "Self.dismiss(_:)"),
    ("#selector( handle(_:event:) )", "Self.handle(_:event:)"),
    ("#selector(\n  Cards.swiped(_:)\n)", "Cards.swiped(_:)"),
    ("#selector (tap)", "Self.tap"),
    ("#selector(model.refresh)", "model.refresh"),
  ])
  func selectors(input: String, expected: String) {
    let line = "let pan = UIPanGestureRecognizer(target: self, action: \(input))"
    #expect(port(line) == "let pan = UIPanGestureRecognizer(target: self, action: \(expected))")
  }

  @Test(arguments: [
    (
      #"Bundle.main.path(forResource: "a", ofType: "json")"#,
      #"Bundle.launchedMain.path(forResource: "a", ofType: "json")"#
    ),
    ("let b = Foundation.Bundle.main", "let b = Foundation.Bundle.launchedMain"),
    ("Bundle.mainBundles", "Bundle.mainBundles"),
    ("MyBundle.main", "MyBundle.main"),
    ("Bundle.module", "Bundle.module"),
    (
      #"// Bundle.main in a comment, "Bundle.main" in a string"#,
      #"// Bundle.main in a comment, "Bundle.main" in a string"#
    ),
  ])
  func theMainBundleIsTheLaunchedApps(input: String, expected: String) {
    // `launchedMain` is HeadlessUI's: a file without imports gets one at its top.
    let imported = expected.contains("launchedMain") ? "import HeadlessUI\n" : ""
    #expect(port(input) == imported + expected)
  }

  // Conditional compilation chooses what iOS compiles: the UIKit branch, the iOS branch, not
  // the Linux, macOS or tvOS one; other tests stay; comments and strings are left alone.
  @Test(arguments: [
    (
      "#if canImport(UIKit)\nimport UIKit\n#endif\n",
      "#if canImport(HeadlessUI)\nimport HeadlessUI\n#endif\n"
    ),
    ("#if os(iOS) || os(tvOS)\n", "#if true || false\n"),
    ("#if os(macOS)\nx\n#elseif os(iOS)\ny\n#endif\n", "#if false\nx\n#elseif true\ny\n#endif\n"),
    ("#if !os(Linux) && canImport( Hero )\n", "#if !false && canImport(HeroEngine)\n"),
    ("#if targetEnvironment(simulator) // sim\n", "#if false // sim\n"),
    (
      "#if canImport(Darwin)\n#elseif swift(>=5.9)\n",
      "#if canImport(Darwin)\n#elseif swift(>=5.9)\n"
    ),
    ("#if DEBUG && os(iOS)\n", "#if DEBUG && true\n"),
    ("let s = \"#if os(iOS)\"\n// #if os(iOS)\n", "let s = \"#if os(iOS)\"\n// #if os(iOS)\n"),
    ("if os(iOS) { }\n", "if os(iOS) { }\n"),
  ])
  func platformConditions(input: String, expected: String) {
    #expect(port(input) == expected)
  }

  @Test func platformConditionsAreCounted() {
    let report = SourcePorter.port("#if os(iOS) || os(macOS)\n#endif\n").report
    #expect(report.conditions == 2)
    #expect(report.description.contains("2 platform conditions"))
    // Porting a ported file changes nothing.
    let once = port("#if canImport(UIKit) && os(iOS)\n#endif\n")
    #expect(port(once) == once)
  }

  @Test func propertySelectorsAreLeftAndCounted() {
    let line = "observe(#selector(getter: UIView.frame))"
    let result = SourcePorter.port(line)
    #expect(result.text == line)
    #expect(result.report.propertySelectorsLeft == 1)
  }

  @Test(arguments: [
    ("@objc func pan() {}", "func pan() {}"),
    ("@objc(panWith:) func pan(with g: G) {}", "func pan(with g: G) {}"),
    ("@objc private func pan() {}", "private func pan() {}"),
    ("@IBOutlet weak var card: UIView!", "weak var card: UIView!"),
    ("@IBOutlet private(set) var cards: [UIView]!", "private(set) var cards: [UIView]!"),
    ("@IBAction func close(_ sender: Any) {}", "func close(_ sender: Any) {}"),
    ("@IBInspectable var radius: CGFloat = 0", "var radius: CGFloat = 0"),
    ("@IBDesignable final class Card: UIView {}", "final class Card: UIView {}"),
    ("@objc dynamic var progress = 0.0", "var progress = 0.0"),
    ("dynamic var progress = 0.0", "var progress = 0.0"),
    ("@objc public dynamic override func f() {}", "public override func f() {}"),
    ("@objcMembers class A {}", "@objcMembers class A {}"),
    ("@discardableResult @objc func f() -> Int { 1 }", "@discardableResult func f() -> Int { 1 }"),
    ("let dynamicType = 1", "let dynamicType = 1"),
    ("let isDynamic = dynamic", "let isDynamic = dynamic"),
    ("let dynamic = 2", "let dynamic = 2"),
    ("x.dynamic var", "x.dynamic var"),
    ("@UIApplicationMain class AppDelegate {}", "class AppDelegate {}"),
    ("@main struct App {}", "struct App {}"),
    ("@mainActor func f() {}", "@mainActor func f() {}"),
    ("@MainActor func f() {}", "@MainActor func f() {}"),
  ])
  func attributesAndModifiers(input: String, expected: String) {
    #expect(port(input) == expected)
  }

  @Test func anAttributeOnItsOwnLineTakesTheLineWithIt() {
    let input = """
      final class A {
        @IBAction
        func close(_ sender: Any) {}

        @objc(handle:)
          func handle(_ g: G) {}
      }
      """
    let expected = """
      final class A {
        func close(_ sender: Any) {}

          func handle(_ g: G) {}
      }
      """
    #expect(port(input) == expected)
  }

  @Test func commentsAndStringsAreLeftAlone() {
    let input = #"""
      // import UIKit, #selector(a), @objc
      /* @IBOutlet /* nested #selector(b) */ dynamic var */
      let a = "#selector(c) @objc import UIKit"
      let b = """
        @IBAction func f() #selector(d)
        "quoted" \(value)
        """
      let c = #"raw "#selector(e)" \(not) @objc"#
      let d = "\(#selector(f)) and \("#selector(g)")"
      """#
    let expected = #"""
      // import UIKit, #selector(a), @objc
      /* @IBOutlet /* nested #selector(b) */ dynamic var */
      let a = "#selector(c) @objc import UIKit"
      let b = """
        @IBAction func f() #selector(d)
        "quoted" \(value)
        """
      let c = #"raw "#selector(e)" \(not) @objc"#
      let d = "\(Self.f) and \("#selector(g)")"
      """#
    #expect(port(input) == expected)
  }

  @Test func aFileWithNothingToPortIsUnchangedByteForByte() {
    let input = "import Foundation\r\n\tlet x = [1, 2]  // ünïcode\r\nfunc f() { x.map { $0 } }"
    let result = SourcePorter.port(input)
    #expect(result.text == input)
    #expect(!result.report.changedAnything)
  }

  @Test func portingIsIdempotent() {
    let input = """
      import UIKit
      import Hero

      class ViewController: UIViewController {
        @IBOutlet weak var imageView: UIImageView!
        override func viewDidLoad() {
          super.viewDidLoad()
          let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(gr:)))
          view.addGestureRecognizer(pan)
        }
        @objc func handlePan(gr: UIPanGestureRecognizer) {}
      }
      """
    let once = port(input)
    #expect(port(once) == once)
    #expect(
      SourcePorter.port(input).report.description
        == "2 imports, 1 selector, 2 attributes, 0 dynamic")
  }
}

/// FoundationNetworking: on iOS `import UIKit` brings URLSession; on Linux it lives in
/// FoundationNetworking (so Foundation does not link libcurl), and the port imports it where
/// the code names one of its types.
@Suite("Source porter: FoundationNetworking")
struct NetworkingImportTests {
  @Test func aFileThatNamesURLSessionImportsFoundationNetworking() {
    let source = """
      import UIKit
      import Hero

      final class Loader {
        func load(_ url: URL) { URLSession.shared.dataTask(with: URLRequest(url: url)).resume() }
      }
      """
    let result = SourcePorter.port(source)
    #expect(
      result.text == """
        import HeadlessUI
        import HeroEngine
        #if canImport(FoundationNetworking)
          import FoundationNetworking
        #endif

        final class Loader {
          func load(_ url: URL) { URLSession.shared.dataTask(with: URLRequest(url: url)).resume() }
        }
        """)
    #expect(result.report.networkingImports == 1)
    #expect(SourcePorter.port(result.text).text == result.text, "porting twice changes nothing")
  }

  @Test func namesInCommentsStringsAndOtherIdentifiersDoNotCount() {
    let source = """
      import UIKit
      // URLSession would be used here
      let text = "URLRequest"
      let myURLSession = 1
      """
    #expect(SourcePorter.port(source).report.networkingImports == 0)
  }
}

/// Overriding from an extension: Swift without the Objective-C runtime cannot override a class
/// member in an extension, so the port moves `override` members of an extension into the body
/// of the class when the file declares it (the usual iOS layout: the class, then its data
/// source and delegate extensions).
@Suite("Source porter: overrides in extensions")
struct ExtensionOverrideTests {
  @Test func overridesMoveIntoTheClassBody() {
    let source = """
      import UIKit

      final class PhotosViewController: UICollectionViewController {
        var count = 3
      }

      // MARK: - Data source

      extension PhotosViewController {
        /// The photos.
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
          count
        }

        func helper() {}
      }

      extension PhotosViewController: UICollectionViewDelegateFlowLayout {
        @objc override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
          if true { print(indexPath) }
        }
      }
      """
    let result = SourcePorter.port(source)
    #expect(
      result.text == """
        import HeadlessUI

        final class PhotosViewController: UICollectionViewController {
          var count = 3

          /// The photos.
          override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            count
          }

          override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            if true { print(indexPath) }
          }
        }

        // MARK: - Data source

        extension PhotosViewController {

          func helper() {}
        }

        extension PhotosViewController: UICollectionViewDelegateFlowLayout {
        }
        """)
    #expect(result.report.extensionOverridesMoved == 2)
    #expect(SourcePorter.port(result.text).text == result.text, "porting twice changes nothing")
  }

  @Test func anOverrideOfAClassOfAnotherFileIsLeftAndCounted() {
    let source = "extension Elsewhere {\n  override func viewDidLoad() {}\n}\n"
    let result = SourcePorter.port(source)
    #expect(result.text == source)
    #expect(result.report.extensionOverridesLeft == 1)
    #expect(
      result.report.description.contains(
        "1 override(s) in extensions of a class of another file left unported"))
  }
}

/// A cell that declares only `init?(coder:)` (a storyboard's prototype) inherits no initializer
/// HeadlessUI can call for a registered class, and Swift requires it to provide one; on iOS the
/// Objective-C runtime finds `initWithFrame:` instead. The port adds it.
@Suite("Source porter: cells made by init(coder:) only")
struct RegistrationInitializerTests {
  @Test func aCoderOnlyCellGetsTheInitializer() {
    let source = """
      class ScrollingImageCell: UICollectionViewCell {
        var scrollView: UIScrollView!
        required init?(coder aDecoder: NSCoder) {
          super.init(coder: aDecoder)
        }
      }
      """
    let result = SourcePorter.port(source)
    #expect(
      result.text == """
        class ScrollingImageCell: UICollectionViewCell {
          var scrollView: UIScrollView!
          required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
          }

          // Added by the port: a cell made by init(coder:) only can also be registered.
          required convenience init(registeredFor reuseIdentifier: String) {
            self.init(coder: NSCoder())!
          }
        }
        """)
    #expect(result.report.registrationInitializers == 1)
    #expect(SourcePorter.port(result.text).text == result.text, "porting twice changes nothing")
  }

  @Test(arguments: [
    "class A: UICollectionViewCell {\n  override init(frame: CGRect) { super.init(frame: frame) }\n  required init?(coder: NSCoder) { fatalError() }\n}\n",
    "class A: UITableViewCell {\n  override init(style: CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }\n  required init?(coder: NSCoder) { fatalError() }\n}\n",
    "class A: UICollectionViewCell {\n  @IBOutlet weak var imageView: UIImageView!\n}\n",
    "class A: UIView {\n  required init?(coder: NSCoder) { super.init(coder: coder) }\n}\n",
  ])
  func othersAreLeftAlone(source: String) {
    #expect(SourcePorter.port(source).report.registrationInitializers == 0)
  }
}
