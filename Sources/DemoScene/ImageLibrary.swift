import Foundation
import HeadlessUI

/// The gallery's images: `count` square pictures (no pixels headless, only sizes).
public enum ImageLibrary {
  /// How many images the gallery shows.
  public static let count = 30

  /// The full-size image at `index` (1000 × 1000 points).
  public static func image(index: Int) -> UIImage {
    UIImage(size: CGSize(width: 1000, height: 1000), name: "image_\(index)")
  }

  /// The thumbnail at `index` (200 × 200 points).
  public static func thumbnail(index: Int) -> UIImage {
    UIImage(size: CGSize(width: 200, height: 200), name: "thumbnail_\(index)")
  }
}
