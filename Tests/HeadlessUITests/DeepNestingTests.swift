import Foundation
import HeadlessUI
import InterfaceBuilderDocuments
import Testing

/// A document nested far deeper than Xcode ever writes one is a located error, not a crash:
/// 50 000 views inside one another used to load, and then overflowed the stack of the code that
/// lays the hierarchy out and frees it (`XMLReader.maximumDepth`).
@MainActor
@Suite("Interface Builder documents nested too deep")
struct DeepNestingTests {
  /// A storyboard whose controller's view holds `depth` views, each inside the one before.
  static func storyboard(depth: Int) -> String {
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="VC">
      <scenes><scene sceneID="s1"><objects>
      <viewController id="VC" sceneMemberID="viewController"><view key="view" id="V0"><subviews>

      """
    for level in 1...depth { xml += "<view id=\"V\(level)\"><subviews>\n" }
    for _ in 1...depth { xml += "</subviews></view>" }
    xml += "</subviews></view></viewController></objects></scene></scenes></document>"
    return xml
  }

  @Test func aDocumentNestedFarTooDeepIsAnErrorWithItsPlace() throws {
    let text = Self.storyboard(depth: 50_000)
    #expect(throws: InterfaceBuilderDocumentError.self) {
      try InterfaceBuilderDocument(bytes: Array(text.utf8), path: "Deep.storyboard")
    }
    do {
      _ = try InterfaceBuilderDocument(bytes: Array(text.utf8), path: "Deep.storyboard")
    } catch {
      let message = "\(error)"
      #expect(message.contains("Deep.storyboard:"))
      #expect(message.contains("nest deeper than \(XMLReader.maximumDepth)"))
      // The element that goes too deep: the document's root, <scenes>, <scene>, <objects>,
      // <viewController>, the view and its <subviews> are 7 levels, then 2 per nested view,
      // one per line from line 5 on.
      #expect(message.contains(":101:"), "\(message)")
    }
  }

  @Test func aDocumentNestedDeeperThanAnyRealOneStillLoadsAndLaysOut() throws {
    let document = try InterfaceBuilderDocument(
      bytes: Array(Self.storyboard(depth: 90).utf8), path: "Deep.storyboard")
    let controller = try #require(
      UIStoryboard(document: document, name: "Deep").instantiateInitialViewController())
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    var depth = 0
    var view: UIView? = controller.view
    while let current = view {
      depth += 1
      view = current.subviews.first
    }
    #expect(depth == 91)
  }
}
