import Foundation

/// The asset catalogs (`*.xcassets`) of an app's bundle, read as Xcode's asset catalog format
/// describes them
/// (https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/):
/// each `NAME.imageset` folder is the image `NAME`, each `NAME.colorset` the colour `NAME`, each
/// `NAME.dataset` the data `NAME`; a folder whose `Contents.json` says `"provides-namespace":
/// true` prefixes its assets' names with its own (`Icons/star`), other folders only group.
///
/// An image's size in points is its file's size in pixels (read from the PNG, JPEG or GIF
/// header, or a PDF's media box, which is in points already) divided by its scale, the file
/// chosen for the screen's scale (3×, else 2×, else 1×, else the one file without a scale).
/// Colours take the entry with no `appearances` (the light one); components are written as
/// fractions (`"0.500"`), 0–255 integers (`"128"`) or hexadecimal (`"0x80"`).
struct AssetCatalog: Sendable {
  /// An image set's file.
  struct ImageFile: Sendable {
    let path: String
    let scale: CGFloat?
  }

  /// The image sets by name.
  private(set) var images: [String: [ImageFile]] = [:]
  /// The colour sets by name: their light colour.
  private(set) var colors: [String: UIColor] = [:]
  /// The data sets by name: their first file and its uniform type identifier.
  private(set) var data: [String: (path: String, typeIdentifier: String)] = [:]

  /// The catalogs at the top of `bundlePath` and one folder down, in name order (the first
  /// catalog that has a name wins).
  init(bundlePath: String) {
    let manager = FileManager.default
    var catalogs: [String] = []
    let top = ((try? manager.contentsOfDirectory(atPath: bundlePath)) ?? []).sorted()
    for entry in top {
      let path = bundlePath + "/" + entry
      if entry.hasSuffix(".xcassets") {
        catalogs.append(path)
      } else if let inner = try? manager.contentsOfDirectory(atPath: path) {
        catalogs += inner.sorted().filter { $0.hasSuffix(".xcassets") }.map { path + "/" + $0 }
      }
    }
    for catalog in catalogs { read(folder: catalog, namespace: "") }
  }

  private mutating func read(folder: String, namespace: String) {
    let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    for entry in entries {
      let path = folder + "/" + entry
      let stem = (entry as NSString).deletingPathExtension
      let name = namespace + stem
      switch (entry as NSString).pathExtension {
      case "imageset":
        if images[name] == nil { images[name] = Self.imageFiles(in: path) }
      case "colorset":
        if colors[name] == nil, let color = Self.color(in: path) { colors[name] = color }
      case "dataset":
        if data[name] == nil, let file = Self.dataFile(in: path) { data[name] = file }
      case "":
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
          isDirectory.boolValue
        else { continue }
        let contents = Self.contents(of: path)
        let properties = contents?["properties"] as? [String: Any]
        let namespaced = properties?["provides-namespace"] as? Bool == true
        read(folder: path, namespace: namespaced ? namespace + entry + "/" : namespace)
      default:
        continue
      }
    }
  }

  /// `Contents.json` of `folder` as a dictionary.
  static func contents(of folder: String) -> [String: Any]? {
    guard let bytes = FileManager.default.contents(atPath: folder + "/Contents.json"),
      let object = try? JSONSerialization.jsonObject(with: bytes)
    else { return nil }
    return object as? [String: Any]
  }

  private static func imageFiles(in folder: String) -> [ImageFile] {
    let entries = contents(of: folder)?["images"] as? [[String: Any]] ?? []
    return entries.compactMap { entry in
      guard let file = entry["filename"] as? String else { return nil }
      let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) }.map { CGFloat($0) }
      return ImageFile(path: folder + "/" + file, scale: scale)
    }
  }

  /// A data set's first file and its `universal-type-identifier` (`public.data` when the
  /// entry names none).
  private static func dataFile(in folder: String) -> (path: String, typeIdentifier: String)? {
    let entries = contents(of: folder)?["data"] as? [[String: Any]] ?? []
    guard let entry = entries.first(where: { $0["filename"] is String }),
      let file = entry["filename"] as? String
    else { return nil }
    return (folder + "/" + file, entry["universal-type-identifier"] as? String ?? "public.data")
  }

  private static func color(in folder: String) -> UIColor? {
    let entries = contents(of: folder)?["colors"] as? [[String: Any]] ?? []
    guard let light = entries.first(where: { $0["appearances"] == nil }) ?? entries.first,
      let color = light["color"] as? [String: Any],
      let components = color["components"] as? [String: Any]
    else { return nil }
    func value(_ key: String, default fallback: CGFloat) -> CGFloat {
      guard let raw = components[key] else { return fallback }
      let text = "\(raw)".trimmingCharacters(in: .whitespaces)
      if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) {
        return CGFloat(byte) / 255
      }
      if !text.contains("."), let integer = Int(text), integer > 1 { return CGFloat(integer) / 255 }
      return Double(text).map { CGFloat($0) } ?? fallback
    }
    if let white = components["white"] {
      let level = value("white", default: CGFloat(Double("\(white)") ?? 0))
      return UIColor(white: level, alpha: value("alpha", default: 1))
    }
    return UIColor(
      red: value("red", default: 0), green: value("green", default: 0),
      blue: value("blue", default: 0), alpha: value("alpha", default: 1))
  }

  /// The image `name` for a screen of `screenScale`, with its size in points; nil when the
  /// catalogs have no such image set, or none of its files can be measured.
  func image(named name: String, screenScale: CGFloat) -> UIImage? {
    guard let files = images[name], !files.isEmpty else { return nil }
    let preferred = [screenScale, 3, 2, 1]
    let chosen =
      preferred.lazy.compactMap { scale in files.first { $0.scale == scale } }.first
      ?? files.first { $0.scale == nil } ?? files[0]
    guard let pixels = ImageHeader.size(ofFileAt: chosen.path) else { return nil }
    let scale = chosen.scale ?? 1
    return UIImage(
      size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale,
      name: name)
  }
}

/// The asset catalogs of each bundle, read once per process. Locked: images are values made from
/// any context.
final class AssetCatalogs: @unchecked Sendable {
  static let shared = AssetCatalogs()
  private let lock = NSLock()
  private var catalogs: [String: AssetCatalog] = [:]

  /// The catalogs of the bundle at `path`.
  func catalog(forBundleAt path: String) -> AssetCatalog {
    if let known = lock.withLock({ catalogs[path] }) { return known }
    let read = AssetCatalog(bundlePath: path)
    lock.withLock { catalogs[path] = read }
    return read
  }

  /// The catalogs of `bundle` (nil or `Bundle.main`: the launched app's,
  /// ``UIApplication/launchedBundle``), or nil when there is no such bundle or it has no asset
  /// catalog at all.
  func catalog(for bundle: Bundle?) -> AssetCatalog? {
    guard let bundle = Bundle.interfaceBundle(for: bundle) else { return nil }
    let catalog = catalog(forBundleAt: bundle.bundlePath)
    return catalog.isEmpty ? nil : catalog
  }
}

extension AssetCatalog {
  /// Whether the bundle has no image, colour or data set.
  var isEmpty: Bool { images.isEmpty && colors.isEmpty && data.isEmpty }
}
