import Foundation
import HeadlessUI
import Testing

@MainActor
@Suite("Frame clock")
struct FrameClockTests {
  @Test func callbacksFireInDeadlineThenInsertionOrder() {
    let clock = FrameClock()
    var fired: [(String, Int64)] = []
    func note(_ name: String) { fired.append((name, clock.now.nanoseconds)) }
    clock.schedule(at: .init(nanoseconds: 10_000_000)) { note("a") }
    clock.schedule(at: .init(nanoseconds: 5_000_000)) { note("b") }
    clock.schedule(at: .init(nanoseconds: 10_000_000)) { note("c") }
    clock.schedule(at: .init(nanoseconds: 5_000_000)) { note("d") }
    #expect(clock.pendingCallbackCount == 4)
    #expect(clock.nextDeadline == VirtualInstant(nanoseconds: 5_000_000))
    clock.advance(to: .seconds(1))
    #expect(fired.map(\.0) == ["b", "d", "a", "c"])
    // Each callback sees its own deadline as `now`.
    #expect(fired.map(\.1) == [5_000_000, 5_000_000, 10_000_000, 10_000_000])
    #expect(clock.now == .seconds(1))
    #expect(clock.isIdle)
  }

  @Test func callbacksScheduledWhileFiringRunInTheSameAdvance() {
    let clock = FrameClock()
    var order: [String] = []
    clock.schedule(after: .milliseconds(1)) {
      order.append("first")
      // Same deadline, later sequence: after "second", which was inserted earlier.
      clock.schedule(after: .zero) { order.append("nested") }
    }
    clock.schedule(after: .milliseconds(1)) { order.append("second") }
    clock.schedule(after: .milliseconds(2)) { order.append("third") }
    clock.advance(by: .milliseconds(2))
    #expect(order == ["first", "second", "nested", "third"])
  }

  @Test func pastDeadlinesCancellationAndStep() {
    let clock = FrameClock(start: .seconds(2))
    var order: [String] = []
    let late = clock.schedule(at: .seconds(1)) { order.append("late") }
    let dropped = clock.schedule(at: .seconds(3)) { order.append("dropped") }
    clock.schedule(at: .seconds(4)) { order.append("kept") }
    clock.cancel(dropped)
    #expect(clock.pendingCallbackCount == 2)
    #expect(clock.step())
    // A deadline in the past runs at the current time.
    #expect(order == ["late"] && clock.now == .seconds(2))
    clock.cancel(late)  // already ran: nothing happens
    #expect(clock.step())
    #expect(order == ["late", "kept"] && clock.now == .seconds(4))
    #expect(!clock.step())
    #expect(clock.isIdle)
  }

