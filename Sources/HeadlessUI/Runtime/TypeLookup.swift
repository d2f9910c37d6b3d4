/// Answers about an object that depend only on its class, remembered per class.
///
/// `String(describing: type(of: object))` asks the runtime to demangle the class name, and
/// `object as? SomeProtocol` walks the conformance tables of the class and each superclass
/// (thousands of instructions each, every time). A replay asks the same questions of the same
/// few classes every frame; the answers cannot change while the process runs.
@preconcurrency @MainActor
public enum TypeLookup {
  private struct Conformance: Hashable {
    var type: ObjectIdentifier
    var target: ObjectIdentifier
  }

  private static var names: [ObjectIdentifier: String] = [:]
  private static var conformances: [Conformance: Bool] = [:]

  /// `String(describing: type(of: object))`.
  public static func name(of object: AnyObject) -> String {
    let type = ObjectIdentifier(Swift.type(of: object))
    if let name = names[type] { return name }
    let name = String(describing: Swift.type(of: object))
    names[type] = name
    return name
  }

  /// `object as? T`: nil at once for a class already known not to conform.
  public static func cast<T>(_ object: AnyObject, to target: T.Type) -> T? {
    let key = Conformance(
      type: ObjectIdentifier(Swift.type(of: object)), target: ObjectIdentifier(target))
    if conformances[key] == false { return nil }
    let result = object as? T
    conformances[key] = result != nil
    return result
  }
}
