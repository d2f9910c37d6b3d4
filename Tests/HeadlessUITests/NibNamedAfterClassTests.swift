import Foundation
import HeadlessUI
import Testing

/// A controller made with no nib name loads the nib named after its class, as UIKit documents
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/nibname): `MyView.xib`
/// for `MyViewController`, then `MyViewController.xib` — the VIPER routers' `ListController()`.
@MainActor
@Suite("A nib named after the controller's class")
struct NibNamedAfterClassTests {
  static func xib(owner: String, text: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)" customModule="HeadlessUITests">
                <connections>
                    <outlet property="view" destination="V1" id="o1"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="V1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" text="\(text)" id="L1">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                    </label>
                </subviews>
            </view>
        </objects>
    </document>
    """
  }

  /// A bundle folder holding `files` (name → text).
  static func bundle(_ files: [String: String]) throws -> Bundle {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("nib-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return try #require(Bundle(path: folder.path))
  }

  func label(of controller: UIViewController) -> String? {
    controller.view.subviews.compactMap { $0 as? UILabel }.first?.text
  }

  @Test func theNameWithoutControllerComesFirst() throws {
    InterfaceBuilderModules.register("HeadlessUITests")
    let bundle = try Self.bundle([
      "NibFormView.xib": Self.xib(owner: "NibFormViewController", text: "short"),
      "NibFormViewController.xib": Self.xib(owner: "NibFormViewController", text: "long"),
    ])
    #expect(label(of: NibFormViewController(nibName: nil, bundle: bundle)) == "short")
  }

  @Test func thenTheClassesOwnName() throws {
    InterfaceBuilderModules.register("HeadlessUITests")
    let bundle = try Self.bundle([
      "NibFormViewController.xib": Self.xib(owner: "NibFormViewController", text: "long")
    ])
    #expect(label(of: NibFormViewController(nibName: nil, bundle: bundle)) == "long")
    let plain = NibFormViewController(nibName: nil, bundle: try Self.bundle([:]))
    #expect(label(of: plain) == nil, "no nib: an empty view")
  }
}

final class NibFormViewController: UIViewController {}
