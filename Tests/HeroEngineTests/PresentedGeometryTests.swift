import Foundation
import HeadlessUI
import HeroEngine
import Testing

/// `presentedGeometry(into:)` gives, on every display frame, the `frame`, `size`, `transform`
/// and `opacity` of `currentFrame()`'s views bit for bit — also for views whose animations wait
/// for their delay or have ended, whose last geometry it gives again, and for their subviews.
@MainActor
@Suite("Presented geometry")
struct PresentedGeometryTests {
  /// A cascading holder (delta 0.1 s) of four moving, fading boxes, each with a subview that
  /// scales and one in global space, and a fifth box whose move is shorter than a frame; the
  /// holder itself moves.
  func stage(direction: CascadeDirection = .topToBottom) -> (Stage, [UIView]) {
    let stage = Stage()
    let holder = stage.box(
      in: stage.from.view, CGRect(x: 0, y: 0, width: 300, height: 400),
      [.cascade(delta: 0.1, direction: direction), .translate(x: 0, y: 30)])
    var boxes: [UIView] = []
    for row in 0..<4 {
      let box = stage.box(
        in: holder, CGRect(x: 20, y: 20 + CGFloat(row) * 90, width: 200, height: 80),
        [.fade, .translate(x: 40, y: 0), .rotate(0.2), .duration(0.25)])
      stage.box(in: box, CGRect(x: 10, y: 10, width: 40, height: 40), [.scale(0.5)])
      stage.box(in: box, CGRect(x: 60, y: 10, width: 40, height: 40), [.useGlobalCoordinateSpace])
      boxes.append(box)
    }
    // An animation shorter than a display frame: between two frames its view goes from
    // waiting for its delay straight to ended, with no frame where it runs.
    boxes.append(
      stage.box(
        in: holder, CGRect(x: 230, y: 20, width: 60, height: 60),
        [.translate(x: 0, y: 200), .duration(0.005)]))
    return (stage, boxes)
  }

  func bits(_ value: CGFloat) -> UInt { value.bitPattern }

  func expectSameAsTimeline(_ engine: HeroTransition, _ scratch: inout [HeroPresentedGeometry])
    -> Int
  {
    engine.presentedGeometry(into: &scratch)
    let frame = engine.currentFrame()
    #expect(scratch.count == frame.views.count)
    var compared = 0
    for (geometry, view) in zip(scratch, frame.views) {
      let expected = [
        view.frame.origin.x, view.frame.origin.y, view.frame.width, view.frame.height,
        view.size.width, view.size.height, view.transform.a, view.transform.b,
        view.transform.c, view.transform.d, view.transform.tx, view.transform.ty, view.opacity,
      ]
      let found = [
        geometry.frame.origin.x, geometry.frame.origin.y, geometry.frame.width,
        geometry.frame.height, geometry.size.width, geometry.size.height, geometry.transform.a,
        geometry.transform.b, geometry.transform.c, geometry.transform.d, geometry.transform.tx,
        geometry.transform.ty, geometry.opacity,
      ]
      #expect(found.map(bits) == expected.map(bits), "\(view.key) at \(engine.progress)")
      compared += 1
    }
    return compared
  }

  @Test(arguments: [CascadeDirection.topToBottom, .bottomToTop])
  func everyFrameOfAnAutoRunMatchesTheTimeline(direction: CascadeDirection) {
    let (stage, _) = stage(direction: direction)
    stage.start()
    var scratch: [HeroPresentedGeometry] = []
    var compared = 0
    var unchangedBetweenFrames = 0
    var previous: [HeroPresentedGeometry] = []
    // Every display frame of the run, and a few past its end.
    for _ in 0..<50 {
      compared += expectSameAsTimeline(stage.engine, &scratch)
      if previous.count == scratch.count {
        unchangedBetweenFrames += zip(previous, scratch).filter { $0 == $1 }.count
      }
      previous = scratch
      stage.advance(1.0 / 60)
    }
    #expect(compared > 0)
    // Views waiting for their cascade delay, or done, kept their geometry between frames:
    // the path that gives the last geometry again was taken and checked above.
    #expect(unchangedBetweenFrames > 20)
    #expect(stage.finished == true)
  }

  @Test func scrubbingApplyingAndCancellingMatchTheTimeline() {
    let (stage, boxes) = stage()
    stage.start()
    var scratch: [HeroPresentedGeometry] = []
    // Interactive: paused offsets, then a pin with apply, then a cancel that runs back.
    for progress in [0.1, 0.3, 0.3, 0.6] {
      stage.engine.update(CGFloat(progress))
      _ = expectSameAsTimeline(stage.engine, &scratch)
    }
    stage.engine.apply(modifiers: [.position(CGPoint(x: 150, y: 150))], to: boxes[1])
    _ = expectSameAsTimeline(stage.engine, &scratch)
    stage.engine.changeTarget(modifiers: [.opacity(0.5)], to: boxes[2])
    stage.engine.cancel()
    for _ in 0..<40 {
      _ = expectSameAsTimeline(stage.engine, &scratch)
      stage.advance(1.0 / 60)
    }
    #expect(stage.finished == false)
  }

  @Test func theScaleIsTheTransformsFirstColumnLengthAfterAnyChange() {
    var geometry = HeroPresentedGeometry(
      frame: .zero, size: CGSize(width: 10, height: 10),
      transform: CGAffineTransform(scaleX: 3, y: 5), opacity: 1)
    #expect(geometry.scale == 3)
    geometry.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 2)
    let t = geometry.transform
    #expect(geometry.scale.bitPattern == (t.a * t.a + t.b * t.b).squareRoot().bitPattern)
    geometry.transform.a = -4
    geometry.transform.b = 0
    #expect(geometry.scale == 4)
  }
}
