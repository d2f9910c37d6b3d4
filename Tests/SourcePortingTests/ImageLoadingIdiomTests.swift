import SourcePorting
import Testing

/// What the contract does for the idioms of image-loading packages (Kingfisher's): selectors
/// kept in lists or passed to the module's own functions, `@objc` methods of extensions that a
/// subclass overrides, and the frameworks of images, types, photos, networks and SwiftUI.
@Suite("Image-loading idioms")
struct ImageLoadingIdiomTests {
  private func port(_ text: String) -> String { SourcePorter.port(text).text }

  @Test(arguments: [
    // An element of a tuple or an array literal: Swift does not convert the method.
    (
      "let list: [(Notification.Name, Selector)] = [(name, #selector(clear))]",
      // Naming `Selector` (Foundation's on iOS) imports HeadlessUI, which has it.
      "import HeadlessUI\nlet list: [(Notification.Name, Selector)] = [(name, Selector(Self.clear))]"
    ),
    (
      "let all: [Selector] = [#selector(a), #selector(b(_:))]",
      "import HeadlessUI\nlet all: [Selector] = [Selector(Self.a), Selector(Self.b(_:))]"
    ),
    ("let pair = (1, #selector(tapped))", "let pair = (1, Selector(Self.tapped))"),
    // A call's argument and an assignment stay bare: HeadlessUI's overloads take the method.
    (
      "button.addTarget(self, action: #selector(tapped), for: .touchUpInside)",
      "button.addTarget(self, action: Self.tapped, for: .touchUpInside)"
    ),
    ("let action = #selector(tapped)", "let action = Self.tapped"),
    ("return (#selector(tapped))", "return (Selector(Self.tapped))"),
  ])
  func selectorsInLiteralsAreSelectorValues(input: String, expected: String) {
    #expect(port(input) == expected)
  }

  @Test func aSelectorPassedToTheModulesOwnFunctionIsASelectorValue() {
    let files: [(path: String, text: String)] = [
      (
        "DisplayLink.swift",
        "extension UIView {\n  func compatibleDisplayLink(target: Any, selector: Selector) -> CADisplayLink {\n"
          + "    CADisplayLink(target: target, selector: selector)\n  }\n}\n"
      ),
      (
        "Animated.swift",
        "final class Animated: UIView {\n  lazy var link = compatibleDisplayLink(target: self, selector: #selector(step))\n"
          + "  let other = CADisplayLink(target: self, selector: #selector(step))\n  @objc func step() {}\n}\n"
      ),
    ]
    let text = SourcePorter.portModule(files)[1].ported.text
    #expect(text.contains("compatibleDisplayLink(target: self, selector: Selector(Self.step))"))
    // HeadlessUI's own initializer takes the method as it is.
    #expect(text.contains("CADisplayLink(target: self, selector: Self.step)"))
  }

  @Test func aSubclassesOverrideOfAnObjCExtensionMethodIsRenamed() {
    let files: [(path: String, text: String)] = [
      (
        "ImageView+Loading.swift",
        "extension UIImageView {\n  @objc func shouldPreloadAllAnimation() -> Bool { return true }\n}\n"
      ),
      (
        "AnimatedImageView.swift",
        "open class AnimatedImageView: UIImageView {\n"
          + "  override func shouldPreloadAllAnimation() -> Bool {\n    return false\n  }\n"
          + "  override open func layoutSubviews() {}\n}\n"
      ),
    ]
    let ported = SourcePorter.portModule(files)[1].ported
    #expect(ported.text.contains("  func overriddenOnIOS_shouldPreloadAllAnimation() -> Bool {"))
    // An override of UIKit's own method is left alone.
    #expect(ported.text.contains("  override open func layoutSubviews() {}"))
    #expect(ported.report.extensionMethodOverrides == 1)
    // A method of an extension of the module's own class is overridable in Swift: left alone.
    let own = SourcePorter.portModule([
      ("Base.swift", "class Base {}\nextension Base {\n  @objc func f() {}\n}\n"),
      ("Sub.swift", "class Sub: Base {\n  override func f() {}\n}\n"),
    ])
    #expect(own[1].ported.text.contains("override func f()"))
  }

  @Test(arguments: [
    ("import ImageIO\n", "import ImageIOStandIn\n"),
    ("import MobileCoreServices\n", "import UniformTypeIdentifiersStandIn\n"),
    ("import CoreServices\n", "import UniformTypeIdentifiersStandIn\n"),
    ("#if canImport(UniformTypeIdentifiers)\n", "#if canImport(UniformTypeIdentifiersStandIn)\n"),
    ("import Accelerate\n", "import AccelerateStandIn\n"),
    ("import Network\n", "import NetworkStandIn\n"),
    ("@preconcurrency import PhotosUI\n", "@preconcurrency import PhotosUIStandIn\n"),
    ("import Photos\n", "import PhotosUIStandIn\n"),
    // SwiftUI's views are not modelled: its test stays false, its import finds the stand-in.
    ("import SwiftUI\n", "import SwiftUIStandIn\n"),
    ("#if canImport(SwiftUI)\n", "#if canImport(SwiftUI)\n"),
    // The C library under `#if os(iOS)`: Linux's; `canImport(Darwin)` still selects Darwin's API.
    ("import Darwin\n", "import Glibc\n"),
    ("#if canImport(Darwin)\n", "#if canImport(Darwin)\n"),
  ])
  func imageFrameworksImportTheirStandIns(input: String, expected: String) {
    #expect(port(input) == expected)
  }

