// Apple's framework re-exports Foundation (with the C library); so does its stand-in.
@_exported import Foundation

/// A stand-in for UniformTypeIdentifiers' type: an identifier (`public.jpeg`), its preferred
/// file extension and MIME type, and what it conforms to, for the common image, movie, audio,
/// text and data types (Apple's "System-declared uniform type identifiers"). A type this table
/// does not know conforms to `public.data` and `public.item` only; nothing is read from the
/// system's type database, which Linux does not have.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  /// The type's identifier, such as `public.png`.
  public let identifier: String

  /// The type `identifier` names; nil for an empty identifier.
  public init?(_ identifier: String) {
    guard !identifier.isEmpty else { return nil }
    self.identifier = identifier
  }

  /// The known type whose preferred or other extension is `filenameExtension` (any case); nil
  /// for an extension the table does not know.
  public init?(filenameExtension: String) {
    let lowered = filenameExtension.lowercased()
    guard let known = Self.table.first(where: { $0.value.extensions.contains(lowered) }) else {
      return nil
    }
    identifier = known.key
  }

  /// The known type of `mimeType`; nil otherwise.
  public init?(mimeType: String) {
    let lowered = mimeType.lowercased()
    guard let known = Self.table.first(where: { $0.value.mime == lowered }) else { return nil }
    identifier = known.key
  }

  private init(known identifier: String) { self.identifier = identifier }

  /// The preferred file extension, without the dot; nil for an unknown or abstract type.
  public var preferredFilenameExtension: String? { Self.table[identifier]?.extensions.first }
  /// The preferred MIME type; nil when it has none here.
  public var preferredMIMEType: String? { Self.table[identifier]?.mime }
  /// Whether the type is one this table knows (`isDeclared` on iOS).
  public var isDeclared: Bool { Self.table[identifier] != nil }
  /// The types this one conforms to directly.
  public var supertypes: Set<UTType> {
    Set((Self.table[identifier]?.parents ?? ["public.data"]).map(UTType.init(known:)))
  }
  public var description: String { identifier }

  /// Whether the type is `type` or conforms to it through its supertypes (every type conforms
  /// to `public.item`, every concrete one to `public.data`).
  public func conforms(to type: UTType) -> Bool {
    if type == self || type.identifier == "public.item" { return true }
    var pending = [identifier]
    var seen: Set<String> = []
    while let next = pending.popLast() {
      guard seen.insert(next).inserted else { continue }
      if next == type.identifier { return true }
      pending += Self.table[next]?.parents ?? (next == "public.item" ? [] : ["public.data"])
    }
    return false
  }

  /// Whether `type` conforms to this one.
  public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
  /// Whether this type conforms to `type` and is not it.
  public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

  private struct Entry {
    var extensions: [String] = []
    var mime: String?
    var parents: [String]
  }

  private static let table: [String: Entry] = [
    "public.item": Entry(parents: []),
    "public.content": Entry(parents: ["public.item"]),
    "public.data": Entry(parents: ["public.item"]),
    "public.image": Entry(parents: ["public.data", "public.content"]),
    "public.jpeg": Entry(
      extensions: ["jpeg", "jpg"], mime: "image/jpeg", parents: ["public.image"]),
    "public.png": Entry(extensions: ["png"], mime: "image/png", parents: ["public.image"]),
    "com.compuserve.gif": Entry(extensions: ["gif"], mime: "image/gif", parents: ["public.image"]),
    "public.heic": Entry(extensions: ["heic"], mime: "image/heic", parents: ["public.image"]),
    "public.heif": Entry(extensions: ["heif"], mime: "image/heif", parents: ["public.image"]),
    "org.webmproject.webp": Entry(
      extensions: ["webp"], mime: "image/webp", parents: ["public.image"]),
    "public.tiff": Entry(
      extensions: ["tiff", "tif"], mime: "image/tiff", parents: ["public.image"]),
    "com.microsoft.bmp": Entry(extensions: ["bmp"], mime: "image/bmp", parents: ["public.image"]),
    "public.svg-image": Entry(
      extensions: ["svg"], mime: "image/svg+xml", parents: ["public.image"]),
    "com.apple.live-photo": Entry(parents: ["public.content"]),
    "public.audiovisual-content": Entry(parents: ["public.data", "public.content"]),
    "public.movie": Entry(parents: ["public.audiovisual-content"]),
    "public.video": Entry(parents: ["public.movie"]),
    "com.apple.quicktime-movie": Entry(
      extensions: ["mov"], mime: "video/quicktime", parents: ["public.movie"]),
    "public.mpeg-4": Entry(extensions: ["mp4"], mime: "video/mp4", parents: ["public.movie"]),
    "public.audio": Entry(parents: ["public.audiovisual-content"]),
    "public.mp3": Entry(extensions: ["mp3"], mime: "audio/mpeg", parents: ["public.audio"]),
    "public.text": Entry(parents: ["public.data", "public.content"]),
    "public.plain-text": Entry(extensions: ["txt"], mime: "text/plain", parents: ["public.text"]),
    "public.html": Entry(extensions: ["html", "htm"], mime: "text/html", parents: ["public.text"]),
    "public.json": Entry(extensions: ["json"], mime: "application/json", parents: ["public.text"]),
    "com.adobe.pdf": Entry(
      extensions: ["pdf"], mime: "application/pdf", parents: ["public.data", "public.content"]),
    "public.url": Entry(parents: ["public.data"]),
    "public.file-url": Entry(parents: ["public.url"]),
  ]

  public static let item = UTType(known: "public.item")
  public static let content = UTType(known: "public.content")
  public static let data = UTType(known: "public.data")
  public static let image = UTType(known: "public.image")
  public static let jpeg = UTType(known: "public.jpeg")
  public static let png = UTType(known: "public.png")
  public static let gif = UTType(known: "com.compuserve.gif")
  public static let heic = UTType(known: "public.heic")
  public static let heif = UTType(known: "public.heif")
  public static let webP = UTType(known: "org.webmproject.webp")
  public static let tiff = UTType(known: "public.tiff")
  public static let bmp = UTType(known: "com.microsoft.bmp")
  public static let svg = UTType(known: "public.svg-image")
  public static let livePhoto = UTType(known: "com.apple.live-photo")
  public static let audiovisualContent = UTType(known: "public.audiovisual-content")
  public static let movie = UTType(known: "public.movie")
  public static let video = UTType(known: "public.video")
  public static let quickTimeMovie = UTType(known: "com.apple.quicktime-movie")
  public static let mpeg4Movie = UTType(known: "public.mpeg-4")
  public static let audio = UTType(known: "public.audio")
  public static let mp3 = UTType(known: "public.mp3")
  public static let text = UTType(known: "public.text")
  public static let plainText = UTType(known: "public.plain-text")
  public static let html = UTType(known: "public.html")
  public static let json = UTType(known: "public.json")
  public static let pdf = UTType(known: "com.adobe.pdf")
  public static let url = UTType(known: "public.url")
  public static let fileURL = UTType(known: "public.file-url")
}
