@_exported import Foundation
import Synchronization

// The signatures speak the Foundation types CoreFoundation's bridge to on iOS (HeadlessUI names
// them so: `CFDictionary` is `NSDictionary`, `CFString` `String`, `CFTypeRef` `AnyObject`).
// This module depends on nothing, so that HeadlessUI and HeadlessNetworking can re-export it.

/// A result code (MacTypes' `OSStatus`, which Foundation brings on iOS): 0 is success.
public typealias OSStatus = Int32
/// MacTypes' "no error".
public let noErr: OSStatus = 0
/// A CoreFoundation Boolean: an `NSNumber` here.
public typealias CFBoolean = NSNumber
/// CoreFoundation's true, as an `NSNumber`.
public var kCFBooleanTrue: CFBoolean! { NSNumber(value: true) }
/// CoreFoundation's false, as an `NSNumber`.
public var kCFBooleanFalse: CFBoolean! { NSNumber(value: false) }

/// Success.
public let errSecSuccess: OSStatus = 0
/// A function or operation is not implemented.
public let errSecUnimplemented: OSStatus = -4
/// A parameter was not valid (a query without `kSecClass`, an item without its data).
public let errSecParam: OSStatus = -50
/// Memory could not be allocated.
public let errSecAllocate: OSStatus = -108
/// The user cancelled.
public let errSecUserCanceled: OSStatus = -128
/// Authentication failed.
public let errSecAuthFailed: OSStatus = -25293
/// No keychain is available.
public let errSecNotAvailable: OSStatus = -25291
/// The item already exists.
public let errSecDuplicateItem: OSStatus = -25299
/// The item could not be found.
public let errSecItemNotFound: OSStatus = -25300
/// User interaction is not allowed.
public let errSecInteractionNotAllowed: OSStatus = -25308
/// Data could not be decoded.
public let errSecDecode: OSStatus = -26275
/// The app lacks the keychain entitlement it asked for.
public let errSecMissingEntitlement: OSStatus = -34018

/// A sentence for `status` (the Security framework's `SecCopyErrorMessageString`).
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?)
  -> String?
{
  switch status {
  case errSecSuccess: "No error."
  case errSecParam: "One or more parameters passed to a function were not valid."
  case errSecDuplicateItem: "The specified item already exists in the keychain."
  case errSecItemNotFound: "The specified item could not be found in the keychain."
  case errSecInteractionNotAllowed: "User interaction is not allowed."
  case errSecMissingEntitlement: "A required entitlement isn't present."
  default: "OSStatus \(status)"
  }
}

/// Adds an item (its class, attributes and `kSecValueData`) to the app's keychain, and returns
/// what `kSecReturn…` asks for in `result`: ``errSecDuplicateItem`` when an item with the same
/// primary key (class, account, service, access group…) is there, ``errSecParam`` without
/// `kSecClass`. The keychain is the stand-in's (``Keychain``): empty when the process starts,
/// as a fresh install's is.
public func SecItemAdd(_ attributes: NSDictionary, _ result: UnsafeMutablePointer<AnyObject?>?)
  -> OSStatus
{
  Keychain.shared.add(Keychain.dictionary(attributes), result: result)
}

/// Finds the items `query` matches (every attribute given must be equal; `kSecMatchLimit`
/// one by default) and returns what `kSecReturnData`, `kSecReturnAttributes`… ask for:
/// ``errSecItemNotFound`` when none matches.
public func SecItemCopyMatching(
  _ query: NSDictionary, _ result: UnsafeMutablePointer<AnyObject?>?
) -> OSStatus {
  Keychain.shared.copyMatching(Keychain.dictionary(query), result: result)
}

/// Changes the items `query` matches to have `attributesToUpdate`: ``errSecItemNotFound``
/// when none matches.
public func SecItemUpdate(_ query: NSDictionary, _ attributesToUpdate: NSDictionary) -> OSStatus {
  Keychain.shared.update(Keychain.dictionary(query), with: Keychain.dictionary(attributesToUpdate))
}

/// Deletes every item `query` matches: ``errSecItemNotFound`` when none does.
public func SecItemDelete(_ query: NSDictionary) -> OSStatus {
  Keychain.shared.delete(Keychain.dictionary(query))
}

/// A stand-in for the app's keychain on a device with nothing stored: items live in memory for
/// the process (a fresh install, so every replay starts from the same state), matched as Apple's
/// "Keychain services" documentation describes — a query's attributes must all be equal to the
/// item's, its search keys (`kSecMatchLimit`, `kSecReturn…`, `kSecUse…`) choose what comes back,
/// and `kSecAttrSynchronizableAny` matches either. Access control, accessibility and
/// synchronization are kept as attributes and enforce nothing (the device is always unlocked).
public final class Keychain: Sendable {
  /// The process's keychain.
  public static let shared = Keychain()

  private let items = Mutex<[[String: Stored]]>([])

  /// A keychain with nothing in it.
  public init() {}

  /// Removes every item (a test's fresh device).
  public func removeAll() { items.withLock { $0.removeAll() } }

  /// How many items there are.
  public var count: Int { items.withLock { $0.count } }

  static func dictionary(_ dictionary: NSDictionary) -> [String: Any] {
    var result: [String: Any] = [:]
    for (key, value) in dictionary {
      if let key = key as? String { result[key] = value }
    }
    return result
  }

  /// The keys that choose what a search returns, not what it matches.
  static let searchKeys: Set<String> = [
    kSecMatchLimit, kSecReturnData, kSecReturnAttributes, kSecReturnRef,
    kSecReturnPersistentRef, kSecUseOperationPrompt, kSecUseAuthenticationUI,
    kSecUseAuthenticationContext, kSecUseDataProtectionKeychain, kSecMatchCaseInsensitive,
  ]

