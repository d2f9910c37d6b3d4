import Foundation

/// A service a share sheet offers (UIKit's activity): its type, title and image, and the
/// items it would act on. Subclasses override the accessors, as on iOS; no share sheet shows
/// them here.
@preconcurrency @MainActor
open class UIActivity: NSObject {
  /// An activity's identifier.
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
  }

  /// Where an activity shows in a share sheet.
  public enum Category: Int, Sendable { case action, share }

  /// The category (`.action`).
  open class var activityCategory: Category { .action }
  /// The type (nil unless a subclass says).
  open var activityType: ActivityType? { nil }
  /// The title shown (nil unless a subclass says).
  open var activityTitle: String? { nil }
  /// The image shown (nil unless a subclass says).
  open var activityImage: UIImage? { nil }

  /// Whether the activity can act on `activityItems` (false unless a subclass says).
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  /// Receives the items before ``perform()``.
  open func prepare(withActivityItems activityItems: [Any]) {}
  /// Performs the activity, then calls ``activityDidFinish(_:)``.
  open func perform() { activityDidFinish(false) }
  /// Tells the system the activity finished.
  open func activityDidFinish(_ completed: Bool) {}
}
