import Foundation
@_exported import HeadlessUI

public let SLServiceTypeTwitter = "com.apple.social.twitter"
public let SLServiceTypeFacebook = "com.apple.social.facebook"
public let SLServiceTypeSinaWeibo = "com.apple.social.sinaweibo"
public let SLServiceTypeTencentWeibo = "com.apple.social.tencentweibo"
public let SLServiceTypeLinkedIn = "com.apple.social.linkedin"

/// How a share sheet ended, with Apple's raw values.
public enum SLComposeViewControllerResult: Int, Sendable {
  case cancelled, done
}

public typealias SLComposeViewControllerCompletionHandler = (SLComposeViewControllerResult) -> Void

/// A stand-in for Social's share sheet, on a device signed in to no service (and iOS 11 and
/// later have no built-in Twitter or Facebook account): ``isAvailable(forServiceType:)`` is
/// false and ``init(forServiceType:)`` gives nil, so code that checks either takes its other
/// path. What a sheet is given is kept for a test to read.
open class SLComposeViewController: UIViewController {
  /// Whether the service has an account on the device: false.
  open class func isAvailable(forServiceType serviceType: String!) -> Bool { false }

  public let serviceType: String?
  public private(set) var initialText: String?
  public private(set) var images: [UIImage] = []
  public private(set) var urls: [URL] = []
  open var completionHandler: SLComposeViewControllerCompletionHandler?

  /// A sheet for a service: nil, no service has an account.
  public init!(forServiceType serviceType: String!) {
    guard Self.isAvailable(forServiceType: serviceType) else { return nil }
    self.serviceType = serviceType
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    serviceType = nil
    super.init(coder: coder)
  }

  @discardableResult open func setInitialText(_ text: String!) -> Bool {
    initialText = text
    return true
  }
  @discardableResult open func add(_ image: UIImage!) -> Bool {
    guard let image else { return false }
    images.append(image)
    return true
  }
  @discardableResult open func add(_ url: URL!) -> Bool {
    guard let url else { return false }
    urls.append(url)
    return true
  }
  @discardableResult open func removeAllImages() -> Bool {
    images.removeAll()
    return true
  }
  @discardableResult open func removeAllURLs() -> Bool {
    urls.removeAll()
    return true
  }
}
