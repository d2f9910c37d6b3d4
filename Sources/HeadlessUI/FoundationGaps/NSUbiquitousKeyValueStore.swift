import Foundation

/// iCloud's key-value store (Foundation on Darwin; Linux's lacks it). On a device with no
/// iCloud account it is the device's own store: values set are read back, `synchronize()`
/// answers true, and no change ever comes from another device
/// (`didChangeExternallyNotification` is never posted). It starts empty in every process.
open class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
  /// The shared store.
  public static let `default` = NSUbiquitousKeyValueStore()
  /// Posted when another device changed values (never, here).
  public static let didChangeExternallyNotification = Notification.Name(
    "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

  private let lock = NSLock()
  private var values: [String: Any] = [:]

  /// The value under `aKey`.
  open func object(forKey aKey: String) -> Any? {
    lock.lock()
    defer { lock.unlock() }
    return values[aKey]
  }

  /// Sets `anObject` under `aKey` (nil removes it).
  open func set(_ anObject: Any?, forKey aKey: String) {
    lock.lock()
    defer { lock.unlock() }
    values[aKey] = anObject
  }

  open func removeObject(forKey aKey: String) { set(nil, forKey: aKey) }
  open func string(forKey aKey: String) -> String? { object(forKey: aKey) as? String }
  open func array(forKey aKey: String) -> [Any]? { object(forKey: aKey) as? [Any] }
  open func dictionary(forKey aKey: String) -> [String: Any]? {
    object(forKey: aKey) as? [String: Any]
  }
  open func data(forKey aKey: String) -> Data? { object(forKey: aKey) as? Data }
  open func longLong(forKey aKey: String) -> Int64 {
    (object(forKey: aKey) as? NSNumber)?.int64Value ?? (object(forKey: aKey) as? Int64) ?? 0
  }
  open func double(forKey aKey: String) -> Double {
    (object(forKey: aKey) as? NSNumber)?.doubleValue ?? (object(forKey: aKey) as? Double) ?? 0
  }
  open func bool(forKey aKey: String) -> Bool {
    (object(forKey: aKey) as? NSNumber)?.boolValue ?? (object(forKey: aKey) as? Bool) ?? false
  }
  open func set(_ value: Int64, forKey aKey: String) { set(NSNumber(value: value), forKey: aKey) }
  open func set(_ value: Double, forKey aKey: String) { set(NSNumber(value: value), forKey: aKey) }
  open func set(_ value: Bool, forKey aKey: String) { set(NSNumber(value: value), forKey: aKey) }

  /// Every value.
  open var dictionaryRepresentation: [String: Any] {
    lock.lock()
    defer { lock.unlock() }
    return values
  }

  /// True: the device's store is always in step with itself.
  @discardableResult
  open func synchronize() -> Bool { true }
}

/// The user-info key of a change's reason.
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
/// The user-info key of the keys a change touched.
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
/// A change's reasons (Apple's values).
public let NSUbiquitousKeyValueStoreServerChange = 0
public let NSUbiquitousKeyValueStoreInitialSyncChange = 1
public let NSUbiquitousKeyValueStoreQuotaViolationChange = 2
public let NSUbiquitousKeyValueStoreAccountChange = 3