  /// The attributes that identify an item of each class (Apple's "primary key" of
  /// `SecItemAdd`'s documentation).
  static func primaryKey(of item: [String: Any]) -> [String] {
    let shared = [kSecClass, kSecAttrAccessGroup, kSecAttrSynchronizable]
    switch item[kSecClass] as? String {
    case kSecClassInternetPassword:
      return shared + [
        kSecAttrAccount, kSecAttrSecurityDomain, kSecAttrServer, kSecAttrProtocol,
        kSecAttrAuthenticationType, kSecAttrPort, kSecAttrPath,
      ]
    default:
      return shared + [kSecAttrAccount, kSecAttrService]
    }
  }

  /// An attribute's value as kept: what Foundation type it came as, and its text for matching.
  enum Stored: Sendable, Equatable {
    case data(Data)
    case string(String)
    case number(String)
    case date(Date)

    init(_ value: Any) {
      switch value {
      case let data as Data: self = .data(data)
      case let string as String: self = .string(string)
      case let bool as Bool: self = .number(bool ? "1" : "0")
      case let number as NSNumber: self = .number(number.stringValue)
      case let int as Int: self = .number("\(int)")
      case let date as Date: self = .date(date)
      default: self = .string("\(value)")
      }
    }

    /// The value as the Foundation object a search returns.
    var object: AnyObject {
      switch self {
      case .data(let data): NSData(data: data)
      case .string(let string): NSString(string: string)
      case .number(let text): NSNumber(value: Int(text) ?? 0)
      case .date(let date):
        NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
      }
    }
  }

  private static func matches(_ item: [String: Stored], _ query: [String: Any]) -> Bool {
    for (key, value) in query where !searchKeys.contains(key) && key != kSecValueData {
      if key == kSecAttrSynchronizable, (value as? String) == kSecAttrSynchronizableAny {
        continue
      }
      let stored = item[key] ?? (key == kSecAttrSynchronizable ? .number("0") : nil)
      guard stored == Stored(value) else { return false }
    }
    return true
  }

  func add(_ attributes: [String: Any], result: UnsafeMutablePointer<AnyObject?>?) -> OSStatus {
    guard attributes[kSecClass] is String else { return errSecParam }
    var item: [String: Stored] = [:]
    for (key, value) in attributes where !Self.searchKeys.contains(key) {
      item[key] = Stored(value)
    }
    // No wall clock: every item is made at the reference date.
    let made = Stored.date(Date(timeIntervalSinceReferenceDate: 0))
    item[kSecAttrCreationDate] = item[kSecAttrCreationDate] ?? made
    item[kSecAttrModificationDate] = item[kSecAttrModificationDate] ?? made
    let key = Self.primaryKey(of: attributes)
    let added: Bool = items.withLock { items in
      let duplicate = items.contains { existing in
        key.allSatisfy { existing[$0] == item[$0] }
      }
      if !duplicate { items.append(item) }
      return !duplicate
    }
    guard added else { return errSecDuplicateItem }
    result?.pointee = Self.returned([item], asking: attributes, all: false)
    return errSecSuccess
  }

  func copyMatching(_ query: [String: Any], result: UnsafeMutablePointer<AnyObject?>?)
    -> OSStatus
  {
    guard query[kSecClass] is String else { return errSecParam }
    let found = items.withLock { $0.filter { Self.matches($0, query) } }
    guard !found.isEmpty else { return errSecItemNotFound }
    let all = (query[kSecMatchLimit] as? String) == kSecMatchLimitAll
    result?.pointee = Self.returned(all ? found : [found[0]], asking: query, all: all)
    return errSecSuccess
  }

  func update(_ query: [String: Any], with attributes: [String: Any]) -> OSStatus {
    let changed: Int = items.withLock { items in
      var changed = 0
      for index in items.indices where Self.matches(items[index], query) {
        for (key, value) in attributes where !Self.searchKeys.contains(key) {
          items[index][key] = Stored(value)
        }
        changed += 1
      }
      return changed
    }
    return changed > 0 ? errSecSuccess : errSecItemNotFound
  }

  func delete(_ query: [String: Any]) -> OSStatus {
    let removed: Int = items.withLock { items in
      let before = items.count
      items.removeAll { Self.matches($0, query) }
      return before - items.count
    }
    return removed > 0 ? errSecSuccess : errSecItemNotFound
  }

  /// What a call's `kSecReturn…` keys ask for of `found`: the data, the attributes (with the
  /// data when both are asked), one or, with `kSecMatchLimitAll`, an array; nil when nothing is
  /// asked for.
  static func returned(_ found: [[String: Stored]], asking query: [String: Any], all: Bool)
    -> AnyObject?
  {
    let wantsData =
      (query[kSecReturnData] as? Bool) == true
      || (query[kSecReturnData] as? NSNumber)?.boolValue == true
    let wantsAttributes =
      (query[kSecReturnAttributes] as? Bool) == true
      || (query[kSecReturnAttributes] as? NSNumber)?.boolValue == true
    guard wantsData || wantsAttributes else { return nil }
    let values: [AnyObject] = found.map { item in
      if wantsAttributes {
        let dictionary = NSMutableDictionary()
        for (key, value) in item where key != kSecValueData || wantsData {
          dictionary[key] = value.object
        }
        return dictionary
      }
      return item[kSecValueData]?.object ?? NSData()
    }
    return all ? NSArray(array: values) : values[0]
  }
}
