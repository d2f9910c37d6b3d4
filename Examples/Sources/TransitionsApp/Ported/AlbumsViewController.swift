import HeadlessUI

/// A list of albums whose navigation controller pops with a custom interactive transition: the
/// album slides away under a dimming list, driven by an edge pan on the album through a
/// `UIPercentDrivenInteractiveTransition` over an interruptible property animator.
final class AlbumsViewController: UIViewController, UINavigationControllerDelegate {
  let popInteraction = UIPercentDrivenInteractiveTransition()
  var isPoppingInteractively = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.accessibilityIdentifier = "albums"
  }

  func showAlbum(number: Int, animated: Bool) {
    navigationController?.delegate = self
    let album = AlbumViewController()
    album.number = number
    album.albums = self
    navigationController?.pushViewController(album, animated: animated)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    operation == .pop ? AlbumPopAnimator() : nil
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    isPoppingInteractively ? popInteraction : nil
  }
}

/// One album: a swipe from the left edge takes it back; on the lift it goes when past 40 % of
/// the width or moving right faster than 500 points per second.
final class AlbumViewController: UIViewController {
  static let distanceThreshold: CGFloat = 0.4
  static let velocityThreshold: CGFloat = 500

  var number = 0
  weak var albums: AlbumsViewController?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    view.accessibilityIdentifier = "album"
    let edge = UIScreenEdgePanGestureRecognizer(target: self, action: Self.swiped(_:))
    edge.edges = .left
    view.addGestureRecognizer(edge)
  }

  func swiped(_ edge: UIScreenEdgePanGestureRecognizer) {
    guard let albums else { return }
    let progress = min(max(edge.translation(in: view.window).x / view.bounds.width, 0), 1)
    switch edge.state {
    case .began:
      albums.isPoppingInteractively = true
      navigationController?.popViewController(animated: true)
    case .changed:
      albums.popInteraction.update(progress)
    case .ended:
      albums.isPoppingInteractively = false
      if progress > Self.distanceThreshold
        || edge.velocity(in: view.window).x > Self.velocityThreshold
      {
        albums.popInteraction.finish()
      } else {
        albums.popInteraction.cancel()
      }
    default:
      albums.isPoppingInteractively = false
      albums.popInteraction.cancel()
    }
  }
}
