import Foundation

/// The name of a data set in an asset catalog.
public typealias NSDataAssetName = String

/// A data set of an app's asset catalogs (`NAME.dataset`: a JSON file, a sound, a model the app
/// ships), as `NSDataAsset` gives it on iOS
/// (https://developer.apple.com/documentation/uikit/nsdataasset): the set's file's bytes and
/// its uniform type identifier.
public final class NSDataAsset: NSObject, @unchecked Sendable {
  /// The data set's name.
  public let name: NSDataAssetName
  /// The file's bytes.
  public let data: Data
  /// The file's uniform type identifier, from the set's `Contents.json` (`public.data` when it
  /// names none).
  public let typeIdentifier: String

  /// The data set `name` of `bundle`'s asset catalogs; `Bundle.main` (the default) is the
  /// launched app's while its code runs, as on iOS. Nil when the catalogs have no such set or
  /// its file cannot be read ("nil if no data asset could be found", Apple's page).
  ///
  /// - Parameters:
  ///   - name: the data set's name, with its namespace folders (`Levels/first`).
  ///   - bundle: the bundle whose catalogs hold it.
  public init?(name: NSDataAssetName, bundle: Bundle = .main) {
    guard let catalog = AssetCatalogs.shared.catalog(for: bundle),
      let file = catalog.data[name],
      let bytes = FileManager.default.contents(atPath: file.path)
    else { return nil }
    self.name = name
    self.data = bytes
    self.typeIdentifier = file.typeIdentifier
  }
}
