import Foundation

/// A zone of records.
public final class CKRecordZone: NSObject, @unchecked Sendable {
  /// A zone's identifier.
  public final class ID: NSObject, @unchecked Sendable {
    public let zoneName: String
    public let ownerName: String
    /// The default zone's name.
    public static let defaultZoneName = "_defaultZone"

    public init(zoneName: String = ID.defaultZoneName, ownerName: String = "__defaultOwner__") {
      self.zoneName = zoneName
      self.ownerName = ownerName
    }
  }

  public let zoneID: ID
  public init(zoneName: String) { zoneID = ID(zoneName: zoneName) }
  /// The default zone.
  public static func `default`() -> CKRecordZone { CKRecordZone(zoneName: ID.defaultZoneName) }
}

/// A record: a type and values by key (https://developer.apple.com/documentation/cloudkit/ckrecord),
/// kept in memory; no database here stores one.
open class CKRecord: NSObject, @unchecked Sendable {
  /// A record's identifier.
  public final class ID: NSObject, @unchecked Sendable {
    /// The record's name (a UUID unless given).
    public let recordName: String
    /// Its zone.
    public let zoneID: CKRecordZone.ID

    public init(recordName: String, zoneID: CKRecordZone.ID = CKRecordZone.ID()) {
      self.recordName = recordName
      self.zoneID = zoneID
    }

    public override func isEqual(_ object: Any?) -> Bool {
      (object as? ID)?.recordName == recordName
    }
    public override var hash: Int { recordName.hashValue }
  }

  /// The record's type.
  public let recordType: String
  /// Its identifier.
  public let recordID: ID
  /// When it was made and changed (nil: never saved).
  open var creationDate: Date?
  open var modificationDate: Date?
  private var values: [String: Any] = [:]

  /// A record of `recordType` with a new identifier.
  public init(recordType: String) {
    self.recordType = recordType
    recordID = ID(recordName: UUID().uuidString)
    super.init()
  }

  /// A record of `recordType` with `recordID`.
  public init(recordType: String, recordID: ID) {
    self.recordType = recordType
    self.recordID = recordID
    super.init()
  }

  /// The value of `key`.
  open subscript(key: String) -> Any? {
    get { values[key] }
    set { values[key] = newValue }
  }

  /// The value of `key` (key-value coding's spelling, which Linux's `NSObject` lacks).
  open func value(forKey key: String) -> Any? { values[key] }
  /// Sets the value of `key`; nil removes it.
  open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
  /// The keys that have values, sorted.
  open func allKeys() -> [String] { values.keys.sorted() }
  /// The value of `key`, as `object(forKey:)` reads it.
  open func object(forKey key: String) -> Any? { values[key] }
  /// Sets `object` for `key`.
  open func setObject(_ object: Any?, forKey key: String) { values[key] = object }
}

/// A query of records of a type.
open class CKQuery: NSObject, @unchecked Sendable {
  public let recordType: String
  public let predicate: NSPredicate
  open var sortDescriptors: [NSSortDescriptor]?

  public init(recordType: String, predicate: NSPredicate) {
    self.recordType = recordType
    self.predicate = predicate
    super.init()
  }
}
