import Foundation
import GestureLog

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUI
#endif

/// Records an iOS app's own touches as a GestureTape gesture log (docs/RECORDING.md, "The
/// iPhone app"): add the product to the app's debug builds, install the recorder on the key
/// window, make the gesture, and save — the `.gtape` lands in the app's Documents folder, to
/// share or pull (Files, Xcode's Devices window), and replays like any recording.
///
/// ```swift
/// #if DEBUG
///   TouchRecorder.shared.install(on: window)        // in scene(_:willConnectTo:options:)
///   …
///   let file = try TouchRecorder.shared.save()      // e.g. from a debug menu
/// #endif
/// ```
///
/// UIKit's public API only: an observing gesture recognizer on the window that never recognizes
/// and never delays or cancels anything (``install(on:)``), or the window's `sendEvent(_:)`
/// forwarding each event (``record(_:)``). Each touch becomes a contact of a multitouch
/// (protocol B) touchscreen whose axes span the window in 1/256 point (exact for the points
/// UIKit reports, which are multiples of 1/256 on today's screens), with its phase, its
/// timestamp (microseconds), and its force and radius where the hardware reports them
/// (`ABS_MT_PRESSURE` from `force / maximumPossibleForce`, `ABS_MT_TOUCH_MAJOR` from twice the
/// `majorRadius`). A touch UIKit cancels is recorded as a lift (evdev has no cancel) with an
/// annotation marker.
///
/// On a device this is untested here: no iPhone is attached to this machine. Its tests run
/// through HeadlessUI, which delivers replayed touches with no force and no radius.
@MainActor
public final class TouchRecorder {
  /// The recorder most apps need.
  public static let shared = TouchRecorder()

  /// Units per point on the recorded axes.
  public static let unitsPerPoint: CGFloat = 256

  /// The most touches at once (slots).
  public static let slotCount = 10

  private var frames: [[InputEvent]] = []
  private var pending: [InputEvent] = []
  private var pendingTime: Int64?
  private var slots: [ObjectIdentifier?] = Array(repeating: nil, count: TouchRecorder.slotCount)
  private var nextTrackingID: Int32 = 0
  private var markers: [Marker] = []
  private var size = CGSize(width: 390, height: 844)
  private var sawForce: CGFloat = 0
  private var sawRadius = false
  private weak var observer: ObservingRecognizer?

  /// A recorder (``shared`` is the usual one).
  public init() {}

  /// Whether touches are being recorded.
  public private(set) var isRecording = false

  /// Starts recording `window`'s touches through an observing recognizer (it recognizes
  /// nothing, prevents nothing, delays and cancels nothing); the axes span the window's bounds.
  public func install(on window: UIWindow) {
    uninstall()
    let recognizer = ObservingRecognizer(recorder: self)
    window.addGestureRecognizer(recognizer)
    observer = recognizer
    start(size: window.bounds.size)
  }

  /// Stops observing the window (what was recorded is kept).
  public func uninstall() {
    if let observer { observer.view?.removeGestureRecognizer(observer) }
    observer = nil
    isRecording = false
  }

  /// Starts (or restarts) a recording of a screen of `size` points, for ``record(_:)``.
  public func start(size: CGSize) {
    self.size = size
    frames = []
    pending = []
    pendingTime = nil
    slots = Array(repeating: nil, count: Self.slotCount)
    nextTrackingID = 0
    markers = []
    sawForce = 0
    sawRadius = false
    isRecording = true
  }

  /// Records the touches of `event` that changed (call it from an overridden
  /// `UIWindow.sendEvent(_:)` or `UIApplication.sendEvent(_:)` before `super`).
  public func record(_ event: UIEvent) {
    guard isRecording, let touches = event.allTouches else { return }
    record(Array(touches).filter { $0.phase != .stationary }, at: event.timestamp)
  }

