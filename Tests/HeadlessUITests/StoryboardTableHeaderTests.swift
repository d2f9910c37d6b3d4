import Foundation
import HeadlessUI
import InterfaceBuilderDocuments
import Testing

/// The views a storyboard keeps by key under a table view — `tableHeaderView`,
/// `tableFooterView`, `backgroundView` — are the table's: UIKit's `tableHeaderView` is "the
/// view that's displayed above the table's content"
/// (https://developer.apple.com/documentation/uikit/uitableview/tableheaderview) and its
/// `backgroundView` sits "behind all cells, header views, and footer views"
/// (https://developer.apple.com/documentation/uikit/uitableview/backgroundview). The loader
/// used to read past them (2 of 64 real storyboards have a search bar as the header).
@MainActor
@Suite("A storyboard table's header, footer and background")
struct StoryboardTableHeaderTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="T1">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <tableViewController id="T1" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="50" id="TV">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <searchBar key="tableHeaderView" contentMode="redraw" placeholder="Search" id="SB">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                <textInputTraits key="textInputTraits"/>
                            </searchBar>
                            <view key="tableFooterView" contentMode="scaleToFill" id="FV">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="30"/>
                                <accessibility key="accessibilityConfiguration" identifier="footer"/>
                            </view>
                            <view key="backgroundView" contentMode="scaleToFill" id="BG">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </view>
                            <prototypes>
                                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" id="C1">
                                    <rect key="frame" x="0.0" y="44" width="375" height="50"/>
                                    <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="C1" id="CV">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                            <connections>
                                <outlet property="dataSource" destination="T1" id="d1"/>
                                <outlet property="delegate" destination="T1" id="d2"/>
                            </connections>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test func theKeyedViewsAreTheTables() throws {
    let document = try InterfaceBuilderDocument(
      bytes: Array(Self.storyboard.utf8), path: "Header.storyboard")
    let controller = try #require(
      UIStoryboard(document: document, name: "Header").instantiateInitialViewController()
        as? UITableViewController)
    let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let table = controller.tableView!
    let header = try #require(table.tableHeaderView as? UISearchBar)
    #expect(header.bounds.height == 44)
    #expect(header.placeholder == "Search")
    #expect(header.superview === table)
    #expect(table.tableFooterView?.accessibilityIdentifier == "footer")
    #expect(table.tableFooterView?.superview === table)
    let background = try #require(table.backgroundView)
    #expect(table.subviews.first === background, "behind everything else")
    #expect(background.frame == table.bounds)
  }
}
