import Foundation
import Testing

@testable import HeadlessUI

/// Segues of every kind a storyboard declares, against UIKit's documentation:
/// https://developer.apple.com/documentation/uikit/uistoryboardsegue ("performs the visual
/// transition"; custom segues override perform()), …/uiviewcontroller/1621502-shouldperformsegue
/// ("determines whether the segue with the specified identifier should be performed" — asked for
/// segues a control triggers), …/uiviewcontroller/1621474-prepare, and unwind segues
/// (https://developer.apple.com/documentation/uikit/resource_management/dismissing_a_view_controller_with_an_unwind_segue:
/// UIKit looks for the unwind action back through the controllers that led to the source).
@MainActor
@Suite("Storyboard segues")
struct StoryboardSegueTests {
  init() {
    InterfaceBuilderDiagnostics.printsToStandardError = false
    InterfaceBuilderModules.register("HeadlessUITests")
  }

  func window(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }

  @Test func aButtonsShowSegueAsksShouldPerformThenPushes() throws {
    let storyboard = try InterfaceBuilderTests.storyboard(Self.document)
    let navigation = try #require(
      storyboard.instantiateInitialViewController() as? UINavigationController)
    let first = try #require(navigation.topViewController as? SegueSourceController)
    let window = window(navigation)
    window.layoutIfNeeded()
    let button = try #require(first.view.subviews.compactMap { $0 as? UIButton }.first)
    first.allows = false
    button.sendActions(for: .touchUpInside)
    #expect(first.asked == ["next"])
    #expect(navigation.viewControllers.count == 1, "shouldPerformSegue said no")
    first.allows = true
    button.sendActions(for: .touchUpInside)
    window.clock.advance(by: .seconds(1))
    #expect(navigation.viewControllers.count == 2)
    #expect(first.prepared == "next")
    #expect(navigation.topViewController?.title == "Second")
  }

  @Test func anUnwindSegueCallsTheActionBackAlongTheStackAndPops() throws {
    let storyboard = try InterfaceBuilderTests.storyboard(Self.document)
    let navigation = try #require(
      storyboard.instantiateInitialViewController() as? UINavigationController)
    let first = try #require(navigation.topViewController as? SegueSourceController)
    let window = window(navigation)
    first.performSegue(withIdentifier: "next", sender: nil)
    window.clock.advance(by: .seconds(1))
    let second = try #require(navigation.topViewController)
    second.performSegue(withIdentifier: "back", sender: nil)
    window.clock.advance(by: .seconds(1))
    #expect(first.unwound == 1)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func embedAndCustomSegues() throws {
    let storyboard = try InterfaceBuilderTests.storyboard(Self.document)
    let host = storyboard.instantiateViewController(withIdentifier: "host")
    let window = window(host)
    // <containerView> with an embed segue: the child controller is added, its view fills it.
    let child = try #require(host.children.first)
    #expect(child.title == "Child")
    #expect(child.view.superview === host.view.subviews.first)
    #expect(child.view.frame.size == CGSize(width: 200, height: 100))
    // A custom segue: its class's perform() runs (it presents without animation).
    host.performSegue(withIdentifier: "custom", sender: nil)
    window.clock.advance(by: .seconds(1))
    #expect(FadeSegue.performed == 1)
    #expect(host.presentedViewController?.title == "Second")
  }

  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="N1">
        <scenes>
            <scene sceneID="s0"><objects>
                <navigationController id="N1" sceneMemberID="viewController">
                    <connections>
                        <segue destination="A1" kind="relationship" relationship="rootViewController" id="r1"/>
                    </connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s1"><objects>
                <viewController title="First" id="A1" customClass="SegueSourceController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="AV">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="AB">
                                <rect key="frame" x="20" y="100" width="100" height="44"/>
                                <state key="normal" title="Next"/>
                                <connections>
                                    <segue destination="B1" kind="show" identifier="next" id="g1"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                </viewController>
                <exit id="AX" userLabel="Exit" sceneMemberID="exit"/>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController title="Second" storyboardIdentifier="second" id="B1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="BV">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </view>
                    <connections>
                        <segue destination="BX" kind="unwind" identifier="back" unwindAction="unwindToFirst:" id="u1"/>
                    </connections>
                </viewController>
                <exit id="BX" userLabel="Exit" sceneMemberID="exit"/>
            </objects></scene>
            <scene sceneID="s3"><objects>
                <viewController storyboardIdentifier="host" id="H1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="HV">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <containerView opaque="NO" contentMode="scaleToFill" id="HC">
                                <rect key="frame" x="20" y="20" width="200" height="100"/>
                                <connections>
                                    <segue destination="C1" kind="embed" id="e1"/>
                                </connections>
                            </containerView>
                        </subviews>
                    </view>
                    <connections>
                        <segue destination="B1" kind="custom" identifier="custom" customClass="FadeSegue" customModule="App" customModuleProvider="target" id="c1"/>
                    </connections>
                </viewController>
            </objects></scene>
            <scene sceneID="s4"><objects>
                <viewController title="Child" id="C1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="CV">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    </view>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """
}

final class SegueSourceController: UIViewController {
  var allows = true
  var asked: [String] = []
  var prepared: String?
  var unwound = 0

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    asked.append(identifier)
    return allows
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    prepared = segue.identifier
  }

  func unwindToFirst(_ segue: UIStoryboardSegue) { unwound += 1 }
}

final class FadeSegue: UIStoryboardSegue {
  nonisolated(unsafe) static var performed = 0
  override func perform() {
    Self.performed += 1
    source.present(destination, animated: false)
  }
}

final class _IBMembers_SegueSourceController: InterfaceBuilderMembers {
  static func setValue(_ value: Any?, forKey key: String, of object: AnyObject) -> Bool { false }

  static func action(_ selector: String) -> Selector? {
    selector == "unwindToFirst:" ? Selector(SegueSourceController.unwindToFirst(_:)) : nil
  }
}
