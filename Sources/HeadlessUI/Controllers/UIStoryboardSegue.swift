import Foundation

/// A storyboard segue: its identifier, source and destination, and how it shows the
/// destination (its `kind` in the document).
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
  /// How a segue shows its destination.
  public enum Kind: Sendable {
    /// `show` (and the older `push`): pushed in a navigation controller, else presented.
    case show
    /// `presentation` (and the older `modal`): presented modally.
    case present
    /// `showDetail`: `showDetailViewController(_:sender:)`.
    case showDetail
    /// `custom`: the segue's own ``perform()``.
    case custom
    /// `unwind`: back to the controller that implements the unwind action.
    case unwind
  }

  /// The identifier.
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: UIViewController
  /// The controller it shows.
  public let destination: UIViewController
  /// How it shows it (set by the storyboard).
  var kind: Kind = .show
  /// Whether the presentation or push animates (`animates="NO"` in the document turns it off).
  var animates = true
  /// For an unwind segue: what to do once found (set by the storyboard).
  var unwind: (@MainActor () -> Void)?

  /// A segue.
  public required init(identifier: String?, source: UIViewController, destination: UIViewController)
  {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }

  /// Shows the destination as the segue's kind says (subclasses override for custom segues).
  open func perform() {
    switch kind {
    case .show, .custom:
      source.show(destination, sender: nil)
    case .present:
      source.present(destination, animated: animates)
    case .showDetail:
      source.showDetailViewController(destination, sender: nil)
    case .unwind:
      unwind?()
    }
  }
}

/// The segue a storyboard describes, ready to be performed: from a scene's `<segue>` element.
@MainActor
struct StoryboardSegueTemplate {
  let identifier: String?
  let destinationID: String
  let kind: UIStoryboardSegue.Kind
  let presentationStyle: UIModalPresentationStyle?
  let transitionStyle: UIModalTransitionStyle?
  let animates: Bool
  let customClass: String?
  let unwindAction: String?
  let place: String
}
