import Foundation
import InterfaceBuilderDocuments
import TestSupport
import Testing

@testable import HeadlessUI

/// A storyboard and a nib made from a document already read (a test's fixture, a fuzzer's
/// input), through `UIStoryboard(document:name:)` and `UINib(document:name:)`: the same loader
/// as a file found by name.
@MainActor
@Suite("Interface Builder documents read in memory")
struct InterfaceBuilderInMemoryTests {
  init() {
    InterfaceBuilderDiagnostics.printsToStandardError = false
    InterfaceBuilderDiagnostics.removeAll()
  }

  static func document(_ relativePath: String) throws -> InterfaceBuilderDocument {
    let url = Fixtures.fixture("InterfaceBuilder/" + relativePath)
    return try InterfaceBuilderDocument(bytes: Array(try Data(contentsOf: url)), path: url.path)
  }

  @Test func aStoryboardFromADocumentInstantiatesItsInitialController() throws {
    let exceptionsBefore = InterfaceBuilderDiagnostics.exceptionCount
    let storyboard = UIStoryboard(
      document: try Self.document("Hero/LaunchScreen.storyboard"), name: "LaunchScreen")
    let controller = try #require(storyboard.instantiateInitialViewController())
    #expect(controller.storyboard === storyboard)
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(controller.view.window === window)
    #expect(controller.view.frame.size == window.bounds.size)
    var white: CGFloat = 0
    var alpha: CGFloat = 0
    #expect(controller.view.backgroundColor?.getWhite(&white, alpha: &alpha) == true)
    #expect(white == 1 && alpha == 1)  // the document's backgroundColor
    // The diagnostics are process-wide (other suites report theirs, the corpus test about other
    // LaunchScreen documents too): none since this test began.
    #expect(InterfaceBuilderDiagnostics.exceptions(since: exceptionsBefore).isEmpty)
  }

  @Test func aNibFromADocumentInstantiatesItsTopLevelView() throws {
    let nib = UINib(document: try Self.document("RxSwift/LaunchScreen.xib"), name: "LaunchScreen")
    let views = nib.instantiate(withOwner: nil).compactMap { $0 as? UIView }
    #expect(views.count == 1)
    let labels = views.first?.subviews.compactMap { $0 as? UILabel } ?? []
    #expect(labels.map(\.text).contains("Rx Example"))
  }

  @Test func aXibGivenAsAStoryboardIsReportedAsUIKitWouldRaise() throws {
    let document = try Self.document("RxSwift/LaunchScreen.xib")
    let storyboard = expectRaise("LaunchScreen.xib is a xib, not a storyboard") {
      UIStoryboard(document: document, name: "NotAStoryboard")
    }
    #expect(storyboard.instantiateInitialViewController() == nil)
    #expect(
      InterfaceBuilderDiagnostics.exceptions.contains {
        "\($0)".contains("LaunchScreen.xib is a xib")
      })
  }

  /// The initial controller of the fuzzer's finding `name` (in Tests/Fixtures/fuzzed), laid out
  /// as a window's root, with the layout reports it caused.
  func laidOut(fuzzed name: String) throws -> (UIViewController, [String]) {
    let url = Fixtures.fixture("fuzzed/" + name)
    let document = try InterfaceBuilderDocument(
      bytes: Array(try Data(contentsOf: url)), path: url.path)
    LayoutDiagnostics.printsToStandardError = false
    InterfaceBuilderDiagnostics.printsToStandardError = false
    let before = LayoutDiagnostics.records.count
    let storyboard = UIStoryboard(document: document, name: "Fuzzed")
    let controller = try #require(storyboard.instantiateInitialViewController())
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    window.rootViewController = controller
    window.layoutIfNeeded()
    return (controller, LayoutDiagnostics.records.dropFirst(before).map { "\($0)" })
  }

  /// Found by the fuzzer: an image resource `height="241e308"` gives an image view an infinite
  /// intrinsic height; describing the constraint conflict that makes converted it to `Int`
  /// and trapped. Now the conflict is reported with the number as `Double` prints it.
  @Test func anInfiniteIntrinsicSizeIsReportedNotATrap() throws {
    let (_, reported) = try laidOut(fuzzed: "ib-constraint-constant-1e308.storyboard")
    #expect(reported.contains { $0.contains("inf") })
    AutoreleasePool.drain()
  }

  /// Found by the fuzzer (the 2026-11-28 long run): a view with
  /// `verticalHuggingPriority="2533…331"` (122 digits, infinite as a `Float`)
  /// trapped when the conflict it took part in was described (the priority converted to `Int`).
  /// The conflict is reported with the priority as a number prints.
  @Test func anInfiniteContentPriorityIsReportedNotATrap() throws {
    let (_, reported) = try laidOut(fuzzed: "ib-content-priority-1e122.storyboard")
    #expect(reported.contains { $0.contains("hug:inf") }, "\(reported)")
    AutoreleasePool.drain()
  }

  /// Found by the fuzzer: a `<systemColor>` resource whose colour names the same system colour
  /// again was followed for ever (a stack overflow). A resource is read by its components.
  @Test func aColourResourceThatNamesItselfIsReadOnce() throws {
    let (controller, _) = try laidOut(fuzzed: "ib-system-color-refers-to-itself.storyboard")
    let labels = controller.view.subviews.compactMap { $0 as? UILabel }
    #expect(!labels.isEmpty)
    #expect(labels.allSatisfy { $0.textColor != nil })
    AutoreleasePool.drain()
  }
}
