import Kingfisher
import MapKitStandIn
import SnapKit
import Then
import HeadlessUI

/// A person's card, presented full screen over the list: laid out with SnapKit, its views made
/// with Then, the photo loaded by Kingfisher (the initials' placeholder until it comes, and when
/// it cannot), a map of where the person worked (a drag on the map scrolls the map, not the
/// card).
/// Pulling the card down dismisses it with the finger (a
/// `UIPercentDrivenInteractiveTransition` over `ProfileDismissAnimator`); on the lift the card
/// goes when pulled past 30 % of the screen or flicked down faster than 800 points per second.
final class ProfileCardViewController: UIViewController, UIViewControllerTransitioningDelegate {
  static let distanceThreshold: CGFloat = 0.3
  static let velocityThreshold: CGFloat = 800

  let person: String
  let workplace: CLLocationCoordinate2D
  let photoURL: URL?
  let card = UIView().then {
    $0.backgroundColor = .systemBackground
    $0.layer.cornerRadius = 20
    $0.accessibilityIdentifier = "card"
  }
  let avatar = UIImageView().then {
    $0.backgroundColor = .systemTeal
    $0.layer.cornerRadius = 48
    $0.clipsToBounds = true
    $0.accessibilityIdentifier = "avatar"
  }
  let nameLabel = UILabel().then {
    $0.font = .boldSystemFont(ofSize: 24)
    $0.textAlignment = .center
    $0.accessibilityIdentifier = "name"
  }
  let map = MKMapView().then {
    $0.layer.cornerRadius = 12
    $0.accessibilityIdentifier = "map"
  }
  let closeButton = UIButton(type: .system).then {
    $0.setTitle("Close", for: .normal)
    $0.accessibilityIdentifier = "close"
  }
  private var interaction: UIPercentDrivenInteractiveTransition?

  init(person: String, workplace: CLLocationCoordinate2D, photoURL: URL? = nil) {
    self.person = person
    self.workplace = workplace
    self.photoURL = photoURL
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .overFullScreen
    transitioningDelegate = self
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .clear
    view.addSubview(card)
    card.addSubview(avatar)
    card.addSubview(nameLabel)
    card.addSubview(map)
    card.addSubview(closeButton)
    nameLabel.text = person
    avatar.kf.setImage(
      with: photoURL, placeholder: UIImage(systemName: "person.crop.circle"),
      options: [.cacheMemoryOnly])
    map.setRegion(
      MKCoordinateRegion(center: workplace, latitudinalMeters: 2000, longitudinalMeters: 2000),
      animated: false)
    map.addAnnotation(MKPointAnnotation(coordinate: workplace, title: person))

    card.snp.makeConstraints { make in
      make.top.equalToSuperview().offset(60)
      make.leading.trailing.bottom.equalToSuperview()
    }
    avatar.snp.makeConstraints { make in
      make.top.equalToSuperview().offset(40)
      make.centerX.equalToSuperview()
      make.size.equalTo(96)
    }
    nameLabel.snp.makeConstraints { make in
      make.top.equalTo(avatar.snp.bottom).offset(16)
      make.leading.trailing.equalToSuperview().inset(20)
    }
    map.snp.makeConstraints { make in
      make.top.equalTo(nameLabel.snp.bottom).offset(120)
      make.leading.trailing.equalToSuperview().inset(20)
      make.height.equalTo(200)
    }
    closeButton.snp.makeConstraints { make in
      make.top.equalToSuperview().offset(12)
      make.trailing.equalToSuperview().inset(16)
    }

    closeButton.addTarget(self, action: Self.closeTapped, for: .touchUpInside)
    card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.pulled(_:)))
  }

  func closeTapped() {
    dismiss(animated: true)
  }

  // MARK: The pull

  func pulled(_ pan: UIPanGestureRecognizer) {
    let translation = pan.translation(in: view)
    let progress = min(max(translation.y / view.bounds.height, 0), 1)
    switch pan.state {
    case .began:
      interaction = UIPercentDrivenInteractiveTransition()
      dismiss(animated: true)
    case .changed:
      interaction?.update(progress)
    case .ended:
      if progress > Self.distanceThreshold || pan.velocity(in: view).y > Self.velocityThreshold {
        interaction?.finish()
      } else {
        interaction?.cancel()
      }
      interaction = nil
    case .cancelled, .failed:
      interaction?.cancel()
      interaction = nil
    default:
      break
    }
  }

  // MARK: UIViewControllerTransitioningDelegate

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    ProfileDismissAnimator()
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    interaction
  }
}
