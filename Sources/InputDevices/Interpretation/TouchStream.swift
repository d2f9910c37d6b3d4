import Foundation
import GestureLog
import Kinematics

/// Turns one device's evdev frames into ``TouchFrame``s in screen points, one frame at a
/// time, through an ``InputMapping``.
///
/// Feed every frame in order with `feed(_:)`; call ``finish()`` at the end of the
/// recording: touches still down then end as `.cancelled` (the recording cut the gesture
/// off). ``TouchInterpreter`` does this for whole devices and recordings.
public struct TouchStream: Sendable {
  /// The device's classification.
  public let classification: DeviceClassification
  /// The mapping in use.
  public let mapping: InputMapping
  /// The device's index in its recording (copied into every frame).
  public let deviceIndex: Int

  private var decoder: ContactDecoder
  private let axes: AxisScale
  private var pointer: CGPoint
  private var previousContacts: [ContactDecoder.Contact] = []
  private var live: [TouchPoint] = []  // touches down after the last frame, by id
  private var desired: [TouchPoint] = []
  private var output: [TouchPoint] = []
  private var nextSession = 0
  private var primaryID = -1
  private var wheelID = -1
  private var wheelDeadline: Int64 = 0
  private var lastTime: Timestamp = .zero
  private var sawFrame = false
  // Touchpad presses: libinput's button for the press, held until every button is up.
  private var buttonRules: TouchpadButtonRules
  private var pressedButton: UInt16?
  // The iPad pointer reading.
  private var scrolling = false
  private var pointerOut: PointerFrame?
  private var lastPointer: PointerFrame?
  private var fingersBefore = 0
  // The gesture rules, fed from this stream's decoder when segments are asked for.
  private var segmenter: GestureSegmenter.Accumulator?

  /// A stream for a device of `description`.
  ///
  /// - Parameters:
  ///   - description: the device's description (its axes, slots, keys).
  ///   - deviceIndex: the device's index in its recording (copied into every frame).
  ///   - mapping: how the device maps onto the screen.
  ///   - segmenting: whether the stream also cuts its input into gestures (``segments``), from
  ///     the same decoded frames.
  public init(
    description: DeviceDescription, deviceIndex: Int = 0, mapping: InputMapping = .standard,
    segmenting: Bool = false
  ) {
    let classification = DeviceClassifier.classify(description)
    self.classification = classification
    self.mapping = mapping
    self.deviceIndex = deviceIndex
    decoder = ContactDecoder(description: description, classification: classification)
    axes = AxisScale(description: description, classification: classification, mapping: mapping)
    pointer = mapping.resolvedPointerStart
    buttonRules = TouchpadButtonRules(
      description: description, classification: classification, axes: axes)
    if segmenting {
      segmenter = GestureSegmenter.Accumulator(
        description: description, classification: classification, deviceIndex: deviceIndex,
        mapping: mapping)
    }
  }

  /// The gestures of the frames fed so far, as `GestureSegmenter` cuts them (a gesture still
  /// going is cut off at the last frame); empty unless the stream was made `segmenting`.
  public var segments: [GestureSegment] { segmenter?.finish() ?? [] }

  /// Whether this stream reads a touchpad as iPadOS's pointer.
  private var readsPointer: Bool {
    mapping.touchpadReading == .pointer && classification.kind.isTouchpadLike
  }

  /// The source of the touches this device produces.
  public var source: TouchSource {
    switch classification.kind {
    case .touchscreen: .direct
    case .mouse, .pointingStick: .pointer
    default: .indirect
    }
  }

  /// Frames discarded so far because of `SYN_DROPPED` or truncation.
  public var droppedFrames: Int { decoder.droppedFrames }

  /// Where the pointer of a relative device or touchpad is now, in points.
  public var pointerLocation: CGPoint { pointer }

