import DemoScene
import Foundation
import HeadlessUI
import HeroEngine
import Testing

/// The image-gallery dismissal driven by scripted pan states (a `UIPanGestureRecognizer`
/// subclass whose translation and velocity are set by the test). Screen 375 × 667; item 4 is
/// shown: the viewer's image is 375 × 375 centred at (187.5, 333.5); its gallery cell is
/// (125, 125, 125, 125), centre (187.5, 187.5). The handler is Hero's interactive-transition
/// guide's; the engine follows Hero 1.6.4 Sources/Transition/HeroTransition+Interactive.swift
/// and Sources/Preprocessors/MatchPreprocessor.swift:28-78 for the image pair.
@MainActor
@Suite struct DemoSceneTests {
  let pan = ScriptedPan()

  func makeScene() -> GalleryScene {
    let scene = DemoScene.make(panGestureRecognizer: pan)
    scene.engine.isRecordingTimeline = true
    return scene
  }

  /// began at 10 pt, two changes (30, 50 pt) one frame apart, then the end with `velocity`.
  func drag(_ scene: GalleryScene, endVelocity: CGFloat) {
    let frame = 1.0 / 60
    scene.run {
      pan.send(.began, translation: CGPoint(x: 0, y: 10), velocity: CGPoint(x: 0, y: 800))
      scene.clock.advance(by: .seconds(frame))
      pan.send(.changed, translation: CGPoint(x: 0, y: 30), velocity: CGPoint(x: 0, y: 800))
      scene.clock.advance(by: .seconds(frame))
      pan.send(.changed, translation: CGPoint(x: 4, y: 50), velocity: CGPoint(x: 0, y: 800))
      scene.clock.advance(by: .seconds(frame))
      pan.send(.ended, translation: CGPoint(x: 4, y: 50), velocity: CGPoint(x: 0, y: endVelocity))
      scene.clock.runUntilIdle()
    }
  }

