import Foundation
import HeadlessUI

/// The SQLite store type.
public let NSSQLiteStoreType = "SQLite"
/// The in-memory store type.
public let NSInMemoryStoreType = "InMemory"
/// The binary store type (kept in SQLite here: the rows, not the file format, are what apps see).
public let NSBinaryStoreType = "Binary"
/// The option asking a store to migrate from an older model (migration here: new columns are
/// added, so every older store opens).
public let NSMigratePersistentStoresAutomaticallyOption =
  "NSMigratePersistentStoresAutomaticallyOption"
/// The option asking Core Data to infer the mapping model (see the migrate option).
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
/// SQLite's pragmas option (accepted).
public let NSSQLitePragmasOption = "NSSQLitePragmasOption"
/// The read-only option.
public let NSReadOnlyPersistentStoreOption = "NSReadOnlyPersistentStoreOption"
/// The option naming a store's file protection (accepted; no file protection on Linux).
public let NSPersistentStoreFileProtectionKey = "NSPersistentStoreFileProtectionKey"
/// The history tracking option (accepted; no history is kept).
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
/// The remote change notification option (accepted; there is no other process).
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey =
  "NSPersistentStoreRemoteChangeNotificationPostOptionKey"

/// A row of a store: the entity it is of and its values, relationships as row keys.
struct Row {
  var entity: String
  var values: [String: Any]
}

/// A store of rows: in memory, or in a SQLite file.
///
/// Where the file is: iOS keeps a store at the URL the app gives, in the app's sandbox, which a
/// fresh install starts empty. Here every process is a fresh install: a store's file lives in
/// the process's own sandbox folder (in the temporary directory, removed when the process
/// exits), named by the URL's last path component, so that a replay never reads what another
/// run saved and never writes outside it. Within the process the store is real: what a save
/// writes, a coordinator opening the same URL reads.
open class NSPersistentStore: NSObject, @unchecked Sendable {
  /// The store's type (`NSSQLiteStoreType`, `NSInMemoryStoreType`…).
  open private(set) var type: String
  /// The URL the app gave.
  open var url: URL?
  /// The configuration of the model it holds (nil: the default).
  open private(set) var configurationName: String
  /// The options it was added with.
  open private(set) var options: [AnyHashable: Any]?
  /// Its identity (`x-coredata://IDENTIFIER/…` in object IDs).
  open var identifier: String!
  /// Whether saves are refused.
  open var isReadOnly = false
  /// The store's metadata.
  open var metadata: [String: Any]! = [:]
  /// The coordinator it was added to.
  open internal(set) weak var persistentStoreCoordinator: NSPersistentStoreCoordinator?

  var rows: [RowKey: Row] = [:]
  var lastPrimaryKeys: [String: Int64] = [:]
  var database: SQLiteDatabase?

  init(
    type: String, configurationName: String?, url: URL?, options: [AnyHashable: Any]?
  ) {
    self.type = type
    self.configurationName = configurationName ?? "PF_DEFAULT_CONFIGURATION_NAME"
    self.url = url
    self.options = options
    isReadOnly = (options?[NSReadOnlyPersistentStoreOption] as? Bool) ?? false
    super.init()
    identifier = Self.identifier(for: url, type: type)
  }

  /// A deterministic identity: a UUID-shaped hash of the file name (iOS makes a random one and
  /// keeps it in the store's metadata; a replay must not depend on chance).
  static func identifier(for url: URL?, type: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in (type + "/" + (url?.lastPathComponent ?? "memory")).utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16, uppercase: true)
    let digits = String(repeating: "0", count: max(0, 32 - 2 * hex.count)) + hex + hex
    let d = Array(digits.prefix(32))
    return String(d[0..<8]) + "-" + String(d[8..<12]) + "-" + String(d[12..<16]) + "-"
      + String(d[16..<20]) + "-" + String(d[20..<32])
  }

  /// The next primary key of `entity`'s hierarchy.
  func nextPrimaryKey(root entity: String) -> Int64 {
    let next = (lastPrimaryKeys[entity] ?? 0) + 1
    lastPrimaryKeys[entity] = next
    return next
  }

  /// The file this store keeps its rows in, in the process's sandbox.
  var fileInSandbox: URL? {
    guard type != NSInMemoryStoreType, let url else { return nil }
    return StoreSandbox.folder.appendingPathComponent(url.lastPathComponent)
  }
}

/// The process's sandbox for store files (see ``NSPersistentStore``).
enum StoreSandbox {
  nonisolated(unsafe) private static var made: URL?
  private static let lock = NSLock()

  static var folder: URL {
    lock.lock()
    defer { lock.unlock() }
    if let made { return made }
    let folder = URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("gesturetape-coredata-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: folder)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    made = folder
    atexit {
      if let folder = StoreSandbox.folderIfMade { try? FileManager.default.removeItem(at: folder) }
    }
    return folder
  }

  static var folderIfMade: URL? {
    lock.lock()
    defer { lock.unlock() }
    return made
  }
}
