import HeadlessUI
import HeroEngine

// Every target–action form a handler file uses, written as iOS code is written (selectors,
// @objc, Interface Builder attributes). The test target compiles the copy that
// Scripts/port-to-linux makes of this file (Ported/), in the Swift 5 language mode.

/// A screen whose recognizers and control use each form of target–action.
final class FormsViewController: UIViewController {
  weak var card: UIView!
  let panArea = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
  let button = UIControl(frame: CGRect(x: 100, y: 500, width: 175, height: 44))
  var log: [String] = []
  var lastProgress: CGFloat = 0
  lazy var lazyPan = UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))

  override func viewDidLoad() {
    super.viewDidLoad()
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.addSubview(card)
    self.card = card
    view.addSubview(panArea)
    view.addSubview(button)
    let recognizers = [
      UIPanGestureRecognizer(target: self, action: Self.panned),
      UIPanGestureRecognizer(target: self, action: Self.pannedAgain),
      UIPanGestureRecognizer(target: self, action: Self.handlePan(gr:)),
      UIPanGestureRecognizer(
        target: self, action: FormsViewController.handleQualified(_:)),
      UIPanGestureRecognizer(target: self, action: FormsViewController.pannedBare),
      UIPanGestureRecognizer(target: self, action: Self.handleAnything(_:)),
      lazyPan,
    ]
    let added = UIPanGestureRecognizer()
    added.addTarget(self, action: Self.addedTarget(_:))
    added.addTarget(self, action: FormsViewController.addedUnapplied(_:))
    for recognizer in recognizers + [added] {
      recognizer.delegate = self
      panArea.addGestureRecognizer(recognizer)
    }

    button.addTarget(self, action: Self.tapped, for: .touchUpInside)
    button.addTarget(self, action: Self.tappedWith(_:), for: .touchUpInside)
    button.addTarget(self, action: Self.IBTapped(_:), for: .touchUpInside)
    button.addTarget(self, action: Self.touched(_:event:), for: .touchDown)
    button.addTarget(
      self, action: FormsViewController.tappedUnapplied(_:), for: .touchUpInside)
    button.addTarget(self, action: FormsViewController.tappedBare, for: .touchUpInside)
    button.addTarget(
      self, action: FormsViewController.touchedUnapplied(_:event:), for: .touchDown)
  }

  func panned() { log.append("panned") }
  func pannedAgain() { log.append("self.pannedAgain") }
  func pannedBare() { log.append("Type.pannedBare") }
  func handlePan(gr: UIPanGestureRecognizer) {
    log.append("handlePan(gr:) \(gr.state)")
  }
  func handleQualified(_ recognizer: UIPanGestureRecognizer) {
    log.append("Type.handleQualified(_:) \(recognizer.state)")
  }
  func handlePan(_ recognizer: UIPanGestureRecognizer) {
    lastProgress = recognizer.translation(in: nil).y / view.bounds.height
    log.append("lazy handlePan(_:) \(recognizer.state)")
  }
  func handleAnything(_ sender: Any) {
    log.append("handleAnything(_:) \(type(of: sender))")
  }
  func addedTarget(_ recognizer: UIGestureRecognizer) {
    log.append("addTarget handle(_:) \(recognizer.state)")
  }
  func addedUnapplied(_ recognizer: UIPanGestureRecognizer) {
    log.append("addTarget Type.handle(_:) \(recognizer.state)")
  }

  func tapped() { log.append("tapped") }
  func tappedWith(_ sender: UIControl) { log.append("tappedWith(_:) \(sender.isTracking)") }
  func IBTapped(_ sender: Any) { log.append("IBTapped(_:) \(type(of: sender))") }
  func touched(_ sender: UIControl, event: UIEvent) {
    log.append("touched(_:event:) \(event.allTouches?.count ?? 0)")
  }
  func tappedUnapplied(_ sender: UIControl) { log.append("Type.tappedUnapplied(_:)") }
  func tappedBare() { log.append("Type.tappedBare") }
  func touchedUnapplied(_ sender: UIControl, event: UIEvent) {
    log.append("Type.touchedUnapplied(_:event:)")
  }
}

extension FormsViewController: UIGestureRecognizerDelegate {
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    true
  }
}

/// A view model outside any controller that reads a recognizer, as Swift 5 code does on iOS
/// (UIKit's main-actor annotations come in as @preconcurrency: warnings at most).
final class DragModel {
  var threshold: CGFloat = 0.3

  func progress(of recognizer: UIPanGestureRecognizer, in view: UIView) -> CGFloat {
    recognizer.translation(in: view).y / max(1, view.bounds.height)
  }

  func shouldFinish(_ recognizer: UIPanGestureRecognizer, in view: UIView) -> Bool {
    progress(of: recognizer, in: view) + recognizer.velocity(in: view).y / view.bounds.height
      > threshold
  }
}

/// A controller the unapplied form targets: nothing but the recognizer refers to it.
final class UnappliedTargetViewController: UIViewController {
  var count = 0
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(
      UIPanGestureRecognizer(
        target: self, action: UnappliedTargetViewController.handle(_:)))
  }
  func handle(_ recognizer: UIPanGestureRecognizer) { count += 1 }
}
