import Foundation

/// A nib: nibs cannot be loaded headlessly, so a test registers, per nib name, a builder that
/// makes what the nib holds (a view or a cell), as it registers storyboard scenes
/// (``UIStoryboard/register(name:identifier:isInitial:_:)``). Instantiating a nib with no builder
/// gives nothing and is listed in ``unregisteredNames``.
@preconcurrency @MainActor
public final class UINib {
  /// The keys of the loading options (unused headlessly).
  public struct OptionsKey: Hashable, Sendable, RawRepresentable {
    /// The key's name.
    public let rawValue: String
    /// A key.
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  private static var builders: [String: @MainActor () -> [Any]] = [:]
  private static var missing: [String] = []

  /// The nib's name.
  public let name: String

  /// The nib named `name` (the bundle is ignored).
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
  }

  /// Registers what instantiating the nib `name` makes: its top-level objects, in order.
  public static func register(nibName name: String, _ builder: @escaping @MainActor () -> [Any]) {
    builders[name] = builder
  }

  /// Registers a nib whose only top-level object is the view `builder` makes.
  public static func register(nibName name: String, view builder: @escaping @MainActor () -> UIView) {
    builders[name] = { [builder()] }
  }

  /// Nib names instantiated without a builder, in order, each once.
  public static var unregisteredNames: [String] { missing }

  /// Forgets every registration (between tests).
  public static func resetRegistrations() {
    builders = [:]
    missing = []
  }

  /// The nib's top-level objects from its builder (each view gets `awakeFromNib()`), or none.
  public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil)
    -> [Any]
  {
    guard let builder = Self.builders[name] else {
      if !Self.missing.contains(name) { Self.missing.append(name) }
      return []
    }
    let objects = builder()
    for case let view as UIView in objects { view.awakeFromNib() }
    return objects
  }

  /// The first top-level object of type `type` a new instantiation makes, if any.
  func firstObject<Object>(of type: Object.Type) -> Object? {
    instantiate(withOwner: nil).lazy.compactMap { $0 as? Object }.first
  }
}

extension Bundle {
  /// The top-level objects of the registered nib `name` (see ``UINib``), or nil when none is
  /// registered.
  @MainActor
  public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil)
    -> [Any]?
  {
    let objects = UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    return objects.isEmpty ? nil : objects
  }
}

extension UITableView {
  /// Registers a nib for cells: each cell is the nib's first top-level `UITableViewCell`
  /// (a default cell when the nib is not registered). Nil unregisters.
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
  /// (a plain cell when the nib is not registered). Nil unregisters.
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
