import UIKit

/// A card of opening hours presented over the current context, with a table inside. Pulling
/// the card down while its table is scrolled to the top dismisses it with the finger (a
/// `UIPercentDrivenInteractiveTransition` over `CardDismissAnimator`); once the table has
/// scrolled, a pull down scrolls the table back instead. On the lift the card goes when pulled
/// past a quarter of its height or flicked down faster than 600 points per second.
final class PlaceCardViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate, UIGestureRecognizerDelegate, UIViewControllerTransitioningDelegate
{
  static let cardTop: CGFloat = 160
  static let distanceThreshold: CGFloat = 0.25
  static let velocityThreshold: CGFloat = 600

  let card = UIView()
  let tableView = UITableView(frame: .zero, style: .plain)
  private let hours = [
    "Monday 9–18", "Tuesday 9–18", "Wednesday 9–18", "Thursday 9–21", "Friday 9–21",
    "Saturday 10–17", "Sunday closed", "Holidays closed", "Kitchen until 20:30",
    "Terrace from May", "Parking behind", "Cards accepted", "Dogs welcome", "Wi-Fi free",
  ]
  private var interaction: UIPercentDrivenInteractiveTransition?

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    transitioningDelegate = self
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .clear
    card.backgroundColor = .systemBackground
    card.accessibilityIdentifier = "card"
    card.layer.cornerRadius = 16
    card.frame = CGRect(
      x: 0, y: Self.cardTop, width: view.bounds.width,
      height: view.bounds.height - Self.cardTop)
    card.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(card)

    tableView.frame = card.bounds.insetBy(dx: 0, dy: 24)
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.accessibilityIdentifier = "hours"
    tableView.rowHeight = 44
    tableView.dataSource = self
    tableView.delegate = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "hour")
    card.addSubview(tableView)

    let pan = UIPanGestureRecognizer(target: self, action: #selector(pulled(_:)))
    pan.delegate = self
    card.addGestureRecognizer(pan)
  }

  // MARK: The pull

  @objc func pulled(_ pan: UIPanGestureRecognizer) {
    let translation = pan.translation(in: view)
    let progress = min(max(translation.y / card.bounds.height, 0), 1)
    switch pan.state {
    case .began:
      interaction = UIPercentDrivenInteractiveTransition()
      dismiss(animated: true)
    case .changed:
      interaction?.update(progress)
    case .ended:
      if progress > Self.distanceThreshold
        || pan.velocity(in: view).y > Self.velocityThreshold
      {
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

  /// The card moves only for a pull down that starts with the table at its top.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
    let velocity = pan.velocity(in: view)
    let atTop = tableView.contentOffset.y <= -tableView.adjustedContentInset.top
    return atTop && velocity.y > abs(velocity.x)
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    otherGestureRecognizer == tableView.panGestureRecognizer
  }

  /// While the card is pulled the table stays at its top instead of stretching.
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    if interaction != nil, scrollView.contentOffset.y < -scrollView.adjustedContentInset.top {
      scrollView.contentOffset.y = -scrollView.adjustedContentInset.top
    }
  }

  // MARK: The table

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    hours.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "hour", for: indexPath)
    cell.textLabel?.text = hours[indexPath.row]
    cell.accessibilityIdentifier = "hour-\(indexPath.row)"
    return cell
  }

  // MARK: The transition

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    CardDismissAnimator()
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    interaction
  }
}
