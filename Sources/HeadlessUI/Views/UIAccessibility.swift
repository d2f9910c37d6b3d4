import Foundation

/// What an accessibility element is (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits).
/// Kept as values: VoiceOver does not run here (``UIAccessibility/isVoiceOverRunning`` is false).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  public static let none = UIAccessibilityTraits([])
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
}

/// UIKit's accessibility functions and notifications
/// (https://developer.apple.com/documentation/uikit/uiaccessibility): no assistive technology
/// runs, so every "is … enabled" answer is false and a posted notification is recorded
/// (``postedNotifications``) for a test to read, not announced.
@preconcurrency @MainActor
public enum UIAccessibility {
  /// A notification an app posts to assistive technologies.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// The notifications posted, oldest first, with their arguments' descriptions.
  public private(set) static var postedNotifications: [(Notification, String?)] = []

  /// Posts `notification` (recorded; nothing is announced).
  public static func post(notification: Notification, argument: Any?) {
    postedNotifications.append((notification, argument.map { String(describing: $0) }))
  }

  /// Forgets the posted notifications (between tests).
  public static func resetPostedNotifications() { postedNotifications = [] }

  public static var isVoiceOverRunning: Bool { false }
  public static var isSwitchControlRunning: Bool { false }
  public static var isReduceMotionEnabled: Bool { false }
  public static var isReduceTransparencyEnabled: Bool { false }
  public static var isBoldTextEnabled: Bool { false }
  public static var isGrayscaleEnabled: Bool { false }
  public static var isInvertColorsEnabled: Bool { false }
  public static var isDarkerSystemColorsEnabled: Bool { false }
  public static var isClosedCaptioningEnabled: Bool { false }
  public static var isMonoAudioEnabled: Bool { false }
  public static var isGuidedAccessEnabled: Bool { false }

  /// Posted when VoiceOver starts or stops (never here).
  public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
  /// Posted when Reduce Motion changes (never here).
  public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
}

/// An element an accessibility container exposes that is not a view
/// (https://developer.apple.com/documentation/uikit/uiaccessibilityelement): its label, value,
/// hint, traits and frame, kept.
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
  /// The container (a view, usually), held weakly.
  open weak var accessibilityContainer: AnyObject?
  open var isAccessibilityElement = true
  open var accessibilityLabel: String?
  open var accessibilityHint: String?
  open var accessibilityValue: String?
  open var accessibilityIdentifier: String?
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// The frame in screen coordinates.
  open var accessibilityFrame: CGRect = .zero
  /// The frame in the container's coordinates.
  open var accessibilityFrameInContainerSpace: CGRect = .zero

  /// An element of `container`.
  public init(accessibilityContainer container: Any) {
    accessibilityContainer = container as AnyObject
    super.init()
  }
}
