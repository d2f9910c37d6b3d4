import Foundation
@_exported import HeadlessUI

/// How a mail composer ended, with Apple's raw values.
public enum MFMailComposeResult: Int, Sendable {
  case cancelled, saved, sent, failed
}

/// How a message composer ended, with Apple's raw values.
public enum MessageComposeResult: Int, Sendable {
  case cancelled, sent, failed
}

/// The delegate of a mail composer.
@MainActor
public protocol MFMailComposeViewControllerDelegate: AnyObject {
  func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
    error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
  public func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
    error: (any Error)?
  ) {}
}

/// The delegate of a message composer.
@MainActor
public protocol MFMessageComposeViewControllerDelegate: AnyObject {
  func messageComposeViewController(
    _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// A stand-in for MessageUI's mail composer, on a device with no mail account:
/// ``canSendMail()`` is false, so code that asks first (as Apple's documentation tells it to)
/// takes its other path — usually an alert or a `mailto:` URL. A composer made anyway is a
/// navigation controller (as Apple's is) holding an empty screen, and keeps what it is given
/// (recipients, subject, body, attachments) for a test to read; nothing is sent. A test ends it
/// as the user would with ``finish(with:error:)``.
open class MFMailComposeViewController: UINavigationController {
  /// An attachment as given to ``addAttachmentData(_:mimeType:fileName:)``.
  public struct Attachment: Equatable, Sendable {
    public var data: Data
    public var mimeType: String
    public var fileName: String
  }

  /// Whether the device can send mail: false, no mail account is set up.
  open class func canSendMail() -> Bool { false }

  open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
  public private(set) var toRecipients: [String]?
  public private(set) var ccRecipients: [String]?
  public private(set) var bccRecipients: [String]?
  public private(set) var subject: String?
  public private(set) var messageBody: String?
  public private(set) var messageBodyIsHTML = false
  public private(set) var preferredSendingEmailAddress: String?
  public private(set) var attachments: [Attachment] = []

  public init() {
    super.init(rootViewController: UIViewController())
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setViewControllers([UIViewController()], animated: false)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open func setToRecipients(_ recipients: [String]?) { toRecipients = recipients }
  open func setCcRecipients(_ recipients: [String]?) { ccRecipients = recipients }
  open func setBccRecipients(_ recipients: [String]?) { bccRecipients = recipients }
  open func setSubject(_ subject: String) { self.subject = subject }
  open func setMessageBody(_ body: String, isHTML: Bool) {
    messageBody = body
    messageBodyIsHTML = isHTML
  }
  open func setPreferredSendingEmailAddress(_ address: String) {
    preferredSendingEmailAddress = address
  }
  open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
    attachments.append(Attachment(data: attachment, mimeType: mimeType, fileName: filename))
  }

  /// Ends the composer as the user would (Cancel, Send…): the delegate is told `result`. The
  /// composer does not dismiss itself; the delegate does, as on iOS.
  open func finish(with result: MFMailComposeResult, error: (any Error)? = nil) {
    mailComposeDelegate?.mailComposeController(self, didFinishWith: result, error: error)
  }
}

/// A stand-in for MessageUI's message composer, on a device that cannot send texts:
/// ``canSendText()`` and its siblings are false. Like the mail composer it keeps what it is
/// given and a test ends it with ``finish(with:)``.
open class MFMessageComposeViewController: UINavigationController {
  open class func canSendText() -> Bool { false }
  open class func canSendSubject() -> Bool { false }
  open class func canSendAttachments() -> Bool { false }

  open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
  open var recipients: [String]?
  open var body: String?
  open var subject: String?

  public init() {
    super.init(rootViewController: UIViewController())
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Ends the composer as the user would; the delegate is told `result`.
  open func finish(with result: MessageComposeResult) {
    messageComposeDelegate?.messageComposeViewController(self, didFinishWith: result)
  }
}
