import Foundation
import HeadlessUI
import SecurityStandIn
import Testing

/// The keychain stand-in, as Apple's "Keychain services" documentation describes the calls
/// (https://developer.apple.com/documentation/security/secitemadd(_:_:) and its siblings: a
/// duplicate primary key is errSecDuplicateItem, a search that finds nothing
/// errSecItemNotFound, kSecReturnData and kSecReturnAttributes choose what comes back), called
/// the way KeychainSwift and KeychainAccess call it.
@Suite("Security stand-in", .serialized)
struct SecurityStandInTests {
  init() { Keychain.shared.removeAll() }

  func query(_ account: String) -> [String: Any] {
    [kSecClass: kSecClassGenericPassword, kSecAttrService: "app", kSecAttrAccount: account]
  }

  @Test func anItemIsAddedFoundUpdatedAndDeleted() {
    var item = query("token")
    item[kSecValueData] = Data("secret".utf8)
    item[kSecAttrAccessible] = kSecAttrAccessibleWhenUnlocked
    #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
    #expect(SecItemAdd(item as CFDictionary, nil) == errSecDuplicateItem)

    var search = query("token")
    search[kSecReturnData] = kCFBooleanTrue
    search[kSecMatchLimit] = kSecMatchLimitOne
    var result: AnyObject?
    let status = withUnsafeMutablePointer(to: &result) {
      SecItemCopyMatching(search as CFDictionary, UnsafeMutablePointer($0))
    }
    #expect(status == noErr)
    #expect((result as? Data).map { String(decoding: $0, as: UTF8.self) } == "secret")

    let change = [kSecValueData: Data("new".utf8)] as [String: Any]
    #expect(SecItemUpdate(query("token") as CFDictionary, change as CFDictionary) == errSecSuccess)
    var attributes = query("token")
    attributes[kSecReturnAttributes] = true
    attributes[kSecReturnData] = true
    result = nil
    #expect(SecItemCopyMatching(attributes as CFDictionary, &result) == errSecSuccess)
    let found = result as? [String: Any]
    #expect((found?[kSecValueData] as? Data) == Data("new".utf8))
    #expect(found?[kSecAttrAccount] as? String == "token")

    #expect(SecItemDelete(query("token") as CFDictionary) == errSecSuccess)
    #expect(SecItemDelete(query("token") as CFDictionary) == errSecItemNotFound)
    #expect(SecItemCopyMatching(search as CFDictionary, nil) == errSecItemNotFound)
  }

  @Test func searchesMatchEveryAttributeGivenAndCanReturnAll() {
    for account in ["a", "b"] {
      var item = query(account)
      item[kSecValueData] = Data(account.utf8)
      #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
    }
    var other = query("a")
    other[kSecAttrService] = "elsewhere"
    other[kSecValueData] = Data()
    #expect(SecItemAdd(other as CFDictionary, nil) == errSecSuccess, "another service")
    var all: [String: Any] = [
      kSecClass: kSecClassGenericPassword, kSecAttrService: "app",
      kSecReturnAttributes: kCFBooleanTrue!, kSecMatchLimit: kSecMatchLimitAll,
      kSecAttrSynchronizable: kSecAttrSynchronizableAny,
    ]
    var result: AnyObject?
    #expect(SecItemCopyMatching(all as CFDictionary, &result) == errSecSuccess)
    let accounts = (result as? [[String: Any]])?.compactMap { $0[kSecAttrAccount] as? String }
    #expect(accounts == ["a", "b"])
    all[kSecAttrSynchronizable] = kCFBooleanTrue
    #expect(SecItemCopyMatching(all as CFDictionary, nil) == errSecItemNotFound)
    #expect(SecItemAdd([kSecAttrAccount: "x"] as CFDictionary, nil) == errSecParam)
  }

  /// The process's first bytes are SplitMix64's first value from 0 (no other test draws
  /// any), the same on every run and machine.
  @Test func randomBytesAreOneFixedSequence() {
    var first = [UInt8](repeating: 0, count: 8)
    #expect(SecRandomCopyBytes(kSecRandomDefault, first.count, &first) == 0)
    #expect(first == [0xAF, 0xCD, 0x1D, 0x7B, 0x39, 0xA8, 0x20, 0xE2])
    var next = [UInt8](repeating: 0, count: 8)
    _ = SecRandomCopyBytes(kSecRandomDefault, next.count, &next)
    #expect(next != first)
  }
}
