/// Objective-C's `-isEqual:` for a value of any type, as the port writes
/// `receiver.isEqual(other)` (iOS reaches the method on `AnyObject` by dynamic lookup, which
/// Linux does not have): `objectIsEqual(receiver)(other)`. An `NSObject` answers with its own
/// `isEqual(_:)`; any other object is equal to the same object only; nil equals nil.
///
/// - Parameter object: the receiver.
/// - Returns: the test of another value against it.
public func objectIsEqual(_ object: Any?) -> (Any?) -> Bool {
  { other in
    if let object = object as? NSObject { return object.isEqual(other) }
    guard let object else { return other == nil }
    guard let other else { return false }
    return (object as AnyObject) === (other as AnyObject)
  }
}
