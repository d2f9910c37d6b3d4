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

  private static var answers = IdentityTable<Answers>()

  /// `String(describing: type(of: object))`.
  public static func name(of object: AnyObject) -> String {
    let type = ObjectIdentifier(Swift.type(of: object))
    if let name = answers[type]?.name { return name }
    let name = String(describing: Swift.type(of: object))
    answers[type, default: Answers()].name = name
    return name
  }

  /// `object as? T`: nil at once for a class already known not to conform. Inlinable, so that
  /// each caller's copy is specialized for its `T` (the generic one instantiated `Optional<T>`'s
  /// metadata on every call).
  @inlinable
  public static func cast<T>(_ object: AnyObject, to target: T.Type) -> T? {
    let type = ObjectIdentifier(Swift.type(of: object))
    let targetID = ObjectIdentifier(target)
    if let conforms = knownConformance(of: type, to: targetID) {
      return conforms ? object as? T : nil
    }
    let result = object as? T
    record(type, conforms: result != nil, to: targetID)
    return result
  }

  /// What was found out before about `type` and `target` (nil: not asked yet).
  @usableFromInline
  static func knownConformance(of type: ObjectIdentifier, to target: ObjectIdentifier) -> Bool? {
    guard let known = answers[type]?.conformances else { return nil }
    // A class is asked about a handful of protocols: a short scan.
    for entry in known where entry.target == target { return entry.conforms }
    return nil
  }

  /// Remembers whether `type` conforms to `target`.
  @usableFromInline
  static func record(_ type: ObjectIdentifier, conforms: Bool, to target: ObjectIdentifier) {
    answers[type, default: Answers()].conformances.append((target, conforms))
  }
}
