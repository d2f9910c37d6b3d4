import GestureLog

/// Records input devices into a ``RecordingSink`` until stopped.
///
/// One thread, one poll loop, no work in signal handlers: the ``RecorderWaiter`` reports
/// input, a timeout or a stop signal; the recorder then reads every device without blocking,
/// rebases event times onto the recording's time line (zero = the clock reading when
/// recording started, on `CLOCK_MONOTONIC` like the events), hides key codes unless asked
/// (``KeycodeObfuscator``), and appends to the sink. It flushes whenever recorded data is
/// ``RecorderConfiguration/flushInterval`` old, so a killed recorder loses at most that.
///
/// Kernel drops (`SYN_DROPPED`) become a `Marker/Kind/synDropped` marker, then a
/// `Marker/Kind/resync` marker followed by libevdev's synthesised state delta as events,
/// so a replay sees the state the device really had. A device that goes away (`ENODEV`)
/// gets a `Marker/Kind/deviceRemoved` marker and is not read again; the recording goes on
/// with the others and stops when none is left.
public final class Recorder {
  private let devices: [any InputDeviceHandle]
  private let sink: any RecordingSink
  private let clock: any RecorderClock
  private let waiter: any RecorderWaiter
  private let configuration: RecorderConfiguration
  private let progress: ((RecorderProgress) -> Void)?

  private var origin: Int64 = 0
  private var active: [Bool]
  private var obfuscators: [KeycodeObfuscator?]
  private var fingers: [FingerCounter]
  private var events: [Int]
  private var drops: [Int]
  private var removed: [Int] = []
  private var buffer: [InputEvent] = []
  private var dirtySince: Int64?
  private var lastProgress: Int64?

  /// A recorder of `devices` into `sink`.
  ///
  /// - Parameters:
  ///   - devices: the opened devices to record, in the order the log lists them.
  ///   - sink: where the log is written, frame by frame.
  ///   - configuration: what to record and for how long.
  ///   - clock: the clock of the event times (``MonotonicClock`` for real devices).
  ///   - waiter: waits for input or a stop (``PollWaiter`` for real devices).
  ///   - progress: called at most every ``RecorderConfiguration/progressInterval``.
  public init(
    devices: [any InputDeviceHandle], sink: any RecordingSink,
    configuration: RecorderConfiguration = RecorderConfiguration(),
    clock: any RecorderClock, waiter: any RecorderWaiter,
    progress: ((RecorderProgress) -> Void)? = nil
  ) {
    self.devices = devices
    self.sink = sink
    self.configuration = configuration
    self.clock = clock
    self.waiter = waiter
    self.progress = progress
    active = Array(repeating: true, count: devices.count)
    obfuscators = devices.map {
      configuration.showKeycodes ? nil : KeycodeObfuscator(device: $0.deviceDescription)
    }
    fingers = devices.map { FingerCounter(device: $0.deviceDescription) }
    events = Array(repeating: 0, count: devices.count)
    drops = Array(repeating: 0, count: devices.count)
    buffer.reserveCapacity(configuration.readBatch)
  }

  /// Records until a stop signal, the duration limit, or the last device's removal; then
  /// finishes the sink.
  ///
  /// - Throws: ``RecorderError/output(_:)`` when the sink fails (the run stops at once and
  ///   the sink is not finished, so what was written stays as it is);
  ///   ``RecorderError/device(_:)`` when grabbing or reading a device fails other than by
  ///   removal.
  public func run() throws(RecorderError) -> RecorderReport {
    if configuration.grab {
      do {
        for device in devices { try device.grab() }
      } catch {
        for device in devices { device.ungrab() }
        throw .device(error)
      }
    }
    defer { if configuration.grab { for device in devices { device.ungrab() } } }

    origin = clock.now()
    var metadata = configuration.metadata
    metadata.clock = "monotonic"
    metadata.timeOrigin = origin
    if configuration.showKeycodes == false,
      obfuscators.contains(where: { $0?.isActive == true })
    {
      metadata.annotations.append(.init(key: "keycodes", value: "obfuscated"))
    }
    do {
      try sink.begin(metadata: metadata, devices: devices.map(\.deviceDescription))
      try sink.flush()
    } catch {
      throw .output(error)
    }

    let reason = try loop()
    // Whatever the kernel queued before the stop is recorded too.
    try readAll()
    do {
      try sink.finish()
    } catch {
      throw .output(error)
    }
    return RecorderReport(
      reason: reason, eventsPerDevice: events, dropsPerDevice: drops,
      removedDevices: removed, elapsed: clock.now() - origin)
  }

