import Foundation
import HeadlessUI
import Testing

/// Date and picker views in a storyboard — here as a scene's own objects, beside the
/// controller, as a form keeps a picker to use as a text field's input view (Clean Swift's
/// CleanStore): the outlet is connected, the picker's mode, interval and date are the
/// document's (https://developer.apple.com/documentation/uikit/uidatepicker).
@MainActor
@Suite("Pickers in a storyboard")
struct StoryboardPickerTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="F1">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="F1" customClass="PickerFormController" customModule="Forms" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="FV">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                        <connections>
                            <outlet property="datePicker" destination="DP" id="o1"/>
                            <outlet property="pickerView" destination="PV" id="o2"/>
                        </connections>
                    </viewController>
                    <pickerView contentMode="scaleToFill" id="PV">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="216"/>
                        <connections>
                            <outlet property="dataSource" destination="F1" id="o3"/>
                            <outlet property="delegate" destination="F1" id="o4"/>
                        </connections>
                    </pickerView>
                    <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" minuteInterval="5" id="DP">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="162"/>
                        <date key="date" timeIntervalSinceReferenceDate="571680095.5"/>
                        <date key="minimumDate" timeIntervalSinceReferenceDate="500000000"/>
                    </datePicker>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  init() {
    InterfaceBuilderModules.register("HeadlessUITests")
  }

  @Test func sceneLevelPickersAreMadeAndConnected() throws {
    let storyboard = try InterfaceBuilderTests.storyboard(Self.storyboard)
    let form = try #require(storyboard.instantiateInitialViewController() as? PickerFormController)
    form.loadViewIfNeeded()
    let picker = try #require(form.datePicker)
    #expect(picker.datePickerMode == .date && picker.minuteInterval == 5)
    #expect(picker.date == Date(timeIntervalSinceReferenceDate: 571_680_095.5))
    #expect(picker.minimumDate == Date(timeIntervalSinceReferenceDate: 500_000_000))
    #expect(picker.maximumDate == nil)
    let rows = try #require(form.pickerView)
    #expect(rows.dataSource === form && rows.delegate === form, "UIKit's own outlets")
    #expect(rows.selectedRow(inComponent: 0) == 0, "three rows, the first selected")
  }
}

final class PickerFormController: UIViewController, UIPickerViewDataSource,
  UIPickerViewDelegate
{
  var datePicker: UIDatePicker!
  var pickerView: UIPickerView?
  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
}

final class _IBMembers_PickerFormController: InterfaceBuilderMembers {
  static func setValue(_ value: Any?, forKey key: String, of object: AnyObject) -> Bool {
    guard let object = object as? PickerFormController else { return false }
    switch key {
    case "datePicker": return InterfaceBuilderAssignment.assign(value, to: &object.datePicker)
    case "pickerView": return InterfaceBuilderAssignment.assign(value, to: &object.pickerView)
    default: return false
    }
  }

  static func action(_ selector: String) -> Selector? { nil }
}
