import Evdev
import GestureLog

/// A scripted device: each `nextEvent()` returns the next scripted read, then `.empty`.
final class FakeDevice: InputDeviceHandle {
  let path: String
  let deviceDescription: DeviceDescription
  var pollDescriptor: Int32 { -1 }
  /// Reads still to come, in order; each wait of the fake waiter releases one batch.
  var pending: [DeviceRead] = []
  /// The state delta returned after a `.dropped`.
  var resyncEvents: [InputEvent] = []
  var grabbed = false
  var grabError: EvdevError?

  init(path: String, description: DeviceDescription) {
    self.path = path
    self.deviceDescription = description
  }

  func nextEvent() throws(EvdevError) -> DeviceRead {
    guard !pending.isEmpty else { return .empty }
    let read = pending.removeFirst()
    return read
  }

  func nextResyncEvent() throws(EvdevError) -> InputEvent? {
    resyncEvents.isEmpty ? nil : resyncEvents.removeFirst()
  }

  func grab() throws(EvdevError) {
    if let grabError { throw grabError }
    grabbed = true
  }

  func ungrab() { grabbed = false }
}

/// A clock tests move by hand.
final class FakeClock: RecorderClock {
  var time: Int64
  init(_ time: Int64 = 1_000_000) { self.time = time }
  func now() -> Int64 { time }
}

/// A waiter that plays a script the way poll(2) would: each step happens `after` µs; when
/// the recorder's timeout is shorter, the clock moves by the timeout and `.timeout` is
/// returned, the step staying pending. After the script it requests a stop with SIGINT.
final class FakeWaiter: RecorderWaiter {
  struct Step {
    var after: Int64
    var outcome: WaitOutcome = .input
    var feed: () -> Void = {}
  }
  let clock: FakeClock
  var steps: [Step]
  var timeouts: [Int32] = []

  init(clock: FakeClock, steps: [Step]) {
    self.clock = clock
    self.steps = steps
  }

  func wait(on devices: [any InputDeviceHandle], timeout: Int32) throws(EvdevError) -> WaitOutcome {
    timeouts.append(timeout)
    guard !steps.isEmpty else { return .stop(signal: 2) }
    let limit = Int64(timeout) * 1_000
    if timeout >= 0, steps[0].after > limit {
      clock.time += limit
      steps[0].after -= limit
      return .timeout
    }
    let step = steps.removeFirst()
    clock.time += step.after
    step.feed()
    return step.outcome
  }
}

/// A sink that keeps everything in memory, with the clock time of every flush.
final class MemorySink: RecordingSink {
  enum Entry: Equatable {
    case events(device: Int, [InputEvent])
    case marker(device: Int, Marker)
  }
  let clock: FakeClock?
  var metadata: RecordingMetadata?
  var devices: [DeviceDescription] = []
  var entries: [Entry] = []
  var flushTimes: [Int64] = []
  var finished = false
  /// Entries appended since the last flush (what a SIGKILL would lose).
  var unflushed = 0
  var failAfterAppends: Int?

  init(clock: FakeClock? = nil) { self.clock = clock }

  func begin(metadata: RecordingMetadata, devices: [DeviceDescription]) throws(RecordingSinkError) {
    self.metadata = metadata
    self.devices = devices
  }

  func append(_ events: [InputEvent], device: Int) throws(RecordingSinkError) {
    if let limit = failAfterAppends {
      if limit == 0 {
        throw RecordingSinkError(path: "mem.gtape", errorNumber: 28, message: "No space left")
      }
      failAfterAppends = limit - 1
    }
    entries.append(.events(device: device, events))
    unflushed += 1
  }

  func mark(_ marker: Marker, device: Int) throws(RecordingSinkError) {
    entries.append(.marker(device: device, marker))
    unflushed += 1
  }

  func flush() throws(RecordingSinkError) {
    flushTimes.append(clock?.time ?? 0)
    unflushed = 0
  }

  func finish() throws(RecordingSinkError) {
    finished = true
    unflushed = 0
  }

  /// Every event of a device, in order.
  func events(of device: Int) -> [InputEvent] {
    entries.flatMap { entry -> [InputEvent] in
      if case .events(device, let events) = entry { return events }
      return []
    }
  }

  /// Every marker of a device, in order.
  func markers(of device: Int) -> [Marker] {
    entries.compactMap { entry in
      if case .marker(device, let marker) = entry { return marker }
      return nil
    }
  }
}

/// Shorthand for an event at absolute time `time` µs.
func ev(_ time: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> InputEvent {
  InputEvent(time: Timestamp(microseconds: time), type: type, code: code, value: value)
}

func syn(_ time: Int64) -> InputEvent {
  ev(time, InputCode.EV_SYN, InputCode.SYN_REPORT, 0)
}

enum Devices {
  static let touchpad = DeviceDescription(
    name: "Fake Touchpad", bustype: 0x18, vendor: 0x06cb, product: 0x1234,
    properties: [InputCode.INPUT_PROP_POINTER, InputCode.INPUT_PROP_BUTTONPAD],
    codes: [
      InputCode.EV_SYN: [0],
      InputCode.EV_KEY: [InputCode.BTN_LEFT, InputCode.BTN_TOUCH],
      InputCode.EV_ABS: [
        InputCode.ABS_X, InputCode.ABS_Y, InputCode.ABS_MT_SLOT, InputCode.ABS_MT_POSITION_X,
        InputCode.ABS_MT_POSITION_Y, InputCode.ABS_MT_TRACKING_ID,
      ],
    ],
    absoluteAxes: [
      AbsoluteAxis(code: InputCode.ABS_X, minimum: 0, maximum: 1000, resolution: 10),
      AbsoluteAxis(code: InputCode.ABS_Y, minimum: 0, maximum: 700, resolution: 10),
      AbsoluteAxis(code: InputCode.ABS_MT_SLOT, minimum: 0, maximum: 4),
      AbsoluteAxis(code: InputCode.ABS_MT_POSITION_X, minimum: 0, maximum: 1000, resolution: 10),
      AbsoluteAxis(code: InputCode.ABS_MT_POSITION_Y, minimum: 0, maximum: 700, resolution: 10),
      AbsoluteAxis(code: InputCode.ABS_MT_TRACKING_ID, minimum: 0, maximum: 65535),
    ])

  static let keyboard = DeviceDescription(
    name: "Fake Keyboard", bustype: 0x03,
    codes: [
      InputCode.EV_SYN: [0],
      InputCode.EV_KEY: Array(1...0x7f),
      InputCode.EV_MSC: [InputCode.MSC_SCAN],
    ])

  static let mouse = DeviceDescription(
    name: "Fake Mouse", bustype: 0x03,
    codes: [
      InputCode.EV_SYN: [0],
      InputCode.EV_KEY: [InputCode.BTN_LEFT, InputCode.BTN_RIGHT],
      InputCode.EV_REL: [InputCode.REL_X, InputCode.REL_Y],
      InputCode.EV_MSC: [InputCode.MSC_SCAN],
    ])
}
