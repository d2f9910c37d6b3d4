import Foundation
import HeadlessUI
import InterfaceBuilderDocuments
import Testing

/// A `UIScreenEdgePanGestureRecognizer` declared in a storyboard keeps the edges its
/// `<rectEdge key="edges">` element sets, and so begins from that edge: UIKit's recognizer
/// "only recognizes if the user slides their finger in from the bezel on the specified edge"
/// (https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer, `edges`:
/// "the acceptable starting edges for the gesture"). The loader used to read past the element,
/// so a storyboard's edge pan had no edge and never began.
@MainActor
@Suite("A storyboard's screen-edge pan keeps its edges")
struct StoryboardScreenEdgePanTests {
  static func storyboard(edges: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="C1">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="C1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="V1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <connections>
                                <outletCollection property="gestureRecognizers" destination="E1" appends="YES" id="g1"/>
                            </connections>
                        </view>
                    </viewController>
                    <screenEdgePanGestureRecognizer minimumNumberOfTouches="1" id="E1">
                        \(edges)
                    </screenEdgePanGestureRecognizer>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  /// The edge pan of the storyboard's initial controller, in a shown window.
  func edgePan(_ edges: String) throws -> (UIWindow, UIScreenEdgePanGestureRecognizer) {
    let document = try InterfaceBuilderDocument(
      bytes: Array(Self.storyboard(edges: edges).utf8), path: "Edges.storyboard")
    let controller = try #require(
      UIStoryboard(document: document, name: "Edges").instantiateInitialViewController())
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let recognizer = try #require(
      controller.view.gestureRecognizers?.first as? UIScreenEdgePanGestureRecognizer)
    return (window, recognizer)
  }

  /// Drags from `x` to the middle of the screen; returns the recognizer's states on the way.
  func drag(_ window: UIWindow, _ recognizer: UIGestureRecognizer, from x: CGFloat)
    -> [UIGestureRecognizer.State]
  {
    var states: [UIGestureRecognizer.State] = []
    for step in 0...10 {
      let phase: TouchPhase = step == 0 ? .began : step == 10 ? .ended : .moved
      let location = CGPoint(x: x + CGFloat(step) * 15 * (x > 187 ? -1 : 1), y: 300)
      window.deliver(
        [TouchPoint(id: 1, phase: phase, location: location)], at: .milliseconds(Int64(step) * 16))
      states.append(recognizer.state)
    }
    return states
  }

  @Test func theLeftEdgeIsReadAndBeginsFromTheLeft() throws {
    let (window, recognizer) = try edgePan(#"<rectEdge key="edges" left="YES"/>"#)
    #expect(recognizer.edges == .left)
    #expect(drag(window, recognizer, from: 2).contains(.changed))
  }

  @Test func aPanFromElsewhereDoesNotBegin() throws {
    let (window, recognizer) = try edgePan(#"<rectEdge key="edges" left="YES"/>"#)
    #expect(!drag(window, recognizer, from: 150).contains(.changed))
    #expect(!drag(window, recognizer, from: 373).contains(.changed))
  }

  @Test func everyEdgeIsRead() throws {
    let (_, both) = try edgePan(#"<rectEdge key="edges" top="YES" bottom="YES" right="YES"/>"#)
    #expect(both.edges == [.top, .bottom, .right])
    let (window, right) = try edgePan(#"<rectEdge key="edges" right="YES"/>"#)
    #expect(right.edges == .right)
    #expect(drag(window, right, from: 373).contains(.changed))
  }

  @Test func noEdgeElementIsNoEdgeAsInUIKit() throws {
    let (_, recognizer) = try edgePan("")
    #expect(recognizer.edges == [])
  }
}