  private func loop() throws(RecorderError) -> RecorderReport.StopReason {
    while true {
      let now = clock.now()
      if let duration = configuration.duration, now - origin >= duration { return .duration }
      if !active.contains(true) { return .allDevicesRemoved }
      reportProgress(now: now)

      let outcome: WaitOutcome
      do {
        let waiting = devices.indices.filter { active[$0] }.map { devices[$0] }
        outcome = try waiter.wait(on: waiting, timeout: timeout(now: now))
      } catch {
        throw .device(error)
      }
      if case .stop(let signal) = outcome { return .signal(signal) }
      if outcome == .input { try readAll() }
      try flushIfDue()
    }
  }

  /// The poll timeout in milliseconds: until the next flush, duration end or progress
  /// report, whichever comes first; 1 s when nothing is due.
  private func timeout(now: Int64) -> Int32 {
    var deadline = now + 1_000_000
    if let dirtySince { deadline = min(deadline, dirtySince + configuration.flushInterval) }
    if let duration = configuration.duration { deadline = min(deadline, origin + duration) }
    if let interval = configuration.progressInterval, progress != nil,
      let lastProgress
    {
      deadline = min(deadline, lastProgress + interval)
    }
    let remaining = max(0, deadline - now)
    return Int32((remaining + 999) / 1_000)
  }

  private func flushIfDue() throws(RecorderError) {
    guard let dirtySince, clock.now() - dirtySince >= configuration.flushInterval else { return }
    do {
      try sink.flush()
    } catch {
      throw .output(error)
    }
    self.dirtySince = nil
  }

  private func reportProgress(now: Int64) {
    guard let progress, let interval = configuration.progressInterval else { return }
    if let lastProgress, now - lastProgress < interval { return }
    lastProgress = now
    progress(
      RecorderProgress(
        events: events.reduce(0, +), elapsed: now - origin,
        fingersDown: fingers.reduce(0) { $0 + $1.fingersDown }))
  }

  /// Reads every active device until it has nothing more (or a batch is full, to be fair).
  private func readAll() throws(RecorderError) {
    var more = true
    while more {
      more = false
      for index in devices.indices where active[index] {
        if try read(device: index) { more = true }
      }
    }
  }

  /// Reads up to one batch from a device. Returns whether it may have more.
  private func read(device index: Int) throws(RecorderError) -> Bool {
    let device = devices[index]
    buffer.removeAll(keepingCapacity: true)
    var full = true
    reading: for _ in 0..<configuration.readBatch {
      switch try next(from: device) {
      case .event(let event):
        take(event, device: index)
      case .empty:
        full = false
        break reading
      case .dropped(let event):
        try emit(device: index)
        try resync(device: index, dropped: event)
      case .removed:
        try emit(device: index)
        try mark(.deviceRemoved, at: clock.now(), device: index)
        active[index] = false
        removed.append(index)
        full = false
        break reading
      }
    }
    try emit(device: index)
    return full
  }

  /// The drop marker, the resync marker and libevdev's state delta.
  private func resync(device index: Int, dropped: InputEvent) throws(RecorderError) {
    drops[index] += 1
    try mark(.synDropped, at: dropped.time.microseconds, device: index)
    var resyncAt = dropped.time.microseconds
    while let event = try nextResync(from: devices[index]) {
      if buffer.isEmpty { resyncAt = event.time.microseconds }
      take(event, device: index)
    }
    try mark(.resync, at: resyncAt, device: index)
    try emit(device: index)
  }

  private func next(from device: any InputDeviceHandle) throws(RecorderError) -> DeviceRead {
    do {
      return try device.nextEvent()
    } catch {
      throw .device(error)
    }
  }

  private func nextResync(
    from device: any InputDeviceHandle
  ) throws(RecorderError) -> InputEvent? {
    do {
      return try device.nextResyncEvent()
    } catch {
      throw .device(error)
    }
  }

  private func take(_ event: InputEvent, device index: Int) {
    fingers[index].observe(event)
    var recorded = obfuscators[index]?.apply(event) ?? event
    recorded.time = Timestamp(microseconds: event.time.microseconds - origin)
    buffer.append(recorded)
  }

  private func emit(device index: Int) throws(RecorderError) {
    guard !buffer.isEmpty else { return }
    do {
      try sink.append(buffer, device: index)
    } catch {
      throw .output(error)
    }
    events[index] += buffer.count
    buffer.removeAll(keepingCapacity: true)
    if dirtySince == nil { dirtySince = clock.now() }
  }

  private func mark(_ kind: Marker.Kind, at time: Int64, device index: Int) throws(RecorderError) {
    do {
      try sink.mark(Marker(time: Timestamp(microseconds: time - origin), kind: kind), device: index)
    } catch {
      throw .output(error)
    }
    if dirtySince == nil { dirtySince = clock.now() }
  }
}