  /// Records `touches` at `timestamp` (seconds, UIKit's clock): a frame per timestamp.
  func record(_ touches: [UITouch], at timestamp: TimeInterval) {
    guard isRecording, !touches.isEmpty else { return }
    let time = Int64((timestamp * 1_000_000).rounded())
    if let pendingTime, pendingTime != time { flush() }
    pendingTime = time
    let wasEmpty = slots.allSatisfy { $0 == nil }
    for touch in touches.sorted(by: { slot(of: $0) ?? 99 < slot(of: $1) ?? 99 }) {
      append(touch, time: time)
    }
    let isEmpty = slots.allSatisfy { $0 == nil }
    if wasEmpty, !isEmpty { add(time, InputCode.EV_KEY, InputCode.BTN_TOUCH, 1) }
    if !wasEmpty, isEmpty { add(time, InputCode.EV_KEY, InputCode.BTN_TOUCH, 0) }
  }

  private func slot(of touch: UITouch) -> Int? {
    slots.firstIndex { $0 == ObjectIdentifier(touch) }
  }

  private func append(_ touch: UITouch, time: Int64) {
    let location = touch.location(in: nil)
    let x = Int32((location.x * Self.unitsPerPoint).rounded())
    let y = Int32((location.y * Self.unitsPerPoint).rounded())
    switch touch.phase {
    case .began:
      guard slot(of: touch) == nil, let free = slots.firstIndex(where: { $0 == nil }) else {
        return
      }
      slots[free] = ObjectIdentifier(touch)
      add(time, InputCode.EV_ABS, InputCode.ABS_MT_SLOT, Int32(free))
      add(time, InputCode.EV_ABS, InputCode.ABS_MT_TRACKING_ID, nextTrackingID)
      nextTrackingID = (nextTrackingID + 1) & 0xFFFF
      add(time, InputCode.EV_ABS, InputCode.ABS_MT_POSITION_X, x)
      add(time, InputCode.EV_ABS, InputCode.ABS_MT_POSITION_Y, y)
      measure(touch, time: time)
    case .moved, .stationary:
      guard let slot = slot(of: touch) else { return }
      add(time, InputCode.EV_ABS, InputCode.ABS_MT_SLOT, Int32(slot))
      add(time, InputCode.EV_ABS, InputCode.ABS_MT_POSITION_X, x)
      add(time, InputCode.EV_ABS, InputCode.ABS_MT_POSITION_Y, y)
      measure(touch, time: time)
    case .ended, .cancelled:
      guard let slot = slot(of: touch) else { return }
      add(time, InputCode.EV_ABS, InputCode.ABS_MT_SLOT, Int32(slot))
      add(time, InputCode.EV_ABS, InputCode.ABS_MT_TRACKING_ID, -1)
      slots[slot] = nil
      if touch.phase == .cancelled {
        markers.append(
          Marker(time: Timestamp(microseconds: time), kind: .annotation("touch cancelled by UIKit"))
        )
      }
    @unknown default:
      return
    }
  }

  /// Force and radius, where the hardware reports them.
  private func measure(_ touch: UITouch, time: Int64) {
    if touch.maximumPossibleForce > 0 {
      sawForce = max(sawForce, touch.maximumPossibleForce)
      add(
        time, InputCode.EV_ABS, InputCode.ABS_MT_PRESSURE,
        Int32((touch.force / touch.maximumPossibleForce * 1024).rounded()))
    }
    if touch.majorRadius > 0 {
      sawRadius = true
      add(
        time, InputCode.EV_ABS, InputCode.ABS_MT_TOUCH_MAJOR,
        Int32((touch.majorRadius * 2 * Self.unitsPerPoint).rounded()))
    }
  }

  private func add(_ time: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) {
    pending.append(
      InputEvent(time: Timestamp(microseconds: time), type: type, code: code, value: value))
  }

  private func flush() {
    guard let time = pendingTime, !pending.isEmpty else { return }
    pending.append(
      InputEvent(
        time: Timestamp(microseconds: time), type: InputCode.EV_SYN, code: InputCode.SYN_REPORT,
        value: 0))
    frames.append(pending)
    pending = []
    pendingTime = nil
  }

