@_exported import Foundation

/// Fabric, the SDK host Crashlytics and the other Fabric kits start through (closed source;
/// written from the calls the corpus apps make: `Fabric.with([Crashlytics.self])`,
/// `Fabric.sharedSDK().debug`). Nothing is sent anywhere: a test machine has no account and no
/// network. ``startedKits`` says what the app started, for a test.
public final class Fabric: @unchecked Sendable {
  /// The shared SDK.
  private static let shared = Fabric()
  private let lock = NSLock()
  private var kits: [String] = []

  /// Whether the SDK logs as it goes (kept).
  public var debug = false

  /// The shared SDK (Fabric's `+sharedSDK`).
  public static func sharedSDK() -> Fabric { shared }

  /// Starts `kitClasses` (`[Crashlytics.self, Answers.self]`): each kit's name is kept in
  /// ``startedKits``.
  ///
  /// - Returns: the shared SDK.
  @discardableResult
  public static func with(_ kitClasses: [Any]) -> Fabric {
    shared.lock.lock()
    defer { shared.lock.unlock() }
    for kit in kitClasses {
      let name = "\(kit)".replacingOccurrences(of: ".Type", with: "")
      if !shared.kits.contains(name) { shared.kits.append(name) }
    }
    return shared
  }

  /// The kits the app started, by type name, in order.
  public static var startedKits: [String] {
    shared.lock.lock()
    defer { shared.lock.unlock() }
    return shared.kits
  }
}