  /// Consumes one evdev frame; returns the touch frame it produces, if the touches changed.
  /// `dropped` marks a frame that a `SYN_DROPPED` marker says was cut (formats that keep
  /// drops as markers rather than events).
  public mutating func feed(_ frame: Frame, dropped: Bool = false) -> TouchFrame? {
    var pendingWheelEnd: TouchFrame?
    if wheelID >= 0, frame.time.microseconds > wheelDeadline {
      pendingWheelEnd = endWheel(at: Timestamp(microseconds: wheelDeadline))
    }
    guard decoder.apply(frame, dropped: dropped) else { return pendingWheelEnd }
    segmenter?.observe(decoder, at: frame.time)
    sawFrame = true
    lastTime = frame.time
    desired.clearKeepingCapacity()
    pointerOut = nil
    switch classification.kind {
    case .touchscreen:
      layoutDirect()
    case .mouse, .pointingStick:
      layoutPointer()
    case .touchpad, .clickpad, .semiMultitouchTouchpad, .tabletTouchSurface:
      updatePress()
      if readsPointer { layoutPointerReading() } else { layoutTouchpad() }
    case .keyboard, .other:
      break
    }
    swap(&previousContacts, &scratch)
    previousContacts.clearKeepingCapacity()
    // A mouse or an empty touchpad has no contacts: skip the generic append's set-up.
    if !decoder.contacts.isEmpty { previousContacts.append(contentsOf: decoder.contacts) }
    let frameOut = diff(time: frame.time)
    // A wheel end due before this frame was emitted first; merge by returning the later one
    // only when both exist would lose one, so a wheel end is delivered alone.
    if let pendingWheelEnd {
      pendingFrame = frameOut
      return pendingWheelEnd
    }
    return frameOut
  }

  private var scratch: [ContactDecoder.Contact] = []
  private var pendingFrame: TouchFrame?

  /// A frame held back by ``feed(_:dropped:)`` because a wheel end was due first; take it
  /// right after `feed` returns (``TouchInterpreter`` does).
  public mutating func takePendingFrame() -> TouchFrame? {
    // Moved out, not copied and then cleared: this is asked after every frame.
    pendingFrame.take()
  }

  /// Ends the stream: a mapped wheel drag lifts; touches still down are cancelled at the
  /// time of the last frame; under the pointer reading a scroll in progress ends and the
  /// pointer stops hovering.
  public mutating func finish() -> [TouchFrame] {
    var frames: [TouchFrame] = []
    if wheelID >= 0, let end = endWheel(at: Timestamp(microseconds: wheelDeadline)) {
      frames.append(end)
    }
    if readsPointer, sawFrame, scrolling || lastPointer?.hovering == true {
      var last = PointerFrame(location: pointer, buttons: 0, hovering: false)
      if scrolling { last.scroll = PointerFrame.Scroll(phase: .ended, delta: .zero) }
      scrolling = false
      frames.append(
        TouchFrame(
          time: VirtualInstant(lastTime), device: deviceIndex, source: source, touches: [],
          fingerCount: decoder.fingerCount, pointer: last))
    }
    guard !live.isEmpty else { return frames }
    output.clearKeepingCapacity()
    for touch in live {
      output.append(TouchPoint(id: touch.id, phase: .cancelled, location: touch.location))
    }
    live.removeAll()
    primaryID = -1
    fingerTouches.removeAll()
    frames.append(
      TouchFrame(
        time: VirtualInstant(lastTime), device: deviceIndex, source: source, touches: output,
        fingerCount: decoder.fingerCount,
        pointer: readsPointer ? PointerFrame(location: pointer, buttons: 0, hovering: false) : nil))
    return frames
  }

  // MARK: Layouts: what should be down after this frame

  private mutating func layoutDirect() {
    for contact in decoder.contacts {
      desired.append(TouchPoint(id: contact.id, phase: .moved, location: axes.screen(contact)))
    }
  }

  private mutating func layoutPointer() {
    pointer.x += CGFloat(decoder.relativeX) * mapping.pointsPerCount
    pointer.y += CGFloat(decoder.relativeY) * mapping.pointsPerCount
    // A cursor stops at the screen's edges.
    let bounds = mapping.screenBounds
    pointer.x = Swift.min(Swift.max(pointer.x, bounds.minX), bounds.maxX)
    pointer.y = Swift.min(Swift.max(pointer.y, bounds.minY), bounds.maxY)
    if isTouchButtonDown {
      if primaryID < 0 { primaryID = newSession() }
      desired.append(TouchPoint(id: primaryID, phase: .moved, location: pointer))
    } else {
      primaryID = -1
    }
    if case .drag(let pointsPerDetent, let endAfter) = mapping.wheel,
      decoder.wheel != 0 || decoder.horizontalWheel != 0
    {
      if wheelID < 0 {
        wheelID = newSession()
        wheelLocation = pointer
      } else {
        wheelLocation.x += CGFloat(decoder.horizontalWheel) * pointsPerDetent
        wheelLocation.y += CGFloat(decoder.wheel) * pointsPerDetent
      }
      // Saturating: a time near Int64.max (only from a Recording built in code; readers bound
      // times to ±2⁵² µs) must not trap.
      let (deadline, overflow) = decoder.time.microseconds.addingReportingOverflow(
        Int64((endAfter * 1e6).rounded()))
      wheelDeadline = overflow ? .max : deadline
    }
    if wheelID >= 0 {
      desired.append(TouchPoint(id: wheelID, phase: .moved, location: wheelLocation))
    }
    if desired.count > 1 { desired.sort { $0.id < $1.id } }
  }