  /// What was recorded so far, as a recording: one touchscreen of the window's size, the events
  /// from the first touch on (times from 0; the first touch's UIKit timestamp kept as the time
  /// origin).
  public func recording() -> Recording {
    flush()
    let events = frames.flatMap { $0 }
    let origin = events.first?.time.microseconds ?? 0
    let shifted = events.map { event in
      var moved = event
      moved.time = Timestamp(microseconds: event.time.microseconds - origin)
      return moved
    }
    var metadata = RecordingMetadata(recorder: "GestureTape TouchRecorder (iOS)")
    metadata.timeOrigin = events.isEmpty ? nil : origin
    var device = RecordedDevice(description: description(), events: shifted)
    device.markers = markers.map { marker in
      Marker(
        time: Timestamp(microseconds: marker.time.microseconds - origin), kind: marker.kind)
    }
    return Recording(devices: [device], metadata: metadata)
  }

  /// The touchscreen: the window's size in 1/256 point, ten slots, pressure and touch size
  /// when the hardware reported them.
  func description() -> DeviceDescription {
    var axes = [
      AbsoluteAxis(code: InputCode.ABS_MT_SLOT, minimum: 0, maximum: Int32(Self.slotCount - 1)),
      AbsoluteAxis(
        code: InputCode.ABS_MT_POSITION_X, minimum: 0,
        maximum: Int32((size.width * Self.unitsPerPoint).rounded())),
      AbsoluteAxis(
        code: InputCode.ABS_MT_POSITION_Y, minimum: 0,
        maximum: Int32((size.height * Self.unitsPerPoint).rounded())),
      AbsoluteAxis(code: InputCode.ABS_MT_TRACKING_ID, minimum: 0, maximum: 65_535),
    ]
    if sawForce > 0 {
      axes.append(AbsoluteAxis(code: InputCode.ABS_MT_PRESSURE, minimum: 0, maximum: 1024))
    }
    if sawRadius {
      axes.append(
        AbsoluteAxis(
          code: InputCode.ABS_MT_TOUCH_MAJOR, minimum: 0,
          maximum: Int32((max(size.width, size.height) * Self.unitsPerPoint).rounded())))
    }
    axes.sort { $0.code < $1.code }
    return DeviceDescription(
      name: "iOS touchscreen (GestureTape TouchRecorder)",
      properties: [InputCode.INPUT_PROP_DIRECT],
      codes: [
        InputCode.EV_SYN: [InputCode.SYN_REPORT, InputCode.SYN_DROPPED],
        InputCode.EV_KEY: [InputCode.BTN_TOUCH],
        InputCode.EV_ABS: axes.map(\.code),
      ],
      absoluteAxes: axes)
  }

  /// Writes what was recorded as a native `.gtape` into `folder` (default: the app's Documents
  /// folder), named `gesturetape-SECONDS.gtape` after the first touch's timestamp unless `name`
  /// says otherwise; returns the file's URL.
  ///
  /// - Throws: `GestureLogError` when the file cannot be written.
  @discardableResult
  public func save(to folder: URL? = nil, name: String? = nil) throws -> URL {
    let recording = recording()
    let directory =
      folder ?? FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
      ?? URL(fileURLWithPath: NSTemporaryDirectory())
    let fileName = name ?? "gesturetape-\(recording.metadata.timeOrigin ?? 0).gtape"
    let url = directory.appendingPathComponent(fileName)
    try GestureLogWriter.write(recording, as: .native, to: url)
    return url
  }
}

/// The recognizer ``TouchRecorder/install(on:)`` adds: it hears every touch of the window,
/// hands it to the recorder, and never recognizes, prevents, delays or cancels anything.
@MainActor
final class ObservingRecognizer: UIGestureRecognizer {
  weak var recorder: TouchRecorder?

  init(recorder: TouchRecorder) {
    self.recorder = recorder
    super.init(target: nil, action: nil)
    cancelsTouchesInView = false
    delaysTouchesBegan = false
    delaysTouchesEnded = false
  }

  override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    recorder?.record(Array(touches), at: event.timestamp)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    recorder?.record(Array(touches), at: event.timestamp)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    recorder?.record(Array(touches), at: event.timestamp)
    if event.allTouches?.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) ?? true {
      state = .failed
    }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    recorder?.record(Array(touches), at: event.timestamp)
    if event.allTouches?.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) ?? true {
      state = .failed
    }
  }
}
