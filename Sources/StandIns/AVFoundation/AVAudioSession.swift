import Foundation

/// A stand-in for the app's audio session: it keeps the category and mode it is given and
/// routes no sound.
@MainActor
open class AVAudioSession: NSObject {
  /// A session category.
  public struct Category: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
    public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
    public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
    public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
    public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
  }

  /// A session mode.
  public struct Mode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
    public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
  }

  /// Session options.
  public struct CategoryOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let mixWithOthers = CategoryOptions(rawValue: 1)
    public static let duckOthers = CategoryOptions(rawValue: 2)
  }

  /// The app's session.
  public static let shared = AVAudioSession()
  /// The app's session.
  public static func sharedInstance() -> AVAudioSession { shared }

  /// The category set last.
  public private(set) var category: Category = .soloAmbient
  /// The mode set last.
  public private(set) var mode: Mode = .default
  /// Whether the session was made active.
  public private(set) var isActive = false

  /// Sets the category (never fails).
  open func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = [])
    throws
  {
    self.category = category
    self.mode = mode
  }

  /// Activates or deactivates the session (never fails).
  open func setActive(_ active: Bool) throws { isActive = active }
}