  private var wheelLocation: CGPoint = .zero

  private var isTouchButtonDown: Bool {
    let code = mapping.touchButton
    guard code >= InputCode.BTN_MOUSE, code < InputCode.BTN_MOUSE + 16 else { return false }
    return decoder.buttons & (1 << (code - InputCode.BTN_MOUSE)) != 0
  }

  private mutating func layoutTouchpad() {
    // The pointer follows the mean motion of the fingers present in both frames, so fingers
    // landing or lifting do not make it jump.
    let contacts = decoder.contacts
    let motion = sharedMotion()
    pointer.x += motion.x
    pointer.y += motion.y
    // A finger on glass lands where the app is tested: each stroke starts at the pointer's
    // start, so a session of many strokes does not drift off the screen.
    let fingersNow = Swift.max(decoder.fingerCount, contacts.count)
    if fingersNow > 0 && fingersBefore == 0 { pointer = mapping.resolvedPointerStart }
    fingersBefore = fingersNow
    let fingers = decoder.fingerCount
    let points = fingerPoints(contacts, fingers: fingers)
    // Several fingers become as many touches (a pan with n touches; a pinch sees their
    // distance): any count in the one-finger mode, two in a two-finger swipe.
    let several: Bool
    switch mapping.touchpadPan {
    case .oneFingerMotion: several = mapping.touchpadPinch && points.count >= 2
    case .swipe, .clickDrag: several = mapping.touchpadPinch && fingers == 2 && points.count >= 2
    }
    let active: Bool
    switch mapping.touchpadPan {
    case .clickDrag: active = pressedButton == mapping.touchButton
    case .oneFingerMotion: active = fingers == 1 || several
    case .swipe(let count): active = fingers == count || several
    }
    guard active else {
      primaryID = -1
      fingerTouches.clearKeepingCapacity()
      return
    }
    if several && mapping.touchpadPan != .clickDrag {
      layoutFingerTouches(points)
    } else {
      // One touch at the pointer. After several fingers it continues the touch of a finger that
      // stays (the pointer moves there), so a finger lifting does not move it.
      if fingerTouches.count > 1,
        let kept = fingerTouches.first(where: { entry in points.contains { $0.key == entry.key } })
      {
        let now = points.first { $0.key == kept.key } ?? kept
        pointer = CGPoint(
          x: kept.location.x + CGFloat((now.x - kept.x) * Double(mapping.pointsPerMillimetre)),
          y: kept.location.y + CGFloat((now.y - kept.y) * Double(mapping.pointsPerMillimetre)))
        primaryID = kept.session
      }
      if primaryID < 0 { primaryID = newSession() }
      fingerTouches.clearKeepingCapacity()
      if let first = points.first {
        fingerTouches.append(
          FingerTouch(key: first.key, session: primaryID, x: first.x, y: first.y, location: pointer)
        )
      }
      desired.append(TouchPoint(id: primaryID, phase: .moved, location: pointer))
    }
  }

  /// One finger on the pad, in millimetres, and the touch it drives.
  private struct FingerTouch: Sendable {
    /// The contact's id, or −1 − k for the k-th fake finger.
    var key: Int
    var session: Int
    var x: Double
    var y: Double
    var location: CGPoint = .zero
  }

  /// The touches of the fingers on the pad while several are down, by session.
  private var fingerTouches: [FingerTouch] = []

