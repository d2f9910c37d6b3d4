import Foundation
import HeadlessUI
import InterfaceBuilderDocuments
import Testing

/// A storyboard whose table's `dataSource` outlet points at a controller whose class the test
/// binary does not have. The unknown class stands in as its UIKit base class (UIKit logs
/// "Unknown class … in Interface Builder file"), which is no data source: the report names the
/// missing class, not the table (it said "No outlet 'dataSource'", which sent a user looking at
/// the table). On iOS the outlet is set and the app stops at the table's first question to it
/// ("unrecognized selector sent to instance";
/// https://developer.apple.com/documentation/uikit/uitableview/datasource).
@MainActor
@Suite("A storyboard outlet connected to the wrong kind of object")
struct StoryboardOutletKindTests {
  static func storyboard(controllerClass: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="VC">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="VC" customClass="\(controllerClass)" customModule="PhotosApp" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="V">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="TV">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <connections>
                                        <outlet property="dataSource" destination="VC" id="o1"/>
                                    </connections>
                                </tableView>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  @Test func aDataSourceWhoseClassIsMissingIsNamed() throws {
    InterfaceBuilderDiagnostics.printsToStandardError = false
    let before = InterfaceBuilderDiagnostics.exceptionCount
    let document = try InterfaceBuilderDocument(
      bytes: Array(Self.storyboard(controllerClass: "PhotosListController").utf8),
      path: "Photos.storyboard")
    let controller = UIStoryboard(document: document, name: "Photos")
      .instantiateInitialViewController()
    expectRaise("Photos.storyboard:") { _ = controller?.view }
    let reports = InterfaceBuilderDiagnostics.exceptions(since: before).map { "\($0)" }
    let report = try #require(reports.first { $0.contains("dataSource") }, "\(reports)")
    #expect(report.contains("PhotosListController"))
    #expect(report.contains("is not in the app"))
    #expect(report.contains("UITableViewDataSource"))
    #expect(!report.contains("No outlet"))
    #expect(report.contains("Photos.storyboard:"), "the file and line of the outlet")
  }
}
