import Foundation

/// The recordings the example replays: its own (Examples/recordings) and the package's
/// (recordings/), found from this file's place in the repository.
enum Recordings {
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("recordings")
  static let package = examples.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("recordings")

  /// A one-finger flick down, ~164 points in 152 ms, lifted while moving.
  static let flickDown = package.appendingPathComponent("virtio-touchscreen-1fg-flick-down.gtape")
  /// A slow one-finger drag down, ~99 points over 1.2 s, held still, lifted.
  static let slowDragDown = package.appendingPathComponent(
    "virtio-touchscreen-1fg-slow-drag-down.gtape")
  /// A swipe from 2 pt off the left edge, ~230 points right in 152 ms.
  static let leftEdgeSwipe = examples.appendingPathComponent(
    "virtio-touchscreen-1fg-left-edge-swipe.gtape")
  /// A slow drag from 3 pt off the left edge, ~100 points right over 1 s, held, lifted.
  static let leftEdgeSlowDrag = examples.appendingPathComponent(
    "virtio-touchscreen-1fg-left-edge-slow-drag.gtape")
}

extension Recordings {
  /// A one-finger flick right, 190 points at ~1800 pt/s.
  static let flickRight = examples.appendingPathComponent(
    "virtio-touchscreen-1fg-flick-right.gtape")
  /// A slow one-finger drag right, 110 points.
  static let slowDragRight = examples.appendingPathComponent(
    "virtio-touchscreen-1fg-slow-drag-right.gtape")
}

extension Recordings {
  /// A one-finger tap.
  static let tap = examples.appendingPathComponent("virtio-touchscreen-1fg-tap.gtape")
}
