import Foundation

/// The recordings the example replays: its own (Examples/recordings) and the package's
/// (recordings/), found from this file's place in the repository.
enum Recordings {
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("recordings")
  static let package = examples.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("recordings")

  /// A one-finger flick down, recorded on a real kernel (finishes the photo dismissal).
  static let flickDown = package.appendingPathComponent("virtio-touchscreen-1fg-flick-down.gtape")
  /// A slow one-finger drag down (the photo comes back).
  static let slowDragDown = package.appendingPathComponent(
    "virtio-touchscreen-1fg-slow-drag-down.gtape")
  /// A one-finger flick right, 190 points at ~1800 pt/s (past both of the card's thresholds).
  static let flickRight = examples.appendingPathComponent("virtio-touchscreen-1fg-flick-right.gtape")
  /// A slow one-finger drag right, 110 points (short of the card's 40 %: it comes back).
  static let slowDragRight = examples.appendingPathComponent(
    "virtio-touchscreen-1fg-slow-drag-right.gtape")
}
