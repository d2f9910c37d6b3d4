/// Answers about an object that depend only on its class, remembered per class.
///
/// `String(describing: type(of: object))` asks the runtime to demangle the class name, and
/// `object as? SomeProtocol` walks the conformance tables of the class and each superclass
/// (thousands of instructions each, every time). A replay asks the same questions of the same
/// few classes every frame; the answers cannot change while the process runs.
@preconcurrency @MainActor
public enum TypeLookup {
  /// Per class: its name, and whether it conforms to each protocol asked about so far.
  private struct Answers {
    var name: String?
    var conformances: [(target: ObjectIdentifier, conforms: Bool)] = []
  }

  @exclusivity(unchecked) private static var answers = IdentityTable<Answers>()

  /// `String(describing: type(of: object))`.
  public static func name(of object: AnyObject) -> String {
    let type = ObjectIdentifier(Swift.type(of: object))
    if let name = answers[type]?.name { return name }
    let name = String(describing: Swift.type(of: object))
    answers[type, default: Answers()].name = name
    return name
  }

  /// `object as? T`: nil at once for a class already known not to conform.
  public static func cast<T>(_ object: AnyObject, to target: T.Type) -> T? {
    let type = ObjectIdentifier(Swift.type(of: object))
    let targetID = ObjectIdentifier(target)
    if let known = answers[type]?.conformances {
      // A class is asked about a handful of protocols: a short scan.
      for entry in known where entry.target == targetID {
        return entry.conforms ? object as? T : nil
      }
    }
    let result = object as? T
    answers[type, default: Answers()].conformances.append((targetID, result != nil))
    return result
  }
}
