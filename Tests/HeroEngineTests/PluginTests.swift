import Foundation
import HeadlessUI
import HeroEngine
import Testing

/// Hero 1.6.4's plugin API (Sources/HeroPlugin.swift, HeroTypes.swift) as the transition calls
/// it (HeroTransition+Start.swift:76-99 and 158-163, +Animate.swift:35-78,
/// +Interactive.swift, HeroTransition.swift:185-205, +Complete.swift:115-119).
@MainActor
@Suite struct PluginTests {
  /// Animates views whose state carries the custom key "pluginSlide", logging every call.
  final class Recorder: HeroPlugin {
    nonisolated(unsafe) static var log: [String] = []
    nonisolated(unsafe) static var duration: TimeInterval = 0.5
    nonisolated(unsafe) static var perFrame = false
    nonisolated(unsafe) static var snapshot: UIView?

    required init() {
      super.init()
      requirePerFrameCallback = Self.perFrame
    }

    override func process(fromViews: [UIView], toViews: [UIView]) {
      // Runs after Hero's preprocessors: a matched view already has `source`.
      let matched = toViews.filter { context[$0]?.source != nil }.count
      Self.log.append("process(\(fromViews.count), \(toViews.count), matched \(matched))")
    }

    override func canAnimate(view: UIView, appearing: Bool) -> Bool {
      context[view]?["pluginSlide"] != nil
    }

    override func animate(fromViews: [UIView], toViews: [UIView]) -> TimeInterval {
      Self.log.append("animate(\(fromViews.count), \(toViews.count))")
      if let view = fromViews.first { Self.snapshot = context.snapshotView(for: view) }
      return Self.duration
    }

    override func seekTo(timePassed: TimeInterval) {
      Self.log.append("seek(\(timePassed))")
    }

    override func resume(timePassed: TimeInterval, reverse: Bool) -> TimeInterval {
      Self.log.append("resume(\(timePassed), \(reverse))")
      return 0.2
    }

    override func apply(state: HeroTargetState, to view: UIView) {
      Self.log.append("apply")
    }

    override func clean() { Self.log.append("clean") }
  }

  func stage() -> (Stage, UIView) {
    Recorder.log = []
    Recorder.snapshot = nil
    let stage = Stage()
    let slider = stage.box(in: stage.from.view, CGRect(x: 10, y: 20, width: 40, height: 40))
    slider.hero.modifiers = [HeroModifier { $0["pluginSlide"] = true }]
    stage.box(
      in: stage.from.view, CGRect(x: 100, y: 100, width: 50, height: 50), [.fade], id: "pair")
    stage.box(in: stage.to.view, CGRect(x: 0, y: 0, width: 50, height: 50), id: "pair")
    return (stage, slider)
  }

  // A plugin's view is hidden and has a real snapshot at its place in the container; the
  // total duration is the longest of Hero's animations (0.208 + the match's move) and the
  // plugin's 0.5 s; interactive updates seek the plugin to progress × total; finish resumes
  // it; the end cleans it. HeroPlugin.swift:129-148: enable, disable, isEnabled.
  @Test func aPluginIsCalledInHerosOrder() throws {
    let (stage, slider) = stage()
    Recorder.duration = 0.5
    Recorder.perFrame = false
    Recorder.enable()
    defer { Recorder.disable() }
    #expect(Recorder.isEnabled)
    stage.start()
    #expect(Recorder.log == ["process(3, 2, matched 1)", "animate(1, 0)"])
    #expect(slider.alpha == 0)
    let snapshot = try #require(Recorder.snapshot)
    #expect(snapshot.superview === stage.engine.container)
    #expect(snapshot.layer.position == CGPoint(x: 30, y: 40))
    #expect(close(stage.engine.totalDuration, 0.5))
    stage.engine.update(0.5)
    #expect(Recorder.log.last == "seek(0.25)")
    stage.engine.apply(modifiers: [.fade], to: slider)
    #expect(Recorder.log.last == "apply")
    stage.engine.finish()
    #expect(Recorder.log.last == "resume(0.25, false)")
    stage.advance(1)
    #expect(stage.finished == true && Recorder.log.last == "clean")
    #expect(slider.alpha == 1 && snapshot.superview == nil)
    Recorder.disable()
    #expect(!Recorder.isEnabled)
  }

  // HeroTransition+Animate.swift:62-76: an animator that returns `.infinity` wants the
  // transition interactive — `update(0)`, no auto-run: the clock moves, progress stays 0.
  // HeroTransition.swift:194-198: a plugin with `requirePerFrameCallback` is seeked on every
  // frame of a finish run by the progress runner.
  @Test func infinityWaitsAndPerFrameCallbacksFollowTheRunner() {
    let (stage, _) = stage()
    Recorder.duration = .infinity
    Recorder.perFrame = true
    Recorder.enable()
    defer {
      Recorder.disable()
      Recorder.perFrame = false
      Recorder.duration = 0.5
    }
    stage.start()
    stage.advance(0.5)
    #expect(stage.engine.state == .animating && stage.engine.progress == 0)
    stage.engine.finish()
    let before = Recorder.log.count
    stage.advance(0.1)
    #expect(Recorder.log[before...].contains { $0.hasPrefix("seek(") })
  }

  // DefaultAnimationPreprocessor.swift:283-285: `.auto` becomes `.none` when a plugin can
  // animate a root view.
  @Test func aPluginOnARootTurnsTheDefaultAnimationOff() {
    let (stage, _) = stage()
    stage.engine.defaultAnimation = .auto
    stage.to.view.hero.modifiers = [HeroModifier { $0["pluginSlide"] = true }]
    Recorder.enable()
    defer { Recorder.disable() }
    stage.start()
    #expect(stage.engine.resolvedDefaultAnimation == HeroDefaultAnimationType.none)
  }
}
