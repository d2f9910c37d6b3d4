@_exported import AVFoundationStandIn
import HeadlessUI

/// The delegate of an ``AVPlayerViewController`` (its calls are never made by the stand-in).
@MainActor
public protocol AVPlayerViewControllerDelegate: AnyObject {}

/// A stand-in for AVKit's player controller: a view controller whose view holds a player layer
/// filling it (laid out and hit-tested as any view; a transition can present, push and dismiss
/// it), with the player and the settings it is given. It plays nothing and shows no controls.
open class AVPlayerViewController: UIViewController {
  /// The player.
  open var player: AVPlayer? {
    didSet { playerLayer.player = player }
  }
  /// Whether playback controls would show.
  open var showsPlaybackControls = true
  /// How video would fill the view.
  open var videoGravity: AVLayerVideoGravity {
    get { playerLayer.videoGravity }
    set { playerLayer.videoGravity = newValue }
  }
  /// Whether the controller would go full screen when playback begins.
  open var entersFullScreenWhenPlaybackBegins = false
  /// Whether the controller would leave full screen when playback ends.
  open var exitsFullScreenWhenPlaybackEnds = false
  /// Whether picture in picture would start automatically.
  open var canStartPictureInPictureAutomaticallyFromInline = false
  /// Whether the controller allows picture in picture.
  open var allowsPictureInPicturePlayback = true
  /// The delegate.
  open weak var delegate: (any AVPlayerViewControllerDelegate)?
  /// The view above the video and below the controls, for the app's own views.
  public let contentOverlayView = UIView()
  /// Whether the video is ready for display: never (no frame arrives).
  open var isReadyForDisplay: Bool { playerLayer.isReadyForDisplay }
  /// The layer that would show the video, filling the view.
  public let playerLayer = AVPlayerLayer()

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    view.layer.addSublayer(playerLayer)
    contentOverlayView.frame = view.bounds
    contentOverlayView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(contentOverlayView)
  }

  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    playerLayer.frame = view.bounds
  }
}
