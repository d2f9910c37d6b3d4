import Foundation

/// Where class names in Interface Builder documents are looked up: `customClass` plus
/// `customModule`, resolved through the Swift runtime's type lookup (`Module.Class`), with no
/// Objective-C runtime.
///
/// The rule, which stands in for the one UIKit applies to `customModuleProvider="target"` (the
/// class lives in the app's own module, whatever the target is called):
/// 1. the module the document names (`customModule`), when a class of that name exists there;
/// 2. the app's modules: the ones ``register(_:)`` added, then the module of each SwiftPM resource
///    bundle the document was found in (`Package_Target.resources` names the target `Target`);
/// 3. HeadlessUI itself (a document may name a UIKit class as its custom class).
///
/// A name found nowhere is what iOS calls an unknown class: UIKit's log line "Unknown class X in
/// Interface Builder file." is reported (``InterfaceBuilderDiagnostics``) and the element's own
/// UIKit class stands in, as on iOS.
@preconcurrency @MainActor
public enum InterfaceBuilderModules {
  /// Modules registered as the app's, searched before those found from bundles.
  public private(set) static var registered: [String] = []

  /// Modules searched for extensions' members (Hero's inspectable properties on `UIView` and
  /// `UIViewController` live in HeroEngine).
  static let extensionModules = ["HeroEngine"]

  private static var classCache: [String: AnyClass?] = [:]
  private static var membersCache: [ObjectIdentifier: [any InterfaceBuilderMembers.Type]] = [:]

  /// Adds `module` to the app's modules (for a document whose classes live in a module no
  /// resource bundle names, such as an executable's).
  public static func register(_ module: String) {
    guard !registered.contains(module) else { return }
    registered.append(module)
    membersCache = [:]
  }

  /// The modules of the SwiftPM resource bundle at `path` (`…/Package_Target.resources`): the
  /// target, tried with every split of the name at an underscore. (CoreData's stand-in finds an
  /// entity's class the same way.)
  nonisolated public static func modules(ofBundleAt path: String) -> [String] {
    let name = (path as NSString).lastPathComponent
    guard name.hasSuffix(".resources") else { return [] }
    let stem = String(name.dropLast(".resources".count))
    var candidates: [String] = []
    var rest = Substring(stem)
    while let underscore = rest.firstIndex(of: "_") {
      rest = rest[rest.index(after: underscore)...]
      if !rest.isEmpty { candidates.append(String(rest)) }
    }
    return candidates
  }

  /// The class `name` in the first module of `modules` that has it.
  static func lookUp(_ name: String, in modules: [String]) -> AnyClass? {
    for module in modules {
      let qualified = "\(module).\(name)"
      if let cached = classCache[qualified] {
        if let cached { return cached }
        continue
      }
      let found: AnyClass? = _typeByName(qualified) as? AnyClass
      classCache[qualified] = .some(found)
      if let found { return found }
    }
    return nil
  }

  /// The generated members of `type` and of each superclass (most derived first), looked up
  /// in each class's own module and in `appModules`.
  static func members(of type: AnyClass, appModules: [String]) -> [any InterfaceBuilderMembers.Type]
  {
    let key = ObjectIdentifier(type)
    if let cached = membersCache[key] { return cached }
    var found: [any InterfaceBuilderMembers.Type] = []
    var current: AnyClass? = type
    while let cls = current {
      let fullName = _typeName(cls, qualified: true)
      let parts = fullName.split(separator: ".", maxSplits: 1)
      if parts.count == 2 {
        let module = String(parts[0])
        let typePath = parts[1].replacingOccurrences(of: ".", with: "_")
        var modules = [module]
        for other in appModules + extensionModules where !modules.contains(other) {
          modules.append(other)
        }
        for module in modules {
          if let members = _typeByName("\(module)._IBMembers_\(typePath)")
            as? any InterfaceBuilderMembers.Type
          {
            found.append(members)
          }
        }
      }
      current = _getSuperclass(cls)
    }
    membersCache[key] = found
    return found
  }
}
