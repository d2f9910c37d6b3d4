import Foundation
import HeadlessUI
import SourcePorting
import Testing

// Compiled in the Swift 5 language mode, like most iOS apps' files (see Package.swift).

/// Drags one finger down over `window` at (100, 100) → (100, 100 + distance).
@MainActor
func drag(
  in window: UIWindow, from start: CGPoint = CGPoint(x: 100, y: 100), by distance: CGFloat = 60
) {
  var time = window.clock.now
  let step = VirtualDuration.milliseconds(16)
  window.deliver([TouchPoint(id: 1, phase: .began, location: start)], at: time)
  for index in 1...6 {
    time = time + step
    let point = CGPoint(x: start.x, y: start.y + distance * CGFloat(index) / 6)
    window.deliver([TouchPoint(id: 1, phase: .moved, location: point)], at: time)
  }
  time = time + step
  window.deliver(
    [TouchPoint(id: 1, phase: .ended, location: CGPoint(x: start.x, y: start.y + distance))],
    at: time)
}

/// Taps `window` at `point`.
@MainActor
func tap(in window: UIWindow, at point: CGPoint) {
  let time = window.clock.now
  window.deliver([TouchPoint(id: 7, phase: .began, location: point)], at: time)
  window.deliver(
    [TouchPoint(id: 7, phase: .ended, location: point)], at: time + .milliseconds(80))
}

@MainActor
func showing(_ controller: UIViewController) -> UIWindow {
  let window = UIWindow(screenSize: CGSize(width: 375, height: 667))
  window.rootViewController = controller
  window.makeKeyAndVisible()
  window.layoutIfNeeded()
  return window
}

@MainActor
@Suite("Target–action forms of a ported file")
struct TargetActionFormsTests {
  @Test func everyRecognizerFormRunsItsHandler() {
    let controller = FormsViewController()
    let window = showing(controller)
    drag(in: window)
    for expected in [
      "panned", "self.pannedAgain", "Type.pannedBare", "handlePan(gr:) began",
      "Type.handleQualified(_:) began", "lazy handlePan(_:) began",
      "handleAnything(_:) UIPanGestureRecognizer", "addTarget handle(_:) began",
      "addTarget Type.handle(_:) began", "handlePan(gr:) ended", "lazy handlePan(_:) ended",
      "Type.handleQualified(_:) changed",
    ] {
      #expect(controller.log.contains(expected), "missing \(expected)")
    }
    // began, 5 × changed (the first move only crosses the slop), ended: every form sent each.
    #expect(controller.log.filter { $0 == "panned" }.count == 7)
    #expect(controller.lastProgress == 60.0 / 667)
  }

  @Test func everyControlFormRunsItsAction() {
    let controller = FormsViewController()
    let window = showing(controller)
    tap(in: window, at: CGPoint(x: 150, y: 520))
    #expect(
      controller.log == [
        "touched(_:event:) 1", "Type.touchedUnapplied(_:event:)", "tapped",
        "tappedWith(_:) true", "IBTapped(_:) UIControl", "Type.tappedUnapplied(_:)",
        "Type.tappedBare",
      ])
  }

  @Test func aSenderOfAnotherTypeIsNotCalled() {
    let recognizer = UIPinchGestureRecognizer()
    var calls = 0
    recognizer.addTarget(self, action: { (_: UIPanGestureRecognizer) in calls += 1 })
    recognizer.addTarget(self, action: { (_: UIGestureRecognizer) in calls += 10 })
    recognizer.state = .began
    #expect(calls == 10)
  }

  @Test func theUnappliedFormDoesNotRetainItsTarget() {
    weak var released: UnappliedTargetViewController?
    var recognizer: UIGestureRecognizer?
    do {
      let controller = UnappliedTargetViewController()
      controller.loadViewIfNeeded()
      released = controller
      recognizer = controller.view.gestureRecognizers?.first
      recognizer?.state = .began
      #expect(controller.count == 1)
    }
    #expect(released == nil)
    // The recognizer outlives its target; its action is then not called.
    recognizer?.state = .changed
    #expect(recognizer != nil)
  }

  @Test func removeTargetRemovesEveryActionOfThatTarget() {
    let controller = FormsViewController()
    let window = showing(controller)
    controller.button.removeTarget(controller, action: { controller.tapped() }, for: .touchUpInside)
    tap(in: window, at: CGPoint(x: 150, y: 520))
    #expect(controller.log == ["touched(_:event:) 1", "Type.touchedUnapplied(_:event:)"])
  }

  @Test func aViewModelReadsTheRecognizerFromNonisolatedCode() {
    let controller = FormsViewController()
    let window = showing(controller)
    let model = DragModel()
    var seen: [CGFloat] = []
    controller.lazyPan.addTarget { recognizer in
      guard let pan = recognizer as? UIPanGestureRecognizer else { return }
      seen.append(model.progress(of: pan, in: controller.view))
    }
    drag(in: window)
    #expect(seen.last == 60.0 / 667)
    #expect(seen.count == 7)
  }

  /// The copy this target compiles is what the port script makes of the iOS file.
  @Test func thePortedCopyIsCurrent() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let source = try String(
      contentsOf: folder.appendingPathComponent("iOS/FormsViewController.swift"), encoding: .utf8)
    let ported = try String(
      contentsOf: folder.appendingPathComponent("Ported/FormsViewController.swift"),
      encoding: .utf8)
    #expect(SourcePorter.port(source).text == ported)
  }
}