  @Test func darwinURLLoadingNamesImportHeadlessNetworking() {
    let text = port(
      "import Foundation\n\nfunc f(_ space: URLProtectionSpace) -> Bool {\n"
        + "  space.authenticationMethod == NSURLAuthenticationMethodServerTrust\n}\n")
    #expect(
      text
        == "import Foundation\n#if canImport(FoundationNetworking)\n  import FoundationNetworking\n"
        + "#endif\nimport HeadlessNetworking\n\nfunc f(_ space: URLProtectionSpace) -> Bool {\n"
        + "  space.authenticationMethod == NSURLAuthenticationMethodServerTrust\n}\n")
  }

  /// Alamofire 4 declares stream requests to a host or a Bonjour service on iOS.
  @Test func bonjourAndStreamTasksImportHeadlessNetworking() {
    let text = port(
      "import Foundation\n\nfunc f(_ s: URLSession, _ n: NetService) {\n"
        + "  _ = s.streamTask(with: n)\n}\n")
    #expect(text.contains("import HeadlessNetworking\n"))
    // Alamofire's certificate pinning names Security's and CoreFoundation's types.
    let pinning = port(
      "import Foundation\n\nfunc f(_ t: SecTrust) -> CFOptionFlags {\n  0\n}\n")
    #expect(
      pinning.contains("import HeadlessNetworking\n") && pinning.contains("import HeadlessUI\n"))
    #expect(port("import Security\n").hasPrefix("import SecurityStandIn"))
  }

  /// KeychainSwift imports only Foundation, through which iOS brings Security: its keychain
  /// names get HeadlessUI, which re-exports the Security stand-in.
  @Test func keychainNamesImportHeadlessUI() {
    let text = port(
      "import Foundation\n\nfunc f(_ q: [String: Any]) -> OSStatus {\n"
        + "  SecItemAdd(q as CFDictionary, nil)\n}\nlet k = kSecClassGenericPassword\n")
    #expect(text.hasPrefix("import Foundation\nimport HeadlessUI\n"))
    #expect(SourcePorter.isSecurityName("errSecItemNotFound"))
    #expect(!SourcePorter.isSecurityName("Second"))
  }

  @Test func coreFoundationNamesImportHeadlessUI() {
    let text = port("import Foundation\n\nlet key: CFString = \"k\"\n")
    #expect(text == "import Foundation\nimport HeadlessUI\n\nlet key: CFString = \"k\"\n")
    // A file that imports CoreFoundation meant Linux's types (RxBlocking's run-loop lock).
    let linux = "import CoreFoundation\nimport Foundation\n\nlet mode: CFString = raw\n"
    #expect(port(linux) == linux)
  }

  @Test(arguments: [
    (
      "var c: CoreImage.CIColor? { CoreImage.CIColor(color: self) }",
      "var c: CoreImageStandIn.CIColor? { CoreImageStandIn.CIColor(color: self) }"
    ),
    ("typealias Control = UIKit.UIControl", "typealias Control = HeadlessUI.UIControl"),
    // A member or a lower-case name after the dot is not a module's type: left alone.
    ("let x = config.UIKit.Thing", "let x = config.UIKit.Thing"),
    ("let y = UIKit.version", "let y = UIKit.version"),
    // Hero is a class as well as a module: `Hero.shared` stays.
    ("Hero.shared.cancel()", "Hero.shared.cancel()"),
  ])
  func moduleQualifiedTypesAreRenamedAsImportsAre(input: String, expected: String) {
    #expect(port(input) == expected)
  }

  @Test func interfaceBuilderMembersUnderIfAreCompiledUnderIt() {
    let text = """
      #if canImport(AppKit)
      import AppKit
      public extension NSView {
        @IBInspectable var borderWidth: CGFloat { get { 0 } set {} }
      }
      #elseif canImport(UIKit)
      public extension UIView {
        @IBInspectable var cornerRadius: CGFloat { get { 0 } set {} }
        #if DEBUG
        @IBInspectable var debugName: String { get { "" } set {} }
        #endif
      }
      #endif

      """
    let ported = SourcePorter.portFile(text, fileName: "Inspectables.swift").text
    // NSView's extension is compiled only where NSView is.
    #expect(ported.contains("#if (canImport(AppKit))\nextension NSView {"))
    // UIView's under the branch that declares it, and the DEBUG member's case under DEBUG too.
    #expect(
      ported.contains("#if !(canImport(AppKit)) && (canImport(HeadlessUI))\nextension UIView {"))
    #expect(ported.contains("    #if (DEBUG)\n    case \"debugName\""))
    // Outside any `#if`, nothing changes (every app port before this is unchanged).
    let plain = SourcePorter.portFile(
      "class A: UIView {\n  @IBOutlet var b: UIView!\n}\n", fileName: "A.swift"
    ).text
    #expect(!plain.contains("#if"))
  }

  @Test func aReusableViewMadeByCoderOnlyCanBeRegistered() {
    let text =
      "class Badge: UICollectionReusableView {\n  required init?(coder: NSCoder) {\n    super.init(coder: coder)\n  }\n}\n"
    let ported = SourcePorter.portFile(text, fileName: "Badge.swift")
    #expect(
      ported.text.contains("required convenience init(registeredFor reuseIdentifier: String)"))
    #expect(ported.report.registrationInitializers == 1)
  }

  @Test func runtimeOnlyCallsAreFoundByLine() {
    let text = """
      // method_exchangeImplementations(a, b) in a comment is not a call
      let m = class_getInstanceMethod(self, sel)
      method_exchangeImplementations(m!, n!)  // swizzle
      let name = "object_setClass"
      """
    let uses = SourcePorter.runtimeOnlyUses(in: text)
    #expect(uses.map(\.line) == [2, 3])
    #expect(uses.map(\.name) == ["class_getInstanceMethod", "method_exchangeImplementations"])
    #expect(uses.last?.why == "method swizzling")
  }
}
