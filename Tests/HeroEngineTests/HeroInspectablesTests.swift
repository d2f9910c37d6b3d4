import Foundation
import HeadlessUI
import HeroEngine
import TestSupport
import Testing

/// Hero's inspectable properties set as a storyboard's user-defined runtime attributes (Hero
/// 1.6.4 declares them `@IBInspectable` in Sources/Extensions/UIView+Hero.swift and
/// UIViewController+Hero.swift), read from Hero's own example storyboard and from a document
/// that sets every one.
@MainActor
@Suite("Hero's inspectables in storyboards")
struct HeroInspectablesTests {
  init() { InterfaceBuilderDiagnostics.printsToStandardError = false }

  @Test func imageGalleryStoryboard() throws {
    InterfaceBuilderDiagnostics.removeAll()
    let bundle = try #require(Bundle(path: Fixtures.fixture("InterfaceBuilder/Hero").path))
    let navigation = try #require(
      UIStoryboard(name: "ImageGallery", bundle: bundle).instantiateInitialViewController()
        as? UINavigationController)
    // <userDefinedRuntimeAttribute type="boolean" keyPath="isHeroEnabled" value="YES"/> and
    // keyPath="heroNavigationAnimationTypeString" value="fade" on the navigation controller.
    #expect(navigation.hero.isEnabled)
    #expect(navigation.transitioningDelegate != nil)
    #expect(navigation.hero.navigationAnimationType == .fade)
    // heroModifierString "translate(0, -44) fade" on its navigation bar.
    #expect(navigation.navigationBar.hero.modifiers?.count == 2)
    #expect(!InterfaceBuilderDiagnostics.records.contains { $0.message.hasPrefix("Failed to set") })
  }

  @Test func everyInspectable() throws {
    InterfaceBuilderDiagnostics.removeAll()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hero-ib-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Self.document.write(
      to: folder.appendingPathComponent("Hero.storyboard"), atomically: true, encoding: .utf8)
    let bundle = try #require(Bundle(path: folder.path))
    let storyboard = UIStoryboard(name: "Hero", bundle: bundle)
    let tabs = try #require(storyboard.instantiateInitialViewController() as? UITabBarController)
    #expect(tabs.heroTabBarAnimationType == .fade)
    let detail = storyboard.instantiateViewController(withIdentifier: "detail")
    #expect(detail.hero.isEnabled)
    #expect(detail.hero.modalAnimationType == .zoom)
    let image = try #require(detail.view.subviews.first)
    #expect(image.hero.id == "photo")
    #expect(image.hero.isEnabled == false)
    #expect(image.hero.isEnabledForSubviews == false)
    #expect(image.hero.modifiers?.count == 1)
    #expect(!InterfaceBuilderDiagnostics.records.contains { $0.message.hasPrefix("Failed to set") })
  }

  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="T1">
        <scenes>
            <scene sceneID="s1"><objects>
                <tabBarController id="T1" sceneMemberID="viewController">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="heroTabBarAnimationTypeString" value="fade"/>
                    </userDefinedRuntimeAttributes>
                </tabBarController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController storyboardIdentifier="detail" id="D1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="V1">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="I1">
                                <rect key="frame" x="0.0" y="100" width="375" height="375"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="heroID" value="photo"/>
                                    <userDefinedRuntimeAttribute type="boolean" keyPath="isHeroEnabled" value="NO"/>
                                    <userDefinedRuntimeAttribute type="boolean" keyPath="isHeroEnabledForSubviews" value="NO"/>
                                    <userDefinedRuntimeAttribute type="string" keyPath="heroModifierString" value="fade"/>
                                </userDefinedRuntimeAttributes>
                            </view>
                        </subviews>
                    </view>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="isHeroEnabled" value="YES"/>
                        <userDefinedRuntimeAttribute type="string" keyPath="heroModalAnimationTypeString" value="zoom"/>
                    </userDefinedRuntimeAttributes>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """
}
