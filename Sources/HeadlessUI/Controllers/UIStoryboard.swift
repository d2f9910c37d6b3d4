import Foundation
import InterfaceBuilderDocuments

/// A storyboard, loaded from the `.storyboard` file Xcode keeps in the app's repository (the
/// XML document; see docs/STORYBOARDS.md).
///
/// `UIStoryboard(name: "Main", bundle: nil)` finds `Main.storyboard` as UIKit finds its compiled
/// form (`InterfaceBuilderResources`); `instantiateInitialViewController()` and
/// `instantiateViewController(withIdentifier:)` make the scene's controller with
/// `init?(coder:)` (its app class by `customClass`, see ``InterfaceBuilderModules``), connect its
/// outlets, set its runtime attributes and call `awakeFromNib()`; its view loads from the scene
/// on first access, with its subviews, constraints, outlets, actions and recognizers.
///
/// What UIKit raises as an exception (no such storyboard, no such identifier) is reported to
/// ``InterfaceBuilderDiagnostics`` with UIKit's message, and the call returns a placeholder
/// controller (titled with the identifier) instead of trapping the process.
///
/// Builders registered with ``register(name:identifier:isInitial:_:)`` still win over the
/// document: an override for a test, not the way a storyboard app is replayed.
@preconcurrency @MainActor
public final class UIStoryboard: NSObject {
  /// The storyboard's name.
  public let name: String
  /// The bundle it was asked for.
  let bundle: Bundle?
  /// The document (nil when no file was found or it could not be read).
  let document: InterfaceBuilderDocument?
  /// The app modules the storyboard's classes are looked up in.
  let appModules: [String]

  private static var builders: [String: [String: () -> UIViewController]] = [:]
  private static var initialIdentifiers: [String: String] = [:]
  private static var segues: [String: (destination: String, kind: UIStoryboardSegue.Kind)] = [:]
  private static var documents: [String: InterfaceBuilderDocument] = [:]
  /// The identifiers asked for that neither a registration nor the document has
  /// (storyboard/identifier), sorted.
  public private(set) static var unregisteredIdentifiers: [String] = []

