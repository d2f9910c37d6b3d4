import Foundation
import GestureLog
import Kinematics

/// Splits a recording into ``GestureSegment``s.
///
/// Positions are measured in points through the ``InputMapping`` (touchscreens onto their
/// area, touchpads through millimetres, mice through counts), independently of the
/// touchpad pan mode: every finger counts. The centroid and the spread are followed over the
/// contacts present in consecutive frames, so fingers landing or lifting do not make them
/// jump.
///
/// Touchpads and clickpads: a physical press is a gesture of its own, from press to release
/// (a click, or a button-drag when the pointer moved while it was held), with the button
/// libinput would report (``TouchpadClickMethod``, software button areas) and the fingers on
/// the pad; a finger stroke with a press in it is listed as its presses. A stroke without a
/// press that did not move is a tap when libinput's tap rules say so
/// (`TouchpadTapRules`; `button` is then the tap's button), a hold otherwise. Durations
/// are compared in whole microseconds, so shifting a recording in time changes nothing.
public enum GestureSegmenter {
  /// Movement (points) below which a gesture is a tap, hold or click: the pan recognizer's
  /// default hysteresis.
  public static let movementThreshold: CGFloat = 8
  /// The duration from which a motionless touch is a hold (UIKit's
  /// `UILongPressGestureRecognizer.minimumPressDuration` default, 0.5 s).
  public static let holdDuration: Double = 0.5
  /// ``holdDuration`` in whole microseconds, the unit segments are compared in.
  static let holdMicroseconds: Int64 = 500_000
  /// Spread ratios outside this range make a multi-finger gesture a pinch rather than a
  /// swipe (fingers moving together keep their spread within a few per cent).
  public static let pinchScale: ClosedRange<CGFloat> = 0.8...1.25

  /// The gestures in a stream of touch frames, as index ranges in order: a gesture runs from
  /// a frame where input begins (``TouchFrame/begins``, or touches already down) with nothing
  /// down before, to the frame where the last touch lifts or the trackpad scroll ends,
  /// inclusive; a gesture still down at the end runs to the last frame. Frames with no input
  /// between gestures belong to none.
  ///
  /// This is the stroke rule of ``segments(of:mapping:)-(Recording,_)`` on frames that carry no
  /// device events: a touchscreen recording's interpreted frames split into the same gestures
  /// (physical touchpad presses, which only the device events show, are the difference).
  public static func gestures(in frames: [TouchFrame]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start: Int?
    for (index, frame) in frames.enumerated() {
      let down = frame.isDown
      if start == nil, down || frame.begins { start = index }
      if let begin = start, !down {
        ranges.append(begin..<(index + 1))
        start = nil
      }
    }
    if let begin = start { ranges.append(begin..<frames.count) }
    return ranges
  }

  /// The gestures of every device, in start-time order (ties by device).
  public static func segments(
    of recording: Recording, mapping: InputMapping = .standard
  ) -> [GestureSegment] {
    var all: [GestureSegment] = []
    for (index, device) in recording.devices.enumerated() {
      all.append(contentsOf: segments(of: device, deviceIndex: index, mapping: mapping))
    }
    return ordered(all)
  }

