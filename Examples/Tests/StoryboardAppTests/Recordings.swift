import Foundation

/// The package's real recordings (recordings/ at the repository's root).
enum Recordings {
  static let package = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("recordings")

  /// A one-finger flick down, recorded on a real kernel.
  static let flickDown = package.appendingPathComponent("virtio-touchscreen-1fg-flick-down.gtape")
  /// A slow one-finger drag down.
  static let slowDragDown = package.appendingPathComponent(
    "virtio-touchscreen-1fg-slow-drag-down.gtape")
}
