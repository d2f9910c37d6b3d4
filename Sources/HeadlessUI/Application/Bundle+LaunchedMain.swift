import Foundation

extension Bundle {
  /// What `Bundle.main` is to the code of a launched app: the app's bundle while its code runs
  /// (``UIApplication/launchedBundle``, during ``UIApplication/launch(_:)`` and each step of a
  /// replay into it), `Bundle.main` otherwise. `Scripts/port-to-linux` writes
  /// `Bundle.launchedMain` for `Bundle.main` in app code, so `Bundle.main.path(forResource:
  /// ofType:)` and `url(forResource:withExtension:)` find the app's resources as on iOS
  /// (docs/PORTING.md). Its `infoDictionary` is not the app's: the port keeps the Info.plist in
  /// `AppInfo/`, where Foundation does not look (swift-corelibs-foundation's `Bundle` cannot be
  /// subclassed to serve it).
  nonisolated public static var launchedMain: Bundle { UIApplication.launchedBundle ?? .main }

  /// The bundle a storyboard, nib or asset lookup given `bundle` looks in: `nil` and
  /// `Bundle.main` both mean the app's main bundle on iOS, which is the launched app's while
  /// its code runs; nil when nothing is launched (the lookup then searches the main bundle and
  /// the resource bundles beside it).
  nonisolated static func interfaceBundle(for bundle: Bundle?) -> Bundle? {
    guard let bundle, bundle != Bundle.main else { return UIApplication.launchedBundle }
    return bundle
  }
}
