/// What the port reads of a dependency — from a SwiftPM manifest (``SwiftPackageManifest``) or a
/// CocoaPods podspec (``Podspec``) — and writes back as a SwiftPM package of the same modules.
public struct PortablePackage: Equatable, Sendable {
  /// A library product: a name the app's manifest uses, and the modules it holds.
  public struct Product: Equatable, Sendable {
    /// The product's name, as the original declares it.
    public var name: String
    /// Its targets, by name.
    public var targets: [String]
    /// `dynamic` or `static` when the original says so; nil for automatic.
    public var linkage: String?

    /// A product.
    public init(name: String, targets: [String], linkage: String? = nil) {
      self.name = name
      self.targets = targets
      self.linkage = linkage
    }
  }

  /// A resource of a target, as SwiftPM declares it.
  public struct Resource: Equatable, Sendable {
    /// `process` or `copy`.
    public var rule: String
    /// The path, relative to the target's folder.
    public var path: String

    /// A resource.
    public init(rule: String, path: String) {
      self.rule = rule
      self.path = path
    }
  }

  /// Something a target depends on.
  public enum Dependency: Hashable, Sendable {
    /// Another target of the same package.
    case target(String)
    /// A product of another package, by the package's name (`--dependency NAME=PATH` says
    /// where its port is).
    case product(String, package: String)
  }

  /// A module of the package.
  public struct Target: Equatable, Sendable {
    /// The module's name (kept: the app imports it by this name).
    public var name: String
    /// The folder its files are in, relative to the package's root.
    public var path: String
    /// The files it compiles, relative to ``path`` (for a podspec, the files its globs
    /// match; for SwiftPM, every file under the folder but the excluded ones).
    public var sources: [String]? = nil
    /// Paths under ``path`` it leaves out (SwiftPM's `exclude`).
    public var exclude: [String] = []
    /// Its resources.
    public var resources: [Resource] = []
    /// What it depends on.
    public var dependencies: [Dependency] = []
    /// Compilation conditions it defines (`.define("X")` admitted for iOS).
    public var defines: [String] = []

    /// A target.
    public init(
      name: String, path: String, sources: [String]? = nil, exclude: [String] = [],
      resources: [Resource] = [], dependencies: [Dependency] = [], defines: [String] = []
    ) {
      self.name = name
      self.path = path
      self.sources = sources
      self.exclude = exclude
      self.resources = resources
      self.dependencies = dependencies
      self.defines = defines
    }
  }

  /// The package's name.
  public var name: String
  /// Its library products.
  public var products: [Product]
  /// Its library targets (test, executable, plugin and macro targets are not ported).
  public var targets: [Target]
  /// The Swift language mode its code is written for: "4", "4.2", "5" or "6" (what its
  /// manifest's `swiftLanguageVersions` or tools version, or its podspec's `swift_version` or
  /// `SWIFT_VERSION`, say; "5" when nothing does).
  public var languageMode = "5"
  /// Whether nothing declared the language mode (a podspec with neither `swift_version` nor
  /// `SWIFT_VERSION`): the port then infers it from the sources (``SwiftVersionNames``).
  public var languageModeIsUndeclared = false
  /// Whether every Swift file sees UIKit without importing it: a pod's, whose umbrella header
  /// (CocoaPods' `NAME-umbrella.h`, `#import <UIKit/UIKit.h>` for iOS) is the module's own
  /// Objective-C part, which Swift imports into each file of the module.
  public var umbrellaImportsUIKit = false
  /// The language of its resources when a localization has none of its own (the manifest's
  /// `defaultLocalization`).
  public var defaultLocalization: String?
  /// Whether its Swift is written for the Swift 6 language mode.
  public var swift6: Bool {
    get { languageMode == "6" }
    set { languageMode = newValue ? "6" : "5" }
  }

  /// The language mode of a list of Swift versions a manifest or podspec names (`["4.0",
  /// "4.2", "5.0"]`, `["3.0"]`): the newest today's compiler has a mode for, at most 5 unless
  /// only 6 is named — Swift 3 code is built in Swift 4 mode, the oldest there is. Nil for an
  /// empty list.
  public static func languageMode(of versions: [String]) -> String? {
    let modes = versions.compactMap { version -> String? in
      let parts = version.split(separator: ".").compactMap { Int($0) }
      guard let major = parts.first else { return nil }
      switch major {
      case ...3: return "4"
      case 4: return (parts.count > 1 && parts[1] >= 2) ? "4.2" : "4"
      case 5: return "5"
      default: return "6"
      }
    }
    let order = ["4", "4.2", "5", "6"]
    guard !modes.isEmpty else { return nil }
    let withoutSix = modes.filter { $0 != "6" }
    return (withoutSix.isEmpty ? modes : withoutSix).max {
      order.firstIndex(of: $0)! < order.firstIndex(of: $1)!
    }
  }
  /// The language mode of a pod read through its podspec because its manifest (at
  /// `manifestPath`, of tools version `toolsMajor`) does not evaluate today: when the podspec
  /// declares no Swift version and the manifest is of tools version 3 (SwiftPM 3, Swift 3
  /// code), Swift 4, the oldest mode today's compiler has, with a note that says so. A podspec
  /// that declares a version, or a newer manifest, keeps the mode read.
  public mutating func assumeLanguage(
    ofManifestToolsVersion toolsMajor: Int, at manifestPath: String
  ) {
    guard languageModeIsUndeclared, toolsMajor <= 3 else { return }
    languageMode = "4"
    languageModeIsUndeclared = false
    notes.append(
      "The podspec declares no Swift version and \(manifestPath) is of Swift tools version "
        + "\(toolsMajor) (Swift 3 code): built in the Swift 4 language mode, the oldest there is.")
  }

  /// The package with each product dependency moved to the package that provides it, when the
  /// package it names does not: a manifest that takes `RxCocoa` from the RxSwift repository's
  /// package, where the ports of pods (one package per pod) give `RxCocoa` its own package.
  /// A dependency on a package not in `providers`, or on a product no other package provides,
  /// is kept as it is, and so is one on a package whose products are not known (an empty
  /// set: a manifest that builds its list); each move is noted.
  ///
  /// - Parameter providers: the library products of each dependency package, by the package
  ///   name the manifest uses (`--dependency NAME=PATH`'s NAME; several names of one package
  ///   are fine: a product's own name is preferred, then the first in sorted order).
  public func rebindingProducts(providedBy providers: [String: Set<String>]) -> PortablePackage {
    var result = self
    var moved: Set<String> = []
    for index in result.targets.indices {
      result.targets[index].dependencies = result.targets[index].dependencies.map { dependency in
        guard case .product(let name, let packageName) = dependency,
          let products = providers[packageName], !products.isEmpty, !products.contains(name)
        else { return dependency }
        let owners = providers.keys.filter { providers[$0]!.contains(name) }.sorted()
        guard let owner = owners.contains(name) ? name : owners.first else { return dependency }
        moved.insert("\(name) (named in package \(packageName), provided by \(owner))")
        return .product(name, package: owner)
      }
    }
    if !moved.isEmpty {
      result.notes.append(
        "Products taken from the package that provides them: \(moved.sorted().joined(separator: ", "))."
      )
    }
    return result
  }

  /// What the reading left out, each as a sentence (a binary target, a test target's …).
  public var notes: [String] = []

  /// A package.
  public init(
    name: String, products: [Product], targets: [Target], swift6: Bool = false,
    notes: [String] = []
  ) {
    self.name = name
    self.products = products
    self.targets = targets
    self.languageMode = swift6 ? "6" : "5"
    self.notes = notes
  }
}
