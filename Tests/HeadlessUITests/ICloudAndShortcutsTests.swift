import Foundation
import HeadlessUI
import Testing

/// iCloud's key-value store on a device with no iCloud account is the device's own store
/// (https://developer.apple.com/documentation/foundation/nsubiquitouskeyvaluestore: values
/// are kept locally and synchronized when an account is there), and Home Screen quick actions
/// are kept (https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem).
@MainActor
@Suite("iCloud key-value store and quick actions")
struct ICloudAndShortcutsTests {
  @Test func theKeyValueStoreKeepsWhatItIsGiven() {
    let store = NSUbiquitousKeyValueStore.default
    let key = "test-\(UUID().uuidString)"
    #expect(store.object(forKey: key) == nil)
    store.set(Int64(7), forKey: key)
    #expect(store.longLong(forKey: key) == 7)
    store.set("x", forKey: key + "s")
    #expect(store.string(forKey: key + "s") == "x")
    #expect(store.synchronize())
    store.removeObject(forKey: key)
    #expect(store.longLong(forKey: key) == 0)
  }

  @Test func quickActionsAreKept() {
    let item = UIMutableApplicationShortcutItem(type: "search", localizedTitle: "Search")
    item.localizedTitle = "Find"
    item.icon = UIApplicationShortcutIcon(type: .search)
    UIApplication.shared.shortcutItems = [item]
    #expect(UIApplication.shared.shortcutItems?.first?.localizedTitle == "Find")
    #expect(UIApplication.shared.shortcutItems?.first?.icon?.type == .search)
    UIApplication.shared.shortcutItems = nil
  }
}