  /// The fingers on the pad, in millimetres: the contacts, then a fake finger for every finger
  /// the `BTN_TOOL_*TAP` keys report beyond them, at the top-most contact's place — what
  /// libinput does for touchpads with fewer slots than fingers (its fake touches copy the
  /// coordinates of the top-most real touch; docs/INPUT.md §3).
  private func fingerPoints(_ contacts: [ContactDecoder.Contact], fingers: Int) -> [FingerTouch] {
    var points = contacts.map {
      FingerTouch(key: $0.id, session: -1, x: axes.millimetresX($0.x), y: axes.millimetresY($0.y))
    }
    guard fingers > points.count, let topmost = points.min(by: { $0.y < $1.y }) else {
      return points
    }
    for fake in 0..<(fingers - points.count) {
      points.append(FingerTouch(key: -1 - fake, session: -1, x: topmost.x, y: topmost.y))
    }
    return points
  }

  /// Several fingers as as many touches: a finger that was down moves its touch by its own
  /// motion; a finger that lands is placed where it is from a finger already down (or, when all
  /// land together, around the pointer by their offsets from their centroid). A finger landing
  /// or lifting therefore moves no other touch.
  private mutating func layoutFingerTouches(_ points: [FingerTouch]) {
    let scale = Double(mapping.pointsPerMillimetre)
    var next: [FingerTouch] = []
    for point in points {
      guard let old = fingerTouches.first(where: { $0.key == point.key }) else { continue }
      var moved = point
      moved.session = old.session
      moved.location = CGPoint(
        x: old.location.x + CGFloat((point.x - old.x) * scale),
        y: old.location.y + CGFloat((point.y - old.y) * scale))
      next.append(moved)
    }
    let anchor = next.first
    let centroidX = points.reduce(0) { $0 + $1.x } / Double(points.count)
    let centroidY = points.reduce(0) { $0 + $1.y } / Double(points.count)
    for point in points where !next.contains(where: { $0.key == point.key }) {
      var landed = point
      landed.session = newSession()
      if let anchor {
        landed.location = CGPoint(
          x: anchor.location.x + CGFloat((point.x - anchor.x) * scale),
          y: anchor.location.y + CGFloat((point.y - anchor.y) * scale))
      } else {
        landed.location = CGPoint(
          x: pointer.x + CGFloat((point.x - centroidX) * scale),
          y: pointer.y + CGFloat((point.y - centroidY) * scale))
      }
      next.append(landed)
    }
    next.sort { $0.session < $1.session }
    fingerTouches = next
    primaryID = next.first?.session ?? -1
    for touch in next {
      desired.append(TouchPoint(id: touch.session, phase: .moved, location: touch.location))
    }
  }

  /// Follows the pad's physical presses: the button libinput reports for a press (software
  /// button areas, clickfinger) is decided when it goes down and kept until every button is up.
  private mutating func updatePress() {
    let contacts = decoder.contacts
    buttonRules.track(contacts)
    if decoder.buttons == 0 {
      pressedButton = nil
    } else if pressedButton == nil {
      pressedButton =
        buttonRules.press(
          buttons: decoder.buttons, contacts: contacts,
          fingers: Swift.max(decoder.fingerCount, contacts.count)
        ).button
    }
  }

  /// The pointer's motion this frame: the mean motion, in points, of the contacts present in
  /// this frame and the previous one.
  private func sharedMotion() -> CGPoint {
    let contacts = decoder.contacts
    var sumX = 0.0
    var sumY = 0.0
    var shared = 0
    var p = 0
    for contact in contacts {
      while p < previousContacts.count && previousContacts[p].id < contact.id { p += 1 }
      if p < previousContacts.count && previousContacts[p].id == contact.id {
        sumX += axes.millimetresX(contact.x) - axes.millimetresX(previousContacts[p].x)
        sumY += axes.millimetresY(contact.y) - axes.millimetresY(previousContacts[p].y)
        shared += 1
      }
    }
    guard shared > 0 else { return .zero }
    return CGPoint(
      x: CGFloat(sumX / Double(shared)) * mapping.pointsPerMillimetre,
      y: CGFloat(sumY / Double(shared)) * mapping.pointsPerMillimetre)
  }

