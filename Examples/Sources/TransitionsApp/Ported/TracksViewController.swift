import HeadlessUI

/// A list of tracks in a navigation controller; choosing one pushes it. The navigation
/// controller's own edge swipe takes the track back (no custom transition).
final class TracksViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.accessibilityIdentifier = "tracks"
  }

  func showTrack(number: Int, animated: Bool) {
    let track = TrackViewController()
    track.number = number
    navigationController?.pushViewController(track, animated: animated)
  }
}

/// One track.
final class TrackViewController: UIViewController {
  var number = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    view.accessibilityIdentifier = "track"
  }
}
