import HeadlessUI

// Objects that add themselves as targets and are let go, written as iOS apps write them (a
// transition driver made per push, a bar button, a display link). The test target compiles the
// copy that Scripts/port-to-linux makes of this file (Ported/), in the Swift 5 language mode.

/// Follows the navigation controller's pan for one transition; the app drops it when that
/// transition is over, as custom navigation pops do.
final class InteractionDriver: NSObject {
  let name: String
  var log: (String) -> Void

  init(name: String, pan: UIPanGestureRecognizer, log: @escaping (String) -> Void) {
    self.name = name
    self.log = log
    super.init()
    pan.addTarget(self, action: Self.updateInteraction(_:))
  }

  func updateInteraction(_ pan: UIPanGestureRecognizer) {
    log("\(name) \(pan.state)")
  }
}

/// A screen whose pan gets a new driver per transition, with a bar button and a display link
/// whose targets are objects it can let go.
final class DriverHostViewController: UIViewController {
  let pan = UIPanGestureRecognizer()
  var driver: InteractionDriver?
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(pan)
  }

  /// Starts following the pan with a new driver named `name`; the previous one is let go.
  func beginTransition(_ name: String) {
    driver = InteractionDriver(name: name, pan: pan) { [weak self] in self?.log.append($0) }
  }
}

/// A bar button's target that a screen may outlive.
final class DoneHandler: NSObject {
  var count = 0
  lazy var item = UIBarButtonItem(
    title: "Done", style: .done, target: self, action: Self.doneTapped(_:))
  lazy var closeItem = UIBarButtonItem(
    barButtonSystemItem: .close, target: self, action: Self.closeTapped)

  func doneTapped(_ sender: UIBarButtonItem) { count += 1 }
  func closeTapped() { count += 10 }
}

/// Steps an animation on every frame of a display link, as interactive animations made by hand
/// do.
final class FrameStepper: NSObject {
  var frames = 0
  var link: CADisplayLink?

  func start() {
    makeLink().add(to: .main, forMode: .common)
  }

  /// A link that steps this object once it is added to a run loop.
  func makeLink() -> CADisplayLink {
    let link = CADisplayLink(target: self, selector: Self.step(_:))
    self.link = link
    return link
  }

  func step(_ link: CADisplayLink) {
    frames += 1
    if frames == 3 { link.invalidate() }
  }
}

/// Follows the keyboard the way most iOS screens do, through notifications it observes with
/// selectors.
final class KeyboardFollowingViewController: UIViewController {
  var shown: [CGFloat] = []
  var activations = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      self, selector: Self.keyboardWillShow(_:),
      name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(
      self, selector: Self.appDidBecomeActive,
      name: UIApplication.didBecomeActiveNotification, object: nil)
  }

  func stopFollowing() {
    NotificationCenter.default.removeObserver(self)
  }

  func keyboardWillShow(_ notification: Notification) {
    let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
    shown.append(frame?.height ?? 0)
  }

  func appDidBecomeActive() { activations += 1 }
}
