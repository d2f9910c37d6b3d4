import Dispatch
@_exported import Foundation

/// StoreKit's errors (`SKErrorDomain`), with Apple's codes.
public struct SKError: Error, Sendable, Equatable {
  public enum Code: Int, Sendable {
    case unknown = 0
    case clientInvalid = 1
    case paymentCancelled = 2
    case paymentInvalid = 3
    case paymentNotAllowed = 4
    case storeProductNotAvailable = 5
    case cloudServicePermissionDenied = 6
    case cloudServiceNetworkConnectionFailed = 7
    case cloudServiceRevoked = 8
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }

  public static let paymentNotAllowed = Code.paymentNotAllowed
  public static let paymentCancelled = Code.paymentCancelled
  public static let unknown = Code.unknown
  public static var errorDomain: String { "SKErrorDomain" }
}

/// Where a transaction is, with Apple's raw values.
public enum SKPaymentTransactionState: Int, Sendable {
  case purchasing, purchased, failed, restored, deferred
}

/// A payment: the product and quantity.
open class SKPayment: NSObject, @unchecked Sendable {
  open internal(set) var productIdentifier: String
  open internal(set) var quantity = 1
  open internal(set) var applicationUsername: String?

  public init(product: SKProduct) {
    productIdentifier = product.productIdentifier
  }

  init(productIdentifier: String) {
    self.productIdentifier = productIdentifier
  }
}

/// A payment the app fills in.
open class SKMutablePayment: SKPayment, @unchecked Sendable {
  open override var productIdentifier: String {
    get { super.productIdentifier }
    set { super.productIdentifier = newValue }
  }
  open override var quantity: Int {
    get { super.quantity }
    set { super.quantity = newValue }
  }
  open override var applicationUsername: String? {
    get { super.applicationUsername }
    set { super.applicationUsername = newValue }
  }
}

/// A payment's transaction.
open class SKPaymentTransaction: NSObject, @unchecked Sendable {
  public let payment: SKPayment
  public let transactionState: SKPaymentTransactionState
  public let error: (any Error)?
  public let transactionIdentifier: String?
  public let transactionDate: Date?
  public let original: SKPaymentTransaction?

  /// A transaction in a state (a test may make one to drive an observer).
  public init(
    payment: SKPayment, state: SKPaymentTransactionState, error: (any Error)? = nil,
    identifier: String? = nil, date: Date? = nil
  ) {
    self.payment = payment
    transactionState = state
    self.error = error
    transactionIdentifier = identifier
    transactionDate = date
    original = nil
  }
}

/// What the payment queue tells the app.
public protocol SKPaymentTransactionObserver: AnyObject {
  func paymentQueue(
    _ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction])
  func paymentQueue(
    _ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction])
  func paymentQueue(
    _ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: any Error)
  func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue)
  func paymentQueue(
    _ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct
  ) -> Bool
}

extension SKPaymentTransactionObserver {
  public func paymentQueue(
    _ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction]
  ) {}
  public func paymentQueue(
    _ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: any Error
  ) {}
  public func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue) {}
  public func paymentQueue(
    _ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct
  ) -> Bool { true }
}

/// A value handed to the main queue that is only ever used there.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
}

/// A stand-in for StoreKit's payment queue, on a device with no App Store account:
/// ``canMakePayments()`` is false; a payment added anyway fails (its transaction goes to
/// `.failed` with ``SKError/Code/paymentNotAllowed``, told to every observer); restoring fails
/// with the same error; no transaction is ever pending. Observers are told asynchronously on
/// the main queue, as iOS tells them on the main thread. Observers are held weakly, and nothing
/// else is kept: every launch of an app sees the same device.
public final class SKPaymentQueue: @unchecked Sendable {
  private static let shared = SKPaymentQueue()
  private let lock = NSLock()
  private var observers: [WeakObserver] = []

  private struct WeakObserver {
    weak var object: AnyObject?
    let id: ObjectIdentifier
  }

  /// The app's queue.
  public class func `default`() -> SKPaymentQueue { shared }

  /// Whether the user may buy: false, no account is signed in.
  public class func canMakePayments() -> Bool { false }

  /// The unfinished transactions: none.
  public var transactions: [SKPaymentTransaction] { [] }

  /// The observers added and still alive, in the order they were added.
  public var transactionObservers: [any SKPaymentTransactionObserver] {
    lock.withLock { observers.compactMap { $0.object as? any SKPaymentTransactionObserver } }
  }

  public func add(_ observer: any SKPaymentTransactionObserver) {
    let id = ObjectIdentifier(observer)
    lock.withLock {
      observers.removeAll { $0.object == nil || $0.id == id }
      observers.append(WeakObserver(object: observer, id: id))
    }
  }

  public func remove(_ observer: any SKPaymentTransactionObserver) {
    let id = ObjectIdentifier(observer)
    lock.withLock { observers.removeAll { $0.object == nil || $0.id == id } }
  }

  private func tellObservers(_ body: @escaping (any SKPaymentTransactionObserver) -> Void) {
    let body = UncheckedBox(value: body)
    DispatchQueue.main.async { [self] in
      for observer in transactionObservers { body.value(observer) }
    }
  }

  /// Adds a payment: it fails with ``SKError/Code/paymentNotAllowed``.
  public func add(_ payment: SKPayment) {
    let failed = SKPaymentTransaction(
      payment: payment, state: .failed, error: SKError(.paymentNotAllowed))
    tellObservers { $0.paymentQueue(self, updatedTransactions: [failed]) }
  }

  /// Restores purchases: fails with ``SKError/Code/paymentNotAllowed``.
  public func restoreCompletedTransactions() {
    tellObservers {
      $0.paymentQueue(
        self, restoreCompletedTransactionsFailedWithError: SKError(.paymentNotAllowed))
    }
  }

  /// Restores purchases for a user name: fails as ``restoreCompletedTransactions()``.
  public func restoreCompletedTransactions(withApplicationUsername username: String?) {
    restoreCompletedTransactions()
  }

  /// Finishes a transaction: it is told as removed.
  public func finishTransaction(_ transaction: SKPaymentTransaction) {
    tellObservers { $0.paymentQueue(self, removedTransactions: [transaction]) }
  }
}
