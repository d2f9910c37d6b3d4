import Foundation
@_exported import HeadlessUI

/// A stand-in for ImageIO's image destination. HeadlessUI's images have no pixels to encode,
/// so ``CGImageDestinationFinalize(_:)`` fails and writes nothing: code that encodes an image
/// takes its failure path, as it does when `pngData()` returns nil.
public final class CGImageDestination: @unchecked Sendable {
  /// The type asked for (`public.jpeg`…).
  let typeIdentifier: String
  /// The images added.
  var images: [CGImage] = []

  init(typeIdentifier: String) { self.typeIdentifier = typeIdentifier }
}

/// A destination that would write `count` images of `type` into `data`; nil for an empty type.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageDestinationCreateWithData(
  _ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? {
  type.isEmpty ? nil : CGImageDestination(typeIdentifier: type)
}

/// A destination that would write to `url`; nil for an empty type.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageDestinationCreateWithURL(
  _ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? {
  type.isEmpty ? nil : CGImageDestination(typeIdentifier: type)
}

/// Adds `image` (kept; it has no pixels to write).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageDestinationAddImage(
  _ destination: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?
) {
  destination.images.append(image)
}

/// Properties for the whole file (ignored).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageDestinationSetProperties(
  _ destination: CGImageDestination, _ properties: CFDictionary?
) {}

/// False: nothing can be encoded without pixels, and nothing is written.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGImageDestinationFinalize(_ destination: CGImageDestination) -> Bool { false }
