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
    let storyboard = UIStoryboard(
      document: try Self.document("RxSwift/LaunchScreen.xib"), name: "NotAStoryboard")
    #expect(storyboard.instantiateInitialViewController() == nil)
    #expect(
      InterfaceBuilderDiagnostics.exceptions.contains {
        "\($0)".contains("LaunchScreen.xib is a xib")
      })
  }
}
