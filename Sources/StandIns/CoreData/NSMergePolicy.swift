import Foundation

/// How a save resolves conflicts (Apple's raw values).
public enum NSMergePolicyType: UInt, Sendable {
  case errorMergePolicyType = 0
  case mergeByPropertyStoreTrumpMergePolicyType
  case mergeByPropertyObjectTrumpMergePolicyType, overwriteMergePolicyType
  case rollbackMergePolicyType
}

/// A conflict resolution policy. Accepted and kept: a save here never conflicts (one process,
/// one writer at a time), so no policy is ever applied.
open class NSMergePolicy: NSObject, @unchecked Sendable {
  /// The policy's type.
  public let mergeType: NSMergePolicyType

  /// A policy of `type`.
  public init(merge type: NSMergePolicyType) {
    mergeType = type
    super.init()
  }

  public static let error = NSMergePolicy(merge: .errorMergePolicyType)
  public static let mergeByPropertyStoreTrump = NSMergePolicy(
    merge: .mergeByPropertyStoreTrumpMergePolicyType)
  public static let mergeByPropertyObjectTrump = NSMergePolicy(
    merge: .mergeByPropertyObjectTrumpMergePolicyType)
  public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
  public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}

/// The error policy (the default).
nonisolated(unsafe) public let NSErrorMergePolicy: Any = NSMergePolicy.error
/// Store values win, property by property.
nonisolated(unsafe) public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy
  .mergeByPropertyStoreTrump
/// In-memory values win, property by property.
nonisolated(unsafe) public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy
  .mergeByPropertyObjectTrump
/// In-memory objects win whole.
nonisolated(unsafe) public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
/// Store objects win whole.
nonisolated(unsafe) public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback
