import Foundation
import TestSupport

/// The gesture recipes of docs/KNOWN-HERO-BUGS.md (R1–R10): real kernel recordings, made by
/// `gesturetape record` in the QEMU harness (recordings/hero-bugs/README.md).
enum Recipe: String {
  /// R1: `.began` and `.ended` inside one 60 Hz frame, ~8000 pt/s.
  case fastFlick = "virtio-touchscreen-1fg-fast-flick-down"
  /// R1 (slower): a 152 ms flick down (the package's demo recording).
  case flick = "virtio-touchscreen-1fg-flick-down"
  /// R2: down 120 pt, back up past the start to −60 pt.
  case reversePastStart = "virtio-touchscreen-1fg-reverse-past-start"
  /// R3: down 150 pt, held still 1.2 s, lifted.
  case dragHoldRelease = "virtio-touchscreen-1fg-drag-hold-release"
  /// R4: down 680 pt (84 % of the screen), lifted while creeping.
  case dragNearEnd = "virtio-touchscreen-1fg-drag-near-end"
  /// R5: 80 pt down at 40 pt/s.
  case verySlowDrag = "virtio-touchscreen-1fg-very-slow-drag"
  /// R6: a drag the recording cuts with the finger down (the touch ends cancelled).
  case dragCut = "virtio-touchscreen-1fg-drag-cut"
  /// R8: a quick drag, then a second drag 120 ms after the lift.
  case dragThenSecondDrag = "virtio-touchscreen-1fg-drag-then-second-drag"
  /// R9: 680 pt down in 1 s, held, lifted.
  case longDrag = "virtio-touchscreen-1fg-long-drag-down"

  var url: URL {
    let folder =
      self == .flick ? Fixtures.recordings : Fixtures.recordings.appendingPathComponent("hero-bugs")
    return folder.appendingPathComponent(rawValue + ".gtape")
  }
}
