import Foundation

// The notification names and user-info keys of UIKit that apps observe, with UIKit's raw
// strings (their `rawValue`s on iOS). Nothing posts the keyboard's or the application's
// lifecycle notifications in a replay (there is no keyboard and the app stays active), so an
// observer compiles, registers and is never called unless a test posts one; the names exist so
// that a ported file that observes them compiles as it is.

extension UIResponder {
  /// Posted before the keyboard appears (UIKit's `keyboardWillShowNotification`).
  public nonisolated static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted after the keyboard appeared.
  public nonisolated static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted before the keyboard disappears.
  public nonisolated static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted after the keyboard disappeared.
  public nonisolated static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes.
  public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changed.
  public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")
  /// The keyboard's frame at the start, a `CGRect` in screen coordinates.
  public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The keyboard's frame at the end, a `CGRect` in screen coordinates.
  public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The animation's duration in seconds, a `Double`.
  public nonisolated static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// The animation's curve, a `UIView.AnimationCurve` raw value.
  public nonisolated static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app, a `Bool`.
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UIApplication {
  /// Posted when the app became active.
  public nonisolated static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the app is about to become inactive.
  public nonisolated static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the app entered the background.
  public nonisolated static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted before the app leaves the background.
  public nonisolated static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted when the app finished launching.
  public nonisolated static let didFinishLaunchingNotification = Notification.Name(
    "UIApplicationDidFinishLaunchingNotification")
  /// Posted when the app is about to end.
  public nonisolated static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification")
  /// Posted when the app receives a memory warning.
  public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
}

extension UIDevice {
  /// Posted when the device's orientation changed (while notifications are generated).
  public nonisolated static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")
}

extension UIApplication {
  /// Posted before the status bar's orientation changes (deprecated on iOS; never posted here).
  public nonisolated static let willChangeStatusBarOrientationNotification = Notification.Name(
    "UIApplicationWillChangeStatusBarOrientationNotification")
  /// Posted after the status bar's orientation changed.
  public nonisolated static let didChangeStatusBarOrientationNotification = Notification.Name(
    "UIApplicationDidChangeStatusBarOrientationNotification")
  /// Posted before the status bar's frame changes.
  public nonisolated static let willChangeStatusBarFrameNotification = Notification.Name(
    "UIApplicationWillChangeStatusBarFrameNotification")
  /// Posted after the status bar's frame changed.
  public nonisolated static let didChangeStatusBarFrameNotification = Notification.Name(
    "UIApplicationDidChangeStatusBarFrameNotification")
}

// The text controls' notifications: UIKit posts them as the user edits (typing, a keyboard's
// return), never for text set by code; a replay types nothing, so nothing posts them unless a
// test does.

extension UITextField {
  /// Posted when a text field begins editing.
  public nonisolated static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted when the user changed the text.
  public nonisolated static let textDidChangeNotification = Notification.Name(
    "UITextFieldTextDidChangeNotification")
  /// Posted when a text field ends editing.
  public nonisolated static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")
}

extension UITextView {
  /// Posted when a text view begins editing.
  public nonisolated static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted when the user changed the text.
  public nonisolated static let textDidChangeNotification = Notification.Name(
    "UITextViewTextDidChangeNotification")
  /// Posted when a text view ends editing.
  public nonisolated static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")
}

/// The user's preferred text size (UIKit's `UIContentSizeCategory`): a replay's device keeps
/// the default, `.large`, and never changes it, so `didChangeNotification` is never posted.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Posted when the preferred size changes.
  public nonisolated static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")
  /// The user-info key of the new category.
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

  public static let unspecified = UIContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  private static let order: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether it is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    (order.firstIndex(of: lhs) ?? -1) < (order.firstIndex(of: rhs) ?? -1)
  }
}

extension UIApplication {
  /// The user's preferred text size: the default, `.large`.
  public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}
