import Foundation
import InterfaceBuilderDocuments

/// A nib, loaded from the `.xib` file Xcode keeps in the app's repository (the XML document;
/// see docs/STORYBOARDS.md).
///
/// `UINib(nibName:bundle:)` finds `Name.xib` as UIKit finds its compiled form
/// (`InterfaceBuilderResources`); `instantiate(withOwner:options:)` binds the File's Owner
/// placeholder to the owner, makes every other top-level object with `init?(coder:)`, makes
/// the connections (the owner's outlets and actions included), sets the runtime attributes,
/// calls `awakeFromNib()` on each object, and returns the top-level objects in document order.
///
/// Builders registered with ``register(nibName:_:)`` win over the document (a test override).
/// A nib that no file or registration provides instantiates to nothing and is listed in
/// ``unregisteredNames``, with UIKit's exception message reported to
/// ``InterfaceBuilderDiagnostics``.
@preconcurrency @MainActor
public final class UINib: NSObject {
  /// The keys of the loading options (unused headlessly).
  public struct OptionsKey: Hashable, Sendable, RawRepresentable {
    /// The key's name.
    public let rawValue: String
    /// A key.
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  private static var builders: [String: @MainActor () -> [Any]] = [:]
  private static var missing: [String] = []
  private static var documents: [String: InterfaceBuilderDocument] = [:]

  /// The nib's name.
  public let name: String
  private let bundle: Bundle?
  private let document: InterfaceBuilderDocument?
  private let appModules: [String]

  /// The nib named `name` in `bundle` (nil or `Bundle.main`: the launched app's bundle while its
  /// code runs, else the main bundle and the resource bundles beside it).
  public init(nibName name: String, bundle givenBundle: Bundle?) {
    let bundleOrNil = Bundle.interfaceBundle(for: givenBundle)
    self.name = name
    self.bundle = bundleOrNil
    if Self.builders[name] == nil,
      InterfaceBuilderResources.reportsAmbiguity(
        name, extension: "xib", bundle: bundleOrNil, mainBundlePath: Bundle.main.bundlePath)
    {
      appModules = InterfaceBuilderModules.registered
      document = nil
    } else if Self.builders[name] == nil,
      let found = InterfaceBuilderResources.find(name, extension: "xib", in: bundleOrNil)
    {
      appModules = found.modules
      document = Self.document(at: found.path)
    } else {
      appModules = InterfaceBuilderModules.registered
      document = nil
    }
  }

  /// A nib made from a document already read (a test's fixture, a fuzzer's input), named
  /// `name` in messages; its classes are looked up in the registered app modules
  /// (``InterfaceBuilderModules``).
  public init(document: InterfaceBuilderDocument, name: String) {
    self.name = name
    self.bundle = nil
    self.document = document
    appModules = InterfaceBuilderModules.registered
  }

  private static func document(at path: String) -> InterfaceBuilderDocument? {
    if let cached = documents[path] { return cached }
    do {
      let document = try InterfaceBuilderDocument(contentsOfFile: path)
      documents[path] = document
      return document
    } catch {
      InterfaceBuilderDiagnostics.report(error)
      return nil
    }
  }

  /// Registers what instantiating the nib `name` makes: its top-level objects, in order.
  public static func register(nibName name: String, _ builder: @escaping @MainActor () -> [Any]) {
    builders[name] = builder
  }

  /// Registers a nib whose only top-level object is the view `builder` makes.
  public static func register(nibName name: String, view builder: @escaping @MainActor () -> UIView)
  {
    builders[name] = { [builder()] }
  }

  /// Nib names instantiated with neither a file nor a builder, in order, each once.
  public static var unregisteredNames: [String] { missing }

  /// Forgets every registration (between tests).
  public static func resetRegistrations() {
    builders = [:]
    missing = []
  }

  /// The nib's top-level objects (placeholders excluded), in document order.
  public func instantiate(
    withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil
  )
    -> [Any]
  {
    if let builder = Self.builders[name] {
      let objects = builder()
      for case let view as UIView in objects { view.awakeFromNib() }
      return objects
    }
    guard let document else {
      if !Self.missing.contains(name) {
        Self.missing.append(name)
        InterfaceBuilderDiagnostics.report(
          .exception,
          "NSInternalInconsistencyException: Could not load NIB in bundle: '\(InterfaceBuilderResources.describe(bundle))' with name '\(name)'"
        )
      }
      return []
    }
    let loading = InterfaceBuilderLoading(
      document: document, appModules: appModules, storyboard: nil, bundle: bundle)
    let owner = ownerOrNil.map { $0 as AnyObject }
    if let controller = owner as? UIViewController { loading.owner = controller }
    loading.isViewPhase = true
    var topLevel: [Any] = []
    for node in document.objects {
      if node.name == "placeholder" {
        if node["placeholderIdentifier"] == "IBFilesOwner", let id = node["id"], let owner {
          loading.bind(id, to: owner)
        }
        loading.instantiateRoot(node)
        continue
      }
      if let object = loading.instantiateRoot(node) { topLevel.append(object) }
    }
    loading.finish()
    for object in topLevel { AutoreleasePool.keep(object as AnyObject) }
    return topLevel
  }

  /// The first top-level object of type `type` a new instantiation makes, if any.
  func firstObject<Object>(of type: Object.Type) -> Object? {
    instantiate(withOwner: nil).lazy.compactMap { $0 as? Object }.first
  }
}

extension Bundle {
  /// The top-level objects of the nib `name` (see ``UINib``), or nil when there is none.
  @MainActor
  public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil)
    -> [Any]?
  {
    // `Bundle.main.loadNibNamed` in a launched app looks in the app's bundle, as on iOS.
    let bundle = self == Bundle.main ? UIApplication.launchedBundle ?? self : self
    let objects = UINib(nibName: name, bundle: bundle).instantiate(
      withOwner: owner, options: options)
    return objects.isEmpty ? nil : objects
  }
}

extension UIViewController {
  /// Loads the view from the nib `name` with this controller as its File's Owner (its `view`
  /// outlet sets the view); false when the nib gives no view.
  func loadView(fromNibNamed name: String) -> Bool {
    _ = UINib(nibName: name, bundle: nibBundle).instantiate(withOwner: self)
    return viewIfLoaded != nil
  }
}

extension UITableView {
  /// Registers a nib for cells: each cell is the nib's first top-level `UITableViewCell`
  /// (a default cell when the nib has none). Nil unregisters.
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    guard let nib else {
      register(nil as UITableViewCell.Type?, forCellReuseIdentifier: identifier)
      return
    }
    register(forCellReuseIdentifier: identifier) {
      nib.firstObject(of: UITableViewCell.self)
        ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
  }
}

extension UICollectionView {
  /// Registers a nib for cells: each cell is the nib's first top-level `UICollectionViewCell`
  /// (a plain cell when the nib has none). Nil unregisters.
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    guard let nib else {
      register(nil as UICollectionViewCell.Type?, forCellWithReuseIdentifier: identifier)
      return
    }
    register(forCellWithReuseIdentifier: identifier) {
      nib.firstObject(of: UICollectionViewCell.self) ?? UICollectionViewCell(frame: .zero)
    }
  }
}
