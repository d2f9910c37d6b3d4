import Foundation

/// Cloud Storage, on a device with no network: every upload, download and URL request fails on
/// the main queue with `StorageErrorCode.retryLimitExceeded` (-13030, Firebase's code for an
/// operation that could not reach the service in time).
public final class Storage: @unchecked Sendable {
  private static let shared = Storage()
  /// Accepted.
  public var maxUploadRetryTime: TimeInterval = 600
  public var maxDownloadRetryTime: TimeInterval = 600

  public static func storage() -> Storage { shared }
  public static func storage(url: String) -> Storage { shared }

  public func reference() -> StorageReference { StorageReference(path: "") }
  public func reference(withPath path: String) -> StorageReference { StorageReference(path: path) }
  public func reference(forURL url: String) -> StorageReference {
    StorageReference(path: URL(string: url)?.path ?? "")
  }
}

/// Storage's error codes (Firebase's values).
public enum StorageErrorCode: Int, Sendable, Error {
  case unknown = -13000
  case objectNotFound = -13010
  case bucketNotFound = -13011
  case projectNotFound = -13012
  case quotaExceeded = -13013
  case unauthenticated = -13020
  case unauthorized = -13021
  case retryLimitExceeded = -13030
  case nonMatchingChecksum = -13031
  case downloadSizeExceeded = -13032
  case cancelled = -13040
}

func storageUnreachable() -> NSError {
  NSError(
    domain: "FIRStorageErrorDomain", code: StorageErrorCode.retryLimitExceeded.rawValue,
    userInfo: [
      NSLocalizedDescriptionKey: "Max retry time for operation exceeded, please try again."
    ])
}

/// A file's metadata.
public final class StorageMetadata: @unchecked Sendable {
  public var contentType: String?
  public var customMetadata: [String: String]?
  public var name: String?
  public var path: String?
  public var size: Int64 = 0
  public init() {}
}

/// A location in the bucket.
public final class StorageReference: @unchecked Sendable {
  /// The path in the bucket.
  public let fullPath: String

  init(path: String) {
    fullPath = path.split(separator: "/").joined(separator: "/")
  }

  public var name: String { String(fullPath.split(separator: "/").last ?? "") }
  public var bucket: String { "gesturetape.appspot.com" }

  public func child(_ path: String) -> StorageReference {
    StorageReference(path: fullPath + "/" + path)
  }

  @discardableResult
  public func putData(
    _ uploadData: Data, metadata: StorageMetadata? = nil,
    completion: ((StorageMetadata?, Error?) -> Void)? = nil
  ) -> StorageUploadTask {
    onMain { completion?(nil, storageUnreachable()) }
    return StorageUploadTask()
  }

  @discardableResult
  public func putFile(
    from fileURL: URL, metadata: StorageMetadata? = nil,
    completion: ((StorageMetadata?, Error?) -> Void)? = nil
  ) -> StorageUploadTask {
    onMain { completion?(nil, storageUnreachable()) }
    return StorageUploadTask()
  }

  public func downloadURL(completion: @escaping (URL?, Error?) -> Void) {
    onMain { completion(nil, storageUnreachable()) }
  }

  @discardableResult
  public func getData(maxSize size: Int64, completion: @escaping (Data?, Error?) -> Void)
    -> StorageDownloadTask
  {
    onMain { completion(nil, storageUnreachable()) }
    return StorageDownloadTask()
  }

  public func delete(completion: ((Error?) -> Void)?) {
    onMain { completion?(storageUnreachable()) }
  }

  public func getMetadata(completion: @escaping (StorageMetadata?, Error?) -> Void) {
    onMain { completion(nil, storageUnreachable()) }
  }
}

/// An upload (it fails at once; observers are never told progress).
public final class StorageUploadTask: @unchecked Sendable {
  public func cancel() {}
  public func pause() {}
  public func resume() {}
  @discardableResult
  public func observe(_ status: StorageTaskStatus, handler: @escaping (StorageTaskSnapshot) -> Void)
    -> String
  { "" }
}

/// A download (it fails at once).
public final class StorageDownloadTask: @unchecked Sendable {
  public func cancel() {}
}

/// A task's status.
public enum StorageTaskStatus: Int, Sendable {
  case unknown, resume, progress, pause, success, failure
}

/// A task's state (never made here).
public final class StorageTaskSnapshot: @unchecked Sendable {
  public let progress: Progress? = nil
}

public typealias FIRStorage = Storage
public typealias FIRStorageReference = StorageReference
public typealias FIRStorageMetadata = StorageMetadata
