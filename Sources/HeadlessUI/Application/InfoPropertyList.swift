import Foundation

/// The keys of an app's Info.plist that a launch reads
/// (https://developer.apple.com/documentation/bundleresources/information-property-list).
struct InfoPropertyList {
  /// The application-role scene configuration the launch connects.
  struct SceneConfiguration {
    /// `UISceneConfigurationName`.
    var name: String?
    /// `UISceneDelegateClassName` (`$(PRODUCT_MODULE_NAME).SceneDelegate` as Xcode writes it).
    var delegateClassName: String?
    /// `UISceneStoryboardFile`.
    var storyboard: String?
  }

  /// The whole dictionary.
  let values: [String: Any]
  /// Where it was read.
  let path: String

  /// Reads `Info.plist` at the top of `bundle`, else in its folders one level down (in name
  /// order).
  init(in bundle: Bundle) throws(UIApplicationLaunchError) {
    let manager = FileManager.default
    let root = bundle.bundlePath
    var candidates = [root + "/Info.plist"]
    let folders = ((try? manager.contentsOfDirectory(atPath: root)) ?? []).sorted()
    candidates += folders.map { "\(root)/\($0)/Info.plist" }
    guard let path = candidates.first(where: { manager.fileExists(atPath: $0) }) else {
      throw .noInfoPlist(root)
    }
    guard let data = manager.contents(atPath: path) else {
      throw .unreadableInfoPlist(path, "cannot read the file")
    }
    do {
      let object = try PropertyListSerialization.propertyList(from: data, format: nil)
      guard let values = object as? [String: Any] else {
        throw UIApplicationLaunchError.unreadableInfoPlist(
          path, "the top level is not a dictionary")
      }
      self.values = values
      self.path = path
    } catch let error as UIApplicationLaunchError {
      throw error
    } catch {
      throw .unreadableInfoPlist(path, "\(error)")
    }
  }

  /// `UIMainStoryboardFile` (an app without scenes).
  var mainStoryboard: String? { values["UIMainStoryboardFile"] as? String }

  /// The configurations of `UIWindowSceneSessionRoleApplication` in
  /// `UIApplicationSceneManifest`, nil when the app has no scene manifest (an app without
  /// scenes), empty when it lists none.
  var applicationSceneConfigurations: [SceneConfiguration]? {
    guard let manifest = values["UIApplicationSceneManifest"] as? [String: Any] else { return nil }
    let configurations = manifest["UISceneConfigurations"] as? [String: Any]
    let entries = configurations?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]] ?? []
    return entries.map {
      SceneConfiguration(
        name: $0["UISceneConfigurationName"] as? String,
        delegateClassName: $0["UISceneDelegateClassName"] as? String,
        storyboard: $0["UISceneStoryboardFile"] as? String)
    }
  }
}
