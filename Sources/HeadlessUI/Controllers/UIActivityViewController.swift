import Foundation

/// A share sheet (https://developer.apple.com/documentation/uikit/uiactivityviewcontroller):
/// presented as any controller is, over the presenter, whose view stays (as the sheet leaves
/// it on an iPhone). No service is drawn or offered to a tap; a test ends the sheet as a user
/// would with ``finish(with:completed:)``, which dismisses it and then calls
/// ``completionWithItemsHandler``, as UIKit does when the user picks a service or cancels.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
  /// What the handler hears: the service chosen (nil when cancelled), whether it completed,
  /// the items it returned and the error it met.
  public typealias CompletionWithItemsHandler = (
    _ activityType: UIActivity.ActivityType?, _ completed: Bool, _ returnedItems: [Any]?,
    _ activityError: (any Error)?
  ) -> Void

  /// The items shared (text, URLs, images, `UIActivityItemSource`s), as given.
  public let activityItems: [Any]
  /// The app's own services, as given.
  public let applicationActivities: [UIActivity]?
  /// The system services left out.
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  /// Called once the sheet is dismissed.
  open var completionWithItemsHandler: CompletionWithItemsHandler?

  /// A sheet sharing `activityItems`, with the app's `applicationActivities` beside the
  /// system's.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .overFullScreen
  }

  /// Not made by storyboards (UIKit's cannot be either).
  public required init?(coder: NSCoder) {
    activityItems = []
    applicationActivities = nil
    super.init(coder: coder)
    modalPresentationStyle = .overFullScreen
  }

  /// Ends the sheet as a user's choice would: dismisses it, then tells the handler.
  ///
  /// - Parameters:
  ///   - activityType: the service chosen; nil for Cancel.
  ///   - completed: whether the service did its work (false for Cancel).
  public func finish(with activityType: UIActivity.ActivityType?, completed: Bool) {
    guard presentingViewController != nil else {
      completionWithItemsHandler?(activityType, completed, nil, nil)
      return
    }
    dismiss(animated: true) {
      self.completionWithItemsHandler?(activityType, completed, nil, nil)
    }
  }
}
