@_exported import HeadlessUI

/// The HUD's look (SVProgressHUD's raw values).
public enum SVProgressHUDStyle: Int, Sendable {
  case light, dark, custom
}

/// What the HUD does to the screen behind it (SVProgressHUD's raw values): `.none` lets touches
/// through to the app; the others take them.
public enum SVProgressHUDMaskType: UInt, Sendable {
  case none = 1
  case clear, black, gradient, custom
}

/// The spinner's kind (SVProgressHUD's raw values).
public enum SVProgressHUDAnimationType: UInt, Sendable {
  case flat, native
}

extension Notification.Name {
  public static let SVProgressHUDWillAppear = Notification.Name(
    "SVProgressHUDWillAppearNotification")
  public static let SVProgressHUDDidAppear = Notification.Name("SVProgressHUDDidAppearNotification")
  public static let SVProgressHUDWillDisappear = Notification.Name(
    "SVProgressHUDWillDisappearNotification")
  public static let SVProgressHUDDidDisappear = Notification.Name(
    "SVProgressHUDDidDisappearNotification")
}

/// SVProgressHUD (an Objective-C pod; written from its README and header, and from the calls
/// the corpus apps make): one HUD, shown over the app's key window, with a status line.
///
/// Shown, it is a view filling the key window (its ``statusLabel`` holds the status), on top of
/// everything, taking touches unless the mask type is `.none` — so a replay sees what a user
/// sees: a HUD left up is on screen, and a blocking one stops taps. `showInfo`, `showSuccess`,
/// `showError` and `showImage` dismiss themselves after the display duration SVProgressHUD's
/// README gives: 0.06 s per character plus 0.5 s, at least `minimumDismissTimeInterval` (5 s)
/// and at most `maximumDismissTimeInterval`. Fading in and out, and every delay, run on the
/// window's frame clock (`UIView.animate`), so a replay's virtual time moves them. Colours,
/// fonts, ring sizes and haptics are kept and change nothing else here.
@preconcurrency @MainActor
open class SVProgressHUD: UIView {
  static let hud = SVProgressHUD(frame: .zero)

  /// The status line.
  public let statusLabel = UILabel(frame: .zero)
  /// The progress last shown (-1: a spinner, no progress).
  public private(set) var progress: Float = -1
  private var generation = 0
  private var visible = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    statusLabel.numberOfLines = 0
    statusLabel.textAlignment = .center
    addSubview(statusLabel)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: Settings (kept)

  static var style = SVProgressHUDStyle.light
  static var maskType = SVProgressHUDMaskType.none
  static var animationType = SVProgressHUDAnimationType.flat
  static var minimumDismissTimeInterval: TimeInterval = 5
  static var maximumDismissTimeInterval: TimeInterval = .greatestFiniteMagnitude
  static var fadeInAnimationDuration: TimeInterval = 0.15
  static var fadeOutAnimationDuration: TimeInterval = 0.15
  static var graceTimeInterval: TimeInterval = 0
  static var containerView: UIView?

  public class func setDefaultStyle(_ style: SVProgressHUDStyle) { Self.style = style }
  public class func setDefaultMaskType(_ maskType: SVProgressHUDMaskType) {
    Self.maskType = maskType
  }
  public class func setDefaultAnimationType(_ type: SVProgressHUDAnimationType) {
    animationType = type
  }
  public class func setContainerView(_ containerView: UIView?) {
    Self.containerView = containerView
  }
  public class func setMinimumSize(_ minimumSize: CGSize) {}
  public class func setRingThickness(_ ringThickness: CGFloat) {}
  public class func setRingRadius(_ radius: CGFloat) {}
  public class func setRingNoTextRadius(_ radius: CGFloat) {}
  public class func setCornerRadius(_ cornerRadius: CGFloat) {}
  public class func setBorderColor(_ color: UIColor) {}
  public class func setBorderWidth(_ width: CGFloat) {}
  public class func setFont(_ font: UIFont) { hud.statusLabel.font = font }
  public class func setForegroundColor(_ color: UIColor) { hud.statusLabel.textColor = color }
  public class func setForegroundImageColor(_ color: UIColor?) {}
  public class func setBackgroundColor(_ color: UIColor) {}
  public class func setBackgroundLayerColor(_ color: UIColor) {}
  public class func setImageViewSize(_ size: CGSize) {}
  public class func setShouldTintImages(_ shouldTintImages: Bool) {}
  public class func setInfoImage(_ image: UIImage) {}
  public class func setSuccessImage(_ image: UIImage) {}
  public class func setErrorImage(_ image: UIImage) {}
  public class func setGraceTimeInterval(_ interval: TimeInterval) { graceTimeInterval = interval }
  public class func setMinimumDismissTimeInterval(_ interval: TimeInterval) {
    minimumDismissTimeInterval = interval
  }
  public class func setMaximumDismissTimeInterval(_ interval: TimeInterval) {
    maximumDismissTimeInterval = interval
  }
  public class func setFadeInAnimationDuration(_ duration: TimeInterval) {
    fadeInAnimationDuration = duration
  }
  public class func setFadeOutAnimationDuration(_ duration: TimeInterval) {
    fadeOutAnimationDuration = duration
  }
  public class func setMaxSupportedWindowLevel(_ windowLevel: CGFloat) {}
  public class func setHapticsEnabled(_ hapticsEnabled: Bool) {}
  public class func setMotionEffectEnabled(_ motionEffectEnabled: Bool) {}
  public class func setOffsetFromCenter(_ offset: UIOffset) {}
  public class func resetOffsetFromCenter() {}

