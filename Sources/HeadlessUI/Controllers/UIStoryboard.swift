import Foundation

/// Storyboards cannot be loaded headlessly (there are no archives), so a storyboard is a set
/// of builders a test registers: one per controller identifier, and the initial one.
///
/// ```swift
/// UIStoryboard.register(name: "Main", identifier: "Detail") { DetailViewController() }
/// ```
///
/// `storyboard?.instantiateViewController(withIdentifier:)` in app code then builds the
/// registered controller (its ``UIViewController/storyboard`` is set, and `awakeFromNib()` is
/// called, as when a storyboard loads it). A controller whose identifier nobody registered is
/// a plain `UIViewController` named after it, and is listed in ``unregisteredIdentifiers``.
@preconcurrency @MainActor
public final class UIStoryboard {
  /// The storyboard's name.
  public let name: String

  private static var builders: [String: [String: () -> UIViewController]] = [:]
  private static var initialIdentifiers: [String: String] = [:]
  private static var segues: [String: (source: String?, destination: String, kind: UIStoryboardSegue.Kind)] = [:]
  /// The identifiers asked for that no test registered (storyboard/identifier), sorted.
  public private(set) static var unregisteredIdentifiers: [String] = []

  /// The storyboard named `name` (the bundle is ignored).
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    self.name = name
  }

  /// Registers how to build the controller with `identifier` in storyboard `name`;
  /// `isInitial` makes it the one ``instantiateInitialViewController()`` builds.
  public static func register(
    name: String = "Main", identifier: String, isInitial: Bool = false,
    _ builder: @escaping () -> UIViewController
  ) {
    builders[name, default: [:]][identifier] = builder
    if isInitial { initialIdentifiers[name] = identifier }
  }

  /// Registers a segue: `performSegue(withIdentifier: identifier, sender:)` builds the
  /// controller registered as `destination` and presents it (`.present`) or pushes it
  /// (`.show`, when the source is in a navigation controller), after `prepare(for:sender:)`.
  public static func registerSegue(
    _ identifier: String, destination: String, kind: UIStoryboardSegue.Kind = .show,
    storyboard name: String = "Main"
  ) {
    segues["\(name)/\(identifier)"] = (nil, destination, kind)
  }

  /// Forgets every registration (for test isolation).
  public static func resetRegistrations() {
    builders = [:]
    initialIdentifiers = [:]
    segues = [:]
    unregisteredIdentifiers = []
  }

  /// Builds the controller registered as `identifier`.
  public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    let controller: UIViewController
    if let builder = Self.builders[name]?[identifier] {
      controller = builder()
    } else {
      let key = "\(name)/\(identifier)"
      if !Self.unregisteredIdentifiers.contains(key) {
        Self.unregisteredIdentifiers.append(key)
        Self.unregisteredIdentifiers.sort()
      }
      controller = UIViewController()
      controller.title = identifier
    }
    controller.storyboard = self
    controller.restorationIdentifier = identifier
    controller.awakeFromNib()
    return controller
  }

  /// Builds the controller registered as `identifier`, typed (iOS 13's creator form; the
  /// creator is not used: there is no coder).
  public func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    let controller = instantiateViewController(withIdentifier: identifier)
    guard let typed = controller as? ViewController else {
      preconditionFailure(
        "storyboard \(name): \(identifier) is a \(type(of: controller)), not \(ViewController.self); register it with UIStoryboard.register(name:identifier:)")
    }
    return typed
  }

  /// Builds the initial controller (nil when none is registered).
  public func instantiateInitialViewController() -> UIViewController? {
    guard let identifier = Self.initialIdentifiers[name] else { return nil }
    return instantiateViewController(withIdentifier: identifier)
  }

  func segue(_ identifier: String) -> (destination: String, kind: UIStoryboardSegue.Kind)? {
    guard let entry = Self.segues["\(name)/\(identifier)"] else { return nil }
    return (entry.destination, entry.kind)
  }
}

/// A storyboard segue: its identifier, source and destination.
@preconcurrency @MainActor
open class UIStoryboardSegue {
  /// How a registered segue shows its destination.
  public enum Kind: Sendable {
    /// Push when in a navigation controller, else present.
    case show
    /// Present modally.
    case present
  }

  /// The identifier.
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: UIViewController
  /// The controller it shows.
  public let destination: UIViewController

  /// A segue.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }

  /// Shows the destination (subclasses override).
  open func perform() {
    if let navigation = source.navigationController {
      navigation.pushViewController(destination, animated: true)
    } else {
      source.present(destination, animated: true)
    }
  }
}
