import Evdev
import GestureLog
import Testing

@Suite("Recorder")
struct RecorderTests {
  /// A recorder over `devices` with a fake clock starting at 1 s (= the time origin).
  func makeRecorder(
    _ devices: [FakeDevice], steps: [FakeWaiter.Step],
    configure: (inout RecorderConfiguration) -> Void = { _ in },
    progress: ((RecorderProgress) -> Void)? = nil
  ) -> (Recorder, MemorySink, FakeClock, FakeWaiter) {
    let clock = FakeClock(1_000_000)
    let sink = MemorySink(clock: clock)
    let waiter = FakeWaiter(clock: clock, steps: steps)
    var configuration = RecorderConfiguration()
    configure(&configuration)
    let recorder = Recorder(
      devices: devices, sink: sink, configuration: configuration, clock: clock, waiter: waiter,
      progress: progress)
    return (recorder, sink, clock, waiter)
  }

  @Test("events are rebased on the start time and the header carries the clock")
  func rebasesEvents() throws {
    let pad = FakeDevice(path: "/dev/input/event5", description: Devices.touchpad)
    let (recorder, sink, _, _) = makeRecorder(
      [pad],
      steps: [
        .init(after: 10_000) {
          pad.pending = [
            .event(ev(1_010_000, InputCode.EV_ABS, InputCode.ABS_MT_TRACKING_ID, 7)),
            .event(ev(1_010_000, InputCode.EV_ABS, InputCode.ABS_MT_POSITION_X, 300)),
            .event(syn(1_010_000)),
          ]
        }
      ])
    let summary = try recorder.run()
    // The origin is the clock at start (1 s), so an event at 1.010 s is at 10 ms.
    #expect(
      sink.events(of: 0) == [
        ev(10_000, InputCode.EV_ABS, InputCode.ABS_MT_TRACKING_ID, 7),
        ev(10_000, InputCode.EV_ABS, InputCode.ABS_MT_POSITION_X, 300),
        syn(10_000),
      ])
    #expect(sink.metadata?.clock == "monotonic")
    #expect(sink.metadata?.timeOrigin == 1_000_000)
    #expect(sink.devices == [Devices.touchpad])
    #expect(summary.reason == .signal(2))
    #expect(summary.eventCount == 3)
    #expect(sink.finished)
  }

  @Test("SYN_DROPPED: a drop marker, a resync marker, then libevdev's state delta")
  func dropAndResync() throws {
    let pad = FakeDevice(path: "pad", description: Devices.touchpad)
    let before = [
      ev(1_020_000, InputCode.EV_ABS, InputCode.ABS_MT_POSITION_X, 100), syn(1_020_000),
    ]
    let delta = [
      ev(1_050_000, InputCode.EV_ABS, InputCode.ABS_MT_SLOT, 1),
      ev(1_050_000, InputCode.EV_ABS, InputCode.ABS_MT_TRACKING_ID, 9),
      ev(1_050_000, InputCode.EV_ABS, InputCode.ABS_MT_SLOT, 0),
      syn(1_050_000),
    ]
    let after = [ev(1_060_000, InputCode.EV_ABS, InputCode.ABS_MT_POSITION_X, 130), syn(1_060_000)]
    let (recorder, sink, _, _) = makeRecorder(
      [pad],
      steps: [
        .init(after: 60_000) {
          pad.pending =
            before.map { .event($0) }
            + [.dropped(ev(1_040_000, InputCode.EV_SYN, InputCode.SYN_DROPPED, 0))]
            + after.map { .event($0) }
          pad.resyncEvents = delta
        }
      ])
    let summary = try recorder.run()
    let rebase = { (events: [InputEvent]) in
      events.map { ev($0.time.microseconds - 1_000_000, $0.type, $0.code, $0.value) }
    }
    #expect(
      sink.entries == [
        .events(device: 0, rebase(before)),
        .marker(device: 0, Marker(time: Timestamp(microseconds: 40_000), kind: .synDropped)),
        .marker(device: 0, Marker(time: Timestamp(microseconds: 50_000), kind: .resync)),
        .events(device: 0, rebase(delta)),
        .events(device: 0, rebase(after)),
      ])
    #expect(summary.dropsPerDevice == [1])
  }

  @Test("a removed device ends its stream with a marker; the others go on")
  func deviceRemoved() throws {
    let pad = FakeDevice(path: "pad", description: Devices.touchpad)
    let mouse = FakeDevice(path: "mouse", description: Devices.mouse)
    let (recorder, sink, _, _) = makeRecorder(
      [pad, mouse],
      steps: [
        .init(after: 10_000) {
          pad.pending = [.event(syn(1_010_000)), .removed]
          mouse.pending = [.event(ev(1_010_000, InputCode.EV_REL, InputCode.REL_X, 3))]
        },
        .init(after: 10_000) { mouse.pending = [.event(syn(1_020_000))] },
      ])
    let summary = try recorder.run()
    // Removal is stamped with the clock when ENODEV was read: 10 ms after the start.
    #expect(
      sink.markers(of: 0) == [Marker(time: Timestamp(microseconds: 10_000), kind: .deviceRemoved)])
    #expect(sink.events(of: 0) == [syn(10_000)])
    #expect(sink.events(of: 1) == [ev(10_000, InputCode.EV_REL, InputCode.REL_X, 3), syn(20_000)])
    #expect(summary.removedDevices == [0])
    #expect(summary.reason == .signal(2))
  }

  @Test("the recording stops by itself when every device is gone")
  func allDevicesRemoved() throws {
    let pad = FakeDevice(path: "pad", description: Devices.touchpad)
    let (recorder, sink, _, _) = makeRecorder(
      [pad], steps: [.init(after: 5_000) { pad.pending = [.removed] }])
    let summary = try recorder.run()
    #expect(summary.reason == .allDevicesRemoved)
    #expect(sink.finished)
  }

  @Test(
    "a stop signal ends the recording cleanly, after reading what was queued",
    arguments: [
      Int32(2), 15, 1,
    ])
  func stopSignal(signal: Int32) throws {
    let mouse = FakeDevice(path: "mouse", description: Devices.mouse)
    let (recorder, sink, _, _) = makeRecorder(
      [mouse],
      steps: [
        .init(after: 10_000, outcome: .stop(signal: signal)) {
          mouse.pending = [.event(ev(1_010_000, InputCode.EV_REL, InputCode.REL_Y, -2))]
        },
        .init(after: 10_000) { Issue.record("the recorder waited again after a stop") },
      ])
    let summary = try recorder.run()
    #expect(summary.reason == .signal(signal))
    #expect(sink.events(of: 0) == [ev(10_000, InputCode.EV_REL, InputCode.REL_Y, -2)])
    #expect(sink.finished)
    #expect(sink.unflushed == 0)
  }

  @Test("data is flushed at most 100 ms after it was recorded")
  func flushCadence() throws {
    let mouse = FakeDevice(path: "mouse", description: Devices.mouse)
    var steps: [FakeWaiter.Step] = []
    for index in 1...16 {
      let time = 1_000_000 + Int64(index) * 30_000
      steps.append(.init(after: 30_000) { mouse.pending = [.event(syn(time))] })
    }
    let (recorder, sink, _, waiter) = makeRecorder([mouse], steps: steps)
    _ = try recorder.run()
    // Events every 30 ms from 1.030 s. The first dirties the log at 1.030 s, so it must be
    // flushed at 1.130 s (the poll timeout is cut to 10 ms after the event at 1.120 s);
    // the next event (1.150 s) starts a new window, flushed at 1.250 s; then 1.370 s.
    // 1.000 s is the header's flush.
    #expect(Array(sink.flushTimes.prefix(4)) == [1_000_000, 1_130_000, 1_250_000, 1_370_000])
    #expect(waiter.timeouts.first == 1_000)  // nothing to flush: wait up to 1 s
    #expect(waiter.timeouts.contains(10))
  }

  @Test("--duration stops the recording when the time is up")
  func durationLimit() throws {
    let mouse = FakeDevice(path: "mouse", description: Devices.mouse)
    let (recorder, _, clock, _) = makeRecorder(
      [mouse], steps: [.init(after: 10_000_000)], configure: { $0.duration = 500_000 })
    let summary = try recorder.run()
    #expect(summary.reason == .duration)
    #expect(clock.time == 1_500_000)
  }

  @Test("a full disk stops the recording with a clear error and no finish")
  func diskFull() {
    let mouse = FakeDevice(path: "mouse", description: Devices.mouse)
    let (recorder, sink, _, _) = makeRecorder(
      [mouse],
      steps: [
        .init(after: 10_000) { mouse.pending = [.event(syn(1_010_000))] },
        .init(after: 10_000) { mouse.pending = [.event(syn(1_020_000))] },
      ])
    sink.failAfterAppends = 1
    #expect {
      try recorder.run()
    } throws: { error in
      guard case RecorderError.output(let output) = error else { return false }
      return output.isNoSpace && output.description.contains("disk is full")
    }
    #expect(sink.events(of: 0) == [syn(10_000)])
    #expect(!sink.finished)
  }

  @Test("key codes are hidden by default and kept with --show-keycodes", arguments: [false, true])
  func keyboardObfuscation(showKeycodes: Bool) throws {
    let keyboard = FakeDevice(path: "kbd", description: Devices.keyboard)
    let typed = [
      ev(1_010_000, InputCode.EV_MSC, InputCode.MSC_SCAN, 0x70005),
      ev(1_010_000, InputCode.EV_KEY, InputCode.KEY_B, 1),
      ev(1_010_000, InputCode.EV_KEY, InputCode.KEY_LEFTSHIFT, 1),
      ev(1_010_000, InputCode.EV_KEY, InputCode.KEY_F1, 0),
      ev(1_010_000, InputCode.EV_KEY, InputCode.KEY_ENTER, 2),
      syn(1_010_000),
    ]
    let (recorder, sink, _, _) = makeRecorder(
      [keyboard], steps: [.init(after: 10_000) { keyboard.pending = typed.map { .event($0) } }],
      configure: { $0.showKeycodes = showKeycodes })
    _ = try recorder.run()
    let recorded = sink.events(of: 0).map { [Int($0.type), Int($0.code), Int($0.value)] }
    if showKeycodes {
      #expect(recorded == typed.map { [Int($0.type), Int($0.code), Int($0.value)] })
      #expect(sink.metadata?.annotations.isEmpty == true)
    } else {
      // KEY_B and KEY_ENTER become KEY_A (values kept), the scan code 0; Shift and F1 stay.
      #expect(
        recorded == [
          [4, 4, 0], [1, 0x1e, 1], [1, 0x2a, 1], [1, 0x3b, 0], [1, 0x1e, 2], [0, 0, 0],
        ])
      #expect(sink.metadata?.annotations == [.init(key: "keycodes", value: "obfuscated")])
    }
  }

  @Test("--grab grabs every device for the recording and releases it")
  func grab() throws {
    let pad = FakeDevice(path: "pad", description: Devices.touchpad)
    var grabbedDuringRun = false
    let (recorder, _, _, _) = makeRecorder(
      [pad], steps: [.init(after: 1_000) { grabbedDuringRun = pad.grabbed }],
      configure: { $0.grab = true })
    _ = try recorder.run()
    #expect(grabbedDuringRun)
    #expect(!pad.grabbed)
  }

  @Test("a failed grab is a device error naming the device")
  func grabFails() {
    let pad = FakeDevice(path: "/dev/input/event9", description: Devices.touchpad)
    pad.grabError = EvdevError(path: pad.path, operation: .grab, errorNumber: 16)
    let (recorder, sink, _, _) = makeRecorder([pad], steps: [], configure: { $0.grab = true })
    #expect(throws: RecorderError.device(pad.grabError!)) { try recorder.run() }
    #expect(sink.metadata == nil)
  }

  @Test("progress reports events, elapsed time and fingers down")
  func progressReports() throws {
    let pad = FakeDevice(path: "pad", description: Devices.touchpad)
    var reports: [RecorderProgress] = []
    let (recorder, _, _, _) = makeRecorder(
      [pad],
      steps: [
        .init(after: 50_000) {
          pad.pending = [
            .event(ev(1_050_000, InputCode.EV_ABS, InputCode.ABS_MT_TRACKING_ID, 1)),
            .event(ev(1_050_000, InputCode.EV_ABS, InputCode.ABS_MT_SLOT, 1)),
            .event(ev(1_050_000, InputCode.EV_ABS, InputCode.ABS_MT_TRACKING_ID, 2)),
            .event(syn(1_050_000)),
          ]
        },
        .init(after: 300_000),
      ],
      configure: { $0.progressInterval = 250_000 }, progress: { reports.append($0) })
    _ = try recorder.run()
    // Reports at the start (0 events) and once 250 ms later (4 events, two slots active).
    #expect(reports.first == RecorderProgress(events: 0, elapsed: 0, fingersDown: 0))
    #expect(
      reports.dropFirst().first
        == RecorderProgress(events: 4, elapsed: 250_000, fingersDown: 2))
  }
}