  /// The storyboard named `name` in `bundle` (nil: the main bundle and the resource bundles
  /// beside it).
  ///
  /// - Parameters:
  ///   - name: the storyboard's file name without `.storyboard`.
  ///   - storyboardBundleOrNil: the bundle that holds it; nil (or `Bundle.main`) is the launched
  ///     app's bundle while its code runs (``UIApplication/launchedBundle``), else it searches
  ///     the main bundle and every resource bundle beside it, and a name more than one of them
  ///     holds (two app targets' `Main` in one test binary) is reported as an error naming them
  ///     and loads nothing, rather than one taken at random.
  public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    // nil (and `Bundle.main`) is the main bundle: a launched app's own while its code runs.
    self.init(
      name: name, bundle: Bundle.interfaceBundle(for: storyboardBundleOrNil),
      mainBundlePath: Bundle.main.bundlePath)
  }

  /// ``init(name:bundle:)`` with `mainBundlePath` as the main bundle's folder (tests).
  init(name: String, bundle storyboardBundleOrNil: Bundle?, mainBundlePath: String) {
    self.name = name
    self.bundle = storyboardBundleOrNil
    if InterfaceBuilderResources.reportsAmbiguity(
      name, extension: "storyboard", bundle: storyboardBundleOrNil,
      mainBundlePath: mainBundlePath)
    {
      appModules = InterfaceBuilderModules.registered
      document = nil
    } else if let found = InterfaceBuilderResources.find(
      name, extension: "storyboard", in: storyboardBundleOrNil)
    {
      appModules = found.modules
      document = Self.document(at: found.path)
    } else {
      appModules = InterfaceBuilderModules.registered
      document = nil
      if Self.builders[name] == nil, !Self.segues.keys.contains(where: { $0.hasPrefix("\(name)/") })
      {
        InterfaceBuilderDiagnostics.report(
          .exception,
          "NSInvalidArgumentException: Could not find a storyboard named '\(name)' in bundle \(InterfaceBuilderResources.describe(storyboardBundleOrNil))"
        )
      }
    }
  }

  /// A storyboard made from a document already read (a test's fixture, a fuzzer's input),
  /// named `name` in messages and segues; its classes are looked up in the registered app
  /// modules (``InterfaceBuilderModules``). A document that is a xib gives a storyboard with no
  /// scenes, and UIKit's exception for it is reported to ``InterfaceBuilderDiagnostics``.
  public init(document: InterfaceBuilderDocument, name: String) {
    self.name = name
    self.bundle = nil
    appModules = InterfaceBuilderModules.registered
    if document.kind == .storyboard {
      self.document = document
    } else {
      self.document = nil
      InterfaceBuilderDiagnostics.report(.exception, "\(document.path) is a xib, not a storyboard")
    }
  }

  /// The storyboard document at `path`, read once per process.
  static func document(at path: String) -> InterfaceBuilderDocument? {
    if let cached = documents[path] { return cached }
    do {
      let document = try InterfaceBuilderDocument(contentsOfFile: path)
      guard document.kind == .storyboard else {
        InterfaceBuilderDiagnostics.report(.exception, "\(path) is a xib, not a storyboard")
        return nil
      }
      documents[path] = document
      return document
    } catch {
      InterfaceBuilderDiagnostics.report(error)
      return nil
    }
  }

  // MARK: Registrations (test overrides)

  /// Registers how to build the controller with `identifier` in storyboard `name`, over what the
  /// document holds; `isInitial` makes it the one ``instantiateInitialViewController()`` builds.
  public static func register(
    name: String = "Main", identifier: String, isInitial: Bool = false,
    _ builder: @escaping () -> UIViewController
  ) {
    builders[name, default: [:]][identifier] = builder
    if isInitial { initialIdentifiers[name] = identifier }
  }

  /// Registers a segue for a storyboard without a document: `performSegue(withIdentifier:)`
  /// builds the controller registered as `destination` and presents or shows it.
  public static func registerSegue(
    _ identifier: String, destination: String, kind: UIStoryboardSegue.Kind = .show,
    storyboard name: String = "Main"
  ) {
    segues["\(name)/\(identifier)"] = (destination, kind)
  }

  /// Forgets every registration (for test isolation).
  public static func resetRegistrations() {
    builders = [:]
    initialIdentifiers = [:]
    segues = [:]
    unregisteredIdentifiers = []
  }

  // MARK: Instantiating

  /// The controller whose storyboard ID is `identifier`.
  public func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    if let builder = Self.builders[name]?[identifier] {
      let controller = builder()
      controller.storyboard = self
      controller.restorationIdentifier = identifier
      controller.awakeFromNib()
      return controller
    }
    if let node = controllerElement(withIdentifier: identifier), let controller = instantiate(node)
    {
      return controller
    }
    let key = "\(name)/\(identifier)"
    if !Self.unregisteredIdentifiers.contains(key) {
      Self.unregisteredIdentifiers.append(key)
      Self.unregisteredIdentifiers.sort()
    }
    if document != nil {
      InterfaceBuilderDiagnostics.report(
        .exception,
        "NSInvalidArgumentException: Storyboard (<UIStoryboard: \(InterfaceBuilderLoading.address(of: self))>) doesn't contain a view controller with identifier '\(identifier)'",
        at: document?.path)
    }
    let controller = UIViewController()
    controller.title = identifier
    controller.storyboard = self
    controller.restorationIdentifier = identifier
    return controller
  }

  /// The controller whose storyboard ID is `identifier`, typed (iOS 13's creator form: the
  /// creator, when given, makes the controller from the coder, as in UIKit). A controller of
  /// another class traps, as the cast in UIKit's generic form does.
  public func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    if let creator, Self.builders[name]?[identifier] == nil,
      let node = controllerElement(withIdentifier: identifier),
      let controller = instantiate(node, creator: { creator($0) })
    {
      if let typed = controller as? ViewController { return typed }
    }
    let controller = instantiateViewController(withIdentifier: identifier)
    if let typed = controller as? ViewController { return typed }
    // UIKit's generic form casts too, and traps the same way: the app asked for a class the
    // scene does not have.
    let message =
      "Storyboard \(name): the controller '\(identifier)' is a \(type(of: controller)), not a \(ViewController.self)"
    InterfaceBuilderDiagnostics.report(.exception, message, at: document?.path)
    preconditionFailure(message)
  }

  /// The initial controller (nil when the storyboard marks none).
  public func instantiateInitialViewController() -> UIViewController? {
    if let identifier = Self.initialIdentifiers[name] {
      return instantiateViewController(withIdentifier: identifier)
    }
    guard let document, let id = document.initialViewControllerID,
      let node = document.element(withID: id)
    else { return nil }
    return instantiate(node)
  }

  /// The initial controller, made by `creator` (iOS 13's form).
  public func instantiateInitialViewController<ViewController: UIViewController>(
    creator: ((NSCoder) -> ViewController?)?
  ) -> ViewController? {
    guard let document, let id = document.initialViewControllerID,
      let node = document.element(withID: id)
    else { return nil }
    return instantiate(node, creator: creator.map { creator in { creator($0) } }) as? ViewController
  }

  private func controllerElement(withIdentifier identifier: String) -> MarkupElement? {
    guard let document else { return nil }
    for scene in document.scenes {
      for object in scene.objects where object["storyboardIdentifier"] == identifier {
        return object
      }
    }
    return nil
  }

  /// Makes the controller of a scene element, with what belongs to it (relationship segues'
  /// destinations, its segue templates), kept alive until the end of the run-loop turn.
  func instantiate(
    _ node: MarkupElement, creator: ((NSCoder) -> UIViewController?)? = nil
  ) -> UIViewController? {
    guard let document else { return nil }
    if node.name == "viewControllerPlaceholder" { return instantiateReference(node) }
    let loading = InterfaceBuilderLoading(
      document: document, appModules: appModules, storyboard: self, bundle: bundle)
    let made: AnyObject?
    if let creator {
      loading.roots.append(node)
      let coder = InterfaceBuilderCoder(element: node, loading: loading)
      let controller = creator(coder)
      if let controller, let id = node["id"] { loading.bind(id, to: controller) }
      if let controller { loading.record(node, controller) }
      made = controller
    } else {
      made = loading.instantiateRoot(node)
    }
    guard let controller = made as? UIViewController else { return nil }
    controller.storyboard = self
    controller.interfaceBuilderScene = InterfaceBuilderScene(
      storyboard: self, controllerNode: node, scene: document.scene(containing: node["id"] ?? ""))
    loading.finish()
    AutoreleasePool.keep(controller)
    return controller
  }

  /// A storyboard reference (`<viewControllerPlaceholder storyboardName= referencedIdentifier=>`):
  /// the other storyboard's controller.
  private func instantiateReference(_ node: MarkupElement) -> UIViewController? {
    node.markUsed()
    let other = node["storyboardName"].map { UIStoryboard(name: $0, bundle: bundle) } ?? self
    if let identifier = node["referencedIdentifier"] {
      return other.instantiateViewController(withIdentifier: identifier)
    }
    return other.instantiateInitialViewController()
  }

  /// A storyboard for the registrations named `name`, when a test registered builders or
  /// segues under it (no document is looked for).
  static func registrations(named name: String) -> UIStoryboard? {
    guard builders[name] != nil || segues.keys.contains(where: { $0.hasPrefix("\(name)/") }) else {
      return nil
    }
    return UIStoryboard(registrationsNamed: name)
  }

  private init(registrationsNamed name: String) {
    self.name = name
    bundle = nil
    document = nil
    appModules = InterfaceBuilderModules.registered
  }

  /// The legacy registered segue `identifier`.
  func registeredSegue(_ identifier: String) -> (destination: String, kind: UIStoryboardSegue.Kind)?
  {
    Self.segues["\(name)/\(identifier)"]
  }
}
