import Foundation
import HeadlessUI
import Testing

/// The full-screen viewer's cell of Hero's image-gallery example.
@MainActor
final class ScrollingImageCell: UICollectionViewCell {
  let imageView = UIImageView(frame: .zero)

  required init?(coder: NSCoder) { fatalError("not decoded headlessly") }

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(imageView)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    imageView.frame = contentView.bounds
  }
}

/// The image viewer with the seed pan handler's shape; a `ManualAnimator` stands in for Hero
/// (the engine's own tests run the real thing): `.began` dismisses, `.changed` reports the
/// progress and moves the image, the end finishes or cancels the transition.
@MainActor
final class ViewerController: UIViewController, UICollectionViewDataSource {
  var collectionView: UICollectionView?
  var panGR: UIPanGestureRecognizer!
  let animator: ManualAnimator
  var progresses: [CGFloat] = []
  var lastPosition: CGPoint?
  var finished: Bool?

  required init?(coder: NSCoder) { fatalError("not decoded headlessly") }

  init(animator: ManualAnimator) {
    self.animator = animator
    super.init(nibName: nil, bundle: nil)
    transitioningDelegate = animator
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    layout.itemSize = view.bounds.size
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(ScrollingImageCell.self, forCellWithReuseIdentifier: "image") {
      ScrollingImageCell(frame: .zero)
    }
    collectionView.dataSource = self
    collectionView.isPagingEnabled = true
    view.addSubview(collectionView)
    self.collectionView = collectionView
    panGR = UIPanGestureRecognizer { [weak self] _ in self?.pan() }
    view.addGestureRecognizer(panGR)
  }

  func pan() {
    let translation = panGR.translation(in: nil)
    let progress = translation.y / 2 / collectionView!.bounds.height
    switch panGR.state {
    case .began:
      dismiss(animated: true)
    case .changed:
      progresses.append(progress)
      animator.context?.updateInteractiveTransition(progress)
      if let cell = collectionView?.visibleCells[0] as? ScrollingImageCell {
        let currentPos = CGPoint(
          x: translation.x + view.center.x, y: translation.y + view.center.y)
        cell.imageView.center = currentPos
        lastPosition = currentPos
      }
    default:
      let finish =
        progress + panGR.velocity(in: nil).y / collectionView!.bounds.height > 0.3
      finished = finish
      if finish {
        animator.context?.finishInteractiveTransition()
      } else {
        animator.context?.cancelInteractiveTransition()
      }
      animator.context?.completeTransition(finish)
    }
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 3 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "image", for: indexPath)
  }
}

/// A class with an isolated deinit, so its window and controllers are released on the main
/// actor (Swift Testing may drop a suite instance on another thread).
@MainActor
@Suite("Seed handler through touches")
final class SeedHandlerTests {
  let log = Log()
  let window = UIWindow(screenSize: CGSize(width: 320, height: 480))
  let gallery = UIViewController()
  let viewer: ViewerController

  init() {
    viewer = ViewerController(animator: ManualAnimator(log: log))
    window.rootViewController = gallery
    window.makeKeyAndVisible()
    gallery.present(viewer, animated: false)
  }

  isolated deinit {}

  /// One finger from (160, 240) straight down by `distance` in `steps` moves `interval` ms
  /// apart, then a pause of `pause` ms, then the lift.
  func drag(distance: CGFloat, steps: Int, interval: Int64, pause: Int64) {
    let start = CGPoint(x: 160, y: 240)
    var time: Int64 = 0
    window.deliver([TouchPoint(id: 1, phase: .began, location: start)], at: .init(nanoseconds: 0))
    for step in 1...steps {
      time += interval * 1_000_000
      let y = start.y + distance * CGFloat(step) / CGFloat(steps)
      window.deliver(
        [TouchPoint(id: 1, phase: .moved, location: CGPoint(x: 160, y: y))],
        at: .init(nanoseconds: time))
    }
    time += pause * 1_000_000
    window.deliver(
      [TouchPoint(id: 1, phase: .ended, location: CGPoint(x: 160, y: start.y + distance))],
      at: .init(nanoseconds: time))
  }

  @Test func fastDragFinishesTheDismissal() {
    // 200 pt in 25 moves of 8 ms (1 000 pt/s), lifted at once: progress 200 / 2 / 480 ≈ 0.21
    // plus velocity / height ≈ 2.1 is well over 0.3.
    drag(distance: 200, steps: 25, interval: 8, pause: 0)
    #expect(viewer.finished == true)
    #expect(gallery.presentedViewController == nil)
    #expect(viewer.view.superview == nil)
    #expect(gallery.view.superview === window)
    // The last `.changed` put the image at the view's centre plus the translation: the
    // translation counts from touch-down, so (160 + 0, 240 + 200).
    #expect(viewer.lastPosition == CGPoint(x: 160, y: 440))
    // Progress only grows, and the last one is 200 / 2 / 480.
    #expect(viewer.progresses == viewer.progresses.sorted())
    #expect(viewer.progresses.last == 200.0 / 2 / 480)
    #expect(viewer.panGR.state == .possible)
  }

  @Test func slowDragWithAPauseCancelsAndRestores() {
    let before = window.subviews.map(ObjectIdentifier.init)
    // 40 pt over 400 ms, then 100 ms still before the lift: no velocity left, progress
    // 40 / 960 ≈ 0.04 < 0.3 → cancel; the viewer stays presented, its view back in place.
    drag(distance: 40, steps: 10, interval: 40, pause: 100)
    #expect(viewer.finished == false)
    #expect(gallery.presentedViewController === viewer)
    #expect(window.subviews.map(ObjectIdentifier.init) == before)
    #expect(gallery.view.superview == nil)
    #expect(!window.isTransitioning)
  }
}