  @Test(arguments: [30, 60, 120])
  func displayLinkFramesLieOnTheExactGrid(rate: Int) {
    let clock = FrameClock()
    var times: [Int64] = []
    var timestamps: [Double] = []
    let link = CADisplayLink(clock: clock, preferredFramesPerSecond: rate) { link in
      times.append(clock.now.nanoseconds)
      timestamps.append(link.timestamp)
      #expect(link.duration == 1 / Double(rate))
      #expect(
        link.targetTimestamp
          == Double((link.frameIndex + 1) * 1_000_000_000 / Int64(rate)) / 1e9)
    }
    // Advance in uneven 7 ms steps: the frames must not depend on how time is advanced.
    while clock.now < .seconds(10) {
      clock.advance(by: .milliseconds(7))
    }
    link.invalidate()
    // Frames n = 1 … 10·rate (those at or before the last advance, which ends at 10.003 s).
    let expected = (1...Int64(10 * rate)).map { $0 * 1_000_000_000 / Int64(rate) }
    #expect(Array(times.prefix(expected.count)) == expected)
    #expect(times.count == expected.count)
    // The 10·rate-th frame is at exactly 10 s: no drift.
    #expect(times.last == 10_000_000_000)
    #expect(timestamps.last == 10)
    #expect(clock.isIdle)
  }

  @Test func displayLinkStartsAtTheNextFrameAndStopsWhenInvalidated() {
    let clock = FrameClock(start: .init(nanoseconds: 16_666_666))
    var frames: [Int64] = []
    // At 60 Hz frame 1 is at 16 666 666 ns, exactly the start: the first frame is the next one,
    // frame 2 at 33 333 333 ns.
    _ = CADisplayLink(clock: clock) { link in
      frames.append(clock.now.nanoseconds)
      if frames.count == 3 { link.invalidate() }
    }
    #expect(clock.runningDisplayLinkCount == 1)
    #expect(!clock.isIdle)
    let idle = clock.runUntilIdle(maxTime: .seconds(1))
    #expect(idle)
    #expect(frames == [33_333_333, 50_000_000, 66_666_666])
    #expect(clock.now == VirtualInstant(nanoseconds: 66_666_666))
  }

  @Test func pausingAndChangingTheRate() {
    let clock = FrameClock()
    var frames: [Int64] = []
    let link = CADisplayLink(clock: clock, preferredFramesPerSecond: 30) { _ in
      frames.append(clock.now.nanoseconds)
    }
    clock.advance(to: .init(nanoseconds: 70_000_000))
    // 30 Hz: 33 333 333 and 66 666 666.
    #expect(frames == [33_333_333, 66_666_666])
    link.isPaused = true
    #expect(clock.isIdle)
    clock.advance(to: .init(nanoseconds: 200_000_000))
    #expect(frames.count == 2)
    // Unpaused at 200 ms: next 30 Hz frame after it is n = 7 at 233 333 333.
    link.isPaused = false
    link.preferredFramesPerSecond = 120
    // Now 120 Hz: the frames after 200 ms up to 220 ms are n = 25 at 208 333 333 and n = 26
    // at 216 666 666.
    clock.advance(to: .init(nanoseconds: 220_000_000))
    #expect(frames == [33_333_333, 66_666_666, 208_333_333, 216_666_666])
    link.invalidate()
    #expect(link.isInvalidated)
  }

  @Test func runUntilIdleStopsAtTheLimitWithARunningLink() {
    let clock = FrameClock(defaultFramesPerSecond: 120)
    var count = 0
    let link = CADisplayLink(clock: clock) { _ in count += 1 }
    let idle = clock.runUntilIdle(maxTime: .seconds(1))
    #expect(!idle)
    // 120 frames in (0, 1 s]; the clock stops at the last one.
    #expect(count == 120)
    #expect(clock.now == .seconds(1))
    link.invalidate()
  }

  @Test func currentClockDuringCallbacks() {
    let clock = FrameClock()
    var seen: FrameClock?
    var mediaTime: Double = -1
    clock.schedule(at: .seconds(0.5)) {
      seen = FrameClock.current
      mediaTime = CACurrentMediaTime()
    }
    #expect(FrameClock.current == nil)
    clock.advance(by: .seconds(1))
    #expect(seen === clock)
    #expect(mediaTime == 0.5)
    #expect(FrameClock.current == nil)
  }

  @Test func nestedAdvanceIsIgnored() {
    let clock = FrameClock()
    var inner: VirtualInstant?
    clock.schedule(at: .seconds(1)) {
      clock.advance(to: .seconds(5))
      inner = clock.now
    }
    clock.schedule(at: .seconds(2)) {}
    clock.advance(to: .seconds(3))
    #expect(inner == .seconds(1))
    #expect(clock.now == .seconds(3))
  }

  @Test func durationsAndInstants() {
    #expect(VirtualDuration.seconds(1.0 / 60).nanoseconds == 16_666_667)
    #expect(VirtualDuration.milliseconds(3).nanoseconds == 3_000_000)
    #expect(VirtualDuration.microseconds(3).nanoseconds == 3_000)
    #expect(VirtualInstant.microseconds(1_500_000).seconds == 1.5)
    #expect(VirtualInstant.seconds(2) - VirtualInstant.seconds(0.5) == .seconds(1.5))
    // Saturation instead of a trap.
    #expect(VirtualDuration.milliseconds(.max).nanoseconds == .max)
    #expect((VirtualInstant(nanoseconds: .max) + .seconds(1)).nanoseconds == .max)
    #expect(VirtualDuration.seconds(.nan) == .zero)
  }

  @Test func windowsHaveTheirOwnClocks() {
    let first = UIWindow(screenSize: CGSize(width: 100, height: 100))
    let second = UIWindow(screenSize: CGSize(width: 100, height: 100), framesPerSecond: 120)
    first.clock.advance(by: .seconds(1))
    #expect(first.clock !== second.clock)
    #expect(second.clock.now == .zero)
    #expect(second.clock.defaultFramesPerSecond == 120)
    let view = UIView()
    first.addSubview(view)
    #expect(view.window?.clock === first.clock)
  }
}
