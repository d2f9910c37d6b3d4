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
  static let flickRight = examples.appendingPathComponent(
    "virtio-touchscreen-1fg-flick-right.gtape")
  /// A slow one-finger drag right, 110 points (short of the card's 40 %: it comes back).
  static let slowDragRight = examples.appendingPathComponent(
    "virtio-touchscreen-1fg-slow-drag-right.gtape")
  /// A swipe from 2 pt off the left edge, ~230 points right in 152 ms (an edge pan's pop).
  static let leftEdgeSwipe = examples.appendingPathComponent(
    "virtio-touchscreen-1fg-left-edge-swipe.gtape")
  /// A slow drag from 3 pt off the left edge, ~100 points right over 1 s, held, lifted.
  static let leftEdgeSlowDrag = examples.appendingPathComponent(
    "virtio-touchscreen-1fg-left-edge-slow-drag.gtape")
  /// Two fingers pulling ~165 points down together in 0.27 s (the scroll view's two-finger pan).
  static let twoFingerScrollDown = examples.appendingPathComponent(
    "virtio-touchscreen-2fg-scroll-down.gtape")
  /// One finger down and up 90 ms later without moving.
  static let tap = examples.appendingPathComponent("virtio-touchscreen-1fg-tap.gtape")
}
