import Foundation

/// The presentation controller of a `.pageSheet` or `.formSheet` presentation: a card below
/// the top of the screen over the presenter, which the user pulls down to dismiss.
///
/// The sheet's frame is the container less ``topInset`` at the top. After it is presented, a
/// pan on its container pulls it: downwards the dismissal runs as an interactive UIKit
/// transition that follows the finger over the sheet's height (the delegate hears
/// `presentationControllerWillDismiss` as the pull starts and `presentationControllerDidDismiss`
/// when the sheet is gone); on the lift it goes when pulled past half its height or moving down
/// faster than ``dismissVelocityThreshold``, and comes back otherwise. When the presented
/// controller's `isModalInPresentation` is true, or the delegate's
/// `presentationControllerShouldDismiss` says no, the sheet only gives a little (the scroll
/// view's rubber band over its height) and springs back on the lift, and the delegate hears
/// `presentationControllerDidAttemptToDismiss`. The inset, the thresholds and the resistance
/// are this project's choices: UIKit does not document them (docs/HEADLESSUI.md).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
  /// The gap above the sheet, in points.
  public static let topInset: CGFloat = 10
  /// The downward speed (points per second) past which a lift dismisses the sheet.
  public static let dismissVelocityThreshold: CGFloat = 700
  /// How long the sheet takes to spring back after a refused pull.
  static let springBackDuration: TimeInterval = 0.25

  private var pull: UIPanGestureRecognizer?
  private var interaction: UIPercentDrivenInteractiveTransition?
  private var resistedFrom: CGRect?

  open override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView else { return .zero }
    let top = containerView.safeAreaInsets.top + Self.topInset
    return CGRect(
      x: 0, y: top, width: containerView.bounds.width,
      height: max(containerView.bounds.height - top, 0))
  }

  open override var shouldPresentInFullscreen: Bool { false }

  open override func presentationTransitionDidEnd(_ completed: Bool) {
    super.presentationTransitionDidEnd(completed)
    guard completed, let containerView, pull?.view !== containerView else { return }
    let pan = UIPanGestureRecognizer { [weak self] recognizer in
      self?.pulled(recognizer)
    }
    containerView.addGestureRecognizer(pan)
    pull = pan
  }

  private var mayDismiss: Bool {
    !presentedViewController.isModalInPresentation
      && (delegate?.presentationControllerShouldDismiss(self) ?? true)
  }

  private func pulled(_ recognizer: UIGestureRecognizer) {
    guard let pan = recognizer as? UIPanGestureRecognizer, let containerView else { return }
    let height = max(frameOfPresentedViewInContainerView.height, 1)
    let down = pan.translation(in: containerView).y
    switch pan.state {
    case .began:
      guard down > 0 else { return }
      if !mayDismiss {
        resistedFrom = presentedView?.frame
        resist(down, height: height)
        return
      }
      delegate?.presentationControllerWillDismiss(self)
      let interaction = UIPercentDrivenInteractiveTransition()
      interaction.completionCurve = .easeOut
      self.interaction = interaction
      presentedViewController.dismissBySheetPull(interaction: interaction) { [weak self] in
        guard let self else { return }
        self.delegate?.presentationControllerDidDismiss(self)
      }
      interaction.update(min(max(down / height, 0), 1))
    case .changed:
      if resistedFrom != nil {
        resist(down, height: height)
      } else {
        interaction?.update(min(max(down / height, 0), 1))
      }
    case .ended, .cancelled, .failed:
      if let from = resistedFrom {
        resistedFrom = nil
        let view = presentedView
        UIView.animate(withDuration: Self.springBackDuration) { view?.frame = from }
        if pan.state == .ended { delegate?.presentationControllerDidAttemptToDismiss(self) }
        return
      }
      guard let interaction else { return }
      self.interaction = nil
      let velocity = pan.velocity(in: containerView).y
      let goes =
        pan.state == .ended
        && (down / height > 0.5 || velocity > Self.dismissVelocityThreshold)
      if goes { interaction.finish() } else { interaction.cancel() }
    default:
      break
    }
  }

  /// Moves a sheet that may not go by the rubber band of `down` over `height`.
  private func resist(_ down: CGFloat, height: CGFloat) {
    guard let from = resistedFrom, let view = presentedView else { return }
    let pull = max(down, 0)
    let offset = (1 - 1 / (pull * 0.55 / height + 1)) * height
    view.frame = from.offsetBy(dx: 0, dy: offset)
  }
}
