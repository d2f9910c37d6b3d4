@_exported import Foundation

/// Whether an iCloud account is there (https://developer.apple.com/documentation/cloudkit/ckaccountstatus).
public enum CKAccountStatus: Int, Sendable {
  case couldNotDetermine, available, restricted, noAccount, temporarilyUnavailable
}

/// CloudKit's errors.
public struct CKError: Error, Hashable, Sendable {
  /// What went wrong (CloudKit's raw values).
  public enum Code: Int, Sendable {
    case internalError = 1
    case partialFailure = 2
    case networkUnavailable = 3
    case networkFailure = 4
    case badContainer = 5
    case serviceUnavailable = 6
    case requestRateLimited = 7
    case missingEntitlement = 8
    case notAuthenticated = 9
    case permissionFailure = 10
    case unknownItem = 11
    case invalidArguments = 12
    case serverRecordChanged = 14
    case quotaExceeded = 25
    case zoneNotFound = 26
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }
}

/// A stand-in for CloudKit's container on a device signed in to no iCloud account:
/// ``accountStatus(completionHandler:)`` answers `.noAccount`, and every operation of its
/// databases fails with ``CKError/Code/notAuthenticated`` — each completion on the main queue
/// (CloudKit uses a queue of its own), so a replay stays on the virtual clock's turns.
open class CKContainer: NSObject, @unchecked Sendable {
  private static let shared = CKContainer(identifier: "iCloud.default")

  /// The container's identifier.
  public let containerIdentifier: String?
  /// The database every user of the app shares.
  public let publicCloudDatabase: CKDatabase
  /// The user's own database.
  public let privateCloudDatabase: CKDatabase
  /// The database of records shared with the user.
  public let sharedCloudDatabase: CKDatabase

  /// The container `identifier`.
  public init(identifier: String) {
    containerIdentifier = identifier
    publicCloudDatabase = CKDatabase(scope: .public)
    privateCloudDatabase = CKDatabase(scope: .private)
    sharedCloudDatabase = CKDatabase(scope: .shared)
    super.init()
  }

  /// The app's default container.
  open class func `default`() -> CKContainer { shared }

  /// Tells `completionHandler` the account status: `.noAccount`, on the main queue.
  open func accountStatus(
    completionHandler: @escaping @Sendable (CKAccountStatus, (any Error)?) -> Void
  ) {
    DispatchQueue.main.async { completionHandler(.noAccount, nil) }
  }

  /// The database of `scope`.
  open func database(with scope: CKDatabase.Scope) -> CKDatabase {
    switch scope {
    case .public: publicCloudDatabase
    case .private: privateCloudDatabase
    case .shared: sharedCloudDatabase
    }
  }
}

/// A database of records: every operation fails, signed in to no account.
open class CKDatabase: NSObject, @unchecked Sendable {
  /// Whose records.
  public enum Scope: Int, Sendable {
    case `public` = 1
    case `private`, shared
  }

  /// The database's scope.
  public let databaseScope: Scope

  init(scope: Scope) {
    databaseScope = scope
    super.init()
  }

  private func fail(_ body: @escaping @Sendable (CKError) -> Void) {
    DispatchQueue.main.async { body(CKError(.notAuthenticated)) }
  }

  /// Runs `query`: fails with ``CKError/Code/notAuthenticated``.
  open func perform(
    _ query: CKQuery, inZoneWith zoneID: CKRecordZone.ID?,
    completionHandler: @escaping @Sendable ([CKRecord]?, (any Error)?) -> Void
  ) {
    fail { completionHandler(nil, $0) }
  }

  /// Saves `record`: fails with ``CKError/Code/notAuthenticated``.
  open func save(
    _ record: CKRecord, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void
  ) {
    fail { completionHandler(nil, $0) }
  }

  /// Fetches the record `recordID`: fails with ``CKError/Code/notAuthenticated``.
  open func fetch(
    withRecordID recordID: CKRecord.ID,
    completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void
  ) {
    fail { completionHandler(nil, $0) }
  }

  /// Deletes the record `recordID`: fails with ``CKError/Code/notAuthenticated``.
  open func delete(
    withRecordID recordID: CKRecord.ID,
    completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void
  ) {
    fail { completionHandler(nil, $0) }
  }
}
