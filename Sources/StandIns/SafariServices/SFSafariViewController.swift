import Foundation
@_exported import HeadlessUI

/// The delegate of a Safari view controller.
@MainActor
public protocol SFSafariViewControllerDelegate: AnyObject {
  func safariViewControllerDidFinish(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
  public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
}

/// A stand-in for SafariServices' browser controller: a view controller (presented, pushed and
/// dismissed as any) with the URL and settings it is given, showing no page. Its Done button is
/// a bar of the view's top; tapping it dismisses the controller and tells the delegate.
open class SFSafariViewController: UIViewController {
  /// How the Done button is labelled.
  public enum DismissButtonStyle: Int, Sendable {
    case done, close, cancel
  }

  /// The configuration.
  @MainActor
  open class Configuration: NSObject {
    open var entersReaderIfAvailable = false
    open var barCollapsingEnabled = true
  }

  /// The URL shown.
  public let url: URL
  public let configuration: Configuration
  open weak var delegate: (any SFSafariViewControllerDelegate)?
  open var preferredBarTintColor: UIColor?
  open var preferredControlTintColor: UIColor?
  open var dismissButtonStyle: DismissButtonStyle = .done
  /// The Done button at the top.
  public let doneButton = UIButton(type: .system)

  public init(url: URL, configuration: Configuration = Configuration()) {
    self.url = url
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }

  /// iOS 9's initializer.
  public convenience init(url: URL, entersReaderIfAvailable: Bool) {
    let configuration = Configuration()
    configuration.entersReaderIfAvailable = entersReaderIfAvailable
    self.init(url: url, configuration: configuration)
  }

  public required init?(coder: NSCoder) {
    fatalError("SFSafariViewController is not made from a storyboard")
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    doneButton.setTitle(["Done", "Close", "Cancel"][dismissButtonStyle.rawValue], for: .normal)
    doneButton.accessibilityIdentifier = "safari-done"
    doneButton.frame = CGRect(x: 8, y: view.safeAreaInsets.top + 4, width: 64, height: 36)
    doneButton.addTarget(self, action: Self.doneTapped, for: .touchUpInside)
    view.addSubview(doneButton)
  }

  private func doneTapped() {
    dismiss(animated: true) { [weak self] in
      guard let self else { return }
      self.delegate?.safariViewControllerDidFinish(self)
    }
  }
}
