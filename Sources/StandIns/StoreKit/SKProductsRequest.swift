import Dispatch
import Foundation

/// A product of the App Store (the stand-in's store knows none; a test may make one).
open class SKProduct: NSObject, @unchecked Sendable {
  public let productIdentifier: String
  public let localizedTitle: String
  public let localizedDescription: String
  public let price: NSDecimalNumber
  public let priceLocale: Locale

  public init(
    productIdentifier: String, localizedTitle: String = "", localizedDescription: String = "",
    price: NSDecimalNumber = .zero, priceLocale: Locale = Locale(identifier: "en_US")
  ) {
    self.productIdentifier = productIdentifier
    self.localizedTitle = localizedTitle
    self.localizedDescription = localizedDescription
    self.price = price
    self.priceLocale = priceLocale
  }
}

/// What a products request answers.
open class SKProductsResponse: NSObject, @unchecked Sendable {
  public let products: [SKProduct]
  public let invalidProductIdentifiers: [String]

  public init(products: [SKProduct], invalidProductIdentifiers: [String]) {
    self.products = products
    self.invalidProductIdentifiers = invalidProductIdentifiers
  }
}

/// The delegate of a store request.
public protocol SKRequestDelegate: AnyObject {
  func requestDidFinish(_ request: SKRequest)
  func request(_ request: SKRequest, didFailWithError error: any Error)
}

extension SKRequestDelegate {
  public func requestDidFinish(_ request: SKRequest) {}
  public func request(_ request: SKRequest, didFailWithError error: any Error) {}
}

/// The delegate of a products request.
public protocol SKProductsRequestDelegate: SKRequestDelegate {
  func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse)
}

/// A request to the App Store.
open class SKRequest: NSObject, @unchecked Sendable {
  open weak var delegate: (any SKRequestDelegate)?
  var cancelled = false

  /// Sends the request; the answer comes on the main queue.
  open func start() {}

  /// Cancels it: the delegate is not told.
  open func cancel() { cancelled = true }
}

/// A stand-in for StoreKit's products request, against a store that knows none of the app's
/// products (a test has no App Store Connect account): ``start()`` answers, asynchronously on
/// the main queue, a response with no products and every identifier invalid, then tells the
/// delegate the request finished — what iOS answers for identifiers the store does not have.
open class SKProductsRequest: SKRequest, @unchecked Sendable {
  public let productIdentifiers: Set<String>

  public init(productIdentifiers: Set<String>) {
    self.productIdentifiers = productIdentifiers
  }

  public override convenience init() {
    self.init(productIdentifiers: [])
  }

  open override func start() {
    DispatchQueue.main.async { [self] in
      guard !cancelled, let delegate else { return }
      let response = SKProductsResponse(
        products: [], invalidProductIdentifiers: productIdentifiers.sorted())
      (delegate as? any SKProductsRequestDelegate)?.productsRequest(self, didReceive: response)
      delegate.requestDidFinish(self)
    }
  }
}

/// A stand-in for StoreKit's review prompt: asking does nothing, as Apple's documentation says
/// the system may decline to show it.
public enum SKStoreReviewController {
  /// Asks for a review: nothing is shown.
  public static func requestReview() {}
  /// Asks for a review in a window scene: nothing is shown.
  public static func requestReview(in windowScene: AnyObject) {}
}
