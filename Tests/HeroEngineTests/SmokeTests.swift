import DemoScene
import Foundation
import HeadlessUI
import HeroEngine
import Testing

@MainActor
@Suite struct SmokeTests {
  @Test func demo() {
    let pan = ScriptedPan()
    let scene = DemoScene.make(panGestureRecognizer: pan)
    scene.engine.isRecordingTimeline = true
    scene.run {
      pan.send(.began, translation: CGPoint(x: 0, y: 10), velocity: CGPoint(x: 0, y: 500))
      print("state", scene.engine.state, scene.engine.totalDuration, scene.engine.interactive)
      scene.clock.advance(by: .milliseconds(16))
      pan.send(.changed, translation: CGPoint(x: 0, y: 60))
      print("progress", scene.engine.progress)
      scene.clock.advance(by: .milliseconds(16))
      pan.send(.ended, translation: CGPoint(x: 0, y: 60), velocity: CGPoint(x: 0, y: 1000))
      scene.clock.runUntilIdle()
    }
    print("final", scene.engine.state)
    for frame in scene.engine.timeline.frames {
      let v = frame.view("image_4")
      print(frame.time, frame.progress, frame.isInteractive, v?.position ?? .zero, v?.size ?? .zero, v?.opacity ?? -1, frame.views.count)
    }
    print(scene.engine.timeline.stateChanges)
    #expect(scene.engine.state == .possible)
  }
}
