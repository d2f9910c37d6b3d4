import Foundation
import HeadlessUI
import Testing

/// Asset catalogs read as Xcode's asset catalog format describes them
/// (https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/):
/// an image set's size in points is its file's pixel size over its scale, for the file that
/// fits the screen; a colour set's components in each notation; a name the catalog lacks is
/// nil, as `UIImage(named:)` documents ("nil if the method couldn't find the specified image").
@MainActor
@Suite("Asset catalogs")
struct AssetCatalogTests {
  static func png(width: Int, height: Int) -> [UInt8] {
    func be32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (24 - 8 * $0)) & 0xFF) } }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8)
      + be32(width) + be32(height) + [8, 6, 0, 0, 0]
  }

  static func jpeg(width: Int, height: Int) -> [UInt8] {
    // SOI, an APP0 segment of 16 bytes, then SOF0 with the height and width.
    [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14)
      + [
        0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF),
        UInt8(width >> 8), UInt8(width & 0xFF), 0x03,
      ]
  }

  /// A bundle with `Assets.xcassets` holding the given files (path → bytes).
  static func bundle(_ files: [String: [UInt8]]) throws -> Bundle {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("assets-\(UUID().uuidString)", isDirectory: true)
    for (path, bytes) in files {
      let url = root.appendingPathComponent("Assets.xcassets/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    return try #require(Bundle(path: root.path))
  }

  static func json(_ text: String) -> [UInt8] { Array(text.utf8) }

  static let catalog: [String: [UInt8]] = [
    "Contents.json": json(#"{"info":{"version":1,"author":"xcode"}}"#),
    "Hill.imageset/Contents.json": json(
      #"{"images":[{"idiom":"universal","filename":"hill.png","scale":"1x"},{"idiom":"universal","filename":"hill@2x.png","scale":"2x"},{"idiom":"universal","filename":"hill@3x.png","scale":"3x"}]}"#
    ),
    "Hill.imageset/hill.png": png(width: 300, height: 200),
    "Hill.imageset/hill@2x.png": png(width: 600, height: 400),
    "Hill.imageset/hill@3x.png": png(width: 900, height: 600),
    "Photo.imageset/Contents.json": json(
      #"{"images":[{"idiom":"universal","filename":"photo.jpg","scale":"1x"}]}"#),
    "Photo.imageset/photo.jpg": jpeg(width: 1200, height: 800),
    "Star.imageset/Contents.json": json(
      #"{"images":[{"idiom":"universal","filename":"star.pdf"}],"properties":{"preserves-vector-representation":true}}"#
    ),
    "Star.imageset/star.pdf": Array(
      "%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 24 30] >>".utf8),
    "Icons/Contents.json": json(#"{"properties":{"provides-namespace":true}}"#),
    "Icons/Bell.imageset/Contents.json": json(
      #"{"images":[{"idiom":"universal","filename":"bell.gif","scale":"1x"}]}"#),
    "Icons/Bell.imageset/bell.gif": Array("GIF89a".utf8) + [16, 0, 20, 0],
    "Group/Tree.imageset/Contents.json": json(
      #"{"images":[{"idiom":"universal","filename":"tree.png","scale":"2x"}]}"#),
    "Group/Tree.imageset/tree.png": png(width: 64, height: 128),
    "Levels/Contents.json": json(#"{"properties":{"provides-namespace":true}}"#),
    "Levels/first.dataset/Contents.json": json(
      #"{"data":[{"idiom":"universal","filename":"first.json","universal-type-identifier":"public.json"}]}"#
    ),
    "Levels/first.dataset/first.json": json(#"{"walls":3}"#),
    "Chime.dataset/Contents.json": json(
      #"{"data":[{"idiom":"universal","filename":"chime.caf"}]}"#),
    "Chime.dataset/chime.caf": [0x63, 0x61, 0x66, 0x66],
    "Brand.colorset/Contents.json": json(
      #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x33","green":"102","blue":"0.600","alpha":"1.000"}}},{"appearances":[{"appearance":"luminosity","value":"dark"}],"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"1.000","blue":"1.000","alpha":"1.000"}}}]}"#
    ),
  ]

  @Test func anImageHasItsFilesSizeInPointsForTheScreensScale() throws {
    let bundle = try Self.bundle(Self.catalog)
    // A 3× screen takes hill@3x.png: 900 × 600 px is 300 × 200 pt.
    let hill = try #require(UIImage(named: "Hill", in: bundle, compatibleWith: nil))
    #expect(hill.size == CGSize(width: 300, height: 200))
    #expect(hill.scale == 3)
    #expect(
      UIImage(named: "Photo", in: bundle, compatibleWith: nil)?.size
        == CGSize(width: 1200, height: 800))
    // A PDF's media box is in points already.
    #expect(
      UIImage(named: "Star", in: bundle, compatibleWith: nil)?.size == CGSize(width: 24, height: 30)
    )
    // A namespace folder prefixes its names; a plain folder only groups.
    #expect(
      UIImage(named: "Icons/Bell", in: bundle, compatibleWith: nil)?.size
        == CGSize(width: 16, height: 20))
    #expect(UIImage(named: "Bell", in: bundle, compatibleWith: nil) == nil)
    #expect(
      UIImage(named: "Tree", in: bundle, compatibleWith: nil)?.size == CGSize(width: 32, height: 64)
    )
  }

  @Test func aNameTheCatalogLacksIsNil() throws {
    let bundle = try Self.bundle(Self.catalog)
    #expect(UIImage(named: "Nothing", in: bundle, compatibleWith: nil) == nil)
    #expect(UIColor(named: "Nothing", in: bundle, compatibleWith: nil) == nil)
    #expect(NSDataAsset(name: "Nothing", bundle: bundle) == nil)
    #expect(NSDataAsset(name: "first", bundle: bundle) == nil, "its namespace is part of its name")
  }

  /// A data set's file and type, as `NSDataAsset` gives them
  /// (https://developer.apple.com/documentation/uikit/nsdataasset).
  @Test func aDataSetGivesItsFilesBytesAndType() throws {
    let bundle = try Self.bundle(Self.catalog)
    let level = try #require(NSDataAsset(name: "Levels/first", bundle: bundle))
    #expect(level.data == Data(#"{"walls":3}"#.utf8))
    #expect(level.typeIdentifier == "public.json")
    #expect(level.name == "Levels/first")
    let chime = try #require(NSDataAsset(name: "Chime", bundle: bundle))
    #expect(chime.data == Data([0x63, 0x61, 0x66, 0x66]))
    #expect(chime.typeIdentifier == "public.data", "no type written: public.data")
  }

  @Test func aColourSetsLightColourInEachNotation() throws {
    let bundle = try Self.bundle(Self.catalog)
    let brand = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    _ = brand.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    #expect(abs(red - 0.2) < 1e-9)
    #expect(abs(green - 0.4) < 1e-9)
    #expect(abs(blue - 0.6) < 1e-9)
    #expect(alpha == 1)
  }

  @Test func aRegisteredImageStillWins() throws {
    let bundle = try Self.bundle(Self.catalog)
    UIImage.register(named: "Hill-override-test", size: CGSize(width: 5, height: 5))
    #expect(
      UIImage(named: "Hill-override-test", in: bundle, compatibleWith: nil)?.size
        == CGSize(width: 5, height: 5))
  }

  @Test func theHeadersAreReadAndJunkIsNot() {
    #expect(AssetHeaderProbe.size(of: Self.png(width: 7, height: 9)) == CGSize(width: 7, height: 9))
    #expect(
      AssetHeaderProbe.size(of: Self.jpeg(width: 640, height: 480))
        == CGSize(width: 640, height: 480))
    #expect(AssetHeaderProbe.size(of: [0xFF, 0xD8, 0xFF]) == nil)
    #expect(AssetHeaderProbe.size(of: Array("not an image".utf8)) == nil)
    #expect(AssetHeaderProbe.size(of: []) == nil)
  }
}
