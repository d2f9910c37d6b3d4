import Foundation
import HeadlessUI
import Testing

/// `UIDevice` as apps use it to branch (an app that asks for the idiom or the
/// orientation did not compile). What a device answers is documented at
/// https://developer.apple.com/documentation/uikit/uidevice; `orientation` "always returns 0
/// unless orientation notifications have been enabled by calling
/// `beginGeneratingDeviceOrientationNotifications()`"
/// (https://developer.apple.com/documentation/uikit/uidevice/orientation).
@MainActor
@Suite("UIDevice")
struct UIDeviceTests {
  @Test func aPhoneAsAppsAskForIt() {
    let device = UIDevice.current
    let idiom: UIUserInterfaceIdiom = device.userInterfaceIdiom
    #expect(idiom == .phone)
    #expect(UITraitCollection().userInterfaceIdiom == idiom)
    #expect(device.systemName == "iOS")
    #expect(Double(device.systemVersion) != nil, "apps parse it")
    #expect(device.model == "iPhone")
    #expect(device.batteryLevel == -1)
  }

  @Test func theOrientationIsUnknownUntilNotificationsBegin() {
    let device = UIDevice()
    #expect(device.orientation == .unknown)
    #expect(!device.orientation.isValidInterfaceOrientation)
    device.beginGeneratingDeviceOrientationNotifications()
    #expect(device.orientation == .portrait)
    #expect(device.orientation.isPortrait && !device.orientation.isLandscape)
    device.endGeneratingDeviceOrientationNotifications()
    device.endGeneratingDeviceOrientationNotifications()
    #expect(device.orientation == .unknown)
    #expect(!device.isGeneratingDeviceOrientationNotifications)
  }
}
