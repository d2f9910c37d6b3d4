import Foundation

/// An image file's size, read from its header without decoding it: PNG (the IHDR chunk),
/// JPEG (the first start-of-frame marker), GIF (the logical screen) in pixels, and PDF (the
/// first `/MediaBox`) in points.
enum ImageHeader {
  /// The size of the image at `path`, nil when the file is missing or not one of the formats.
  static func size(ofFileAt path: String) -> CGSize? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return size(of: [UInt8](data))
  }

  /// The size of the image in `bytes`.
  static func size(of bytes: [UInt8]) -> CGSize? {
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), bytes.count >= 24 {
      return CGSize(
        width: CGFloat(bigEndian(bytes, 16, 4)), height: CGFloat(bigEndian(bytes, 20, 4)))
    }
    if bytes.starts(with: [0x47, 0x49, 0x46]), bytes.count >= 10 {
      return CGSize(
        width: CGFloat(Int(bytes[6]) | Int(bytes[7]) << 8),
        height: CGFloat(Int(bytes[8]) | Int(bytes[9]) << 8))
    }
    if bytes.starts(with: [0xFF, 0xD8]) { return jpegSize(bytes) }
    if bytes.starts(with: Array("%PDF".utf8)) { return pdfSize(bytes) }
    return nil
  }

  /// Whether `bytes` start as an image format whose size is not read here: HEIC/HEIF/AVIF (an
  /// ISO-BMFF `ftyp` box), WebP, TIFF, BMP, ICO.
  static func isOtherImageFormat(_ bytes: [UInt8]) -> Bool {
    if bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) { return true }
    if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)),
      Array(bytes[8..<12]) == Array("WEBP".utf8)
    {
      return true
    }
    return bytes.starts(with: [0x49, 0x49, 0x2A, 0x00])
      || bytes.starts(with: [0x4D, 0x4D, 0x00, 0x2A])
      || bytes.starts(with: [0x42, 0x4D]) || bytes.starts(with: [0x00, 0x00, 0x01, 0x00])
  }

  private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
    (offset..<(offset + count)).reduce(0) { $0 << 8 | Int(bytes[$1]) }
  }

  /// Walks the JPEG's segments to the first SOF marker (C0–CF but C4, C8, CC).
  private static func jpegSize(_ bytes: [UInt8]) -> CGSize? {
    var index = 2
    while index + 9 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      let length = bigEndian(bytes, index + 2, 2)
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        return CGSize(
          width: CGFloat(bigEndian(bytes, index + 7, 2)),
          height: CGFloat(bigEndian(bytes, index + 5, 2)))
      }
      guard length >= 2 else { return nil }
      index += 2 + length
    }
    return nil
  }

  /// The first `/MediaBox [x0 y0 x1 y1]` of the PDF, in points.
  private static func pdfSize(_ bytes: [UInt8]) -> CGSize? {
    let text = String(decoding: bytes.prefix(1 << 20), as: UTF8.self)
    guard let range = text.range(of: "/MediaBox") else { return nil }
    let rest = text[range.upperBound...].drop { $0 == " " || $0 == "[" }
    let numbers = rest.prefix { $0 != "]" }.split(whereSeparator: { $0 == " " || $0 == "\n" })
      .compactMap { Double($0) }
    guard numbers.count == 4 else { return nil }
    return CGSize(width: numbers[2] - numbers[0], height: numbers[3] - numbers[1])
  }
}

/// An image file's size from its header (PNG, JPEG, GIF in pixels; PDF in points), for tests
/// and tools; nil for anything else.
public enum AssetHeaderProbe {
  /// The size `bytes` describe, or nil.
  public static func size(of bytes: [UInt8]) -> CGSize? { ImageHeader.size(of: bytes) }
}
