@_exported import Foundation
import Synchronization

/// The kinds of entity the store holds.
public enum CNEntityType: Int, Sendable {
  case contacts
}

/// Whether the app may read the contacts (https://developer.apple.com/documentation/contacts/cnauthorizationstatus).
public enum CNAuthorizationStatus: Int, Sendable {
  case notDetermined, restricted, denied, authorized, limited
}

/// Contacts' errors.
public struct CNError: Error, Hashable, Sendable {
  /// What went wrong (Contacts' raw values).
  public enum Code: Int, Sendable {
    case communicationError = 1
    case dataAccessError = 2
    case authorizationDenied = 100
    case noAccessableWritableContainers = 101
    case recordDoesNotExist = 200
    case insertedRecordAlreadyExists = 201
    case containmentCycle = 202
    case containmentScope = 203
    case parentRecordDoesNotExist = 204
    case recordIdentifierInvalid = 205
    case validationMultipleErrors = 300
    case validationTypeMismatch = 301
    case validationConfigurationError = 302
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }
}

/// A stand-in for Contacts' store on a device whose user has not let the app read the address
/// book: ``authorizationStatus(for:)`` is `.notDetermined` until the app asks, and
/// `.denied` once it has (``requestAccess(for:completionHandler:)`` answers false, with
/// ``CNError/Code/authorizationDenied``, on the main queue — iOS uses a queue of its own);
/// every fetch and save throws that error, as iOS's does for an app without access. This
/// project's choice of answer: a test device has no contacts to give.
open class CNContactStore: NSObject, @unchecked Sendable {
  private static let asked = Mutex(false)

  /// A store.
  public override init() { super.init() }

  /// The app's access: `.notDetermined` until asked, then `.denied`.
  open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus {
    asked.withLock { $0 ? .denied : .notDetermined }
  }

  /// Asks the user for access: the answer is no, told on the main queue.
  open func requestAccess(
    for entityType: CNEntityType,
    completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    Self.asked.withLock { $0 = true }
    DispatchQueue.main.async { completionHandler(false, CNError(.authorizationDenied)) }
  }

  /// Calls `block` with each contact the request matches: throws
  /// ``CNError/Code/authorizationDenied`` (no access).
  open func enumerateContacts(
    with fetchRequest: CNContactFetchRequest,
    usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void
  ) throws {
    throw CNError(.authorizationDenied)
  }

  /// The contacts `predicate` matches: throws ``CNError/Code/authorizationDenied``.
  open func unifiedContacts(
    matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]
  ) throws -> [CNContact] {
    throw CNError(.authorizationDenied)
  }

  /// The contact with `identifier`: throws ``CNError/Code/authorizationDenied``.
  open func unifiedContact(
    withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor]
  ) throws -> CNContact {
    throw CNError(.authorizationDenied)
  }

  /// Saves the request's changes: throws ``CNError/Code/authorizationDenied``.
  open func execute(_ saveRequest: CNSaveRequest) throws {
    throw CNError(.authorizationDenied)
  }

  /// The identifier of the default container (the device's).
  open func defaultContainerIdentifier() -> String { "local" }
}
