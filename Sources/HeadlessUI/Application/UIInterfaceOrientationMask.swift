/// A set of interface orientations
/// (https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask), as a
/// controller's ``UIViewController/supportedInterfaceOrientations`` and an app delegate's
/// `application(_:supportedInterfaceOrientationsFor:)` answer. HeadlessUI's screens do not
/// rotate, so the answer is kept and never asked for.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown,
  ]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight,
  ]
}

/// What a background fetch found (https://developer.apple.com/documentation/uikit/uibackgroundfetchresult):
/// the app's answer to a fetch the system asked for. No fetch is asked for here.
public enum UIBackgroundFetchResult: UInt, Sendable {
  case newData, noData, failed
}
