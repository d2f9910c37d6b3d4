import Foundation

/// A Home Screen quick action's icon.
@preconcurrency @MainActor
open class UIApplicationShortcutIcon: NSObject {
  /// The system's icons (UIKit's raw values).
  public enum IconType: Int, Sendable {
    case compose, play, pause, add, location, search, share, prohibit, contact, home
    case markLocation, favorite, love, cloud, invitation, confirmation, mail, message, date
    case time, capturePhoto, captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio
    case update
  }

  /// The system icon, when it is one.
  public let type: IconType?
  /// The image's name, when it is the app's.
  public let imageName: String?

  /// A system icon.
  public init(type: IconType) {
    self.type = type
    imageName = nil
    super.init()
  }

  /// The app's template image `templateImageName`.
  public init(templateImageName: String) {
    type = nil
    imageName = templateImageName
    super.init()
  }

  /// The SF Symbol `systemImageName`.
  public init(systemImageName: String) {
    type = nil
    imageName = systemImageName
    super.init()
  }
}

/// A Home Screen quick action. Nothing on this machine shows the Home Screen, so the app is
/// never launched or told through one; an app's list is kept (`UIApplication.shortcutItems`).
@preconcurrency @MainActor
open class UIApplicationShortcutItem: NSObject {
  open internal(set) var type: String
  open internal(set) var localizedTitle: String
  open internal(set) var localizedSubtitle: String?
  open internal(set) var icon: UIApplicationShortcutIcon?
  open internal(set) var userInfo: [String: NSSecureCoding]?

  public init(
    type: String, localizedTitle: String, localizedSubtitle: String?,
    icon: UIApplicationShortcutIcon?, userInfo: [String: NSSecureCoding]? = nil
  ) {
    self.type = type
    self.localizedTitle = localizedTitle
    self.localizedSubtitle = localizedSubtitle
    self.icon = icon
    self.userInfo = userInfo
    super.init()
  }

  public convenience init(type: String, localizedTitle: String) {
    self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
  }
}

/// A quick action whose properties can be changed.
@preconcurrency @MainActor
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
  open override var type: String {
    get { super.type }
    set { super.type = newValue }
  }
  open override var localizedTitle: String {
    get { super.localizedTitle }
    set { super.localizedTitle = newValue }
  }
  open override var localizedSubtitle: String? {
    get { super.localizedSubtitle }
    set { super.localizedSubtitle = newValue }
  }
  open override var icon: UIApplicationShortcutIcon? {
    get { super.icon }
    set { super.icon = newValue }
  }
}
