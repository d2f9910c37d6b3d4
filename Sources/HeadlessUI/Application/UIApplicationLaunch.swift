import Foundation

/// What a launch of an app needs: how to make its app delegate and scene delegates, the bundle
/// with its Info.plist and storyboards, and the device (``UIApplication/launch(_:)``).
@preconcurrency @MainActor
public struct UIApplicationLaunch {
  // Plain (not `@MainActor`) closure types, as `AppReplayScene`'s: a literal written in
  // main-actor code is main-actor isolated already, and the launch calls them on the main actor.

  /// Makes the app delegate.
  public var makeApplicationDelegate: () -> any UIApplicationDelegate
  /// Makes the scene delegate the Info.plist names (its class name without the module).
  public var makeSceneDelegate: (String) -> (any UISceneDelegate)?
  /// The app's bundle: its `Info.plist` (at the top or in a folder one level down) and the
  /// storyboards it names.
  public var bundle: Bundle
  /// The screen's size in points (its safe area is the device's, ``UIScreen/safeAreaInsets(for:)``).
  public var screenSize: CGSize
  /// The display's refresh rate: the windows' clock.
  public var framesPerSecond: Int

  /// A launch that makes the delegates with the given closures.
  ///
  /// - Parameters:
  ///   - bundle: the app's resources (a SwiftPM target's `Bundle.module`).
  ///   - screenSize: the device's screen in points (375 × 667 by default).
  ///   - framesPerSecond: the display's refresh rate (60 by default).
  ///   - makeApplicationDelegate: makes the app delegate.
  ///   - makeSceneDelegate: makes a scene delegate by class name (none by default).
  public init(
    bundle: Bundle, screenSize: CGSize = CGSize(width: 375, height: 667),
    framesPerSecond: Int = 60,
    makeApplicationDelegate: @escaping () -> any UIApplicationDelegate,
    makeSceneDelegate: @escaping (String) -> (any UISceneDelegate)? = { _ in nil }
  ) {
    self.bundle = bundle
    self.screenSize = screenSize
    self.framesPerSecond = framesPerSecond
    self.makeApplicationDelegate = makeApplicationDelegate
    self.makeSceneDelegate = makeSceneDelegate
  }

  /// A launch of the app whose resources are `bundle`, made by the entry point the port wrote
  /// into the app's module (`_UIApplicationMain_`), found from the bundle's name
  /// (`Package_Target.resources` is the target `Target`) or in `module` when given.
  ///
  /// - Throws: ``UIApplicationLaunchError/noEntryPoint(_:)`` when no module has one.
  public init(
    bundle: Bundle, module: String? = nil, screenSize: CGSize = CGSize(width: 375, height: 667),
    framesPerSecond: Int = 60
  ) throws(UIApplicationLaunchError) {
    let modules =
      module.map { [$0] } ?? InterfaceBuilderModules.modules(ofBundleAt: bundle.bundlePath)
    guard
      let entry = modules.lazy.compactMap({
        _typeByName("\($0)._UIApplicationMain_") as? any UIApplicationEntryPoint.Type
      }).first
    else { throw .noEntryPoint(modules) }
    self.init(
      bundle: bundle, screenSize: screenSize, framesPerSecond: framesPerSecond,
      makeApplicationDelegate: { entry.makeApplicationDelegate() },
      makeSceneDelegate: { entry.makeSceneDelegate(className: $0) })
  }
}

/// Why an app could not be launched.
public enum UIApplicationLaunchError: Error, Equatable, CustomStringConvertible {
  /// None of these modules has the entry point the port writes for `@main`.
  case noEntryPoint([String])
  /// The bundle has no Info.plist.
  case noInfoPlist(String)
  /// The Info.plist is not a property list dictionary (its path, and what the reader said).
  case unreadableInfoPlist(String, String)
  /// The Info.plist names a scene delegate class the app does not have.
  case unknownSceneDelegate(String)
  /// The app made no window: no storyboard, and no delegate set one up.
  case noWindow

  public var description: String {
    switch self {
    case .noEntryPoint(let modules):
      "no app entry point (`_UIApplicationMain_`) in "
        + (modules.isEmpty ? "any module" : modules.joined(separator: ", "))
        + ": port the app with Scripts/port-to-linux, which writes it for the type marked @main"
    case .noInfoPlist(let bundle):
      "\(bundle): no Info.plist (at the top, or in a folder one level down)"
    case .unreadableInfoPlist(let path, let reason):
      "\(path): not a property list dictionary (\(reason))"
    case .unknownSceneDelegate(let name):
      "the Info.plist names the scene delegate \(name), which the app does not have"
    case .noWindow:
      "the app made no window: its Info.plist names no storyboard and no delegate made one key"
    }
  }
}