  @Test func sceneGeometry() {
    let scene = makeScene()
    let image =
      (scene.imageViewController.collectionView?.visibleCells.first as? ScrollingImageCell)?
      .imageView
    #expect(
      image?.convert(image?.bounds ?? .zero, to: nil)
        == CGRect(x: 0, y: 146, width: 375, height: 375))
    let cell = scene.galleryImageView(item: 4)
    #expect(
      cell?.convert(cell?.bounds ?? .zero, to: nil)
        == CGRect(x: 125, y: 125, width: 125, height: 125))
  }

  // Release at 50 pt with 1500 pt/s: 50/2/667 + 1500/667 = 2.29 > 0.3 → end() (finish).
  @Test func fastShortDragFinishesAtTheGalleryCell() {
    let scene = makeScene()
    drag(scene, endVelocity: 1500)
    #expect(scene.engine.state == .possible)
    #expect(scene.window.topViewController === scene.gallery)
    #expect(scene.imageViewController.presentingViewController == nil)
    #expect(scene.engine.defaultAnimation == .auto)  // the 0.x next-transition setting reset
    let last = scene.engine.timeline.frames.last?.view("image_4", isAppearing: false)
    #expect(close(last?.position ?? .zero, CGPoint(x: 187.5, y: 187.5), 1e-6))
    #expect(last?.size == CGSize(width: 125, height: 125))
    #expect(close(last?.opacity ?? 1, 0, 1e-9))  // the source fades out (gallery below)
    let cell = scene.galleryImageView(item: 4)
    #expect(cell?.convert(cell?.bounds ?? .zero, to: nil) == last?.frame)
  }

  // Release at 50 pt with 50 pt/s: 0.0375 + 0.075 = 0.1125 ≤ 0.3 → cancel().
  @Test func slowShortDragCancelsBackToFullScreen() {
    let scene = makeScene()
    drag(scene, endVelocity: 50)
    #expect(scene.engine.state == .possible)
    #expect(scene.window.topViewController === scene.imageViewController)
    #expect(scene.imageViewController.view.window === scene.window)
    // The runner and the image's own animation both last the image's remaining time, on
    // two clocks (docs/spec/HERO.md §3.4): the last recorded frame is within a frame of the start look.
    let last = scene.engine.timeline.frames.last?.view("image_4", isAppearing: false)
    #expect(close(last?.position ?? .zero, CGPoint(x: 187.5, y: 333.5), 0.5))
    #expect(close(last?.size.width ?? 0, 375, 0.5))
    #expect(close(last?.opacity ?? 0, 1, 0.01))
    // After completion the real image view is back, full screen.
    let image =
      (scene.imageViewController.collectionView?.visibleCells.first as? ScrollingImageCell)?
      .imageView
    #expect(
      image?.convert(image?.bounds ?? .zero, to: nil)
        == CGRect(x: 0, y: 146, width: 375, height: 375))
    #expect(image?.alpha == 1)
  }

  // The frames in between. While dragging, each frame shows the image at
  // translation + view.center (apply), and
  // the progress is translation.y / 2 / 667. After the release the runner moves progress by
  // a constant step per frame, and the image moves monotonically towards the cell.
  @Test func framesInBetweenFollowTheSemantics() {
    let scene = makeScene()
    drag(scene, endVelocity: 1500)
    let timeline = scene.engine.timeline
    let animating = timeline.stateChanges.first { $0.state == .animating }
    #expect(animating != nil)
    // Frame 2 (after the first change) and frame 3 (after the second).
    let frames = timeline.frames
    #expect(frames.count > 10)
    #expect(
      close(
        frames[1].view("image_4", isAppearing: false)?.position ?? .zero,
        CGPoint(x: 187.5, y: 363.5)))
    #expect(close(frames[1].progress, 30.0 / 2 / 667, 1e-12) && frames[1].isInteractive)
    #expect(
      close(
        frames[2].view("image_4", isAppearing: false)?.position ?? .zero,
        CGPoint(x: 191.5, y: 383.5)))
    // The paired gallery thumbnail is pinned to the same point.
    #expect(
      close(
        frames[2].view("image_4", isAppearing: true)?.position ?? .zero,
        CGPoint(x: 191.5, y: 383.5)))
    let finishing = frames.dropFirst(3)
    let steps = zip(finishing, finishing.dropFirst()).map { $1.progress - $0.progress }
    #expect(steps.allSatisfy { $0 > 0 })
    if let first = steps.first { #expect(steps.allSatisfy { abs($0 - first) < 1e-9 }) }
    let ys = finishing.compactMap { $0.view("image_4", isAppearing: false)?.position.y }
    #expect(zip(ys, ys.dropFirst()).allSatisfy { $1 <= $0 })
    #expect(frames.allSatisfy { $0.views.count == 21 })  // 18 thumbnails, 2 roots, 1 image
  }

  // totalDuration: the longest view is the gallery thumbnail that the inverse-radial cascade
  // (0.015 s steps over 18 visible cells, the 4 neighbours at 125 pt being indices 13…16; the
  // matched cell keeps delay 0) delays by 16·0.015 = 0.24 s, with [fade, scale(0.8)]: size
  // 125 → 100, |(25, 25)| = 35.36 pt → d = 0.208 + 35.36/3000. (The matched image, 146 pt
  // and |(250, 250)| = 353.55 pt of size, lasts 0.208 + 499.55/3000 = 0.3745 s.)
  @Test func totalDurationOfTheDismissal() {
    let scene = makeScene()
    scene.run {
      pan.send(.began, translation: CGPoint(x: 0, y: 10), velocity: CGPoint(x: 0, y: 800))
    }
    #expect(close(scene.engine.totalDuration, 16 * 0.015 + 0.208 + hypot(25.0, 25.0) / 3000, 1e-9))
    // Before the first change the transition auto-runs (Hero starts it non-interactive).
    #expect(scene.engine.interactive == false)
  }
}