  // MARK: Showing

  /// Shows a spinner.
  public class func show() { hud.present(status: nil, progress: -1, dismissAfter: nil) }
  /// Shows a spinner with `status`.
  public class func show(withStatus status: String?) {
    hud.present(status: status, progress: -1, dismissAfter: nil)
  }
  /// Shows `progress` (0 to 1).
  public class func showProgress(_ progress: Float) {
    hud.present(status: nil, progress: progress, dismissAfter: nil)
  }
  /// Shows `progress` with `status`.
  public class func showProgress(_ progress: Float, status: String?) {
    hud.present(status: status, progress: progress, dismissAfter: nil)
  }
  /// Changes the status shown.
  public class func setStatus(_ status: String?) { hud.statusLabel.text = status }
  /// Shows an information image with `status`, dismissed after the display duration.
  public class func showInfo(withStatus status: String?) { showTimed(status) }
  /// Shows a success image with `status`, dismissed after the display duration.
  public class func showSuccess(withStatus status: String?) { showTimed(status) }
  /// Shows an error image with `status`, dismissed after the display duration.
  public class func showError(withStatus status: String?) { showTimed(status) }
  /// Shows `image` with `status`, dismissed after the display duration.
  public class func showImage(_ image: UIImage, status: String?) { showTimed(status) }

  private class func showTimed(_ status: String?) {
    hud.present(status: status, progress: -1, dismissAfter: displayDuration(for: status))
  }

  /// How long a timed HUD stays: 0.06 s a character plus 0.5 s, within the minimum and maximum
  /// dismiss intervals.
  public class func displayDuration(for string: String?) -> TimeInterval {
    let length = Double(string?.count ?? 0)
    return min(max(length * 0.06 + 0.5, minimumDismissTimeInterval), maximumDismissTimeInterval)
  }

  /// Hides the HUD (fading out).
  public class func dismiss() { hud.hide(after: 0, completion: nil) }
  /// Hides the HUD, then calls `completion`.
  public class func dismiss(completion: (@MainActor () -> Void)?) {
    hud.hide(after: 0, completion: completion)
  }
  /// Hides the HUD after `delay` seconds.
  public class func dismiss(withDelay delay: TimeInterval) {
    hud.hide(after: delay, completion: nil)
  }
  /// Hides the HUD after `delay` seconds, then calls `completion`.
  public class func dismiss(
    withDelay delay: TimeInterval, completion: (@MainActor () -> Void)?
  ) {
    hud.hide(after: delay, completion: completion)
  }
  /// Hides the HUD (SVProgressHUD counts activities; this one ends them all).
  public class func popActivity() { dismiss() }
  /// Whether the HUD is shown.
  public class func isVisible() -> Bool { hud.visible }

  private func present(status: String?, progress: Float, dismissAfter: TimeInterval?) {
    generation += 1
    let shown = generation
    statusLabel.text = status
    self.progress = progress
    guard let host = Self.containerView ?? UIApplication.shared.keyWindow else { return }
    if superview !== host {
      removeFromSuperview()
      host.addSubview(self)
      NotificationCenter.default.post(name: .SVProgressHUDWillAppear, object: self)
      alpha = 0
      UIView.animate(withDuration: Self.fadeInAnimationDuration, delay: 0, options: []) {
        self.alpha = 1
      } completion: { _ in
        NotificationCenter.default.post(name: .SVProgressHUDDidAppear, object: self)
      }
    } else {
      host.bringSubviewToFront(self)
    }
    frame = host.bounds
    statusLabel.frame = bounds.insetBy(dx: 20, dy: bounds.height / 2 - 40)
    isUserInteractionEnabled = Self.maskType != .none
    visible = true
    if let dismissAfter {
      hide(after: dismissAfter, completion: nil, generation: shown)
    }
  }

  private func hide(
    after delay: TimeInterval, completion: (@MainActor () -> Void)?, generation shown: Int? = nil
  ) {
    let shown = shown ?? generation
    guard visible else {
      completion?()
      return
    }
    let fade: @MainActor () -> Void = {
      // A later show keeps the HUD: only the show this dismissal was for fades.
      guard self.generation == shown else { return }
      NotificationCenter.default.post(name: .SVProgressHUDWillDisappear, object: self)
      UIView.animate(withDuration: Self.fadeOutAnimationDuration, delay: 0, options: []) {
        self.alpha = 0
      } completion: { _ in
        guard self.generation == shown else { return }
        self.removeFromSuperview()
        self.visible = false
        NotificationCenter.default.post(name: .SVProgressHUDDidDisappear, object: self)
        completion?()
      }
    }
    if delay > 0, let clock = window?.clock {
      clock.schedule(after: .seconds(delay), fade)
    } else {
      fade()
    }
  }
}