  /// iPadOS's reading: one finger (or a press) moves a pointer that stops at the screen's
  /// edges; the pointer is a touch only while the primary button is held; two fingers moving
  /// without a press scroll; otherwise the pointer hovers.
  private mutating func layoutPointerReading() {
    let motion = sharedMotion()
    let fingers = Swift.max(decoder.fingerCount, decoder.contacts.count)
    let primary = pressedButton == mapping.touchButton
    var buttons = 0
    if let pressedButton {
      switch pressedButton {
      case InputCode.BTN_LEFT: buttons = 1
      case InputCode.BTN_RIGHT: buttons = 2
      case InputCode.BTN_MIDDLE: buttons = 4
      default: buttons = 1 << Int(Swift.min(pressedButton - InputCode.BTN_MOUSE, 30))
      }
    }
    var scroll: PointerFrame.Scroll?
    let twoFingers = fingers >= 2 && pressedButton == nil
    if twoFingers {
      if motion != .zero {
        scroll = PointerFrame.Scroll(phase: scrolling ? .changed : .began, delta: motion)
        scrolling = true
      }
    } else {
      if scrolling { scroll = PointerFrame.Scroll(phase: .ended, delta: .zero) }
      scrolling = false
      pointer.x += motion.x
      pointer.y += motion.y
      // A cursor stops on the screen's last point (inside it, so it still hits a view).
      let bounds = mapping.screenBounds
      pointer.x = Swift.min(Swift.max(pointer.x, bounds.minX), bounds.maxX.nextDown)
      pointer.y = Swift.min(Swift.max(pointer.y, bounds.minY), bounds.maxY.nextDown)
    }
    if primary {
      if primaryID < 0 { primaryID = newSession() }
      desired.append(TouchPoint(id: primaryID, phase: .moved, location: pointer))
    } else {
      primaryID = -1
    }
    let hovering =
      pressedButton == nil && !scrolling && (fingers > 0 || lastPointer?.hovering == true)
    let state = PointerFrame(
      location: pointer, buttons: buttons, hovering: hovering, scroll: scroll)
    if scroll != nil || state.location != lastPointer?.location
      || state.hovering != lastPointer?.hovering
      || state.buttons != lastPointer?.buttons
    {
      pointerOut = state
    }
    lastPointer = PointerFrame(location: pointer, buttons: buttons, hovering: hovering)
  }

  private mutating func newSession() -> Int {
    defer { nextSession += 1 }
    return nextSession
  }

  private mutating func endWheel(at time: Timestamp) -> TouchFrame? {
    let id = wheelID
    wheelID = -1
    guard let index = live.firstIndex(where: { $0.id == id }) else { return nil }
    var touches: [TouchPoint] = []
    for touch in live {
      touches.append(
        TouchPoint(
          id: touch.id, phase: touch.id == id ? .ended : .stationary, location: touch.location))
    }
    live.remove(at: index)
    return TouchFrame(
      time: VirtualInstant(time), device: deviceIndex, source: source, touches: touches,
      fingerCount: decoder.fingerCount)
  }

  // MARK: Diff against the touches that are down

  /// Compares `desired` (ascending ids) with `live`; emits a frame when anything began,
  /// moved or ended.
  private mutating func diff(time: Timestamp) -> TouchFrame? {
    output.clearKeepingCapacity()
    var changed = false
    var i = 0
    var j = 0
    while i < live.count || j < desired.count {
      if j >= desired.count || (i < live.count && live[i].id < desired[j].id) {
        output.append(TouchPoint(id: live[i].id, phase: .ended, location: live[i].location))
        changed = true
        i += 1
      } else if i >= live.count || desired[j].id < live[i].id {
        output.append(TouchPoint(id: desired[j].id, phase: .began, location: desired[j].location))
        changed = true
        j += 1
      } else {
        let moved = live[i].location != desired[j].location
        output.append(
          TouchPoint(
            id: desired[j].id, phase: moved ? .moved : .stationary, location: desired[j].location))
        if moved { changed = true }
        i += 1
        j += 1
      }
    }
    swap(&live, &desired)
    if readsPointer {
      guard changed || pointerOut != nil else { return nil }
      return TouchFrame(
        time: VirtualInstant(time), device: deviceIndex, source: source, touches: output,
        fingerCount: decoder.fingerCount, pointer: pointerOut ?? lastPointer)
    }
    guard changed else { return nil }
    return TouchFrame(
      time: VirtualInstant(time), device: deviceIndex, source: source, touches: output,
      fingerCount: decoder.fingerCount)
  }
}

extension Array {
  /// `removeAll(keepingCapacity: true)` when there is something to remove: that call goes
  /// through the generic `replaceSubrange` even for an empty array, and the stream empties
  /// its scratch lists for every evdev frame, most of them already empty.
  @inline(__always)
  fileprivate mutating func clearKeepingCapacity() {
    if !isEmpty { removeAll(keepingCapacity: true) }
  }
}