  /// `segments` of several devices, each device's in order, in start-time order (ties by
  /// device, then the order given).
  static func ordered(_ segments: [GestureSegment]) -> [GestureSegment] {
    segments.enumerated().sorted { lhs, rhs in
      if lhs.element.start != rhs.element.start { return lhs.element.start < rhs.element.start }
      if lhs.element.device != rhs.element.device { return lhs.element.device < rhs.element.device }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// The gestures of one device, in time order.
  ///
  /// The same rules cut a replay's input: ``TouchInterpreter/interpretation(of:mapping:)``
  /// feeds them from the decoder its touch frames come from.
  public static func segments(
    of device: RecordedDevice, deviceIndex: Int = 0, mapping: InputMapping = .standard
  ) -> [GestureSegment] {
    let classification = DeviceClassifier.classify(device.description)
    var decoder = ContactDecoder(description: device.description, classification: classification)
    var accumulator = Accumulator(
      description: device.description, classification: classification, deviceIndex: deviceIndex,
      mapping: mapping)
    guard accumulator.segments else { return [] }
    var drops = DropMarkers(device)
    for frame in device.frames {
      guard decoder.apply(frame, dropped: drops.cuts(frame)) else { continue }
      accumulator.observe(decoder, at: frame.time)
    }
    return accumulator.finish()
  }

  /// The gesture rules of one device, fed the contact decoder after every frame it accepted:
  /// one decoder serves both the touch frames a replay delivers and the gestures it is cut
  /// into (``TouchStream``), or the segments alone (``segments(of:deviceIndex:mapping:)``).
  struct Accumulator: Sendable {
    private let classification: DeviceClassification
    private let axes: AxisScale
    private let mapping: InputMapping
    private let deviceIndex: Int
    private let relative: Bool
    private let direct: Bool
    private let touchpad: Bool
    private var builder: Builder?
    private var pressBuilder: Builder?  // a physical press on a touchpad
    private var found: [GestureSegment] = []
    private var previous: [ContactDecoder.Contact] = []
    private var lastTime = Timestamp.zero
    private var previousButtons: UInt16 = 0
    private var buttonRules: TouchpadButtonRules
    private var taps = TouchpadTapRules()

    /// The rules for a device of `description`, classified as `classification`.
    init(
      description: DeviceDescription, classification: DeviceClassification, deviceIndex: Int,
      mapping: InputMapping
    ) {
      self.classification = classification
      self.mapping = mapping
      self.deviceIndex = deviceIndex
      axes = AxisScale(description: description, classification: classification, mapping: mapping)
      relative = classification.kind.isRelative
      direct = classification.kind == .touchscreen
      touchpad = classification.kind.isTouchpadLike
      buttonRules = TouchpadButtonRules(
        description: description, classification: classification, axes: axes)
    }

    /// Whether the device can make gestures at all (a relative device, a touchscreen or a
    /// touchpad-like one); a keyboard's frames are not worth observing.
    var segments: Bool { relative || direct || touchpad }

    private func point(_ contact: ContactDecoder.Contact) -> CGPoint {
      if direct { return axes.screen(contact) }
      let scale = Double(mapping.pointsPerMillimetre)
      return CGPoint(
        x: axes.millimetresX(contact.x) * scale, y: axes.millimetresY(contact.y) * scale)
    }

    /// Takes the decoder's state after a frame at `time` it accepted.
    mutating func observe(_ decoder: ContactDecoder, at time: Timestamp) {
      guard segments else { return }
      lastTime = time
      if relative {
        observeRelative(decoder, at: time)
        return
      }
      let contacts = decoder.contacts
      let fingers = decoder.fingerCount
      let buttons = decoder.buttons
      let pressed = touchpad && previousButtons == 0 && buttons != 0
      let released = touchpad && previousButtons != 0 && buttons == 0
      previousButtons = buttons
      if touchpad {
        buttonRules.track(contacts)
        taps.frame(
          time: time.microseconds, fingers: max(fingers, contacts.count),
          contacts: contacts.map { ($0.id, axes.millimetresX($0.x), axes.millimetresY($0.y)) },
          buttonPressed: pressed, semiMultitouch: classification.isSemiMultitouch)
      }
      if builder == nil, fingers > 0 || !contacts.isEmpty {
        builder = Builder(start: time, button: nil)
        previous.removeAll()
      }
      if pressed {
        let press = buttonRules.press(
          buttons: buttons, contacts: contacts, fingers: max(fingers, contacts.count))
        var started = Builder(start: time, button: press.button)
        started.area = press.area
        started.fingers = press.fingers
        pressBuilder = started
        builder?.hadPress = true
      }
      // Mean motion and spread ratio over contacts present in both frames.
      var shared: [(old: CGPoint, new: CGPoint)] = []
      var p = 0
      for contact in contacts {
        while p < previous.count && previous[p].id < contact.id { p += 1 }
        if p < previous.count && previous[p].id == contact.id {
          shared.append((point(previous[p]), point(contact)))
        }
      }
      var motion = CGPoint.zero
      if !shared.isEmpty {
        for pair in shared {
          motion.x += pair.new.x - pair.old.x
          motion.y += pair.new.y - pair.old.y
        }
        let n = CGFloat(shared.count)
        motion = CGPoint(x: motion.x / n, y: motion.y / n)
      }
      if var press = pressBuilder {
        if !pressed { press.move(by: motion, at: time) }
        press.fingers = max(press.fingers, fingers, contacts.count)
        pressBuilder = press
        if released {
          found.append(press.finish(device: deviceIndex, end: time, cutOff: false))
          pressBuilder = nil
        }
      }
      if var current = builder {
        current.move(by: motion, at: time)
        if shared.count >= 2 {
          let oldSpread = GestureSegmenter.spread(shared.map(\.old))
          let newSpread = GestureSegmenter.spread(shared.map(\.new))
          if oldSpread > 0 { current.spread(by: newSpread / oldSpread, initial: oldSpread) }
        }
        current.fingers = max(current.fingers, fingers, contacts.count)
        builder = current
        if fingers == 0 && contacts.isEmpty {
          // A stroke with a physical press is listed as its presses (click, button-drag).
          if !current.hadPress {
            current.touchpadTap = touchpad ? (taps.tapFingers ?? 0) : nil
            found.append(current.finish(device: deviceIndex, end: time, cutOff: false))
          }
          builder = nil
          taps.reset()
        }
      }
      previous = contacts
    }

    /// A mouse or pointing stick: a gesture while a button is held.
    private mutating func observeRelative(_ decoder: ContactDecoder, at time: Timestamp) {
      let button = decoder.buttons
      if builder == nil, button != 0 {
        let code = InputCode.BTN_MOUSE + UInt16(button.trailingZeroBitCount)
        builder = Builder(start: time, button: code)
      }
      guard var current = builder else { return }
      current.move(
        by: CGPoint(
          x: CGFloat(decoder.relativeX) * mapping.pointsPerCount,
          y: CGFloat(decoder.relativeY) * mapping.pointsPerCount), at: time)
      builder = current
      if button == 0 {
        found.append(current.finish(device: deviceIndex, end: time, cutOff: false))
        builder = nil
      }
    }

    /// The gestures, in start order, once the device's frames are over: a press or a stroke
    /// still going is cut off at the last frame.
    func finish() -> [GestureSegment] {
      var segments = found
      if let current = pressBuilder {
        segments.append(current.finish(device: deviceIndex, end: lastTime, cutOff: true))
      }
      if var current = builder, !current.hadPress {
        current.touchpadTap = touchpad ? (taps.tapFingers ?? 0) : nil
        segments.append(current.finish(device: deviceIndex, end: lastTime, cutOff: true))
      }
      // Presses end before the strokes they were in: order by start (stable).
      return segments.enumerated().sorted { lhs, rhs in
        lhs.element.start != rhs.element.start
          ? lhs.element.start < rhs.element.start : lhs.offset < rhs.offset
      }.map(\.element)
    }
  }

  static func spread(_ points: [CGPoint]) -> CGFloat {
    var cx: CGFloat = 0
    var cy: CGFloat = 0
    for point in points {
      cx += point.x
      cy += point.y
    }
    cx /= CGFloat(points.count)
    cy /= CGFloat(points.count)
    var total: CGFloat = 0
    for point in points {
      total += ((point.x - cx) * (point.x - cx) + (point.y - cy) * (point.y - cy)).squareRoot()
    }
    return total / CGFloat(points.count)
  }

  /// Accumulates one gesture.
  struct Builder {
    let start: Timestamp
    let button: UInt16?
    var fingers = 0
    var path: CGPoint = .zero
    var maximumDisplacement: CGFloat = 0
    var scale: CGFloat = 1
    var minimumScale: CGFloat = 1
    var maximumScale: CGFloat = 1
    var initialSpread: CGFloat?
    var maximumSpreadChange: CGFloat = 0
    var tracker = VelocityTracker()
    /// The software button area of a touchpad press.
    var area: SoftwareButtonArea?
    /// Whether a physical button was pressed during this touch stroke.
    var hadPress = false
    /// For a touchpad stroke: the finger count of the libinput tap it was (0: no tap).
    var touchpadTap: Int?

    init(start: Timestamp, button: UInt16?) {
      self.start = start
      self.button = button
      tracker.addSample(at: .microseconds(start.microseconds), position: .zero)
    }

    mutating func move(by delta: CGPoint, at time: Timestamp) {
      path.x += delta.x
      path.y += delta.y
      maximumDisplacement = max(
        maximumDisplacement, (path.x * path.x + path.y * path.y).squareRoot())
      // Like Android, a frame without movement adds no sample: a pause then ends the history.
      if delta != .zero { tracker.addSample(at: .microseconds(time.microseconds), position: path) }
    }

    mutating func spread(by ratio: CGFloat, initial: CGFloat) {
      if initialSpread == nil { initialSpread = initial }
      scale *= ratio
      minimumScale = min(minimumScale, scale)
      maximumScale = max(maximumScale, scale)
      if let initialSpread {
        maximumSpreadChange = max(maximumSpreadChange, abs(scale - 1) * initialSpread)
      }
    }

    func finish(device: Int, end: Timestamp, cutOff: Bool) -> GestureSegment {
      var tracker = self.tracker
      tracker.lift(at: .microseconds(end.microseconds))
      let velocity = tracker.velocity() ?? .zero
      let (duration, overflow) = end.microseconds.subtractingReportingOverflow(start.microseconds)
      let held = overflow || duration >= GestureSegmenter.holdMicroseconds
      let moved = maximumDisplacement >= GestureSegmenter.movementThreshold
      let spreadChanged = maximumSpreadChange >= GestureSegmenter.movementThreshold
      let kind: GestureKind
      if button != nil {
        kind = moved ? .buttonDrag : .click
      } else if let touchpadTap, touchpadTap > 0 {
        // libinput's tap (its 1.3 mm threshold is a little over 8 pt).
        kind = .tap
      } else if fingers >= 2 && spreadChanged
        && (minimumScale <= GestureSegmenter.pinchScale.lowerBound
          || maximumScale >= GestureSegmenter.pinchScale.upperBound)
      {
        kind = .pinch
      } else if moved {
        kind = fingers >= 2 ? .swipe : .drag
      } else if spreadChanged {
        kind = .pinch
      } else if touchpadTap != nil {
        // Touchpads follow libinput's tap rules: anything else that did not move is a hold.
        kind = .hold
      } else {
        kind = held ? .hold : .tap
      }
      let tapButton = kind == .tap ? touchpadTap.map(TouchpadTapRules.button(forTapOf:)) : nil
      return GestureSegment(
        device: device, start: VirtualInstant(start), end: VirtualInstant(end), kind: kind,
        fingerCount: fingers,
        button: button ?? tapButton, buttonArea: area, translation: path,
        maximumDisplacement: maximumDisplacement, endVelocity: velocity, scale: scale,
        minimumScale: minimumScale, maximumScale: maximumScale, wasCutOff: cutOff)
    }
  }
}
